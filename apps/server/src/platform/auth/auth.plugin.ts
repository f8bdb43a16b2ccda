import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IdentityBrokerPortal } from '@heloc/domain/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Access, Participation } from './access';
import fp from 'fastify-plugin';
import { createSessionLiveness } from './session-liveness';
import { SESSION_REVOKED_CHANNEL } from './sessions.repo';
import { type TokenClaims, type Tokens, createTokens } from './tokens';
import { channelListenerOf } from '../database/database';
import { notPreparedYet } from '../database/not-prepared';
import { getOrCreateSetting } from '../database/settings.repo';
import { AppError, NOT_FOUND, UNAUTHENTICATED } from '../http/errors';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: Tokens;
    /** Hook of the customer portal's contracts: a live session of that portal sets request.auth, else 401. */
    authenticateCustomer: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Hook of the agent portal's contracts: a live session of that portal sets request.auth, else 401. */
    authenticateAgent: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Hook of 'sandbox' contracts: sandbox mode on and the right x-sandbox-key. */
    requireSandbox: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    auth: TokenClaims | null;
    access: Access | null;
    /** A 'borrower' or 'participant' call's part in its application, once checked (participation.ts). */
    participation: Participation | null;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

const sha256 = (value: string) => createHash('sha256').update(value).digest();
/** Compares digests, so the time taken says nothing of how much of the key was right. */
const isSandboxKey = (given: unknown, expected: string | undefined): boolean =>
  typeof given === 'string' && expected !== undefined && timingSafeEqual(sha256(given), sha256(expected));

/**
 * The tokens, held by the routes from their registration and made once the secret is read (after the database is
 * migrated; buildApp returns only then, so no request finds them missing).
 */
const lateTokens = (current: () => Tokens | undefined): Tokens => {
  const made = () => current() ?? notPreparedYet('tokens');
  return {
    issue: (db, subject, now) => made().issue(db, subject, now),
    verify: (jwt, now) => made().verify(jwt, now),
    revoke: (db, jti, now) => made().revoke(db, jti, now),
  };
};

export const authPlugin = fp(
  async (app) => {
    // Sessions found live are trusted for SESSION_CACHE_MS; a logout is heard by every node (session-liveness.ts).
    const liveness = createSessionLiveness({ ttlMs: app.config.sessionCacheMs });
    const listen = channelListenerOf(app.db);
    if (listen) app.addHook('onClose', listen(SESSION_REVOKED_CHANNEL, liveness.forget, liveness.setListening));
    let tokens: Tokens | undefined;
    const useSecret = (secret: string) => {
      tokens = createTokens({ secret, ttlSeconds: app.config.tokenTtlSeconds, liveness });
    };
    // Outside production an unset TOKEN_SECRET is generated once and kept in the database, so tokens survive restarts.
    if (app.config.tokenSecret) useSecret(app.config.tokenSecret);
    else
      app.onDbPrepared(async () =>
        useSecret(await getOrCreateSetting(app.db, 'token_secret', () => randomBytes(48).toString('base64url'))),
      );
    app.decorate(
      'tokens',
      lateTokens(() => tokens),
    );
    app.decorateRequest('auth', null);
    app.decorateRequest('access', null);
    app.decorateRequest('participation', null);

    const authenticate = async (request: FastifyRequest, portal: IdentityBrokerPortal) => {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      if (!token) throw new AppError('unauthenticated', UNAUTHENTICATED);
      const now = app.clock();
      const claims = await app.tokens.verify(token, now);
      // A session opens the calls of the portal it signed in to only: a borrower's token ends no broker's session.
      if (claims.portal !== portal) throw new AppError('unauthenticated', UNAUTHENTICATED);
      // docs/product/registration-and-routing.md §8: a revoked (logged out) or expired session is unauthenticated, whatever the token says.
      if (!(await liveness.isLive(app.db, claims.jti, claims.identityUuid, now, claims.expiresAt)))
        throw new AppError('unauthenticated', UNAUTHENTICATED);
      request.auth = claims;
    };
    app.decorate('authenticateCustomer', (request: FastifyRequest) => authenticate(request, 'customer'));
    app.decorate('authenticateAgent', (request: FastifyRequest) => authenticate(request, 'agent'));

    app.decorate('requireSandbox', async (request: FastifyRequest) => {
      // docs/architecture.md: the sandbox control API does not exist unless sandbox mode is on.
      if (!app.config.sandboxMode) throw new AppError('not_found', NOT_FOUND);
      // docs/sandbox.md: a wrong or missing key answers 401, as the sandbox module's own calls do.
      if (!isSandboxKey(request.headers['x-sandbox-key'], app.config.sandboxKey))
        throw new AppError('unauthenticated', 'invalid sandbox key');
    });
  },
  { name: 'auth', dependencies: ['config', 'db'] },
);

/** The signed-in identity of a customer or agent portal's route (its authentication ran before the handler). */
export const requireAuth = (request: FastifyRequest): TokenClaims => {
  if (!request.auth) throw new AppError('unauthenticated', UNAUTHENTICATED);
  return request.auth;
};
