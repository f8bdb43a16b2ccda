import { z } from 'zod';
import { BPO_STATUSES } from '../enums';
import { linkCredentialsSchema } from '../validation/income';
import {
  CHOOSABLE_PROPERTY_CONDITIONS,
  estimatedValueSchema,
  orderValuationSchema,
  propertyConditionSchema,
} from '../valuation';
import { uuidSchema } from './address';
import { HELOC_APPLICATION_PATH, helocStatusSchema } from './application';
import { defineContract, errorsSchema } from './contract';
import { applicationDocumentSchema, uploadErrors } from './documents';
import { linkInstitutionSchema } from './income';
import { lazySchema } from '../helpers/lazy-schema';
import { WITHDRAW_CONFIRM_REQUIRED_MESSAGE } from '../validation/messages';

/*
 * The screens that used to be dead ends. Paths and shapes are ours (the spec names the screens and statuses
 * only, docs/product/registration-and-routing.md §4 and docs/product/application-area.md §2.1).
 *   valuation: bpo/estimate-value, bpo/condition (Texas), bpo/order-bpo, bpo/hold and bpo/waiting, hold
 *   assets:    product/assets
 *   requalify: product/prequal-winback, and withdrawing from a dead end
 */
const params = lazySchema(() => z.object({ uuid: uuidSchema }));
const errors = { 400: errorsSchema, 401: errorsSchema, 404: errorsSchema, 409: errorsSchema };
const statusAnswer = { 200: helocStatusSchema, ...errors };

// ---------------------------------------------------------------- valuation (bpo/*, hold)

export const valuationSchema = lazySchema(() =>
  z.object({
    checklistStatus: z.string(),
    bpo: z.enum(BPO_STATUSES).nullable(),
    /** Two-letter state of the property: Texas answers the condition questionnaire first (docs/product/registration-and-routing.md §4). */
    propertyState: z.string().nullable(),
    needsConditionQuestionnaire: z.boolean(),
    /** docs/product/widgets-and-calculations.md §9: the valuation fee, dollars, and whether the lender pays it (flag company-covers-appraisal). */
    fee: z.object({ amountDollars: z.number().min(0), coveredByLender: z.boolean() }),
    /** The applicant's estimate, dollars; null until given. */
    estimatedValue: z.number().nullable(),
    /** The questionnaire's overall condition; null until answered. */
    condition: z.enum(CHOOSABLE_PROPERTY_CONDITIONS).nullable(),
    /** When the broker price opinion was ordered, and when it is expected back (ISO times); null before ordering. */
    orderedAt: z.string().nullable(),
    expectedBy: z.string().nullable(),
    /** The broker's value once returned, dollars. */
    valueDollars: z.number().nullable(),
  }),
);
export type Valuation = z.infer<typeof valuationSchema>;

const VALUATION = `${HELOC_APPLICATION_PATH}/valuation`;

export const getValuationContract = defineContract({
  method: 'GET',
  path: VALUATION,
  auth: 'borrower',
  service: 'valuation',
  summary: 'bpo/*, hold: where the valuation of a home without an automated value stands, and its fee. Ours.',
  params,
  response: { 200: valuationSchema, ...errors },
});

export const estimateValueContract = defineContract({
  method: 'POST',
  path: `${VALUATION}/estimate`,
  auth: 'borrower',
  service: 'valuation',
  summary:
    'bpo/estimate-value (NO_AVM_FOUND): the applicant estimates the value; the broker price opinion is to be ordered next (BPO_ORDER_REQUEST). A replay answers the same. Ours.',
  params,
  body: estimatedValueSchema,
  response: { 200: valuationSchema, ...errors },
});

export const answerPropertyConditionContract = defineContract({
  method: 'POST',
  path: `${VALUATION}/condition`,
  auth: 'borrower',
  service: 'valuation',
  summary:
    'bpo/condition (Texas, BPO_ORDER_REQUEST): the property-condition questionnaire, answered before ordering; answers may be changed until the order. Ours.',
  params,
  body: propertyConditionSchema,
  response: { 200: valuationSchema, ...errors },
});

export const orderValuationContract = defineContract({
  method: 'POST',
  path: `${VALUATION}/order`,
  auth: 'borrower',
  service: 'valuation',
  summary:
    'bpo/order-bpo (BPO_ORDER_REQUEST): orders the broker price opinion with the fee shown (NAV_BPO_PROCESSING); the valuation returns as a scheduled engine step. A replay answers the order already placed. Ours.',
  params,
  body: orderValuationSchema,
  response: statusAnswer,
});

export const requestAnotherValuationContract = defineContract({
  method: 'POST',
  path: `${VALUATION}/visit-again`,
  auth: 'borrower',
  service: 'valuation',
  summary:
    'error/timeout at HOLD_FOR_APPRAISAL_REVIEW (the broker could not value the home): the applicant asks the broker to visit again, at no new fee (NAV_BPO_PROCESSING). A replay answers the visit already asked. Ours (docs/product/operations-console.md §5).',
  params,
  response: statusAnswer,
});

// ---------------------------------------------------------------- assets (product/assets)

