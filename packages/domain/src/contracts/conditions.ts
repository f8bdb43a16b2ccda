import { z } from 'zod';
import { uuidSchema } from './address';
import { defineContract, errorsSchema } from './contract';
import { DOCUMENT_TYPES, ID_TYPES } from '../enums';
import { CONDITION_STATES } from '../conditions/condition-states';
import { phoneSchema } from '../validation';
import { applicationDocumentSchema, uploadErrors } from './documents';
import { lazySchema } from '../helpers/lazy-schema';
import { staffOnly } from './staff-only';

/*
 * Conditions the lender raises on an application (docs/product/application-area.md §3, §4.1).
 * Concrete path: {conditions service} -> /service-conditions.
 */

/**
 * docs/product/application-area.md §3 Condition, as the borrower and their signers read it. The entity's `notes` are
 * what the lender wrote for itself: they have no field here, only in the staff's condition below
 * (docs/product/privacy.md); the borrower reads the request (`commentsToBorrower`) and the rejection reason.
 */
export const conditionSchema = lazySchema(() =>
  z.object({
    uuid: uuidSchema,
    /** ConditionCategory; open on the wire because the client shows only known categories (docs/product/application-area.md §4.1). */
    categoryEnum: z.string(),
    created: z.iso.datetime(),
    requestDocuments: z.array(z.enum(DOCUMENT_TYPES)),
    /** The request, in the words the borrower reads on their conditions screen. */
    commentsToBorrower: z.string().nullable(),
    actionNeeded: z.string().nullable(), // e.g. REVIEW_TRUST_REQUIREMENTS (docs/product/application-area.md §4.1)
    xtraData: z.object({ numDocsRequired: z.number().int().min(1).nullable() }).nullable(),
    // Ours, beyond docs/product/application-area.md §3: where the condition is in its life, and the borrower's answer so far.
    state: z.enum(CONDITION_STATES),
    /** Why the reviewer rejected the last answer, in words the applicant can act on; null unless REJECTED. */
    rejectionReason: z.string().nullable(),
    /** The files of the current answer (uploaded since the last rejection), oldest first. */
    documents: z.array(applicationDocumentSchema),
    /** When it was accepted; null while open. */
    resolved: z.iso.datetime().nullable(),
  }),
);
export type Condition = z.infer<typeof conditionSchema>;

/** What became of one answer to a condition; NOT_SENT: files uploaded that the borrower has not sent yet. */
export const CONDITION_ANSWER_OUTCOMES = ['WAITING', 'ACCEPTED', 'REJECTED', 'NOT_SENT'] as const;

/** One answer to a condition as staff read it: its files, when it was sent, and what became of it. Ours. */
export const conditionAnswerSchema = lazySchema(() =>
  z.object({
    /** When the borrower sent it; null for files not sent yet. */
    submittedAt: z.iso.datetime().nullable(),
    documents: z.array(applicationDocumentSchema),
    outcome: z.enum(CONDITION_ANSWER_OUTCOMES),
    /** When it was accepted or rejected; null otherwise. */
    decidedAt: z.iso.datetime().nullable(),
    /** Why it was rejected; null unless REJECTED. */
    rejectionReason: z.string().nullable(),
  }),
);
export type ConditionAnswer = z.infer<typeof conditionAnswerSchema>;

/** A condition as the lender's staff read it (the console, the sandbox control API): the borrower's, and the lender's own note. */
export const staffConditionSchema = lazySchema(() =>
  conditionSchema.extend({
    /** What the lender needs and why, written for itself (docs/product/privacy.md). */
    internalNotes: staffOnly(z.string().nullable()),
    /** Every answer the borrower gave, oldest first, each with its outcome (docs/product/operations-console.md §4). */
    answers: z.array(conditionAnswerSchema),
  }),
);
export type StaffCondition = z.infer<typeof staffConditionSchema>;

