import { z } from 'zod';
import { MAX_LENGTH as MAX, list, text } from '../validation/limits';
import { phoneInputSchema, uuidSchema } from './address';
import { defineContract, errorsSchema, okSchema } from './contract';
import { CONSENT_TYPES, PRODUCT_TYPES, SMS_CONSENT_TYPES } from '../enums';
import { lazySchema } from '../helpers/lazy-schema';

/*
 * Consents: the SMS consent prompts and the user's answers (communications preferences service), and the consent
 * document types of the application service. Paths are the spec's (docs/product/registration-and-routing.md §7, docs/product/widgets-and-calculations.md §7).
 */

/** Ours: the spec does not show the prompt's shape. */
export const consentPromptSchema = lazySchema(() =>
  z.object({
    uuid: uuidSchema,
    consentType: z.enum(SMS_CONSENT_TYPES),
    /** The consent text shown beside the checkbox. */
    text: z.string(),
    version: z.string(),
  }),
);
export type ConsentPrompt = z.infer<typeof consentPromptSchema>;

export const getConsentPromptContract = defineContract({
  method: 'GET',
  path: '/service-comms-prefs/external/api/v1/consent/prompt/:consentType',
  auth: 'public',
  service: 'comms-prefs',
  summary:
    'The wording of an SMS consent prompt; consentType is SMS or SMS_TRANSACTIONAL (docs/product/registration-and-routing.md §7). Response shape is ours: the spec does not show it.',
  params: lazySchema(() => z.object({ consentType: z.enum(SMS_CONSENT_TYPES) })),
  response: { 200: consentPromptSchema, 400: errorsSchema, 404: errorsSchema },
});

/** Ours: the spec names optInOut without its values. */
export const OPT_IN_OUT = ['OPT_IN', 'OPT_OUT'] as const;

export const saveUserConsentsBodySchema = lazySchema(() =>
  z.object({
    org: text(MAX.code).min(1),
    /** Where the consent was given, e.g. 'heloc-registration'. */
    source: text(MAX.identifier).min(1),
    productType: z.enum(PRODUCT_TYPES),
    phone: phoneInputSchema,
    email: z.email().max(MAX.email),
    consents: list(z.object({ consentPromptUuid: uuidSchema, optInOut: z.enum(OPT_IN_OUT) })).min(1),
  }),
);
export type SaveUserConsentsBody = z.infer<typeof saveUserConsentsBodySchema>;

export const saveUserConsentsContract = defineContract({
  method: 'POST',
  path: '/service-comms-prefs/secure/api/v1/consent/user',
  auth: 'customer',
  service: 'comms-prefs',
  summary:
    "Save the user's SMS consents after the application is created (docs/product/registration-and-routing.md §4, §7). optInOut values and the response body are ours.",
  body: saveUserConsentsBodySchema,
  response: { 200: okSchema, 400: errorsSchema, 401: errorsSchema },
});

/** A consent document type and its current version (docs/product/registration-and-routing.md §7 "list of type and version"). */
export const consentTypeVersionSchema = lazySchema(() =>
  z.object({
    type: z.enum(CONSENT_TYPES),
    version: z.string(),
  }),
);
export type ConsentTypeVersion = z.infer<typeof consentTypeVersionSchema>;

export const getHelocConsentTypesContract = defineContract({
  method: 'GET',
  path: '/service-application/api/v1/application/heloc/consent-types',
  auth: 'public',
  service: 'application',
  summary:
    'Consent document types and versions the applicant agrees to at registration (docs/product/widgets-and-calculations.md §7). Response shape is ours, the same as the profile consent-types list of docs/product/registration-and-routing.md §7. Public because registration shows it before sign-in (ours).',
  response: { 200: lazySchema(() => z.array(consentTypeVersionSchema)) },
});