export const assetSourceSchema = lazySchema(() =>
  z.object({
    uuid: uuidSchema,
    kind: z.enum(['LINKED_ACCOUNT', 'STATEMENT']),
    /** The institution (linked) or the file name (statement). */
    name: z.string(),
    /** 'Everyday Checking', ... for a linked account; null for a statement. */
    accountName: z.string().nullable(),
    /** Last 4 digits of a linked account. */
    accountLast4: z.string().nullable(),
    /** Dollars the institution reported (linked); null for a statement until it is read. */
    balanceDollars: z.number().nullable(),
  }),
);
export type AssetSource = z.infer<typeof assetSourceSchema>;

export const assetsOverviewSchema = lazySchema(() =>
  z.object({
    checklistStatus: z.string(),
    /** The least verified assets that qualify (product/assets rule, domain valuation/assets.ts), dollars. */
    requiredDollars: z.number().min(0),
    /** What the linked accounts report together, dollars (statements are read when submitted). */
    linkedDollars: z.number().min(0),
    sources: z.array(assetSourceSchema),
    institutions: z.array(linkInstitutionSchema),
    /** When the assets were sent for verification (ISO); null before. */
    submittedAt: z.string().nullable(),
  }),
);
export type AssetsOverview = z.infer<typeof assetsOverviewSchema>;

const ASSETS = `${HELOC_APPLICATION_PATH}/assets`;

export const getAssetsContract = defineContract({
  method: 'GET',
  path: ASSETS,
  auth: 'borrower',
  service: 'assets',
  summary: 'product/assets (ASSETS_PREQUAL): what must be verified, the accounts linked and statements sent. Ours.',
  params,
  response: { 200: assetsOverviewSchema, ...errors },
});

export const linkAssetsContract = defineContract({
  method: 'POST',
  path: `${ASSETS}/link`,
  auth: 'borrower',
  service: 'assets',
  summary:
    'product/assets: links a bank or investment account through the link provider (credentials passed on, never stored); a replay links nothing twice. Ours.',
  params,
  body: linkCredentialsSchema,
  response: { 200: assetsOverviewSchema, ...errors },
});

export const uploadAssetStatementContract = defineContract({
  method: 'POST',
  path: `${ASSETS}/statements`,
  auth: 'borrower',
  service: 'assets',
  summary:
    'product/assets: a recent bank or investment statement (ASSET_STATEMENT), multipart/form-data with the file field file; the same file again answers the stored one. Ours.',
  params,
  multipart: {
    fields: lazySchema(() => z.object({})),
    files: { file: { required: true, description: 'The statement: PDF, JPEG, PNG or HEIC, at most 10 MiB' } },
  },
  response: { 201: applicationDocumentSchema, 200: applicationDocumentSchema, ...uploadErrors },
});

export const submitAssetsContract = defineContract({
  method: 'POST',
  path: `${ASSETS}/submit`,
  auth: 'borrower',
  service: 'assets',
  summary:
    'product/assets: sends the linked accounts and statements for verification (WAITING_FOR_ASSET_VERIFICATION; offers or a decline follow). A replay answers the status. Ours.',
  params,
  response: statusAnswer,
});

// ---------------------------------------------------------------- requalify (product/prequal-winback), withdraw

export const requalificationSchema = lazySchema(() =>
  z.object({
    checklistStatus: z.string(),
    /** The largest line before the title search (dollars), and the largest now. */
    previousMaxLine: z.number().min(0),
    newMaxLine: z.number().min(0),
    /** Liens on the credit report and liens the title search found, dollars. */
    reportedLienDollars: z.number().min(0),
    titleLienDollars: z.number().min(0),
    /** The position the line would take behind the liens found (2 = second lien). */
    lienPosition: z.number().int().min(1),
    propertyValueDollars: z.number().min(0),
  }),
);
export type Requalification = z.infer<typeof requalificationSchema>;

const REQUALIFY = `${HELOC_APPLICATION_PATH}/requalify`;

export const getRequalificationContract = defineContract({
  method: 'GET',
  path: REQUALIFY,
  auth: 'borrower',
  service: 'requalify',
  summary:
    'product/prequal-winback (CLTV_LIEN_POSITION_REQUALIFY): the lower line that still qualifies, and why. Ours.',
  params,
  response: { 200: requalificationSchema, ...errors },
});

export const acceptRequalificationContract = defineContract({
  method: 'POST',
  path: `${REQUALIFY}/accept`,
  auth: 'borrower',
  service: 'requalify',
  summary:
    'product/prequal-winback: accepts the lower line; the offers follow (OFFER_SELECTION). A replay answers the same. Ours.',
  params,
  response: statusAnswer,
});

export const WITHDRAW_REASONS = ['LINE_TOO_LOW', 'VALUATION_FEE', 'NO_ASSETS', 'OTHER'] as const;
export const withdrawApplicationSchema = lazySchema(() =>
  z.object({
    confirm: z.literal(true, WITHDRAW_CONFIRM_REQUIRED_MESSAGE),
    reason: z.enum(WITHDRAW_REASONS).optional(),
  }),
);
export type WithdrawApplication = z.infer<typeof withdrawApplicationSchema>;

export const withdrawApplicationContract = defineContract({
  method: 'POST',
  path: `${HELOC_APPLICATION_PATH}/withdraw`,
  auth: 'borrower',
  service: 'requalify',
  summary:
    'Withdraws the application (CANCELLED) from product/prequal-winback, product/assets or the valuation screens before the order; a replay answers the same. Ours.',
  params,
  body: withdrawApplicationSchema,
  response: statusAnswer,
});
