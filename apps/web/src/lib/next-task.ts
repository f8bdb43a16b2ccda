/** Resolves in a later task: the browser can paint and handle input in between, so work split by it is no long task. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
