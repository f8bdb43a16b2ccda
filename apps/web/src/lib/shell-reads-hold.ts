import { useSyncExternalStore } from 'react';

/*
 * The signed-in shell's own reads (the profile and identity behind the top bar and the account menu, the
 * notifications, the tracker's link to the identity) start the moment a token is stored. During the registration
 * submit that moment is mid-submit: they would share the server with the calls the visitor is waiting on (the
 * existing-account check, the creation, the first status), so the submit holds them until its screen is known
 * (docs/decisions.md "The shell's reads wait for the registration submit"). A read someone asks for directly
 * (fetchQuery) is never held: only the shell's standing queries are.
 */

let holds = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Holds the shell's reads until the returned release is called (once; later calls do nothing). */
export const holdShellReads = (): (() => void) => {
  holds += 1;
  notify();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    notify();
  };
};

export const areShellReadsHeld = (): boolean => holds > 0;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True while a hold is on; re-renders when that changes. */
export const useShellReadsHeld = (): boolean => useSyncExternalStore(subscribe, areShellReadsHeld, () => false);
