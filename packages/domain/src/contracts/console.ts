import { z } from 'zod';
import { MAX_LENGTH as MAX, list, text } from '../validation/limits';
import { CONDITION_CATEGORIES, CHECKLIST_STATUSES, DOCUMENT_TYPES } from '../enums';
import { ADVERSE_ACTION_REASON_CODES, MAX_ADVERSE_ACTION_REASONS } from '../underwriting/adverse-action';
import { CONDITION_REJECTION_REASON_REQUIRED_MESSAGE } from '../conditions/condition-states';
import { uuidSchema } from './address';
import { staffConditionSchema } from './conditions';
import { staffOnly } from './staff-only';
import { defineContract, errorsSchema } from './contract';
import { WAITING_ON } from '../staff/waiting-on';
import { LENDER_WAIT_KINDS } from '../staff/wait-targets';
import { lazySchema } from '../helpers/lazy-schema';

/*
 * The operations console (docs/product/operations-console.md): the lender's staff work every application of their
 * organisations. Not in the spec: every path and shape here is ours. Every call needs a staff session with its
 * second factor done ('staff'); `permission` names what the member's roles must allow (403 otherwise); an
 * application of an organisation the member is not scoped to is 404, as if it did not exist.
 */

export const CONSOLE_API = '/console/api/v1';

/** Who must act next on a file (docs/product/operations-console.md §3): the table is staff/waiting-on.ts. */
export { WAITING_ON, type WaitingOn } from '../staff/waiting-on';

export const PIPELINE_SORTS = ['age', 'status', 'updated', 'name'] as const;
export const PIPELINE_PAGE_SIZE_MAX = 100;

const assigneeSchema = lazySchema(() => z.object({ uuid: uuidSchema, name: z.string() }).nullable());

export const pipelineQuerySchema = lazySchema(() =>
  z.object({
    /** Part of a borrower's name or e-mail, or a loan number. */
    q: text(MAX.shortText).trim().optional(),
    status: z.enum(CHECKLIST_STATUSES).optional(),
    waitingOn: z.enum(WAITING_ON).optional(),
    orgCode: text(MAX.code).optional(),
    /** A member's uuid, 'me' or 'none' (unassigned). */
    assignee: z.union([uuidSchema, z.literal('me'), z.literal('none')]).optional(),
    sort: z.enum(PIPELINE_SORTS).default('age'),
    order: z.enum(['asc', 'desc']).default('desc'),
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(PIPELINE_PAGE_SIZE_MAX).default(25),
  }),
);
export type PipelineQuery = z.input<typeof pipelineQuerySchema>;

export const pipelineRowSchema = lazySchema(() =>
  z.object({
    uuid: uuidSchema,
    loanNumber: z.string().nullable(),
    borrowerName: z.string(),
    email: z.string().nullable(),
    orgCode: z.string(),
    checklistStatus: z.string(),
    /** When the application entered its status. */
    statusSince: z.iso.datetime(),
    waitingOn: z.enum(WAITING_ON),
    /** What happens next, and who does it, in a sentence. */
    nextAction: z.string(),
    assignee: assigneeSchema,
    openConditions: z.number().int().min(0),
  }),
);
export type PipelineRow = z.infer<typeof pipelineRowSchema>;

export const pipelinePageSchema = lazySchema(() =>
  z.object({
    rows: z.array(pipelineRowSchema),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  }),
);
export type PipelinePage = z.infer<typeof pipelinePageSchema>;

export const getPipelineContract = defineContract({
  method: 'GET',
  path: `${CONSOLE_API}/applications`,
  auth: 'staff',
  permission: 'FILE_READ',
  service: 'console',
  summary:
    "The pipeline: the applications of the member's organisations, searched, filtered, sorted and paged on the server. Ours.",
  querystring: pipelineQuerySchema,
  response: { 200: pipelinePageSchema, 400: errorsSchema, 401: errorsSchema, 403: errorsSchema },
});

const params = lazySchema(() => z.object({ uuid: uuidSchema }));

export const consoleActorSchema = lazySchema(() =>
  z.object({
    kind: z.enum(['STAFF', 'BORROWER', 'SYSTEM', 'SANDBOX']),
    /** The member's or the borrower's name; the step's name for the system. */
    name: z.string(),
  }),
);

