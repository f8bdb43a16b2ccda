export const measureColdStart = async () => { throw new Error('todo'); };
