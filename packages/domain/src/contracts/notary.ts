import { z } from 'zod';
import { NOTARY_ID_DOCUMENT_TYPES, NOTARY_MODES, NOTARY_SESSION_STEPS } from '../closing/notary';
import { APPLICATION_DOCUMENT_KINDS } from '../enums';
import { MAX_LENGTH as MAX, list, text } from '../validation/limits';
import { stateCodeSchema, uuidSchema, zipSchema } from './address';
import { HELOC_APPLICATION_PATH, helocStatusSchema } from './application';
import { defineContract, errorsSchema } from './contract';
import { lazySchema } from '../helpers/lazy-schema';

/*
 * The closing after the documents are signed: the notary step (remote online notarisation with a sandbox
 * notary, or an in-person notary where the property's state or county does not allow remote), the right to cancel
 * (rescission) and the funded line (complete). Paths and shapes are ours. Every call but the availability check is
 * for a participant of the application (the primary applicant or an additional signer), each for themselves.
 */
const params = lazySchema(() => z.object({ uuid: uuidSchema }));
const NOTARY = `${HELOC_APPLICATION_PATH}/notary`;
const isoDate = lazySchema(() => z.string().regex(/^\d{4}-\d{2}-\d{2}$/));

export const notaryPlaceSchema = lazySchema(() =>
  z.object({
    name: z.string(),
    street1: z.string(),
    city: z.string(),
    state: stateCodeSchema,
    zip: zipSchema,
  }),
);
export type NotaryPlace = z.infer<typeof notaryPlaceSchema>;

export const notaryReservationSchema = lazySchema(() =>
  z.object({
    slotId: z.string(),
    startsAt: z.iso.datetime(),
    place: notaryPlaceSchema,
    notaryName: z.string(),
    /** docs/product/widgets-and-calculations.md §9: manual notarization $300. */
    feeDollars: z.number(),
  }),
);
export type NotaryReservation = z.infer<typeof notaryReservationSchema>;

export const notarySignerSchema = lazySchema(() =>
  z.object({
    name: z.string(),
    role: z.enum(['PRIMARY', 'ADDITIONAL_SIGNER']),
    completed: z.boolean(),
    isMe: z.boolean(),
  }),
);
export type NotarySigner = z.infer<typeof notarySignerSchema>;

export const notaryOverviewSchema = lazySchema(() =>
  z.object({
    mode: z.enum(NOTARY_MODES),
    /** Why: the rule of the property's state or county (the notary provider's table, docs/sandbox.md). */
    reason: z.string(),
    state: z.string().nullable(),
    county: z.string().nullable(),
    checklistStatus: z.string(),
    /** ATTORNEY_REVIEW: a closing attorney reviews the file before the signing. */
    attorneyReview: z.boolean(),
    /** NOTARY_WAITING_PERIOD: the earliest the signing may happen (local midnight in the property's zone). */
    waitingUntil: z.iso.datetime().nullable(),
    /** The property's time zone (IANA name): the closing's dates and the appointments are shown on its clocks. */
    timeZone: z.string(),
    /** docs/product/widgets-and-calculations.md §9: manual notarization $300 (in person only). */
    manualNotaryFeeDollars: z.number(),
    me: z.object({ step: z.enum(NOTARY_SESSION_STEPS), completed: z.boolean() }),
    signers: z.array(notarySignerSchema),
    reservation: notaryReservationSchema.nullable(),
    /** The caller may start (or resume) the remote session now. */
    canStart: z.boolean(),
    /**
     * DEED_SIGNING with a participant's online session closed after refused identity answers: any participant may switch
     * the file to an in-person notary (docs/product/operations-console.md §5).
     */
    canSwitchToInPerson: z.boolean(),
  }),
);
export type NotaryOverview = z.infer<typeof notaryOverviewSchema>;

export const knowledgeQuestionSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    text: z.string(),
    choices: z.array(z.object({ id: z.string(), text: z.string() })),
  }),
);
export type KnowledgeQuestion = z.infer<typeof knowledgeQuestionSchema>;

export const notarySessionSchema = lazySchema(() =>
  z.object({
    step: z.enum(NOTARY_SESSION_STEPS),
    notaryName: z.string(),
    /** The notary's commission (sandbox). */
    commission: z.string(),
    /** QUESTIONS: the knowledge questions to answer. */
    questions: z.array(knowledgeQuestionSchema),
    /** Set when the last answer was refused (a wrong answer, an ID that did not match): the applicant may try again. */
    message: z.string().nullable(),
    attemptsLeft: z.number().int().min(0),
    /** The application's status after this call (DEED_SIGNING until every participant is done). */
    status: helocStatusSchema,
  }),
);
export type NotarySession = z.infer<typeof notarySessionSchema>;