export const consoleDocumentSchema = lazySchema(() =>
  z.object({
    uuid: uuidSchema,
    /** What the document is, in words (an upload's kind or a generated disclosure's title). */
    title: z.string(),
    fileName: z.string(),
    contentType: z.string(),
    size: z.number().int().min(0),
    createdAt: z.iso.datetime(),
    source: z.enum(['UPLOAD', 'GENERATED']),
  }),
);
export type ConsoleDocument = z.infer<typeof consoleDocumentSchema>;

export const consoleReviewSchema = lazySchema(() =>
  z.object({
    /** The review's key, as the decision call takes it. */
    key: z.string(),
    label: z.string(),
    since: z.iso.datetime(),
    /** What the borrower wrote the reviewer, and sent. */
    explanation: z.string().nullable(),
    documents: z.array(consoleDocumentSchema),
  }),
);

export const auditEntrySchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    at: z.iso.datetime(),
    actor: z.string(),
    action: z.string(),
    before: z.unknown(),
    after: z.unknown(),
  }),
);
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const applicationFileSchema = lazySchema(() =>
  z.object({
    uuid: uuidSchema,
    loanNumber: z.string().nullable(),
    orgCode: z.string(),
    checklistStatus: z.string(),
    statusSince: z.iso.datetime(),
    waitingOn: z.enum(WAITING_ON),
    nextAction: z.string(),
    assignee: assigneeSchema,
    borrower: z.object({
      name: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      /** Masked: the last four digits only ("***-**-1234"); null when none was given. */
      ssn: z.string().nullable(),
      /** Masked: the year only. */
      dateOfBirth: z.string().nullable(),
    }),
    property: z.object({ address: z.string().nullable(), valueDollars: z.number().nullable() }),
    line: z
      .object({
        lineAmountDollars: z.number().nullable(),
        drawDollars: z.number().nullable(),
        termYears: z.number().nullable(),
        ratePercent: z.number().nullable(),
      })
      .nullable(),
    /** The pricing sheet version that priced the offers (docs/pricing.md "Pricing sheets"); 0: the standing pricing. */
    pricingSheetVersion: z.number().int().nullable(),
    /** Masked: the last four digits of the account the draw is sent to. */
    disbursementAccount: z.string().nullable(),
    timeline: z.array(
      z.object({
        at: z.iso.datetime(),
        field: z.string(),
        from: z.string().nullable(),
        to: z.string().nullable(),
        by: consoleActorSchema,
      }),
    ),
    documents: z.array(consoleDocumentSchema),
    conditions: z.array(staffConditionSchema),
    reviews: z.array(consoleReviewSchema),
    /** The file's internal notes (docs/product/operations-console.md §4). */
    notes: staffOnly(
      z.array(z.object({ uuid: uuidSchema, at: z.iso.datetime(), author: z.string(), text: z.string() })),
    ),
    audit: staffOnly(z.array(auditEntrySchema)),
    /** The session trail of the borrower's registration (docs/product/operations-console.md §9); absent or null when none was recorded. */
    sessionLink: staffOnly(z.string().nullish()),
  }),
);
export type ApplicationFile = z.infer<typeof applicationFileSchema>;

const fileResponses = { 400: errorsSchema, 401: errorsSchema, 403: errorsSchema, 404: errorsSchema, 409: errorsSchema };

export const getApplicationFileContract = defineContract({
  method: 'GET',
  path: `${CONSOLE_API}/applications/:uuid`,
  auth: 'staff',
  permission: 'FILE_READ',
  service: 'console',
  summary:
    "An application's file: summary, timeline, documents, conditions, open reviews, notes and audit trail. Ours.",
  params,
  response: { 200: applicationFileSchema, ...fileResponses },
});

