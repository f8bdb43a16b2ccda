import { createSecretKey, randomUUID } from 'node:crypto';
import type { IdentityBrokerPortal } from '@heloc/domain/contracts';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema';
import { AppError, INVALID_SIGNATURE, UNAUTHENTICATED } from '../http/errors';
import { insertSession, revokeSession } from './sessions.repo';
import type { SessionLiveness } from './session-liveness';

export interface TokenClaims {
  identityUuid: string;
  orgCode: string;
  /** The portal that signed the identity in: its session opens that portal's calls only (contract.ts `Audience`). */
  portal: IdentityBrokerPortal;
  jti: string;
  expiresAt: Date;
}

/** Who a session is for: the identity, its organisation and the portal it signed in to. */
export type TokenSubject = Pick<TokenClaims, 'identityUuid' | 'orgCode' | 'portal'>;

export interface Tokens {
  /** Records a session row (inside the caller's transaction) and signs its token. */
  issue(db: Kysely<Database>, subject: TokenSubject, now: Date): Promise<string>;
  /** Checks signature, expiry and claims; throws AppError 401 'unauthenticated' or 401 'invalid signature'. */
  verify(jwt: string, now: Date): Promise<TokenClaims>;
  /** Revokes a session (logout): refused at once on this node, and on the others when they hear of it. */
  revoke(db: Kysely<Database>, jti: string, now: Date): Promise<void>;
}

const ISSUER = 'heloc-server';
/** Most verified tokens one node remembers; the oldest go first. */
const MAX_VERIFIED = 10_000;
const ALGORITHM = 'HS256';

/**
 * The portal a token's claim names. A token signed before tokens named one was a customer portal's (the agent portal
 * had no calls of its own then); anything else is no token of ours.
 */
const portalOf = (claim: unknown): IdentityBrokerPortal | undefined =>
  claim === undefined ? 'customer' : claim === 'customer' || claim === 'agent' ? claim : undefined;

/** JWT HS256 (jose) bound to a sessions row by its jti, so logout can revoke it (docs/decisions.md, docs/scaling.md). */
export const createTokens = ({
  secret,
  ttlSeconds,
  liveness,
}: {
  secret: string;
  ttlSeconds: number;
  liveness?: SessionLiveness;
}): Tokens => {
  // A KeyObject made once: with raw bytes jose would import the key again on every sign and verify.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  // A token whose signature checked out once is remembered by its exact text (the signature check through
  // WebCrypto was a fifth of the status call's cost): only its expiry depends on the time and is checked every time.
  const verified = new Map<string, TokenClaims>();
  return {
    async issue(db, { identityUuid, orgCode, portal }, now) {
      const jti = randomUUID();
      const issuedAt = Math.floor(now.getTime() / 1000);
      const expiresAt = new Date((issuedAt + ttlSeconds) * 1000);
      await insertSession(db, { jti, identityUuid, expiresAt, now });
      return new SignJWT({ org: orgCode, portal })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(identityUuid)
        .setJti(jti)
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(key);
    },
    async revoke(db, jti, now) {
      liveness?.forget(jti);
      await revokeSession(db, jti, now);
      liveness?.forget(jti);
    },
    async verify(jwt, now) {
      const known = verified.get(jwt);
      if (known) {
        if (now.getTime() < known.expiresAt.getTime()) return known;
        verified.delete(jwt);
      }
      try {
        const { payload } = await jwtVerify(jwt, key, { algorithms: [ALGORITHM], issuer: ISSUER, currentDate: now });
        const portal = portalOf(payload.portal);
        if (!payload.sub || !payload.jti || typeof payload.org !== 'string' || !payload.exp || !portal)
          throw new AppError('unauthenticated', UNAUTHENTICATED);
        const claims: TokenClaims = {
          identityUuid: payload.sub,
          orgCode: payload.org,
          portal,
          jti: payload.jti,
          expiresAt: new Date(payload.exp * 1000),
        };
        if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value as string);
        verified.set(jwt, Object.freeze(claims));
        return claims;
      } catch (error) {
        if (error instanceof joseErrors.JWSSignatureVerificationFailed)
          throw new AppError('invalid_signature', INVALID_SIGNATURE);
        throw new AppError('unauthenticated', UNAUTHENTICATED);
      }
    },
  };
};
