import { randomBytes } from 'node:crypto';
import {
  MFA_ALREADY_ON_MESSAGE,
  MFA_CODE_INCORRECT_MESSAGE,
  MFA_DISABLE_REFUSED_MESSAGE,
  MFA_NOT_ON_MESSAGE,
  MFA_NOT_STARTED_MESSAGE,
  RECOVERY_CODE_COUNT,
  formatRecoveryCode,
  mfaCodeKind,
  normalizeMfaCode,
} from '@heloc/domain';
import type { DisableMfaBody, MfaStatus, RecoveryCodes, TotpSetup } from '@heloc/domain/contracts';
import { verifyPassword } from '../../platform/auth/passwords';
import { fieldContext } from '../../platform/crypto';
import type { IdentityRow } from '../../platform/database/schema';
import { AppError, UNAUTHENTICATED } from '../../platform/http/errors';
import { accountKeyOf, assertSignInAllowed, recordSignInAttempt } from '../../platform/auth/sign-in-guard';
import { inTransaction, type ServiceContext } from '../service-context';
import {
  countUnusedRecoveryCodes,
  deleteMfaRows,
  insertChallenge,
  replaceRecoveryCodes,
  spendRecoveryCode,
} from './mfa.repo';
import { matchTotpStep, newRecoveryCode, newTotpSecret, otpauthUrl, qrCodeDataUrl } from '../../platform/auth/totp';
import {
  findIdentityByUuid,
  findIdentityForUpdate,
  setPendingTotpSecret,
  takeTotpStep,
  turnMfaOff,
  turnMfaOn,
} from '../identity';

/*
 * Two-step verification: an authenticator app (TOTP) and 10 one-time recovery codes.
 * - The secret is sealed at rest (platform/crypto, bound to its row and column).
 * - Recovery codes are kept only as keyed hashes (the field cipher's blind index: HMAC-SHA-256 under a key that lives
 *   outside the database). They are 50 random bits each, not chosen by a person, so a slow password hash would add
 *   little; the key means a copy of the database alone gives nothing to guess against, and a code is found with one
 *   indexed lookup instead of trying a slow hash per stored code.
 * - A code's time step is remembered: the same code (or an older one) is never accepted twice.
 */

const SECRET_COLUMN = 'totp_secret';
const RECOVERY_PURPOSE = 'mfa-recovery-code';
const CHALLENGE_PURPOSE = 'mfa-challenge';
/** How long the step between the password and the code may take, and how many codes it may try. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
export const CHALLENGE_MAX_ATTEMPTS = 5;

const sealSecret = (ctx: ServiceContext, uuid: string, secret: string) =>
  ctx.cipher.encrypt(secret, fieldContext('identities', uuid, SECRET_COLUMN));
const openSecret = (ctx: ServiceContext, uuid: string, sealed: string) =>
  ctx.cipher.decrypt(sealed, fieldContext('identities', uuid, SECRET_COLUMN));

export const recoveryCodeHash = (ctx: ServiceContext, code: string): string =>
  ctx.cipher.blindIndex(RECOVERY_PURPOSE, normalizeMfaCode(code));
export const challengeHash = (ctx: ServiceContext, token: string): string =>
  ctx.cipher.blindIndex(CHALLENGE_PURPOSE, token);

const identityOrSignedOut = (row: IdentityRow | undefined): IdentityRow => {
  if (!row) throw new AppError('unauthenticated', UNAUTHENTICATED);
  return row;
};

export const getMfaStatus = async (ctx: ServiceContext, identityUuid: string): Promise<MfaStatus> => {
  const row = identityOrSignedOut(await findIdentityByUuid(ctx.db, identityUuid));
  return {
    twoFactorEnabled: row.two_factor_enabled,
    totpVerified: row.totp_verified,
    recoveryCodesLeft: row.two_factor_enabled ? await countUnusedRecoveryCodes(ctx.db, identityUuid) : 0,
  };
};

/**
 * Starts setting up an authenticator: a new secret, sealed, pending until confirmed. Asking again before confirming
 * answers the same secret (a reload or a double click shows the QR code already scanned).
 */