export const downloadConsoleDocumentContract = defineContract({
  method: 'GET',
  path: `${CONSOLE_API}/applications/:uuid/documents/:documentUuid`,
  auth: 'staff',
  permission: 'FILE_READ',
  service: 'console',
  summary: "One of the file's documents (an upload or a generated PDF), as bytes with its content type. Ours.",
  params: lazySchema(() => params.extend({ documentUuid: uuidSchema })),
  produces: ['application/pdf', 'image/jpeg', 'image/png', 'image/heic'],
  response: { 200: z.any().describe('The file bytes'), ...fileResponses },
});

/** The request a condition must carry (docs/product/operations-console.md §4). */
export const CONDITION_REQUEST_REQUIRED_MESSAGE = 'Please write the request the borrower will read';

export const consoleRaiseConditionBodySchema = lazySchema(() =>
  z.object({
    categoryEnum: z.enum(CONDITION_CATEGORIES),
    requestDocuments: list(z.enum(DOCUMENT_TYPES)).default([]),
    numDocsRequired: z.number().int().min(1).max(20).nullish(),
    /** What the lender needs and why, for itself: never shown to the borrower (docs/product/privacy.md). */
    internalNotes: text(MAX.freeText).nullish(),
    /** What the borrower reads on their conditions screen: required, so a condition always says what is wanted. */
    commentsToBorrower: text(MAX.freeText).trim().min(1, { error: CONDITION_REQUEST_REQUIRED_MESSAGE }),
  }),
);
export type ConsoleRaiseConditionBody = z.input<typeof consoleRaiseConditionBodySchema>;

export const consoleRaiseConditionContract = defineContract({
  method: 'POST',
  path: `${CONSOLE_API}/applications/:uuid/conditions`,
  auth: 'staff',
  permission: 'CONDITION_MANAGE',
  service: 'console',
  summary: 'Raise a condition; the borrower sees it on their conditions screen at once. Ours.',
  params,
  body: consoleRaiseConditionBodySchema,
  response: { 201: staffConditionSchema, ...fileResponses },
});

const conditionParams = lazySchema(() => params.extend({ conditionUuid: uuidSchema }));

export const consoleAcceptConditionContract = defineContract({
  method: 'POST',
  path: `${CONSOLE_API}/applications/:uuid/conditions/:conditionUuid/accept`,
  auth: 'staff',
  permission: 'CONDITION_MANAGE',
  service: 'console',
  summary:
    "Accept the borrower's answer to a condition: it clears, and where it held the workflow the application moves on. Ours.",
  params: conditionParams,
  response: { 200: staffConditionSchema, ...fileResponses },
});

export const consoleRejectConditionBodySchema = lazySchema(() =>
  z.object({
    reason: text(MAX.freeText).trim().min(1, CONDITION_REJECTION_REASON_REQUIRED_MESSAGE),
  }),
);
export type ConsoleRejectConditionBody = z.infer<typeof consoleRejectConditionBodySchema>;

export const consoleRejectConditionContract = defineContract({
  method: 'POST',
  path: `${CONSOLE_API}/applications/:uuid/conditions/:conditionUuid/reject`,
  auth: 'staff',
  permission: 'CONDITION_MANAGE',
  service: 'console',
  summary: 'Reject the answer with a reason the borrower reads; they can answer again. 409 once accepted. Ours.',
  params: conditionParams,
  body: consoleRejectConditionBodySchema,
  response: { 200: staffConditionSchema, ...fileResponses },
});

export const consoleNoteBodySchema = lazySchema(() =>
  z.object({
    note: text(MAX.freeText).trim().min(1, { error: 'Please write a note' }),
  }),
);

export const consoleClearConditionContract = defineContract({
  method: 'POST',
  path: `${CONSOLE_API}/applications/:uuid/conditions/:conditionUuid/clear`,
  auth: 'staff',
  permission: 'CONDITION_MANAGE',
  service: 'console',
  summary: 'Clear a condition without an answer (waived), with a note saying why. Ours.',
  params: conditionParams,
  body: consoleNoteBodySchema,
  response: { 200: staffConditionSchema, ...fileResponses },
});

/** The reviews a member decides in the console (docs/product/operations-console.md §4). */
export const CONSOLE_REVIEW_KEYS = [
  'delinquency',
  'uw',
  'incorrect-pin',
  'incorrect-ownership',
  'no-credit',
  'identity',
  'payoff',
  'flood',
] as const;
export type ConsoleReviewKey = (typeof CONSOLE_REVIEW_KEYS)[number];

