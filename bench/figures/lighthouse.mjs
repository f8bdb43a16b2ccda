export const measureLighthouse = async () => { throw new Error('todo'); };