const notaryErrors = { 400: errorsSchema, 401: errorsSchema, 404: errorsSchema, 409: errorsSchema };

export const getNotaryContract = defineContract({
  method: 'GET',
  path: NOTARY,
  auth: 'participant',
  service: 'notary',
  summary:
    'notary/intro: remote or in-person notarisation for this property, what is waited for, who still has to see the notary, the reservation. Path and shape are ours.',
  params,
  response: { 200: notaryOverviewSchema, 400: errorsSchema, 401: errorsSchema, 404: errorsSchema },
});

export const startNotarySessionContract = defineContract({
  method: 'POST',
  path: `${NOTARY}/session`,
  auth: 'participant',
  service: 'notary',
  summary: 'notary/session: starts or resumes the caller’s remote online notarisation session (DEED_SIGNING). Ours.',
  params,
  response: { 200: notarySessionSchema, ...notaryErrors },
});

export const notaryIdentityBodySchema = lazySchema(() =>
  z.object({
    documentType: z.enum(NOTARY_ID_DOCUMENT_TYPES),
    documentLast4: z.string().regex(/^[A-Za-z0-9]{4}$/),
  }),
);
export type NotaryIdentityBody = z.infer<typeof notaryIdentityBodySchema>;

export const notaryIdentityContract = defineContract({
  method: 'POST',
  path: `${NOTARY}/session/identity`,
  auth: 'participant',
  service: 'notary',
  summary: 'notary/session: the notary checks the caller’s government ID (credential analysis). Ours.',
  params,
  body: notaryIdentityBodySchema,
  response: { 200: notarySessionSchema, ...notaryErrors },
});

export const notaryAnswersBodySchema = lazySchema(() =>
  z.object({
    answers: list(z.object({ questionId: text(MAX.code).min(1), choiceId: text(MAX.code).min(1) }), 10),
  }),
);
export type NotaryAnswersBody = z.infer<typeof notaryAnswersBodySchema>;

export const notaryAnswersContract = defineContract({
  method: 'POST',
  path: `${NOTARY}/session/questions`,
  auth: 'participant',
  service: 'notary',
  summary: 'notary/session: the caller answers the knowledge-based questions (identity proofing). Ours.',
  params,
  body: notaryAnswersBodySchema,
  response: { 200: notarySessionSchema, ...notaryErrors },
});

export const notarySealBodySchema = lazySchema(() => z.object({ deedSigned: z.literal(true) }));

export const notarySealContract = defineContract({
  method: 'POST',
  path: `${NOTARY}/session/seal`,
  auth: 'participant',
  service: 'notary',
  summary:
    'notary/session: the caller signs the deed before the notary, who applies the seal; once every participant is done the closing moves on to the right to cancel. Ours.',
  params,
  body: notarySealBodySchema,
  response: { 200: notarySessionSchema, ...notaryErrors },
});

export const switchToInPersonNotaryContract = defineContract({
  method: 'POST',
  path: `${NOTARY}/in-person`,
  auth: 'participant',
  service: 'notary',
  summary:
    'notary/error: after the online session closed on refused identity answers, a participant switches the file to an in-person notary (MANUAL_DEED_SIGNING) and books the appointment on notary/schedule-manual; a replay answers the same status. 409 while no online session is closed, or outside the notary signing. Ours (docs/product/operations-console.md §5).',
  params,
  response: { 200: helocStatusSchema, ...notaryErrors },
});

export const notarySlotSchema = lazySchema(() =>
  z.object({
    slotId: z.string(),
    startsAt: z.iso.datetime(),
    place: notaryPlaceSchema,
    notaryName: z.string(),
  }),
);
export type NotarySlot = z.infer<typeof notarySlotSchema>;

export const listNotarySlotsContract = defineContract({
  method: 'GET',
  path: `${NOTARY}/slots`,
  auth: 'participant',
  service: 'notary',
  summary: 'notary/schedule-manual: the in-person notary’s free times and places near the property. Ours.',
  params,
  response: { 200: lazySchema(() => z.array(notarySlotSchema)), ...notaryErrors },
});

export const reserveNotaryBodySchema = lazySchema(() => z.object({ slotId: text(MAX.identifier).min(1) }));
export type ReserveNotaryBody = z.infer<typeof reserveNotaryBodySchema>;

