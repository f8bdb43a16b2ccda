import type { Db } from '../database/database';
import { AppError } from '../http/errors';
import { accountFailures, addressFailures, isKnownDevice, pruneAttempts, recordAttempt } from './login-attempts.repo';
import { ADDRESS_WINDOW_MS, decideThrottle, tooManyAttemptsMessage } from './login-throttle';

/*
 * The login throttle around every proof of who someone is: the password, the second-factor code of a
 * sign-in, and the password and code that turn two-step verification off. Each failure counts against the account
 * and the address alike (login-throttle.ts says how they slow the next try).
 */

/** Attempts older than this are never read again: recording one prunes them (at most once a minute per node). */
const KEEP_ATTEMPTS_MS = 7 * 24 * 60 * 60_000;
const PRUNE_EVERY_MS = 60_000;
/** When each database was last pruned, by the server's clock: one process can hold several servers (the tests). */
const lastPrunedAt = new WeakMap<Db, number>();

/** The throttle's name for an account: '<org>:<email>'. */
export const accountKeyOf = (orgCode: string, email: string): string => `${orgCode}:${email.toLowerCase()}`;

interface AttemptScope {
  accountKey: string;
  clientIp: string;
  /** The device cookie the request carried, if any. */
  deviceId: string | undefined;
  now: Date;
}

/** Throws a 429 (with Retry-After) while the account or the address must wait. */
export const assertSignInAllowed = async (db: Db, { accountKey, clientIp, deviceId, now }: AttemptScope) => {
  const [account, address, knownDevice] = await Promise.all([
    accountFailures(db, accountKey, new Date(now.getTime() - KEEP_ATTEMPTS_MS)),
    addressFailures(db, clientIp, new Date(now.getTime() - ADDRESS_WINDOW_MS)),
    deviceId ? isKnownDevice(db, accountKey, deviceId) : false,
  ]);
  const decision = decideThrottle({ account, address, knownDevice, now });
  if (!decision.allowed) {
    throw new AppError('rate_limited', tooManyAttemptsMessage(decision.retryAfterMs, decision.locked), {
      retryAfterSeconds: Math.ceil(decision.retryAfterMs / 1000),
    });
  }
};

/** Records one attempt; a success resets the account's count and teaches it the device. */
export const recordSignInAttempt = async (
  db: Db,
  { accountKey, clientIp, deviceId, now, succeeded }: AttemptScope & { succeeded: boolean },
) => {
  await recordAttempt(db, { accountKey, clientIp, deviceId: deviceId ?? null, succeeded, at: now });
  if (now.getTime() - (lastPrunedAt.get(db) ?? 0) > PRUNE_EVERY_MS) {
    lastPrunedAt.set(db, now.getTime());
    await pruneAttempts(db, new Date(now.getTime() - KEEP_ATTEMPTS_MS));
  }
};
