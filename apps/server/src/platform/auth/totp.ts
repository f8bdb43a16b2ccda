import { randomInt } from 'node:crypto';
import {
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_LENGTH,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  TOTP_WINDOW_STEPS,
} from '@heloc/domain';
import { Secret, TOTP } from 'otpauth';

/** The RFC 6238 side of two-step verification, through otpauth; no storage here. */

/** 160 random bits, the size RFC 4226 recommends for an HMAC-SHA-1 key; base32 as authenticator apps expect. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

const totpOf = (secret: string, issuer = '', label = '') =>
  new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** The otpauth:// link an authenticator app reads (from the QR code): the lender as issuer, the email as account. */
export const otpauthUrl = (secret: string, issuer: string, account: string): string =>
  totpOf(secret, issuer, account).toString();

/** The link as a QR code: an SVG data: URL for an <img> (the CSP allows data: images). */
export const qrCodeDataUrl = async (text: string): Promise<string> => {
  // Loaded with the first set-up, not at every start: its ~60 modules are only wanted here.
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
};

/** The time step (seconds since the epoch / period) at a moment. */
export const totpStepAt = (at: Date): number => Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);

/**
 * The time step whose code `code` is, within one step either side of `at` (clock drift), or undefined when it is
 * none of them. The caller refuses a step at or before the last one accepted (a replay).
 */
export const matchTotpStep = (secret: string, code: string, at: Date): number | undefined => {
  const delta = totpOf(secret).validate({ token: code, timestamp: at.getTime(), window: TOTP_WINDOW_STEPS });
  return delta === null ? undefined : totpStepAt(at) + delta;
};

/** The code of a moment (tests and the sandbox only: the applicant's app computes it). */
export const totpCodeAt = (secret: string, at: Date): string => totpOf(secret).generate({ timestamp: at.getTime() });

/** One recovery code (a borrower's or a staff member's): RECOVERY_CODE_LENGTH characters drawn from its alphabet. */
export const newRecoveryCode = (): string =>
  Array.from(
    { length: RECOVERY_CODE_LENGTH },
    () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)],
  ).join('');
