import { randomUUID } from 'node:crypto';
import {
  MFA_CHALLENGE_EXPIRED_MESSAGE,
  MFA_CODE_INCORRECT_MESSAGE,
  MFA_SETUP_REQUIRED_MESSAGE,
  isMfaRequired,
} from '@heloc/domain';
import {
  type FigureInfo,
  type IdentityBrokerPortal,
  type LoginBody,
  type MfaLoginBody,
  SAFE_REDIRECT_URL,
} from '@heloc/domain/contracts';
import { verifyPassword } from '../../platform/auth/passwords';
import { inTransaction, type ServiceContext } from '../service-context';
import { AppError, UNAUTHENTICATED } from '../../platform/http/errors';
import { findIdentityByEmail, findIdentityByUuid } from '../identity';
import {
  CHALLENGE_MAX_ATTEMPTS,
  challengeHash,
  countChallengeFailure,
  createSignInChallenge,
  findChallenge,
  findChallengeForUpdate,
  useChallenge,
  verifySecondFactor,
} from '../mfa';
import { accountKeyOf, assertSignInAllowed, recordSignInAttempt } from '../../platform/auth/sign-in-guard';

export const WRONG_CREDENTIALS = 'The email or password you entered is incorrect.';
/** Where the SPA goes after login when no (safe) redirectUrl was asked for (ours). */
export const DEFAULT_LOGIN_REDIRECT = '/dashboard';
/** docs/product/registration-and-routing.md §6: signed-out users land on /auth/login. */
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

export type LoginResult =
  | { kind: 'session'; jwt: string; redirectUrl: string; deviceId: string }
  | { kind: 'mfa'; challenge: string; expiresAt: Date; deviceId: string };

// docs/product/widgets-and-calculations.md §2: a redirectUrl is accepted only if it starts with a slash followed by a lowercase letter.
const safeRedirect = (redirectUrl: string | null | undefined): string =>
  redirectUrl && SAFE_REDIRECT_URL.test(redirectUrl) ? redirectUrl : DEFAULT_LOGIN_REDIRECT;

/**
 * docs/product/widgets-and-calculations.md §7: sign in; the token is also the Authorization header of the answer. With two-step verification on,
 * the right password answers a challenge instead, finished by `loginWithMfa`.
 */
export const login = async (
  ctx: ServiceContext,
  { portal, orgCode, body, clientIp, deviceId, redirectUrl }: LoginInput,
): Promise<LoginResult> => {
  const { db } = ctx;
  const now = ctx.now();
  const accountKey = accountKeyOf(orgCode, body.email);
  await assertSignInAllowed(db, { accountKey, clientIp, deviceId, now });

  const identity = await findIdentityByEmail(db, orgCode, body.email);
  const passwordOk = await verifyPassword(identity?.password_hash, body.password);
  // The agent portal is for brokers and loan officers only (docs/product/widgets-and-calculations.md §6); others get the same answer as a wrong password.
  const allowed = identity !== undefined && passwordOk && (portal === 'customer' || identity.is_broker);
  // A device that signs in gets an id (kept in a cookie), so later failures by others do not slow it down.
  const device = deviceId ?? randomUUID();

  if (allowed && identity.two_factor_enabled) {
    // Not a success yet: recording one would reset the account's failure count, so someone holding the password
    // could guess codes forever between two right passwords. The code step records the outcome.
    const { challenge, expiresAt } = await createSignInChallenge(ctx, {
      identityUuid: identity.uuid,
      portal,
      accountKey,
      deviceId: device,
      redirectUrl: redirectUrl ?? null,
    });
    return { kind: 'mfa', challenge, expiresAt, deviceId: device };
  }

  await recordSignInAttempt(db, { accountKey, clientIp, deviceId: device, now, succeeded: allowed });
  if (!allowed) throw new AppError('invalid_credentials', WRONG_CREDENTIALS);
  // Staff roles must have MFA on (domain isMfaRequired); none signs in here yet (no operations console).
  if (isMfaRequired({ profileType: identity.profile_type, isBroker: identity.is_broker }))
    throw new AppError('forbidden', MFA_SETUP_REQUIRED_MESSAGE);

  const jwt = await inTransaction(ctx, (tx) =>
    tx.tokens.issue(tx.db, { identityUuid: identity.uuid, orgCode: identity.org_code, portal }, now),
  );
  return { kind: 'session', jwt, redirectUrl: safeRedirect(redirectUrl), deviceId: device };
};

interface MfaLoginInput {
  portal: IdentityBrokerPortal;
  orgCode: string;
  body: MfaLoginBody;
  clientIp: string;
  deviceId: string | undefined;
  redirectUrl: string | undefined;
}

/**
 * The second step of a sign-in with two-step verification on. The challenge of the login and a code of
 * the authenticator app (its step never accepted twice) or a recovery code (used once). A wrong code is a failed
 * sign-in for the throttle, and a challenge allows CHALLENGE_MAX_ATTEMPTS codes within CHALLENGE_TTL_MS.
 */
export const loginWithMfa = async (
  ctx: ServiceContext,
  { portal, orgCode, body, clientIp, deviceId, redirectUrl }: MfaLoginInput,
): Promise<{ jwt: string; redirectUrl: string; deviceId: string }> => {
  const now = ctx.now();
  const tokenHash = challengeHash(ctx, body.challenge);
  const challenge = await findChallenge(ctx.db, tokenHash);
  const live = (c: typeof challenge): c is NonNullable<typeof challenge> =>
    c !== undefined &&
    c.portal === portal &&
    c.used_at === null &&
    c.expires_at > now &&
    c.attempts < CHALLENGE_MAX_ATTEMPTS &&
    c.account_key.startsWith(`${orgCode}:`);
  if (!live(challenge)) throw new AppError('invalid_credentials', MFA_CHALLENGE_EXPIRED_MESSAGE);
  const device = deviceId ?? challenge.device_id;
  const scope = { accountKey: challenge.account_key, clientIp, deviceId: device, now };
  await assertSignInAllowed(ctx.db, scope);

  const result = await inTransaction(ctx, async (tx) => {
    // Locked: two calls with the same challenge wait for each other, and the second finds it used.
    const locked = await findChallengeForUpdate(tx.db, tokenHash);
    if (!live(locked)) return 'expired' as const;
    const identity = await findIdentityByUuid(tx.db, locked.identity_uuid);
    if (!identity || !(await verifySecondFactor(tx, identity, body.code))) return 'wrong' as const;
    await useChallenge(tx.db, tokenHash, now);
    return tx.tokens.issue(tx.db, { identityUuid: identity.uuid, orgCode: identity.org_code, portal }, now);
  });
  if (result === 'expired') throw new AppError('invalid_credentials', MFA_CHALLENGE_EXPIRED_MESSAGE);
  if (result === 'wrong') {
    await countChallengeFailure(ctx.db, tokenHash);
    await recordSignInAttempt(ctx.db, { ...scope, succeeded: false });
    throw new AppError('invalid_credentials', MFA_CODE_INCORRECT_MESSAGE);
  }
  await recordSignInAttempt(ctx.db, { ...scope, succeeded: true });
  return { jwt: result, redirectUrl: safeRedirect(redirectUrl ?? challenge.redirect_url), deviceId: device };
};

export const logout = async ({ db, now, tokens }: ServiceContext, jti: string): Promise<{ redirectUrl: string }> => {
  await tokens.revoke(db, jti, now());
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
