// The Bearer token of the signed-in user, kept in localStorage and reused on every call (docs/product/registration-and-routing.md §7, docs/product/widgets-and-calculations.md §7).
// Subscribers (the session hook) hear about every change so the shell switches between Login and the account menu.

const TOKEN_KEY = 'heloc.jwt';
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

export const getToken = (): string | null => {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
};

export const setToken = (token: string): void => {
  if (getToken() === token) return;
  localStorage.setItem(TOKEN_KEY, token);
  notify();
};

export const clearToken = (): void => {
  if (getToken() === null) return;
  localStorage.removeItem(TOKEN_KEY);
  notify();
};

export const hasToken = (): boolean => getToken() !== null;

/** Subscribe to token changes (useSyncExternalStore-compatible); returns the unsubscribe function. */
export const subscribeToToken = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
