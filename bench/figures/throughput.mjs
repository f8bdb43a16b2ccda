export const measureThroughput = async () => { throw new Error('todo'); };
