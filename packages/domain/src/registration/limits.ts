// Registration constants of docs/product/registration-and-routing.md §8-§9 that both the server and the web app need.

/** docs/product/registration-and-routing.md §9, docs/product/application-area.md §9: wait of 45 days between HELOC account openings. */
export const HELOC_OPENING_WAIT_DAYS = 45;

/** docs/product/registration-and-routing.md §9: the processing modal's default time-out, in milliseconds, and its number of rotating messages. */
export const PROCESSING_MODAL_TIMEOUT_MS = 30_000;
export const PROCESSING_MODAL_MESSAGE_COUNT = 7;

/**
 * docs/product/registration-and-routing.md §8: a create-application failure whose message starts with this stays on the form; any other failure sends
 * the applicant to /dashboard.
 */
export const STATE_NOT_OFFERED_PREFIX = 'we do not currently offer loans in';

/** The create-application error for a state the organisation does not serve (state: two-letter code). */
export const stateNotOfferedMessage = (state: string): string => `${STATE_NOT_OFFERED_PREFIX} ${state}`;

/** Whether a create-application error is the state-not-served one (case-insensitive, as servers vary). */
export const isStateNotOfferedMessage = (message: string): boolean =>
  message.toLowerCase().startsWith(STATE_NOT_OFFERED_PREFIX);