export const reserveNotaryContract = defineContract({
  method: 'PUT',
  path: `${NOTARY}/reservation`,
  auth: 'participant',
  service: 'notary',
  summary: 'notary/reserve-manual: reserves (or moves) the in-person notary appointment; the $300 fee applies. Ours.',
  params,
  body: reserveNotaryBodySchema,
  response: { 200: notaryReservationSchema, ...notaryErrors },
});

export const cancelNotaryReservationContract = defineContract({
  method: 'DELETE',
  path: `${NOTARY}/reservation`,
  auth: 'participant',
  service: 'notary',
  summary: 'notary/reserve-manual: cancels the in-person notary appointment. Ours.',
  params,
  response: { 200: lazySchema(() => z.object({ cancelled: z.literal(true) })), ...notaryErrors },
});

export const notaryAvailabilityQuerySchema = lazySchema(() => z.object({ state: stateCodeSchema, zip: zipSchema }));

export const notaryAvailabilitySchema = lazySchema(() =>
  z.object({
    mode: z.enum(NOTARY_MODES),
    county: z.string().nullable(),
    message: z.string(),
  }),
);
export type NotaryAvailability = z.infer<typeof notaryAvailabilitySchema>;

export const notaryAvailabilityContract = defineContract({
  method: 'GET',
  path: '/service-application/api/v1/notary/availability',
  auth: 'public',
  service: 'notary',
  summary:
    'Registration address step: whether a closing at this address can be notarised online or needs an in-person notary. Ours.',
  querystring: notaryAvailabilityQuerySchema,
  response: { 200: notaryAvailabilitySchema, 400: errorsSchema },
});

export const completeDocumentSchema = lazySchema(() =>
  z.object({
    uuid: uuidSchema,
    kind: z.enum(APPLICATION_DOCUMENT_KINDS),
    fileName: z.string(),
    createdAt: z.iso.datetime(),
  }),
);

export const completeSummarySchema = lazySchema(() =>
  z.object({
    checklistStatus: z.string(),
    /** Dollars: the credit line. */
    lineAmount: z.number().nullable(),
    /** Dollars: the first draw sent to the disbursement account. */
    drawAmount: z.number().nullable(),
    /** Annual rate as a fraction. */
    rate: z.number().nullable(),
    termYears: z.number().nullable(),
    firstPayment: z.object({ dueOn: isoDate, amount: z.number() }).nullable(),
    disburseAccountMask: z.string().nullable(),
    /** The property's time zone (IANA name): the right to cancel and the payment dates are in it. */
    timeZone: z.string(),
    /** RESCISSION: the right to cancel ends at this instant (midnight at the end of lastDay in the property's zone). */
    rescission: z.object({ lastDay: isoDate, endsAt: z.iso.datetime(), canCancel: z.boolean() }).nullable(),
    funding: z.object({ transferId: z.string(), amount: z.number(), fundedAt: z.iso.datetime() }).nullable(),
    /**
     * FUNDING_DECISION: the bank refused the first draw (its reason, the account's last 4 digits); another account,
     * given with the disbursement-account call, sends it again. Null otherwise, and once another account is given.
     */
    fundingRefused: z
      .object({
        accountMask: z.string(),
        reason: z.string(),
        refusedAt: z.iso.datetime(),
        /** Only the primary applicant gives the account the line is paid into. */
        canGiveAccount: z.boolean(),
      })
      .nullable(),
    /** Participants who still have to sign before the notary (DEED_SIGNING after the primary finished). */
    waitingFor: z.array(z.string()),
    documents: z.array(completeDocumentSchema),
  }),
);
export type CompleteSummary = z.infer<typeof completeSummarySchema>;

export const getCompleteSummaryContract = defineContract({
  method: 'GET',
  path: `${HELOC_APPLICATION_PATH}/complete`,
  auth: 'participant',
  service: 'notary',
  summary:
    'complete: the line, the first draw, the first payment, the right to cancel, the funding and the signed documents. Ours.',
  params,
  response: { 200: completeSummarySchema, 400: errorsSchema, 401: errorsSchema, 404: errorsSchema },
});

export const cancelRescissionContract = defineContract({
  method: 'POST',
  path: `${HELOC_APPLICATION_PATH}/rescission/cancel`,
  auth: 'borrower',
  service: 'notary',
  summary:
    'complete: the primary applicant cancels the line within the right to cancel (RESCISSION -> CANCELLED). Ours.',
  params,
  response: { 200: helocStatusSchema, ...notaryErrors },
});
