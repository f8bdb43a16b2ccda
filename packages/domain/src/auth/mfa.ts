import { z } from 'zod';
import { MFA_CODE_INVALID_MESSAGE, MFA_CODE_REQUIRED_MESSAGE } from '../validation/messages';
import { lazySchema } from '../helpers/lazy-schema';

/*
 * Multi-factor authentication: a TOTP authenticator (RFC 6238: 6 digits, 30-second steps, SHA-1, the
 * parameters every authenticator app reads from an otpauth:// link) and one-time recovery codes. Ours: the spec only
 * names the identity's twoFactorEnabled and totpVerified fields (docs/product/application-area.md §3).
 */
export const TOTP_DIGITS = 6;
/** seconds */
export const TOTP_PERIOD_SECONDS = 30;
/** Codes of the step before and after the current one are accepted too (clock drift), each only once. */
export const TOTP_WINDOW_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;
/** Crockford's base32 alphabet, lower-cased: no i, l, o or u to misread. 10 characters = 50 random bits. */
export const RECOVERY_CODE_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
export const RECOVERY_CODE_LENGTH = 10;

/** A typed code without spaces or dashes, lower-cased ("123 456" -> "123456", "ABCDE-FGHJK" -> "abcdefghjk"). */
export const normalizeMfaCode = (code: string): string => code.replace(/[\s-]/g, '').toLowerCase();

export type MfaCodeKind = 'totp' | 'recovery';

/** Which kind of code a typed value is, once normalised; undefined when it is neither. */
export const mfaCodeKind = (code: string): MfaCodeKind | undefined => {
  const normalized = normalizeMfaCode(code);
  if (new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(normalized)) return 'totp';
  if (new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`).test(normalized)) return 'recovery';
  return undefined;
};

/** How a recovery code is shown: two groups of five ("abcde-fghjk"). */
export const formatRecoveryCode = (normalized: string): string =>
  `${normalized.slice(0, RECOVERY_CODE_LENGTH / 2)}-${normalized.slice(RECOVERY_CODE_LENGTH / 2)}`;

/** An authenticator code or a recovery code, as typed. */
export const mfaCodeSchema = lazySchema(() =>
  z
    .string()
    .max(32, { ...MFA_CODE_INVALID_MESSAGE, abort: true })
    .refine((code) => code.trim() !== '', { ...MFA_CODE_REQUIRED_MESSAGE, abort: true })
    .refine((code) => mfaCodeKind(code) !== undefined, MFA_CODE_INVALID_MESSAGE),
);

/** An authenticator code only (confirming the set-up proves the app works: a recovery code would not). */
export const totpCodeSchema = lazySchema(() =>
  z
    .string()
    .max(32, { ...MFA_CODE_INVALID_MESSAGE, abort: true })
    .refine((code) => code.trim() !== '', { ...MFA_CODE_REQUIRED_MESSAGE, abort: true })
    .refine((code) => mfaCodeKind(code) === 'totp', { error: `Enter the ${TOTP_DIGITS}-digit code from your app` }),
);

/**
 * The profile types of lender staff. The operations console (not built yet) is where they will sign in; every one
 * of them must use MFA there ("required for any staff role").
 */
export const STAFF_PROFILE_TYPES = ['LENDER_STAFF', 'OPERATIONS'] as const;

/**
 * Brokers and loan officers (isBroker) sign in to the agent portal. Today only its sign-in call exists; when the
 * agent portal ships as a product, set this to true and MFA becomes required for them as for staff.
 */
export const AGENT_PORTAL_REQUIRES_MFA = false;

/**
 * The rule: MFA is the applicant's choice, and required for staff roles (and for agents once their portal ships).
 * The sign-in refuses such an identity until it has turned MFA on.
 */
export const isMfaRequired = (identity: { profileType: string; isBroker: boolean }): boolean =>
  (STAFF_PROFILE_TYPES as readonly string[]).includes(identity.profileType) ||
  (AGENT_PORTAL_REQUIRES_MFA && identity.isBroker);
