import { z } from 'zod';
import { CONSENT_TYPES, OCCUPANCY_TYPES, REGISTRATION_EMPLOYMENT_TYPES, REGISTRATION_NAME_SUFFIXES } from '../enums';
import { MAX_LENGTH as MAX, dictionary, list, text } from '../validation/limits';
import { UNEMPLOYED_MESSAGE } from '../validation/messages';
import { addressSchema, datePartsSchema, phoneInputSchema, stateCodeSchema, uuidSchema } from './address';
import { experimentSchema } from './application';
import { defineContract, errorsSchema } from './contract';
import { lazySchema } from '../helpers/lazy-schema';

/*
 * Creating the HELOC application at the end of registration. A module of its own: the application area's
 * screens read applications (application.ts) but never create one, so they do not build these schemas.
 */

/** docs/product/registration-and-routing.md §3 Registration data: income is annual, in dollars, 0..9,999,999 (docs/product/registration-and-routing.md §5). */
const annualIncomeSchema = lazySchema(() => z.number().min(0).max(9_999_999));
/**
 * docs/product/registration-and-routing.md §7 Create HELOC: the body field list is the spec's, word for word. Inner shapes are ours (the spec does
 * not show them), built from the registration data of docs/product/registration-and-routing.md §3.
 */
export const createHelocBodySchema = lazySchema(() =>
  z.object({
    abVersionsRequest: list(experimentSchema).optional(),
    affiliateAbVersion: text(MAX.identifier).nullish(),
    affiliateAppIndicator: z.boolean().optional(),
    affiliateLiveOffers: z.boolean().optional(),
    /** The consent documents agreed to, by type and version (from the consent-types call). */
    consentListRequest: list(z.object({ type: z.enum(CONSENT_TYPES), version: text(MAX.code).min(1) })),
    /** The applicant's answer to each consent, including the optional SMS ones. */
    consentRequests: list(z.object({ type: z.enum(CONSENT_TYPES), agreed: z.boolean() })),
    income: z.object({
      incomePrimary: annualIncomeSchema,
      incomeOther: annualIncomeSchema.nullish(),
      incomeCoDeeders: annualIncomeSchema.nullish(),
    }),
    marketingTools: z
      .object({
        totalExpertOwnerId: text(MAX.identifier).nullish(),
        totalExpertContactId: text(MAX.identifier).nullish(),
      })
      .optional(),
    profileRequest: z.object({
      firstName: text(MAX.name).trim().min(1),
      middleName: text(MAX.name).trim().nullish(),
      lastName: text(MAX.name).trim().min(1),
      suffix: z.enum(REGISTRATION_NAME_SUFFIXES).nullish(),
      dob: datePartsSchema,
      email: z.email().max(MAX.email),
      phoneNumber: phoneInputSchema,
    }),
    propertyListedForSale: z.boolean(),
    propertyRequest: addressSchema.extend({
      occupancyType: z.enum(OCCUPANCY_TYPES),
      /** docs/product/registration-and-routing.md §4: cleared when occupancy is HOME, otherwise where the applicant lives. */
      homeAddress: addressSchema.nullish(),
    }),
    /** Whether to publish the application to the lending workflow at once (ours: false keeps it as a draft). */
    publish: z.boolean().optional(),
    utmParameters: dictionary(text(MAX.url)).optional(),
    // docs/product/registration-and-routing.md §5: UNEMPLOYED is rejected.
    employmentType: z.enum(REGISTRATION_EMPLOYMENT_TYPES).refine((type) => type !== 'UNEMPLOYED', UNEMPLOYED_MESSAGE),
    offerCode: text(MAX.code).nullish(),
    optimizelyProfileRequest: z.object({ optimizelyProfileUuid: uuidSchema }).nullish(),
    /** The referring loan originator's uuid. */
    referrerId: uuidSchema.nullish(),
    referralId: uuidSchema.nullish(),
  }),
);
export type CreateHelocBody = z.infer<typeof createHelocBodySchema>;

export const createHelocContract = defineContract({
  method: 'POST',
  path: '/service-application/api/v3/application/helocs',
  auth: 'customer',
  service: 'application',
  summary:
    "Create the HELOC application at the end of registration and answer its uuid (docs/product/registration-and-routing.md §7). Inner body shapes and the idempotency-key header are ours: a repeated submit with the same key answers the same uuid with 200 instead of creating a second application. A state not served answers 400 with a message starting 'we do not currently offer loans in' (docs/product/registration-and-routing.md §8).",
  querystring: lazySchema(() => z.object({ state: stateCodeSchema })),
  headers: lazySchema(() => z.looseObject({ 'idempotency-key': z.string().min(8).max(128).optional() })),
  body: createHelocBodySchema,
  response: {
    200: lazySchema(() => z.object({ uuid: uuidSchema })),
    201: lazySchema(() => z.object({ uuid: uuidSchema })),
    400: errorsSchema,
    401: errorsSchema,
  },
});
