export const measureMemory = async () => { throw new Error('todo'); };