export const startTotpSetup = async (ctx: ServiceContext, identityUuid: string, issuer: string): Promise<TotpSetup> => {
  const { secret, email } = await inTransaction(ctx, async (tx) => {
    const row = identityOrSignedOut(await findIdentityForUpdate(tx.db, identityUuid));
    if (row.two_factor_enabled) throw new AppError('conflict', MFA_ALREADY_ON_MESSAGE);
    if (row.totp_secret_sealed) return { secret: openSecret(tx, row.uuid, row.totp_secret_sealed), email: row.email };
    const fresh = newTotpSecret();
    await setPendingTotpSecret(tx.db, row.uuid, sealSecret(tx, row.uuid, fresh), tx.now());
    return { secret: fresh, email: row.email };
  });
  const url = otpauthUrl(secret, issuer, email);
  return { secret, otpauthUrl: url, qrCodeDataUrl: await qrCodeDataUrl(url) };
};

/** Confirms the authenticator with its current code: MFA is on, and the recovery codes are answered this once. */
export const confirmTotpSetup = async (
  ctx: ServiceContext,
  identityUuid: string,
  code: string,
): Promise<RecoveryCodes> =>
  inTransaction(ctx, async (tx) => {
    const row = identityOrSignedOut(await findIdentityForUpdate(tx.db, identityUuid));
    if (row.two_factor_enabled) throw new AppError('conflict', MFA_ALREADY_ON_MESSAGE);
    if (!row.totp_secret_sealed) throw new AppError('conflict', MFA_NOT_STARTED_MESSAGE);
    const now = tx.now();
    const step = matchTotpStep(openSecret(tx, row.uuid, row.totp_secret_sealed), normalizeMfaCode(code), now);
    if (step === undefined) throw new AppError('bad_request', MFA_CODE_INCORRECT_MESSAGE);
    await turnMfaOn(tx.db, row.uuid, step, now);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await replaceRecoveryCodes(
      tx.db,
      row.uuid,
      codes.map((c) => recoveryCodeHash(tx, c)),
      now,
    );
    return { recoveryCodes: codes.map(formatRecoveryCode) };
  });

/**
 * Checks a second factor of an identity with MFA on, and spends it: an authenticator code's step (never accepted
 * again) or a recovery code (used once). Run inside the caller's transaction.
 */
export const verifySecondFactor = async (tx: ServiceContext, row: IdentityRow, code: string): Promise<boolean> => {
  if (!row.two_factor_enabled || !row.totp_secret_sealed) return false;
  const kind = mfaCodeKind(code);
  if (kind === 'recovery') return spendRecoveryCode(tx.db, row.uuid, recoveryCodeHash(tx, code), tx.now());
  if (kind !== 'totp') return false;
  const step = matchTotpStep(openSecret(tx, row.uuid, row.totp_secret_sealed), normalizeMfaCode(code), tx.now());
  return step !== undefined && takeTotpStep(tx.db, row.uuid, step);
};

/**
 * Turns MFA off with the password and a current code or a recovery code. A wrong one counts as a failed sign-in
 * (the login throttle), and answers 400, not 401: the session itself is fine.
 */
export const disableMfa = async (
  ctx: ServiceContext,
  { identityUuid, body, clientIp }: { identityUuid: string; body: DisableMfaBody; clientIp: string },
): Promise<MfaStatus> => {
  const now = ctx.now();
  const current = identityOrSignedOut(await findIdentityByUuid(ctx.db, identityUuid));
  if (!current.two_factor_enabled) throw new AppError('conflict', MFA_NOT_ON_MESSAGE);
  const scope = { accountKey: accountKeyOf(current.org_code, current.email), clientIp, deviceId: undefined, now };
  await assertSignInAllowed(ctx.db, scope);
  const passwordOk = await verifyPassword(current.password_hash, body.password);
  const done = await inTransaction(ctx, async (tx) => {
    const row = identityOrSignedOut(await findIdentityForUpdate(tx.db, identityUuid));
    if (!passwordOk || !(await verifySecondFactor(tx, row, body.code))) return false;
    await deleteMfaRows(tx.db, row.uuid);
    await turnMfaOff(tx.db, row.uuid, now);
    return true;
  });
  await recordSignInAttempt(ctx.db, { ...scope, succeeded: done });
  if (!done) throw new AppError('bad_request', MFA_DISABLE_REFUSED_MESSAGE);
  return { twoFactorEnabled: false, totpVerified: false, recoveryCodesLeft: 0 };
};

/** The step between a right password and the code: an opaque token for the client, only its hash kept. */
export const createSignInChallenge = async (
  ctx: ServiceContext,
  input: { identityUuid: string; portal: string; accountKey: string; deviceId: string; redirectUrl: string | null },
): Promise<{ challenge: string; expiresAt: Date }> => {
  const now = ctx.now();
  const challenge = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_MS);
  await insertChallenge(ctx.db, { ...input, tokenHash: challengeHash(ctx, challenge), expiresAt, now });
  return { challenge, expiresAt };
};
