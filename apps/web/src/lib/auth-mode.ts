/*
 * The authentication mode of this visit (docs/product/registration-and-routing.md §2): the `new-auth-mode` decision,
 * remembered for the visit with the other decided experiments (lib/visit-tracking.ts). Small and free of the API
 * client, so the first screen's script reads it too.
 */

/** The experiment of the authentication mode (docs/decisions.md "Calls the app makes"). */
export const AUTH_MODE_FEATURE_KEY = 'new-auth-mode';
/** Where the visit's decided experiments are kept (sessionStorage), as lib/visit-tracking.ts writes them. */
export const DECIDED_EXPERIMENTS_KEY = 'heloc.experiments';

/** Whether the visit's decision put it in the new mode: the current mode until a decision answers on. */
export const isNewAuthModeDecided = (
  getItem: (key: string) => string | null = (key) => window.sessionStorage.getItem(key),
): boolean => {
  try {
    const decided = JSON.parse(getItem(DECIDED_EXPERIMENTS_KEY) ?? '[]') as { name?: string; variation?: string }[];
    return decided.some((e) => e.name === AUTH_MODE_FEATURE_KEY && e.variation === 'on');
  } catch {
    return false;
  }
};
