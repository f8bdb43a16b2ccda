import { type FigureInfo, type IdentityBrokerPortal, type LoginBody, SAFE_REDIRECT_URL } from '@heloc/domain/contracts';
import { verifyPassword } from '../../platform/auth/passwords';
import { revokeSession } from '../../platform/auth/sessions.repo';
import { inTransaction, type ServiceContext } from '../service-context';
import { AppError, UNAUTHENTICATED } from '../../platform/http/errors';
import { findIdentityByEmail, findIdentityByUuid } from '../identity/identity.repo';
import { countFailedAttempts, recordAttempt } from './login-attempts.repo';

// Ours (the spec gives no limits): failed attempts counted in the database so every node agrees (DESIGN §7).
export const LOGIN_WINDOW_MINUTES = 15;
export const MAX_FAILED_PER_ACCOUNT = 5;
export const MAX_FAILED_PER_CLIENT = 20;
export const TOO_MANY_ATTEMPTS = `Too many login attempts. Please wait ${LOGIN_WINDOW_MINUTES} minutes and try again.`;
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
  redirectUrl: string | undefined;
}

/** spec 03 §7: sign in; the token is also the Authorization header of the answer. */
export const login = async (
  ctx: ServiceContext,
  { portal, orgCode, body, clientIp, redirectUrl }: LoginInput,
): Promise<{ jwt: string; redirectUrl: string }> => {
  const { db } = ctx;
  const now = ctx.now();
  const accountKey = `${orgCode}:${body.email.toLowerCase()}`;
  const since = new Date(now.getTime() - LOGIN_WINDOW_MINUTES * 60_000);
  if (
    (await countFailedAttempts(db, { accountKey }, since)) >= MAX_FAILED_PER_ACCOUNT ||
    (await countFailedAttempts(db, { clientIp }, since)) >= MAX_FAILED_PER_CLIENT
  ) {
    throw new AppError('rate_limited', TOO_MANY_ATTEMPTS);
  }

  const identity = await findIdentityByEmail(db, orgCode, body.email);
  const passwordOk = await verifyPassword(identity?.password_hash, body.password);
  // The agent portal is for brokers and loan officers only (spec 03 §6); others get the same answer as a wrong password.
  const allowed = identity !== undefined && passwordOk && (portal === 'customer' || identity.is_broker);
  await recordAttempt(db, { accountKey, clientIp, succeeded: allowed, at: now });
  if (!allowed || !identity) throw new AppError('invalid_credentials', WRONG_CREDENTIALS);

  const jwt = await inTransaction(ctx, (tx) =>
    tx.tokens.issue(tx.db, { identityUuid: identity.uuid, orgCode: identity.org_code }, now),
  );
  // spec 03 §2: a redirectUrl is accepted only if it starts with a slash followed by a lowercase letter.
  return {
    jwt,
    redirectUrl: redirectUrl && SAFE_REDIRECT_URL.test(redirectUrl) ? redirectUrl : DEFAULT_LOGIN_REDIRECT,
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
