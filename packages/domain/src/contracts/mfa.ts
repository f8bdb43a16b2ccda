import { z } from 'zod';
import { totpCodeSchema, mfaCodeSchema } from '../auth';
import { REQUIRED_MESSAGE } from '../validation';
import { defineContract, errorsSchema } from './contract';
import { lazySchema } from '../helpers/lazy-schema';

/*
 * Two-step verification in the applicant's account settings (every shape here is ours: the spec only names
 * the identity's twoFactorEnabled and totpVerified fields). Turning it on: start (a new authenticator secret, shown as
 * a QR code and as text), confirm with the app's first code (answers the recovery codes, shown once). Turning it off
 * needs the password and a current code or a recovery code.
 */

export const mfaStatusSchema = lazySchema(() =>
  z.object({
    /** Two-step verification is on: signing in asks for a code. */
    twoFactorEnabled: z.boolean(),
    /** An authenticator app was confirmed with a code. */
    totpVerified: z.boolean(),
    /** Unused recovery codes left (0 while off). */
    recoveryCodesLeft: z.number().int().min(0),
  }),
);
export type MfaStatus = z.infer<typeof mfaStatusSchema>;

export const totpSetupSchema = lazySchema(() =>
  z.object({
    /** The base32 secret, for typing into the app by hand. */
    secret: z.string(),
    /** The otpauth:// link the QR code holds. */
    otpauthUrl: z.string(),
    /** The QR code as an SVG data: URL, for an <img>. */
    qrCodeDataUrl: z.string(),
  }),
);
export type TotpSetup = z.infer<typeof totpSetupSchema>;

export const recoveryCodesSchema = lazySchema(() => z.object({ recoveryCodes: z.array(z.string()) }));
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const confirmTotpBodySchema = lazySchema(() => z.object({ code: totpCodeSchema }));
export type ConfirmTotpBody = z.infer<typeof confirmTotpBodySchema>;

export const disableMfaBodySchema = lazySchema(() =>
  z.object({
    password: z.string().min(1, REQUIRED_MESSAGE).max(1024),
    code: mfaCodeSchema,
  }),
);
export type DisableMfaBody = z.infer<typeof disableMfaBodySchema>;

const BASE = '/identity/secure/api/v1/mfa';

export const getMfaStatusContract = defineContract({
  method: 'GET',
  path: BASE,
  auth: 'customer',
  service: 'identity',
  summary:
    'Whether two-step verification is on for the signed-in identity, and how many recovery codes are left (ours).',
  response: { 200: mfaStatusSchema, 401: errorsSchema, 403: errorsSchema },
});

export const startTotpSetupContract = defineContract({
  method: 'POST',
  path: `${BASE}/totp`,
  auth: 'customer',
  service: 'identity',
  summary:
    'Start setting up an authenticator app: a new secret (kept sealed) as text, otpauth:// link and QR code. Asking again before confirming answers the same secret; 409 when two-step verification is already on (ours).',
  response: { 200: totpSetupSchema, 401: errorsSchema, 403: errorsSchema, 409: errorsSchema },
});

export const confirmTotpSetupContract = defineContract({
  method: 'POST',
  path: `${BASE}/totp/confirm`,
  auth: 'customer',
  service: 'identity',
  summary:
    'Confirm the authenticator app with its current code: two-step verification is on, and the answer holds the 10 one-time recovery codes, shown this once (only their hashes are kept). 400 for a wrong code, 409 when nothing was started or it is already on (ours).',
  body: confirmTotpBodySchema,
  response: { 200: recoveryCodesSchema, 400: errorsSchema, 401: errorsSchema, 403: errorsSchema, 409: errorsSchema },
});

export const disableMfaContract = defineContract({
  method: 'POST',
  path: `${BASE}/disable`,
  auth: 'customer',
  service: 'identity',
  summary:
    'Turn two-step verification off with the password and a current code or a recovery code; the secret and the recovery codes are deleted. 400 when either is wrong (counted as a failed sign-in), 409 when it is not on, 429 when rate-limited (ours).',
  body: disableMfaBodySchema,
  response: {
    200: mfaStatusSchema,
    400: errorsSchema,
    401: errorsSchema,
    403: errorsSchema,
    409: errorsSchema,
    429: errorsSchema,
  },
});
