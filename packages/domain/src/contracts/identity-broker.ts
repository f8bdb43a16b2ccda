import { z } from 'zod';
import { mfaCodeSchema } from '../auth';
import { REQUIRED_MESSAGE, emailSchema } from '../validation';
import { uuidSchema } from './address';
import { defineContract, errorsSchema } from './contract';
import { lazySchema } from '../helpers/lazy-schema';

/*
 * Login, logout and self info for both portals (docs/product/widgets-and-calculations.md §7: /identity-broker/{customer|agent}/...). The spec says the
 * login and logout answers are redirects; the client is a single-page app, so we answer the target as JSON
 * ({ redirectUrl }) with status 200 and let the client navigate (ours).
 */
export const IDENTITY_BROKER_PORTALS = ['customer', 'agent'] as const;
export type IdentityBrokerPortal = (typeof IDENTITY_BROKER_PORTALS)[number];

/** docs/product/widgets-and-calculations.md §2: a redirectUrl is accepted only if it starts with a slash followed by a lowercase letter. */
export const SAFE_REDIRECT_URL = /^\/[a-z]/;

export const loginBodySchema = lazySchema(() =>
  z.object({
    email: emailSchema,
    password: z.string().min(1, REQUIRED_MESSAGE).max(1024),
    telemetryTrackingId: z.string().max(128).optional(),
  }),
);
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginQuerySchema = lazySchema(() =>
  z.object({
    redirectUrl: z.string().max(2048).optional(),
    telemetryTrackingId: z.string().max(128).optional(),
  }),
);

export const signedInAnswerSchema = lazySchema(() => z.object({ jwt: z.string(), redirectUrl: z.string() }));
export type SignedInAnswer = z.infer<typeof signedInAnswerSchema>;

/**
 * With two-step verification on, the right password answers this instead of a session: a short-lived
 * challenge (an opaque token, good for a few minutes and a few tries) to send back with a code to the MFA call.
 */
export const mfaChallengeAnswerSchema = lazySchema(() =>
  z.object({
    mfaRequired: z.literal(true),
    challenge: z.string(),
    expiresAt: z.iso.datetime(),
  }),
);
export type MfaChallengeAnswer = z.infer<typeof mfaChallengeAnswerSchema>;

/** The login answer: a session, or (two-step verification on) a challenge. */
export const loginAnswerSchema = lazySchema(() => z.union([signedInAnswerSchema, mfaChallengeAnswerSchema]));
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export const mfaLoginBodySchema = lazySchema(() =>
  z.object({
    challenge: z.string().min(1, REQUIRED_MESSAGE).max(128),
    /** The authenticator's 6 digits, or one of the recovery codes (each works once). */
    code: mfaCodeSchema,
  }),
);
export type MfaLoginBody = z.infer<typeof mfaLoginBodySchema>;
export const logoutAnswerSchema = lazySchema(() => z.object({ redirectUrl: z.string() }));

/** docs/product/widgets-and-calculations.md §7: the self info answer. */
export const figureInfoSchema = lazySchema(() =>
  z.object({
    identityUuid: uuidSchema,
    organizationCode: z.string(),
    userType: z.string(),
    email: z.string(),
    updatedAt: z.iso.datetime(),
    isManageable: z.boolean(),
    activeLegacyCustomerOrgs: z.array(z.string()),
  }),
);
export type FigureInfo = z.infer<typeof figureInfoSchema>;

const login = <P extends IdentityBrokerPortal>(portal: P) =>
  defineContract({
    method: 'POST',
    path: `/identity-broker/${portal}/api/v3/login`,
    auth: 'public',
    service: 'identity-broker',
    summary: `Sign in to the ${portal} portal (docs/product/widgets-and-calculations.md §7). Answers the redirect target as JSON plus an Authorization: Bearer header; with two-step verification on, the right password answers { mfaRequired: true, challenge, expiresAt } instead, to finish with the login/mfa call. 401 on wrong credentials, 429 when rate-limited (ours).`,
    querystring: loginQuerySchema,
    body: loginBodySchema,
    response: { 200: loginAnswerSchema, 400: errorsSchema, 401: errorsSchema, 429: errorsSchema },
  });

const mfaLogin = <P extends IdentityBrokerPortal>(portal: P) =>
  defineContract({
    method: 'POST',
    path: `/identity-broker/${portal}/api/v3/login/mfa`,
    auth: 'public',
    service: 'identity-broker',
    summary: `Second step of signing in to the ${portal} portal with two-step verification on (ours): the login's challenge and an authenticator or recovery code. Answers like the login (the jwt as JSON and the Authorization header); 401 for a wrong, replayed or used code or an expired challenge (a wrong code counts as a failed sign-in), 429 when rate-limited.`,
    querystring: loginQuerySchema,
    body: mfaLoginBodySchema,
    response: { 200: signedInAnswerSchema, 400: errorsSchema, 401: errorsSchema, 429: errorsSchema },
  });

const logout = <P extends IdentityBrokerPortal>(portal: P) =>
  defineContract({
    method: 'POST',
    path: `/identity-broker/${portal}/secure/api/v3/logout`,
    auth: portal,
    service: 'identity-broker',
    summary: `Sign out of the ${portal} portal: the token is revoked (docs/product/widgets-and-calculations.md §7). Answers the redirect target as JSON.`,
    response: { 200: logoutAnswerSchema, 401: errorsSchema, 403: errorsSchema },
  });

const figureInfo = <P extends IdentityBrokerPortal>(portal: P) =>
  defineContract({
    method: 'GET',
    path: `/identity-broker/${portal}/secure/api/v3/self/figureinfo`,
    auth: portal,
    service: 'identity-broker',
    summary: `Self info of the signed-in ${portal} (docs/product/widgets-and-calculations.md §7).`,
    headers: lazySchema(() => z.object({ 'application-name': z.string().max(128).optional() })),
    response: { 200: figureInfoSchema, 401: errorsSchema, 403: errorsSchema },
  });

export const customerLoginContract = login('customer');
export const agentLoginContract = login('agent');
export const customerMfaLoginContract = mfaLogin('customer');
export const agentMfaLoginContract = mfaLogin('agent');
export const customerLogoutContract = logout('customer');
export const agentLogoutContract = logout('agent');
export const customerFigureInfoContract = figureInfo('customer');
export const agentFigureInfoContract = figureInfo('agent');
