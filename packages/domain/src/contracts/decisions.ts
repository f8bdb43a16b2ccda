import { z } from 'zod';
import {
  ADVERSE_ACTION_REASON_CODES,
  DECIDABLE_REVIEW_KEYS,
  DECISION_CATEGORIES,
  REVIEW_EXPLANATION_MAX,
  REVIEW_KEYS,
} from '../underwriting';
import { list, MAX_LENGTH as MAX, maxLength, text } from '../validation/limits';
import { uuidSchema } from './address';
import { HELOC_APPLICATION_PATH, helocStatusSchema } from './application';
import { defineContract, errorsSchema } from './contract';
import { applicationDocumentSchema, uploadErrors } from './documents';
import { sandboxHeadersSchema } from './sandbox';
import { lazySchema } from '../helpers/lazy-schema';
import { EXPLANATION_REQUIRED_MESSAGE } from '../validation/messages';

/*
 * The adverse action notice of a declined application (error/decline, error/credit, error/income), the
 * manual reviews the applicant answers (review-app/*), the insurance requirements (insurance/*) and the reviewer's
 * decision through the sandbox control API. Paths and shapes are ours.
 */

const params = lazySchema(() => z.object({ uuid: uuidSchema }));

export const adverseActionNoticeSchema = lazySchema(() =>
  z.object({
    decisionUuid: uuidSchema,
    category: z.enum(DECISION_CATEGORIES),
    decidedAt: z.iso.datetime(),
    applicantName: z.string(),
    propertyAddress: z.string(),
    /** Reg B 1002.9(a)(2): the principal reasons, most important first. */
    reasons: z.array(z.object({ code: z.enum(ADVERSE_ACTION_REASON_CODES), text: z.string() })),
    /** The creditor's name and address (Reg B 1002.9(a)(2)). */
    lender: z.object({ name: z.string(), address: z.string(), nmls: z.string(), phone: z.string() }),
    /** Reg B appendix A: the agency named in the ECOA notice. */
    agency: z.object({ name: z.string(), address: z.string() }),
    /** FCRA §615(a): the score used; null when no credit report was used. */
    creditScore: z
      .object({
        score: z.number().int(),
        rangeMin: z.number().int(),
        rangeMax: z.number().int(),
        model: z.string(),
        /** The date the score was created (the pull). */
        scoreDate: z.iso.datetime(),
        keyFactors: z.array(z.string()),
        bureau: z.object({ name: z.string(), address: z.string(), phone: z.string(), website: z.string() }),
      })
      .nullable(),
    /** The notice as a PDF in the application's documents (GET .../documents/:documentUuid). */
    documentUuid: uuidSchema.nullable(),
  }),
);
export type AdverseActionNotice = z.infer<typeof adverseActionNoticeSchema>;

export const getAdverseActionNoticeContract = defineContract({
  method: 'GET',
  path: `${HELOC_APPLICATION_PATH}/adverse-action`,
  auth: 'borrower',
  service: 'decisions',
  summary:
    'error/decline, error/credit, error/income: the adverse action notice of the latest decline (Reg B 1002.9, FCRA §615): reasons, lender, ECOA agency, the credit score used, the PDF. 404 when the application was not declined or the caller takes no part in it. Path and shape are ours.',
  params,
  response: { 200: adverseActionNoticeSchema, 400: errorsSchema, 401: errorsSchema, 404: errorsSchema },
});

export const reviewParamsSchema = lazySchema(() => params.extend({ review: z.enum(REVIEW_KEYS) }));

export const reviewStateSchema = lazySchema(() =>
  z.object({
    review: z.enum(REVIEW_KEYS),
    /** True while the application waits in this review (insurance: until closing documents are prepared). */
    open: z.boolean(),
    /** The latest explanation sent, if any. */
    explanation: z.string().nullable(),
    explainedAt: z.iso.datetime().nullable(),
    documents: z.array(applicationDocumentSchema),
    /**
     * When the reviewer will have decided: close of business in the property's zone, 2 business days after the last
     * thing sent (or the review's start).
     */
    expectedBy: z.iso.datetime().nullable(),
    /** The property's time zone (IANA name): expectedBy is shown on its clocks. */
    timeZone: z.string(),
    /** insurance: the flood zone of the certificate and whether flood insurance is required. */
    floodZone: z.string().nullable(),
    floodInsuranceRequired: z.boolean(),
  }),
);
export type ReviewState = z.infer<typeof reviewStateSchema>;