const adverseReasonsSchema = lazySchema(() =>
  list(
    z.object({ code: z.enum(ADVERSE_ACTION_REASON_CODES), text: text(MAX.shortText).optional() }),
    MAX_ADVERSE_ACTION_REASONS,
  ),
);

export const consoleReviewDecisionBodySchema = lazySchema(() =>
  z.object({
    decision: z.enum(['APPROVE', 'DECLINE']),
    note: text(MAX.freeText).trim().min(1, { error: 'Please write a note' }),
    /** DECLINE: the principal reasons (the adverse action notice); default: the review's usual reason. */
    reasons: adverseReasonsSchema.optional(),
    /** no-credit APPROVE: the score of the credit file the reviewer matched by hand. */
    creditScore: z.number().int().min(300).max(850).optional(),
  }),
);
export type ConsoleReviewDecisionBody = z.infer<typeof consoleReviewDecisionBodySchema>;

export const consoleDecideReviewContract = defineContract({
  method: 'POST',
  path: `${CONSOLE_API}/applications/:uuid/reviews/:review/decision`,
  auth: 'staff',
  permission: 'REVIEW_DECIDE',
  service: 'console',
  summary:
    'Decide an open review with a note: APPROVE moves the application on, DECLINE declines it with the adverse action reasons. 409 when the review is not open. Ours.',
  params: lazySchema(() => params.extend({ review: z.enum(CONSOLE_REVIEW_KEYS) })),
  body: consoleReviewDecisionBodySchema,
  response: { 200: applicationFileSchema, ...fileResponses },
});

export const consoleValuationBodySchema = lazySchema(() =>
  z.object({
    valueDollars: z.number().int().min(1000).max(100_000_000),
    note: text(MAX.freeText).trim().min(1, { error: 'Please write a note' }),
  }),
);

export const consoleEnterValuationContract = defineContract({
  method: 'POST',
  path: `${CONSOLE_API}/applications/:uuid/valuation`,
  auth: 'staff',
  permission: 'VALUATION_ENTER',
  service: 'console',
  summary:
    "Enter the value the broker's price opinion gave; the application goes on as when the provider answers. 409 when no opinion is awaited. Ours.",
  params,
  body: consoleValuationBodySchema,
  response: { 200: applicationFileSchema, ...fileResponses },
});

export const consoleDeclineBodySchema = lazySchema(() =>
  z.object({
    reasons: adverseReasonsSchema.min(1, { error: 'Please choose at least one reason' }),
    note: text(MAX.freeText).trim().min(1, { error: 'Please write a note' }),
  }),
);
export type ConsoleDeclineBody = z.infer<typeof consoleDeclineBodySchema>;

export const consoleDeclineContract = defineContract({
  method: 'POST',
  path: `${CONSOLE_API}/applications/:uuid/decline`,
  auth: 'staff',
  permission: 'APPLICATION_DECLINE',
  service: 'console',
  summary:
    'Decline the application with the principal reasons; the borrower then sees the adverse action notice. 409 for a closed file. Ours.',
  params,
  body: consoleDeclineBodySchema,
  response: { 200: applicationFileSchema, ...fileResponses },
});

export const consoleWithdrawBodySchema = lazySchema(() =>
  z.object({
    kind: z.enum(['CANCEL', 'WITHDRAW']),
    note: text(MAX.freeText).trim().min(1, { error: 'Please write a note' }),
  }),
);

export const consoleWithdrawContract = defineContract({
  method: 'POST',
  path: `${CONSOLE_API}/applications/:uuid/withdraw`,
  auth: 'staff',
  permission: 'APPLICATION_WITHDRAW',
  service: 'console',
  summary: "Cancel or withdraw the application at the borrower's request. 409 for a closed file. Ours.",
  params,
  body: consoleWithdrawBodySchema,
  response: { 200: applicationFileSchema, ...fileResponses },
});

