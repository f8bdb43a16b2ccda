import { z } from 'zod';
import { MAX_LENGTH as MAX, text } from '../validation/limits';
import { addressSchema, stateCodeSchema, uuidSchema } from './address';
import { defineContract, errorsSchema } from './contract';
import {
  BPO_STATUSES,
  CONSENT_TYPES,
  INCOME_SOURCES,
  OFFER_TYPES,
  PAYMENT_METHODS,
  PAYOFF_PREFERENCES,
  PROPERTY_CONDITIONS,
  TITLE_STATUSES,
  UW_DECISIONS,
  UW_SUB_DECISIONS,
} from '../enums';
import { lazySchema } from '../helpers/lazy-schema';
import { discountTypeSchema } from '../org/discount-types';

/*
 * The HELOC application: its read model, status and offer choice (creating one: create-application.ts).
 * Concrete paths for the spec's placeholders (ours):
 *   {app service} and {base}     -> /service-application/api/v1/application/heloc
 *   {heloc borrower service}     -> /service-heloc-borrower/api/v1/heloc
 * checklistStatus is any string on the wire: an unrecognised status routes to error/timeout (docs/product/registration-and-routing.md §4).
 */
const APP = '/service-application/api/v1/application/heloc';
/** The application service's path for one HELOC application's calls (ours; see the top of this file). */
export const HELOC_APPLICATION_PATH = `${APP}/:uuid`;
const BORROWER = '/service-heloc-borrower/api/v1/heloc';

/** docs/product/registration-and-routing.md §3, docs/product/application-area.md §2.5, docs/architecture.md: the application's status fields. */
export const applicationStatusSchema = lazySchema(() =>
  z.object({
    checklistStatus: z.string(), // ChecklistStatus (docs/product/widgets-and-calculations.md §4), open on the wire: see the top of this file
    condition: z.enum(PROPERTY_CONDITIONS).nullable(),
    waitingOnFloodCert: z.boolean(),
    bpo: z.enum(BPO_STATUSES).nullable(),
    title: z.enum(TITLE_STATUSES).nullable(),
    uwDecision: z.enum(UW_DECISIONS).nullable(),
    uwSubDecision: z.enum(UW_SUB_DECISIONS).nullable(),
    primaryParticipantAcceptComplete: z.boolean(),
    manualNotary: z.boolean(),
  }),
);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

/** The status call's answer: the status object plus what routing needs (docs/product/registration-and-routing.md §4 routing table). */
export const helocStatusSchema = lazySchema(() =>
  applicationStatusSchema.extend({
    uuid: uuidSchema,
    propertyState: stateCodeSchema.nullable(),
    isCrypto: z.boolean(),
    /** Whether a disbursement account was given, by the last 4 digits of its routing number (never the full number). */
    disburseRoutingNumber: z.string().nullable(),
    /**
     * When the application entered its checklist status (ours): a waiting screen says "longer than usual" only once
     * the wait, counted from here, has passed its usual time (docs/product/application-area.md §2.6).
     */
    statusSince: z.iso.datetime().optional(),
  }),
);
export type HelocStatus = z.infer<typeof helocStatusSchema>;

/** docs/product/widgets-and-calculations.md §3 Offer. Amounts in dollars, rates and fee as fractions, term in years. */
export const offerSchema = lazySchema(() =>
  z.object({
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
        /** A generic type, or a partner credit-union type CREDIT_UNION_<CODE> (docs/product/widgets-and-calculations.md §3). */
        discountType: discountTypeSchema,
        rateWithDiscount: z.number(),
      }),
    ),
    minRecordingTax: z.number(),
    maxRecordingTax: z.number(),
  }),
);
export type Offer = z.infer<typeof offerSchema>;

/** docs/product/widgets-and-calculations.md §3 Cost. jsCriteria is the rule that decides when the cost applies (its shape is not shown: ours). */
export const costSchema = lazySchema(() =>
  z.object({
    feeType: z.string(), // fee type, e.g. RECORDING_TAX
    borrowerPaidAmount: z.number(),
    totalPaidByBorrower: z.number(),
    jsCriteria: z.string().nullable(),
  }),
);
export type Cost = z.infer<typeof costSchema>;

