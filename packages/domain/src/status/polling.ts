import { CREDIT_LOCKED_OR_FROZEN_STATUSES, CREDIT_NO_MATCH_STATUSES, NAMED_PROCESSING_STATUSES } from '../enums';

// docs/product/registration-and-routing.md §9: polling: base delay 1,000 ms, cap 5,000 ms, 14 tries for processing statuses, 7 for others.
export const POLL_BASE_DELAY_MS = 1_000;
export const POLL_MAX_DELAY_MS = 5_000;
export const POLL_MAX_PROCESSING_TRIES = 14;
export const POLL_MAX_OTHER_TRIES = 7;

// docs/product/registration-and-routing.md §4: processing statuses are those starting with WAITING_FOR, plus the named ones.
export const PROCESSING_STATUS_PREFIX = 'WAITING_FOR';
export const PROCESSING_STATUSES = NAMED_PROCESSING_STATUSES;

// docs/product/registration-and-routing.md §4: terminal statuses stop polling.
export const TERMINAL_STATUSES = [
  'ASSETS_PREQUAL',
  'CANCELLED',
  'CREDIT_ERROR',
  ...CREDIT_NO_MATCH_STATUSES,
  'DECLINED',
  ...CREDIT_LOCKED_OR_FROZEN_STATUSES,
  'MULTIPLE_PROPERTIES',
  'NO_PROPERTY_FOUND',
] as const;

// docs/product/registration-and-routing.md §4: after 14 tries the poll gives up with UNKNOWN, or GEN_NOTE_SIGNING if that was the status.
export const POLL_GIVE_UP_STATUS = 'UNKNOWN';
export const POLL_GIVE_UP_KEPT_STATUS = 'GEN_NOTE_SIGNING';

export const isProcessingStatus = (status: string | null | undefined): boolean =>
  typeof status === 'string' &&
  (status.startsWith(PROCESSING_STATUS_PREFIX) || (PROCESSING_STATUSES as readonly string[]).includes(status));

export const isTerminalStatus = (status: string | null | undefined): boolean =>
  (TERMINAL_STATUSES as readonly (string | null | undefined)[]).includes(status);

/**
 * Delay before the next fetch, in milliseconds: 1,000 ms after the first fetch, doubling, never above 5,000 ms.
 * attempt: how many fetches have been made so far (1 after the first).
 */
export const pollDelayMs = (attempt: number): number =>
  Math.min(POLL_BASE_DELAY_MS * 2 ** (Math.max(1, attempt) - 1), POLL_MAX_DELAY_MS);

export type PollDecision =
  | { readonly action: 'poll'; readonly delayMs: number }
  | {
      readonly action: 'stop';
      /** The status to act on (UNKNOWN after processing gave up). */
      readonly status: string;
      /** Whether the caller should route by this status now. */
      readonly route: boolean;
    };

export interface PollOptions {
  /** docs/product/registration-and-routing.md §4: terminal statuses route only outside the disclosures page. */
  readonly onDisclosuresPage?: boolean;
}

/**
 * The polling policy of docs/product/registration-and-routing.md §4 and §9, applied after each status fetch.
 * previousStatus: the status before the user's step (undefined if none); attempt: fetches made so far, including the
 * one that returned currentStatus (1 for the first).
 */
export const nextPoll = (
  previousStatus: string | null | undefined,
  attempt: number,
  currentStatus: string,
  options: PollOptions = {},
): PollDecision => {
  if (isTerminalStatus(currentStatus)) {
    return { action: 'stop', status: currentStatus, route: !options.onDisclosuresPage };
  }
  if (isProcessingStatus(currentStatus)) {
    if (attempt < POLL_MAX_PROCESSING_TRIES) return { action: 'poll', delayMs: pollDelayMs(attempt) };
    const status = currentStatus === POLL_GIVE_UP_KEPT_STATUS ? POLL_GIVE_UP_KEPT_STATUS : POLL_GIVE_UP_STATUS;
    return { action: 'stop', status, route: true };
  }
  if (currentStatus === previousStatus && attempt < POLL_MAX_OTHER_TRIES) {
    return { action: 'poll', delayMs: pollDelayMs(attempt) };
  }
  return { action: 'stop', status: currentStatus, route: true };
};
