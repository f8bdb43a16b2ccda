import { z } from 'zod';
import { emailSchema, passwordSchema, phoneSchema } from '../validation';
import { uuidSchema } from './address';
import { defineContract, errorsSchema } from './contract';
import { lazySchema } from '../helpers/lazy-schema';

/** docs/product/widgets-and-calculations.md §3 Identity. Alias types are ours beyond 'Phone' (docs/product/application-area.md §7). */
export const identityAliasSchema = lazySchema(() => z.object({ type: z.string(), value: z.string() }));

export const identitySchema = lazySchema(() =>
  z.object({
    uuid: uuidSchema,
    organizationCode: z.string(),
    profileType: z.string(),
    email: z.string(),
    aliases: z.array(identityAliasSchema),
    twoFactorEnabled: z.boolean(),
    passwordExpired: z.boolean(),
    totpVerified: z.boolean(),
    wallet: z.object({ accountAddress: z.string().nullable(), groupPolicyAddress: z.string().nullable() }),
    isBroker: z.boolean(),
  }),
);
export type Identity = z.infer<typeof identitySchema>;

/** docs/product/application-area.md §7: a Bearer token; the same token comes back in the Authorization response header. */
export const jwtAnswerSchema = lazySchema(() => z.object({ jwt: z.string() }));

export const registerIdentityBodySchema = lazySchema(() =>
  z.object({
    email: emailSchema,
    password: passwordSchema,
    phoneNumber: phoneSchema,
  }),
);
export type RegisterIdentityBody = z.infer<typeof registerIdentityBodySchema>;

export const registerIdentityContract = defineContract({
  method: 'POST',
  path: '/identity/api/v1/registration/register',
  auth: 'public',
  service: 'identity',
  summary:
    "Create an identity in an organisation (docs/product/registration-and-routing.md §7, docs/product/application-area.md §7). 401 'identity exists' when the email is already registered there. Without ?organization the request's organisation is used (ours).",
  querystring: lazySchema(() => z.object({ organization: z.string().max(64).optional() })),
  body: registerIdentityBodySchema,
  response: { 200: jwtAnswerSchema, 400: errorsSchema, 401: errorsSchema },
});

const getIdentity = (version: 'v1' | 'v1_1') =>
  defineContract({
    method: 'GET',
    path: `/identity/secure/api/${version}/identity`,
    auth: 'customer',
    service: 'identity',
    summary:
      'The signed-in identity (docs/product/application-area.md §7, docs/product/widgets-and-calculations.md §7).',
    response: { 200: identitySchema, 401: errorsSchema, 403: errorsSchema },
  });
export const getIdentityContract = getIdentity('v1_1');
export const getIdentityV1Contract = getIdentity('v1');

export const putIdentityAliasBodySchema = lazySchema(() => z.object({ type: z.literal('Phone'), value: phoneSchema }));

export const putIdentityAliasContract = defineContract({
  method: 'PUT',
  path: '/identity/secure/api/v1/identity/alias',
  auth: 'customer',
  service: 'identity',
  summary:
    "Set the identity's phone alias (docs/product/application-area.md §7). The answer (the updated identity) is ours: the spec does not show it.",
  body: putIdentityAliasBodySchema,
  response: { 200: identitySchema, 400: errorsSchema, 401: errorsSchema, 403: errorsSchema },
});