export const consoleAddNoteContract = defineContract({
  method: 'POST',
  path: `${CONSOLE_API}/applications/:uuid/notes`,
  auth: 'staff',
  permission: 'NOTE_WRITE',
  service: 'console',
  summary: 'An internal note on the file (never shown to the borrower). Ours.',
  params,
  body: consoleNoteBodySchema,
  response: { 201: applicationFileSchema, ...fileResponses },
});

export const consoleAssignContract = defineContract({
  method: 'PUT',
  path: `${CONSOLE_API}/applications/:uuid/assignee`,
  auth: 'staff',
  permission: 'FILE_ASSIGN',
  service: 'console',
  summary: 'Assign the file to a member of its organisation, or to nobody (null). Ours.',
  params,
  body: lazySchema(() => z.object({ memberUuid: uuidSchema.nullable() })),
  response: { 200: applicationFileSchema, ...fileResponses },
});

export const REVEALABLE_FIELDS = ['SSN', 'DATE_OF_BIRTH', 'DISBURSEMENT_ACCOUNT'] as const;

export const consoleRevealContract = defineContract({
  method: 'POST',
  path: `${CONSOLE_API}/applications/:uuid/reveal`,
  auth: 'staff',
  permission: 'PERSONAL_DATA_REVEAL',
  service: 'console',
  summary: 'Show one masked personal datum in full; the reveal is written to the audit trail. Ours.',
  params,
  body: lazySchema(() => z.object({ field: z.enum(REVEALABLE_FIELDS) })),
  response: {
    200: lazySchema(() => z.object({ field: z.enum(REVEALABLE_FIELDS), value: z.string() })),
    ...fileResponses,
  },
});

export const consoleAuditCsvContract = defineContract({
  method: 'GET',
  path: `${CONSOLE_API}/applications/:uuid/audit.csv`,
  auth: 'staff',
  permission: 'AUDIT_EXPORT',
  service: 'console',
  summary: "The file's audit trail as CSV (at, actor, action, before, after). Ours.",
  params,
  produces: ['text/csv'],
  response: { 200: z.any().describe('text/csv'), ...fileResponses },
});

export const consoleNotaryBodySchema = lazySchema(() =>
  z.object({
    action: z.enum(['REOPEN_ONLINE', 'SWITCH_IN_PERSON']),
    note: text(MAX.freeText).trim().min(1, { error: 'Please write a note' }),
  }),
);

export const consoleNotaryContract = defineContract({
  method: 'POST',
  path: `${CONSOLE_API}/applications/:uuid/notary`,
  auth: 'staff',
  permission: 'CLOSING_MANAGE',
  service: 'console',
  summary:
    'Reopen the online notary session closed after refused identity answers, or switch the file to an in-person notary. 409 when the file is not at the notary. Ours.',
  params,
  body: consoleNotaryBodySchema,
  response: { 200: applicationFileSchema, ...fileResponses },
});

export const myWorkRowSchema = lazySchema(() =>
  z.object({
    uuid: uuidSchema,
    loanNumber: z.string().nullable(),
    borrowerName: z.string(),
    orgCode: z.string(),
    checklistStatus: z.string(),
    /** What the file waits for (staff/wait-targets.ts). */
    kind: z.enum(LENDER_WAIT_KINDS),
    /** Since when it has waited (its time in its status). */
    waitingSince: z.iso.datetime(),
    targetHours: z.number().int().min(1),
    overdue: z.boolean(),
    nextAction: z.string(),
    assignee: assigneeSchema,
  }),
);
export type MyWorkRow = z.infer<typeof myWorkRowSchema>;

export const getMyWorkContract = defineContract({
  method: 'GET',
  path: `${CONSOLE_API}/my-work`,
  auth: 'staff',
  permission: 'FILE_READ',
  service: 'console',
  /** One of the member's organisations only; any other answers an empty list. */
  querystring: lazySchema(() => z.object({ orgCode: text(MAX.code).optional() })),
  summary:
    "My work: the files waiting on the lender assigned to the member, or unassigned and of a kind their roles take, the longest-waiting first, each against its kind's target (docs/product/operations-console.md §11). Ours.",
  response: {
    200: lazySchema(() => z.object({ rows: z.array(myWorkRowSchema) })),
    401: errorsSchema,
    403: errorsSchema,
  },
});
