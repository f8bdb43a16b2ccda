import { z } from 'zod';
import { PERSON_NAME_SUFFIXES, REGISTRATION_NAME_SUFFIXES } from '../enums';
import {
  FIRST_NAME_REQUIRED_MESSAGE,
  FIRST_NAME_TOO_SHORT_MESSAGE,
  LAST_NAME_REQUIRED_MESSAGE,
  LAST_NAME_TOO_SHORT_MESSAGE,
} from '../validation';
import { LANGUAGES } from '../i18n/languages';
import { addressSchema, datePartsSchema, uuidSchema } from './address';
import { consentTypeVersionSchema } from './comms-prefs';
import { defineContract, errorsSchema } from './contract';
import { lazySchema } from '../helpers/lazy-schema';

const PROFILE = '/service-profile/api/v1/profile';

/** docs/product/registration-and-routing.md §3 Profile: name parts; null until the applicant gives them. */
export const profileNameSchema = lazySchema(() =>
  z.object({
    firstName: z.string().nullable(),
    middleName: z.string().nullable(),
    lastName: z.string().nullable(),
    suffix: z.string().nullable(),
  }),
);

export const profilePhoneNumberSchema = lazySchema(() => z.object({ type: z.string(), number: z.string() }));

/** docs/product/registration-and-routing.md §3: addresses carry type HOME and a uuid. */
export const profileAddressSchema = lazySchema(() =>
  addressSchema.extend({ type: z.literal('HOME'), uuid: uuidSchema }),
);

export const profileSchema = lazySchema(() =>
  z.object({
    uuid: uuidSchema,
    email: z.string(),
    name: profileNameSchema,
    dob: datePartsSchema.nullable(),
    phoneNumbers: z.array(profilePhoneNumberSchema),
    addresses: z.array(profileAddressSchema),
    /** docs/product/application-area.md §6: CO_DEEDER marks an additional signer; BORROWER otherwise (ours). */
    type: z.string(),
    optimizelyProfileUuid: z.string().nullable(),
    /** The language the person chose (docs/i18n.md); null until they choose. Ours: the spec is English only. */
    language: z.enum(LANGUAGES).nullable().optional(),
  }),
);
export type Profile = z.infer<typeof profileSchema>;

export const getProfileContract = defineContract({
  method: 'GET',
  path: PROFILE,
  auth: 'customer',
  service: 'profile',
  summary:
    'The signed-in applicant’s profile (docs/product/registration-and-routing.md §7, docs/product/application-area.md §7).',
  response: { 200: profileSchema, 401: errorsSchema, 403: errorsSchema, 404: errorsSchema },
});

/** docs/product/widgets-and-calculations.md §5: first name required, at least 2 characters; last name required (2-character minimum, docs/product/widgets-and-calculations.md §5). */
export const putProfileNameBodySchema = lazySchema(() =>
  z.object({
    firstName: z
      .string()
      .trim()
      .min(1, { ...FIRST_NAME_REQUIRED_MESSAGE, abort: true })
      .min(2, FIRST_NAME_TOO_SHORT_MESSAGE)
      .max(100),
    middleName: z.string().trim().max(100).optional(),
    lastName: z
      .string()
      .trim()
      .min(1, { ...LAST_NAME_REQUIRED_MESSAGE, abort: true })
      .min(2, LAST_NAME_TOO_SHORT_MESSAGE)
      .max(100),
    // docs/product/registration-and-routing.md §3 and docs/product/widgets-and-calculations.md §3 spell "no suffix" as 'N/A' and as blank: both are accepted.
    suffix: z.enum([...new Set([...REGISTRATION_NAME_SUFFIXES, ...PERSON_NAME_SUFFIXES])]).optional(),
  }),
);
export type PutProfileNameBody = z.infer<typeof putProfileNameBodySchema>;

export const putProfileNameContract = defineContract({
  method: 'PUT',
  path: `${PROFILE}/name`,
  auth: 'customer',
  service: 'profile',
  summary:
    'Save the applicant’s legal name (docs/product/registration-and-routing.md §7). The answer (the updated profile) is ours.',
  body: putProfileNameBodySchema,
  response: { 200: profileSchema, 400: errorsSchema, 401: errorsSchema, 403: errorsSchema },
});

export const getProfileConsentTypesContract = defineContract({
  method: 'GET',
  path: `${PROFILE}/consent-types`,
  auth: 'public',
  service: 'profile',
  summary:
    'The consent types and their current versions (docs/product/registration-and-routing.md §3, §7). Public: registration shows them before sign-up (ours).',
  response: { 200: lazySchema(() => z.array(consentTypeVersionSchema)) },
});

export const putProfileLanguageBodySchema = lazySchema(() => z.object({ language: z.enum(LANGUAGES) }));
export type PutProfileLanguageBody = z.infer<typeof putProfileLanguageBodySchema>;

/** The language a person reads in, kept on the profile so e-mails and other devices follow it (docs/i18n.md). Ours. */
export const putProfileLanguageContract = defineContract({
  method: 'PUT',
  path: `${PROFILE}/language`,
  auth: 'customer',
  service: 'profile',
  summary: 'Remember the language the signed-in person reads in (docs/i18n.md). Ours: the spec is English only.',
  body: putProfileLanguageBodySchema,
  response: { 200: putProfileLanguageBodySchema, 400: errorsSchema, 401: errorsSchema },
});
