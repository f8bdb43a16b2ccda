import { z } from 'zod';
import { MAX_LENGTH as MAX, dictionary, list, text } from '../validation/limits';
import { addressSchema, datePartsSchema, phoneInputSchema, stateCodeSchema, uuidSchema } from './address';
import { defineContract, errorsSchema } from './contract';
import {
  BPO_STATUSES,
  CONSENT_TYPES,
  DISCOUNT_TYPES,
  INCOME_SOURCES,
  OCCUPANCY_TYPES,
  OFFER_TYPES,
  PAYMENT_METHODS,
  PAYOFF_PREFERENCES,
  PROPERTY_CONDITIONS,
  REGISTRATION_EMPLOYMENT_TYPES,
  REGISTRATION_NAME_SUFFIXES,
  TITLE_STATUSES,
  UW_DECISIONS,
  UW_SUB_DECISIONS,
} from '../enums';
import { UNEMPLOYED_MESSAGE } from '../validation/messages';

/*
 * The HELOC application: its read model, creation, status and offer choice.
 * Concrete paths for the spec's placeholders (ours):
 *   {app service} and {base}     -> /service-application/api/v1/application/heloc
 *   {heloc borrower service}     -> /service-heloc-borrower/api/v1/heloc
 * checklistStatus is any string on the wire: an unrecognised status routes to error/timeout (spec 01 §4).
 */
const APP = '/service-application/api/v1/application/heloc';
/** The application service's path for one HELOC application's calls (ours; see the top of this file). */
export const HELOC_APPLICATION_PATH = `${APP}/:uuid`;
const BORROWER = '/service-heloc-borrower/api/v1/heloc';

/** spec 01 §3, 02 §2.5, DESIGN §5: the application's status fields. */
export const applicationStatusSchema = z.object({
  checklistStatus: z.string(), // ChecklistStatus (spec 03 §4), open on the wire: see the top of this file
  condition: z.enum(PROPERTY_CONDITIONS).nullable(),
  waitingOnFloodCert: z.boolean(),
  bpo: z.enum(BPO_STATUSES).nullable(),
  title: z.enum(TITLE_STATUSES).nullable(),
  uwDecision: z.enum(UW_DECISIONS).nullable(),
  uwSubDecision: z.enum(UW_SUB_DECISIONS).nullable(),
  primaryParticipantAcceptComplete: z.boolean(),
  manualNotary: z.boolean(),
});
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

/** The status call's answer: the status object plus what routing needs (spec 01 §4 routing table). */
export const helocStatusSchema = applicationStatusSchema.extend({
  uuid: uuidSchema,
  propertyState: stateCodeSchema.nullable(),
  isCrypto: z.boolean(),
  /** Whether a disbursement account was given, by the last 4 digits of its routing number (never the full number). */
  disburseRoutingNumber: z.string().nullable(),
});
export type HelocStatus = z.infer<typeof helocStatusSchema>;

/** spec 03 §3 Offer. Amounts in dollars, rates and fee as fractions, term in years. */
export const offerSchema = z.object({
  term: z.number().int().positive(),
  type: z.enum(OFFER_TYPES),
  minDraw: z.number(),
  maxDraw: z.number(),
  min: z.number(),
  max: z.number(),
  originationFee: z.number(),
  baseRate: z.number(),
  otherRate: z.number().nullable(),
  rate: z.number(),
  discountList: z.array(
    z.object({
      discountType: z.enum(DISCOUNT_TYPES),
      rateWithDiscount: z.number(),
    }),
  ),
  minRecordingTax: z.number(),
  maxRecordingTax: z.number(),
});
export type Offer = z.infer<typeof offerSchema>;

/** spec 03 §3 Cost. jsCriteria is the rule that decides when the cost applies (its shape is not shown: ours). */
export const costSchema = z.object({
  feeType: z.string(), // fee type, e.g. RECORDING_TAX
  borrowerPaidAmount: z.number(),
  totalPaidByBorrower: z.number(),
  jsCriteria: z.string().nullable(),
});
export type Cost = z.infer<typeof costSchema>;