export const listExternalApplicantConditionsContract = defineContract({
  method: 'GET',
  path: '/service-conditions/external/api/v1/applications/:uuid/conditions/external-applicants',
  auth: 'participant',
  service: 'conditions',
  summary:
    'Conditions of an application, for the borrower and its additional signers (docs/product/application-area.md §4.1, §7; refetched every 60 s and on focus): the open ones and those accepted, with their state (ours). The client keeps known categories only, oldest first.',
  params: lazySchema(() => z.object({ uuid: uuidSchema })),
  response: {
    200: lazySchema(() => z.array(conditionSchema)),
    400: errorsSchema,
    401: errorsSchema,
    404: errorsSchema,
  },
});

const conditionParams = lazySchema(() => z.object({ uuid: uuidSchema, conditionUuid: uuidSchema }));
const CONDITION_PATH = '/service-conditions/external/api/v1/applications/:uuid/conditions/:conditionUuid';
const answerErrors = { 400: errorsSchema, 401: errorsSchema, 404: errorsSchema, 409: errorsSchema };

export const uploadConditionDocumentContract = defineContract({
  method: 'POST',
  path: `${CONDITION_PATH}/documents`,
  auth: 'participant',
  service: 'conditions',
  summary:
    'conditions/upload-document: one file answering the condition (CONDITION_DOCUMENT), multipart/form-data with the file field file; 201 when new, 200 when the same file is already part of the answer (a replay). Only while the condition waits for an answer (NEEDED or REJECTED), else 409. Path and shapes are ours.',
  params: conditionParams,
  multipart: {
    fields: lazySchema(() => z.object({})),
    files: { file: { required: true, description: 'The document: PDF, JPEG, PNG or HEIC, at most 10 MiB' } },
  },
  response: { 201: applicationDocumentSchema, 200: applicationDocumentSchema, ...uploadErrors },
});

export const deleteConditionDocumentContract = defineContract({
  method: 'DELETE',
  path: `${CONDITION_PATH}/documents/:documentUuid`,
  auth: 'participant',
  service: 'conditions',
  summary:
    'conditions/upload-document: removes a file of the current answer before it is submitted (409 after); a replay answers ok. Path and shape are ours.',
  params: lazySchema(() => conditionParams.extend({ documentUuid: uuidSchema })),
  response: { 200: lazySchema(() => z.object({ ok: z.literal(true) })), ...answerErrors },
});

export const submitConditionContract = defineContract({
  method: 'POST',
  path: `${CONDITION_PATH}/submit`,
  auth: 'participant',
  service: 'conditions',
  summary:
    'conditions/upload-document: the answer is complete (as many files as asked, else 400); the condition goes to review. A replay answers the condition as it is. Path and shape are ours.',
  params: conditionParams,
  response: { 200: conditionSchema, ...answerErrors },
});

export const conditionPhoneNumberBodySchema = lazySchema(() => z.object({ phoneNumber: phoneSchema }));
export type ConditionPhoneNumberBody = z.infer<typeof conditionPhoneNumberBodySchema>;

export const answerConditionPhoneNumberContract = defineContract({
  method: 'POST',
  path: `${CONDITION_PATH}/phone-number`,
  auth: 'participant',
  service: 'conditions',
  summary:
    "conditions/phone-number (MISSING_PHONE_NUMBER): saves the number as the identity's phone alias (as PUT identity/alias, docs/product/application-area.md §7) and submits the condition. Path and shape are ours.",
  params: conditionParams,
  body: conditionPhoneNumberBodySchema,
  response: { 200: conditionSchema, ...answerErrors },
});

export const answerConditionIdentityContract = defineContract({
  method: 'POST',
  path: `${CONDITION_PATH}/identity`,
  auth: 'participant',
  service: 'conditions',
  summary:
    'conditions/identity (ID_VERIFICATION_FAILURE, IDENTITY_DOCUMENT_FRAUD_REVIEW): a new photo of the government ID, multipart/form-data with idType, front and (for two-sided IDs) back. While the application is at identity verification an ID failure is re-verified like the identity screen does; otherwise the photos answer the condition and go to review. Path and shape are ours.',
  params: conditionParams,
  multipart: {
    fields: lazySchema(() => z.object({ idType: z.enum(ID_TYPES) })),
    files: {
      front: { required: true, description: 'The front of the ID: JPEG, PNG, HEIC or PDF, at most 10 MiB' },
      back: { required: false, description: 'The back of the ID, when it has one' },
    },
  },
  response: { 200: conditionSchema, ...uploadErrors },
});