/** docs/product/widgets-and-calculations.md §3 Liability. */
export const liabilitySchema = lazySchema(() =>
  z.object({
    monetaryBalance: z.number(),
    monetaryCalculatedNextPaymentMinimumAmount: z.number(),
    payOff: z.object({ status: z.string().nullable() }), // MARKED_FOR_PAYOFF among the values
  }),
);
export type Liability = z.infer<typeof liabilitySchema>;

/** The offer the borrower chose (ours: the spec does not show how a choice is stored). */
export const selectedOfferSchema = lazySchema(() =>
  z.object({
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
  }),
);
export type SelectedOffer = z.infer<typeof selectedOfferSchema>;

/** docs/product/registration-and-routing.md §3, docs/product/application-area.md §3 and docs/product/widgets-and-calculations.md §3: the HELOC application read model. */
export const helocApplicationSchema = lazySchema(() =>
  z.object({
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
        /** docs/product/application-area.md §5.2: the last 4 digits. */
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
    /**
     * The pricing sheet version that priced the offers (docs/pricing.md "Pricing sheets"; ours): 0 for the
     * organisation's standing pricing, null before any offer.
     */
    pricingSheetVersion: z.number().int().nullable(),
    selectedOffer: selectedOfferSchema.nullable(),
    costs: z.array(costSchema),
    liabilities: z.array(liabilitySchema),
    ofeeMaxThreshold: z.number().nullable(),
    maxDtiUnlimited: z.boolean(),
    incomeRequestRecords: z.array(z.object({ methods: z.array(z.enum(INCOME_SOURCES)) })),
    helocSigners: z.array(z.object({ identityUuid: uuidSchema })),
    additionalSignerVersion: z.number().int().nullable(),
    auditFields: z.object({ createdDate: z.iso.datetime() }),
  }),
);
export type HelocApplication = z.infer<typeof helocApplicationSchema>;

const uuidParams = lazySchema(() => z.object({ uuid: uuidSchema }));

export const getHelocApplicationContract = defineContract({
  method: 'GET',
  path: `${APP}/:uuid`,
  auth: 'borrower',
  service: 'application',
  summary:
    'One HELOC application of the signed-in user (docs/product/widgets-and-calculations.md §7). The full field list is ours: the spec names only the fields it uses.',
  params: uuidParams,
  response: { 200: helocApplicationSchema, 400: errorsSchema, 401: errorsSchema, 404: errorsSchema },
});

export const listHelocApplicationsContract = defineContract({
  method: 'GET',
  path: `${APP}/all`,
  auth: 'customer',
  service: 'application',
  summary:
    'Every HELOC application of the signed-in user, newest first (docs/product/widgets-and-calculations.md §7). Order is ours.',
  response: { 200: lazySchema(() => z.array(helocApplicationSchema)), 401: errorsSchema },
});

export const getHelocStatusContract = defineContract({
  method: 'GET',
  path: `${BORROWER}/:uuid/status`,
  auth: 'participant',
  service: 'heloc-borrower',
  summary:
    'Application status, polled after each step and routed on by checklistStatus (docs/product/registration-and-routing.md §4, docs/product/application-area.md §7; stale time 250 ms). Response shape is ours: the spec does not show it.',
  params: uuidParams,
  response: { 200: helocStatusSchema, 400: errorsSchema, 401: errorsSchema, 404: errorsSchema },
});

export const selectHelocOfferBodySchema = lazySchema(() =>
  selectedOfferSchema.omit({ confirmed: true, rate: true }).extend({
    paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  }),
);
export type SelectHelocOfferBody = z.infer<typeof selectHelocOfferBodySchema>;

export const selectHelocOfferContract = defineContract({
  method: 'PUT',
  path: `${APP}/:uuid/offer`,
  auth: 'borrower',
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
  auth: 'borrower',
  service: 'application',
  summary:
    'Confirm the selected offer (product/select confirm) and move the application on; answers the new status to route on. Path and shapes are ours: the spec does not show them.',
  params: uuidParams,
  response: { 200: helocStatusSchema, 400: errorsSchema, 401: errorsSchema, 404: errorsSchema, 409: errorsSchema },
});

/** docs/product/application-area.md §3 Experiment entry. */
export const experimentSchema = lazySchema(() =>
  z.object({ name: text(MAX.identifier).min(1), variation: text(MAX.identifier).min(1) }),
);
export type Experiment = z.infer<typeof experimentSchema>;