/** spec 03 §3 Liability. */
export const liabilitySchema = z.object({
  monetaryBalance: z.number(),
  monetaryCalculatedNextPaymentMinimumAmount: z.number(),
  payOff: z.object({ status: z.string().nullable() }), // MARKED_FOR_PAYOFF among the values
});
export type Liability = z.infer<typeof liabilitySchema>;

/** The offer the borrower chose (ours: the spec does not show how a choice is stored). */
export const selectedOfferSchema = z.object({
  term: z.number().int().positive(),
  type: z.enum(OFFER_TYPES),
  drawAmount: z.number().positive(),
  payoffPreference: z.enum(PAYOFF_PREFERENCES),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  confirmed: z.boolean(),
  /**
   * The annual rate (a fraction) the line is written at, set on bank/autopay (ours): the offer's AUTOPAY
   * rateWithDiscount when the applicant enrols, its rate when they decline. Absent until then.
   */
  rate: z.number().optional(),
});
export type SelectedOffer = z.infer<typeof selectedOfferSchema>;

/** spec 01 §3, 02 §3 and 03 §3: the HELOC application read model. */
export const helocApplicationSchema = z.object({
  uuid: uuidSchema,
  loanNumber: z.string().nullable(),
  property: addressSchema,
  adjustedHomeAmount: z.number().nullable(),
  rate: z.number().nullable(),
  amount: z.number().nullable(),
  term: z.number().int().nullable(),
  rateType: z.enum(OFFER_TYPES).nullable(),
  uwCalculatedDrawAmount: z.number().nullable(),
  isInquiry: z.boolean(),
  isCrypto: z.boolean(),
  activeForAppStart: z.boolean(),
  active: z.boolean(),
  referrer: z.object({ referrerUuid: uuidSchema.nullable(), wholesaleBrokerNmls: z.string().nullable() }).nullable(),
  disburseAccount: z
    .object({
      /** Masked like accountNumber (ours): the full routing number is never answered. */
      routingNumber: z.string(),
      /** spec 02 §5.2: the last 4 digits. */
      mask: z.string(),
      /** Masked on the wire (ours): never the full number. */
      accountNumber: z.string(),
    })
    .nullable(),
  status: applicationStatusSchema,
  decision: z.enum(UW_DECISIONS).nullable(),
  subDecision: z.enum(UW_SUB_DECISIONS).nullable(),
  consents: z.array(z.object({ type: z.enum(CONSENT_TYPES) })),
  assetDepletion: z.object({ complete: z.boolean(), amount: z.number().nullable() }).nullable(),
  offers: z.array(offerSchema),
  selectedOffer: selectedOfferSchema.nullable(),
  costs: z.array(costSchema),
  liabilities: z.array(liabilitySchema),
  ofeeMaxThreshold: z.number().nullable(),
  maxDtiUnlimited: z.boolean(),
  incomeRequestRecords: z.array(z.object({ methods: z.array(z.enum(INCOME_SOURCES)) })),
  helocSigners: z.array(z.object({ identityUuid: uuidSchema })),
  additionalSignerVersion: z.number().int().nullable(),
  auditFields: z.object({ createdDate: z.iso.datetime() }),
});
export type HelocApplication = z.infer<typeof helocApplicationSchema>;

const uuidParams = z.object({ uuid: uuidSchema });

export const getHelocApplicationContract = defineContract({
  method: 'GET',
  path: `${APP}/:uuid`,
  auth: 'bearer',
  service: 'application',
  summary:
    'One HELOC application of the signed-in user (spec 03 §7). The full field list is ours: the spec names only the fields it uses.',
  params: uuidParams,
  response: { 200: helocApplicationSchema, 400: errorsSchema, 401: errorsSchema, 404: errorsSchema },
});

export const listHelocApplicationsContract = defineContract({
  method: 'GET',
  path: `${APP}/all`,
  auth: 'bearer',
  service: 'application',
  summary: 'Every HELOC application of the signed-in user, newest first (spec 03 §7). Order is ours.',
  response: { 200: z.array(helocApplicationSchema), 401: errorsSchema },
});

