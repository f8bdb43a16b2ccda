import { z } from 'zod';
import { MAX_LENGTH as MAX, text } from '../validation/limits';
import {
  MARITAL_STATUSES,
  OCCUPANCY_TYPES,
  OFFER_TYPES,
  OWNERSHIP_TYPES,
  PAYMENT_METHODS,
  PAYOFF_PREFERENCES,
} from '../enums';
import { REGISTRATION_EMPLOYMENT_TYPES, REGISTRATION_NAME_SUFFIXES } from '../enums';
import { esignConsentSchema } from '../validation/application-steps';
import { addressSchema as validAddressSchema } from '../validation/address';
import { maritalStatusSchema, ownershipTypeSchema } from '../validation/contact';
import { hmdaAnswersSchema } from '../validation/hmda';
import { PHONE_COUNTRY_CODE_MESSAGE, PHONE_INVALID_MESSAGE, PHONE_REQUIRED_MESSAGE } from '../validation/messages';
import { emailSchema } from '../validation/person';
import { addressSchema, phoneDigitsSchema, phoneInputSchema, uuidSchema } from './address';
import { HELOC_APPLICATION_PATH, helocStatusSchema } from './application';
import { defineContract, errorsSchema } from './contract';
import { lazySchema } from '../helpers/lazy-schema';

/*
 * "Provide More Info": start/contact, start/hmda and start/app-summary. Paths and shapes are ours: the spec
 * names the screens (docs/product/application-area.md §2.1) and the statuses that route to them (docs/product/registration-and-routing.md §4), not the calls.
 * Each step answers the status to route on; a step sent again with the same answer is accepted (idempotent), a step
 * sent when the application is elsewhere answers 409.
 */
const uuidParams = lazySchema(() => z.object({ uuid: uuidSchema }));
const stepErrors = { 400: errorsSchema, 401: errorsSchema, 404: errorsSchema, 409: errorsSchema };

/** Ten digits or the form's '(xxx) xxx-xxxx' (phoneInputSchema), with the domain's messages. */
const contactPhoneSchema = lazySchema(() =>
  z
    .string(PHONE_REQUIRED_MESSAGE)
    .max(MAX.phone, { ...PHONE_INVALID_MESSAGE, abort: true })
    .refine((v) => !v.replace(/\D/g, '').startsWith('1'), { ...PHONE_COUNTRY_CODE_MESSAGE, abort: true })
    .refine((v) => phoneInputSchema.safeParse(v).success, PHONE_INVALID_MESSAGE),
);

/**
 * start/contact: the body. mailingAddress null means "same as the property"; otherwise a full address checked with
 * the registration's address rules and messages (docs/product/widgets-and-calculations.md §5), any of the 50 states or DC.
 */
export const saveContactBodySchema = lazySchema(() =>
  z.object({
    email: emailSchema,
    phoneNumber: contactPhoneSchema,
    mailingAddress: validAddressSchema()
      .extend({ street2: text(MAX.street).trim().nullish() })
      .nullable(),
    maritalStatus: maritalStatusSchema,
    /** How the applicant holds title; a client that does not ask it keeps the saved answer. */
    ownershipType: ownershipTypeSchema.optional(),
  }),
);
export type SaveContactBody = z.infer<typeof saveContactBodySchema>;

export const saveContactContract = defineContract({
  method: 'PUT',
  path: `${HELOC_APPLICATION_PATH}/contact`,
  auth: 'borrower',
  service: 'application',
  summary:
    'start/contact (COLLECT_ADDITIONAL_INFO): confirm email and phone, give a mailing address (null: same as the property) and a marital status; answers the status (next: HMDA). Path and shapes are ours.',
  params: uuidParams,
  body: saveContactBodySchema,
  response: { 200: helocStatusSchema, ...stepErrors },
});

