import { randomUUID } from 'node:crypto';
import { type FigureInfo, type IdentityBrokerPortal, type LoginBody, SAFE_REDIRECT_URL } from '@heloc/domain/contracts';
import { verifyPassword } from '../../platform/auth/passwords';
import { revokeSession } from '../../platform/auth/sessions.repo';
import { inTransaction, type ServiceContext } from '../service-context';
import { AppError, UNAUTHENTICATED } from '../../platform/http/errors';
import { findIdentityByEmail, findIdentityByUuid } from '../identity/identity.repo';
import { accountFailures, addressFailures, isKnownDevice, pruneAttempts, recordAttempt } from './login-attempts.repo';
import { ADDRESS_WINDOW_MS, decideThrottle, tooManyAttemptsMessage } from './login-throttle';

export const WRONG_CREDENTIALS = 'The email or password you entered is incorrect.';
/** Where the SPA goes after login when no (safe) redirectUrl was asked for (ours). */
export const DEFAULT_LOGIN_REDIRECT = '/dashboard';
/** spec 01 §6: signed-out users land on /auth/login. */
export const LOGOUT_REDIRECT = '/auth/login';

interface LoginInput {
  portal: IdentityBrokerPortal;
  orgCode: string;
  body: LoginBody;
  clientIp: string;
  /** The device cookie the request carried, if any. */
  deviceId: string | undefined;
  redirectUrl: string | undefined;
}

/** Attempts older than this are never read again: each login prunes them (at most once a minute per node). */
const KEEP_ATTEMPTS_MS = 7 * 24 * 60 * 60_000;
const PRUNE_EVERY_MS = 60_000;
let lastPrunedAt = 0;

/** spec 03 §7: sign in; the token is also the Authorization header of the answer. */
export const login = async (
  ctx: ServiceContext,
  { portal, orgCode, body, clientIp, deviceId, redirectUrl }: LoginInput,
): Promise<{ jwt: string; redirectUrl: string; deviceId: string }> => {
  const { db } = ctx;
  const now = ctx.now();
  const accountKey = `${orgCode}:${body.email.toLowerCase()}`;
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

  const identity = await findIdentityByEmail(db, orgCode, body.email);
  const passwordOk = await verifyPassword(identity?.password_hash, body.password);
  // The agent portal is for brokers and loan officers only (spec 03 §6); others get the same answer as a wrong password.
  const allowed = identity !== undefined && passwordOk && (portal === 'customer' || identity.is_broker);
  // A device that signs in gets an id (kept in a cookie), so later failures by others do not slow it down.
  const device = deviceId ?? randomUUID();
  await recordAttempt(db, { accountKey, clientIp, deviceId: device, succeeded: allowed, at: now });
  if (now.getTime() - lastPrunedAt > PRUNE_EVERY_MS) {
    lastPrunedAt = now.getTime();
    await pruneAttempts(db, new Date(now.getTime() - KEEP_ATTEMPTS_MS));
  }
  if (!allowed || !identity) throw new AppError('invalid_credentials', WRONG_CREDENTIALS);

  const jwt = await inTransaction(ctx, (tx) =>
    tx.tokens.issue(tx.db, { identityUuid: identity.uuid, orgCode: identity.org_code }, now),
  );
  // spec 03 §2: a redirectUrl is accepted only if it starts with a slash followed by a lowercase letter.
  return {
    jwt,
    redirectUrl: redirectUrl && SAFE_REDIRECT_URL.test(redirectUrl) ? redirectUrl : DEFAULT_LOGIN_REDIRECT,
    deviceId: device,
  };
};

export const logout = async ({ db, now }: ServiceContext, jti: string): Promise<{ redirectUrl: string }> => {
  await revokeSession(db, jti, now());
  return { redirectUrl: LOGOUT_REDIRECT };
};

export const getFigureInfo = async ({ db }: ServiceContext, identityUuid: string): Promise<FigureInfo> => {
  const row = await findIdentityByUuid(db, identityUuid);
  if (!row) throw new AppError('unauthenticated', UNAUTHENTICATED);
  return {
    identityUuid: row.uuid,
    organizationCode: row.org_code,
    userType: row.is_broker ? 'AGENT' : 'CUSTOMER',
    email: row.email,
    updatedAt: row.updated_at.toISOString(),
    isManageable: true,
    activeLegacyCustomerOrgs: [],
  };
};