export const getHelocStatusContract = defineContract({
  method: 'GET',
  path: `${BORROWER}/:uuid/status`,
  auth: 'bearer',
  service: 'heloc-borrower',
  summary:
    'Application status, polled after each step and routed on by checklistStatus (spec 01 §4, 02 §7; stale time 250 ms). Response shape is ours: the spec does not show it.',
  params: uuidParams,
  response: { 200: helocStatusSchema, 400: errorsSchema, 401: errorsSchema, 404: errorsSchema },
});

export const selectHelocOfferBodySchema = selectedOfferSchema.omit({ confirmed: true, rate: true }).extend({
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
});
export type SelectHelocOfferBody = z.infer<typeof selectHelocOfferBodySchema>;

export const selectHelocOfferContract = defineContract({
  method: 'PUT',
  path: `${APP}/:uuid/offer`,
  auth: 'bearer',
  service: 'application',
  summary:
    'Choose an offer (term and type), a draw amount, a payoff preference and optionally a payment method. Path and shapes are ours: the spec does not show the offer-selection call. The draw must lie within the offer minDraw..maxDraw.',
  params: uuidParams,
  body: selectHelocOfferBodySchema,
  response: { 200: helocApplicationSchema, 400: errorsSchema, 401: errorsSchema, 404: errorsSchema },
});

export const confirmHelocOfferContract = defineContract({
  method: 'POST',
  path: `${APP}/:uuid/offer/confirm`,
  auth: 'bearer',
  service: 'application',
  summary:
    'Confirm the selected offer (product/select confirm) and move the application on; answers the new status to route on. Path and shapes are ours: the spec does not show them.',
  params: uuidParams,
  response: { 200: helocStatusSchema, 400: errorsSchema, 401: errorsSchema, 404: errorsSchema, 409: errorsSchema },
});

/** spec 01 §3 Registration data: income is annual, in dollars, 0..9,999,999 (spec 01 §5). */
const annualIncomeSchema = z.number().min(0).max(9_999_999);
/** spec 02 §3 Experiment entry. */
export const experimentSchema = z.object({ name: text(MAX.identifier).min(1), variation: text(MAX.identifier).min(1) });
export type Experiment = z.infer<typeof experimentSchema>;

/**
 * spec 01 §7 Create HELOC: the body field list is the spec's, word for word. Inner shapes are ours (the spec does
 * not show them), built from the registration data of spec 01 §3.
 */
export const createHelocBodySchema = z.object({
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
    /** spec 01 §4: cleared when occupancy is HOME, otherwise where the applicant lives. */
    homeAddress: addressSchema.nullish(),
  }),
  /** Whether to publish the application to the lending workflow at once (ours: false keeps it as a draft). */
  publish: z.boolean().optional(),
  utmParameters: dictionary(text(MAX.url)).optional(),
  // spec 01 §5: UNEMPLOYED is rejected.
  employmentType: z.enum(REGISTRATION_EMPLOYMENT_TYPES).refine((type) => type !== 'UNEMPLOYED', UNEMPLOYED_MESSAGE),
  offerCode: text(MAX.code).nullish(),
  optimizelyProfileRequest: z.object({ optimizelyProfileUuid: uuidSchema }).nullish(),
  /** The referring loan originator's uuid. */
  referrerId: uuidSchema.nullish(),
  referralId: uuidSchema.nullish(),
});
export type CreateHelocBody = z.infer<typeof createHelocBodySchema>;

export const createHelocContract = defineContract({
  method: 'POST',
  path: '/service-application/api/v3/application/helocs',
  auth: 'bearer',
  service: 'application',
  summary:
    "Create the HELOC application at the end of registration and answer its uuid (spec 01 §7). Inner body shapes and the idempotency-key header are ours: a repeated submit with the same key answers the same uuid with 200 instead of creating a second application. A state not served answers 400 with a message starting 'we do not currently offer loans in' (spec 01 §8).",
  querystring: z.object({ state: stateCodeSchema }),
  headers: z.looseObject({ 'idempotency-key': z.string().min(8).max(128).optional() }),
  body: createHelocBodySchema,
  response: {
    200: z.object({ uuid: uuidSchema }),
    201: z.object({ uuid: uuidSchema }),
    400: errorsSchema,
    401: errorsSchema,
  },
});
