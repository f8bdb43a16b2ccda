/*
 * How sign-in failures slow the next attempt (NIST SP 800-63B §5.2.2, OWASP ASVS 6.3). Ours, and pure:
 * the service reads the counts from login_attempts and asks here how long the caller must wait.
 *
 * - Per account: the first 5 consecutive failures cost nothing; each later one doubles the wait (1 s, 2 s, 4 s, ...,
 *   at most 15 minutes) counted from the last failure. After 100 consecutive failures the account is locked for 24
 *   hours (NIST: no more than 100 consecutive failed attempts). A success resets the count.
 * - Per client address, across accounts within 15 minutes: the first 20 failures cost nothing; later ones double the
 *   wait up to 1 minute. An attacker spraying passwords is slowed; nobody else behind the address is shut out.
 * - A device that signed in to the account before (its device cookie) skips both waits, never the lock: the owner is
 *   not locked out by someone else's guessing.
 */

export const ACCOUNT_FREE_FAILURES = 5;
export const ACCOUNT_MAX_DELAY_MS = 15 * 60_000;
export const ACCOUNT_LOCK_FAILURES = 100;
export const ACCOUNT_LOCK_MS = 24 * 60 * 60_000;
export const ADDRESS_WINDOW_MS = 15 * 60_000;
export const ADDRESS_FREE_FAILURES = 20;
export const ADDRESS_MAX_DELAY_MS = 60_000;

export interface FailureRecord {
  /** Failures since the last success (account) or within the window (address). */
  failures: number;
  /** When the latest of them happened. */
  lastFailureAt: Date | null;
}

export interface ThrottleInput {
  account: FailureRecord;
  address: FailureRecord;
  /** The caller's device signed in to this account before. */
  knownDevice: boolean;
  now: Date;
}

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterMs: number; locked: boolean };

/** The doubling wait after `free` failures, capped: 0 while free, then 1 s, 2 s, 4 s, ... */
export const backoffMs = (failures: number, free: number, capMs: number): number =>
  failures < free ? 0 : Math.min(capMs, 1000 * 2 ** Math.min(failures - free, 30));

const remaining = (record: FailureRecord, waitMs: number, now: Date): number =>
  record.lastFailureAt ? Math.max(0, record.lastFailureAt.getTime() + waitMs - now.getTime()) : 0;

export const decideThrottle = ({ account, address, knownDevice, now }: ThrottleInput): ThrottleDecision => {
  if (account.failures >= ACCOUNT_LOCK_FAILURES) {
    const retryAfterMs = remaining(account, ACCOUNT_LOCK_MS, now);
    if (retryAfterMs > 0) return { allowed: false, retryAfterMs, locked: true };
  }
  if (knownDevice) return { allowed: true };
  const waits = [
    remaining(account, backoffMs(account.failures, ACCOUNT_FREE_FAILURES, ACCOUNT_MAX_DELAY_MS), now),
    remaining(address, backoffMs(address.failures, ADDRESS_FREE_FAILURES, ADDRESS_MAX_DELAY_MS), now),
  ];
  const retryAfterMs = Math.max(...waits);
  return retryAfterMs > 0 ? { allowed: false, retryAfterMs, locked: false } : { allowed: true };
};

/** The words of a 429: how long to wait, in the largest unit that is whole enough to read. */
export const tooManyAttemptsMessage = (retryAfterMs: number, locked: boolean): string => {
  const seconds = Math.ceil(retryAfterMs / 1000);
  const wait =
    seconds < 90
      ? `${seconds} second${seconds === 1 ? '' : 's'}`
      : seconds < 90 * 60
        ? `${Math.ceil(seconds / 60)} minutes`
        : `${Math.ceil(seconds / 3600)} hours`;
  return locked
    ? `This account is locked after too many failed sign-ins. Please try again in ${wait}, or reset your password.`
    : `Too many login attempts. Please wait ${wait} and try again.`;
};