export const getReviewContract = defineContract({
  method: 'GET',
  path: `${HELOC_APPLICATION_PATH}/reviews/:review`,
  auth: 'borrower',
  service: 'decisions',
  summary:
    'review-app/* and insurance/*: what the applicant has sent the reviewer and when to expect the decision; participants only (404). Path and shape are ours.',
  params: reviewParamsSchema,
  response: { 200: reviewStateSchema, 400: errorsSchema, 401: errorsSchema, 404: errorsSchema },
});

export const reviewExplanationBodySchema = lazySchema(() =>
  z.object({
    explanation: z
      .string()
      .max(REVIEW_EXPLANATION_MAX, maxLength(REVIEW_EXPLANATION_MAX))
      .trim()
      .min(1, EXPLANATION_REQUIRED_MESSAGE),
  }),
);
export type ReviewExplanationBody = z.infer<typeof reviewExplanationBodySchema>;

export const sendReviewExplanationContract = defineContract({
  method: 'POST',
  path: `${HELOC_APPLICATION_PATH}/reviews/:review/explanation`,
  auth: 'borrower',
  service: 'decisions',
  summary:
    'review-app/*: the applicant explains (free text) for the reviewer; only while the review is open (409 after). Path and shape are ours.',
  params: reviewParamsSchema,
  body: reviewExplanationBodySchema,
  response: { 200: reviewStateSchema, 400: errorsSchema, 401: errorsSchema, 404: errorsSchema, 409: errorsSchema },
});

export const uploadReviewDocumentContract = defineContract({
  method: 'POST',
  path: `${HELOC_APPLICATION_PATH}/reviews/:review/documents`,
  auth: 'borrower',
  service: 'decisions',
  summary:
    'review-app/*, insurance/upload: one document for the reviewer (REVIEW_DOCUMENT, or INSURANCE_PROOF for insurance), multipart/form-data with the file field file; 201 when new, 200 for the same file again. Only while the review is open (409 after). Path and shapes are ours.',
  params: reviewParamsSchema,
  multipart: {
    fields: lazySchema(() => z.object({})),
    files: { file: { required: true, description: 'The document: PDF, JPEG, PNG or HEIC, at most 10 MiB' } },
  },
  response: { 201: applicationDocumentSchema, 200: applicationDocumentSchema, ...uploadErrors },
});

export const decideSandboxReviewBodySchema = lazySchema(() =>
  z.object({
    decision: z.enum(['APPROVE', 'DECLINE']),
    /** DECLINE: the principal reasons (default: the review's usual reason). */
    reasons: list(
      z.object({ code: z.enum(ADVERSE_ACTION_REASON_CODES), text: text(MAX.shortText).optional() }),
      4,
    ).optional(),
    /** no-credit APPROVE: the score of the file the reviewer matched by hand (default 700). */
    creditScore: z.number().int().min(300).max(850).optional(),
  }),
);
export type DecideSandboxReviewBody = z.infer<typeof decideSandboxReviewBodySchema>;

export const decideSandboxReviewContract = defineContract({
  method: 'POST',
  path: '/sandbox/api/v1/applications/:uuid/reviews/:review/decision',
  auth: 'sandbox',
  service: 'sandbox',
  summary:
    "Sandbox: the reviewer's decision on an open review. APPROVE moves the application on (delinquency, uw, no-credit: the initial offers are made; incorrect-pin, incorrect-ownership: the offers already priced are shown); DECLINE declines it with recorded reasons (the adverse action notice). 409 when the review is not open. Ours: not in the spec.",
  params: lazySchema(() => params.extend({ review: z.enum(DECIDABLE_REVIEW_KEYS) })),
  headers: sandboxHeadersSchema,
  body: decideSandboxReviewBodySchema,
  response: { 200: helocStatusSchema, 400: errorsSchema, 401: errorsSchema, 404: errorsSchema, 409: errorsSchema },
});