export const saveHmdaContract = defineContract({
  method: 'PUT',
  path: `${HELOC_APPLICATION_PATH}/hmda`,
  auth: 'borrower',
  service: 'application',
  summary:
    "start/hmda (HMDA): the Regulation C demographic answers (ethnicity, race, sex, each at least one choice or 'I do not wish to provide this information'); answers the status (next: APP_SUBMISSION). Path and shapes are ours.",
  params: uuidParams,
  body: hmdaAnswersSchema,
  response: { 200: helocStatusSchema, ...stepErrors },
});

/** start/app-summary: everything the applicant told us and chose. Amounts in dollars, rates as fractions. */
export const applicationSummarySchema = lazySchema(() =>
  z.object({
    uuid: uuidSchema,
    applicant: z.object({
      firstName: z.string(),
      middleName: z.string().nullable(),
      lastName: z.string(),
      suffix: z.enum(REGISTRATION_NAME_SUFFIXES).nullable(),
    }),
    property: addressSchema.extend({ occupancyType: z.enum(OCCUPANCY_TYPES) }),
    income: z.object({
      employmentType: z.enum(REGISTRATION_EMPLOYMENT_TYPES),
      /** Stated at registration: annual, dollars. */
      statedAnnualIncome: z.number().min(0),
      otherAnnualIncome: z.number().min(0).nullable(),
    }),
    /** The confirmed offer; null before one is chosen. */
    offer: z
      .object({
        term: z.number().int().positive(),
        type: z.enum(OFFER_TYPES),
        drawAmount: z.number().positive(),
        /** Annual, as a fraction. */
        rate: z.number(),
        /** Dollars a month. */
        monthlyPayment: z.number(),
        /** As a fraction of the line. */
        originationFee: z.number(),
        payoffPreference: z.enum(PAYOFF_PREFERENCES),
        paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
      })
      .nullable(),
    contact: z.object({
      email: z.email(),
      phoneNumber: phoneDigitsSchema,
      /** null: mail goes to the property. */
      mailingAddress: addressSchema.nullable(),
    }),
    maritalStatus: z.enum(MARITAL_STATUSES).nullable(),
    /** How the applicant holds title (sole, joint, trust); null until start/contact asked it. */
    ownershipType: z.enum(OWNERSHIP_TYPES).nullable(),
    /** Whether the HMDA questions were answered (the answers themselves are not shown back). */
    hmdaAnswered: z.boolean(),
    esign: z.object({
      /** The consent text version to agree to now (ESIGN_CONSENT_VERSION). */
      currentVersion: z.string(),
      consentedVersion: z.string().nullable(),
      consentedAt: z.iso.datetime().nullable(),
    }),
    submitted: z.boolean(),
    /** The application summary PDF that GEN_SUMMARY_DISCLOSURE produced; null until then. */
    summaryDocumentUuid: uuidSchema.nullable(),
  }),
);
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

export const getApplicationSummaryContract = defineContract({
  method: 'GET',
  path: `${HELOC_APPLICATION_PATH}/summary`,
  auth: 'borrower',
  service: 'application',
  summary:
    'start/app-summary read model: property, stated income and employment, the chosen offer (draw, payment, rate, term), contact details, marital status, whether HMDA was answered, E-SIGN consent and the summary PDF once generated. Path and shape are ours.',
  params: uuidParams,
  response: { 200: applicationSummarySchema, 400: errorsSchema, 401: errorsSchema, 404: errorsSchema },
});

export const submitApplicationBodySchema = esignConsentSchema;
export type SubmitApplicationBody = z.infer<typeof submitApplicationBodySchema>;

export const submitApplicationContract = defineContract({
  method: 'POST',
  path: `${HELOC_APPLICATION_PATH}/submit`,
  auth: 'borrower',
  service: 'application',
  summary:
    'start/app-summary Submit (APP_SUBMISSION): records consent to electronic records (E-SIGN) with the consent version, then the summary disclosure is generated (GEN_SUMMARY_DISCLOSURE) and income verification follows; answers the status. A replay answers the same status. Path and shapes are ours.',
  params: uuidParams,
  body: submitApplicationBodySchema,
  response: { 200: helocStatusSchema, ...stepErrors },
});
