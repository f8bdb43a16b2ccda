import { z } from 'zod';
import { MAX_LENGTH as MAX, text } from '../validation/limits';
import { ssnSchema } from '../validation/ssn';
import { addressSchema, uuidSchema } from './address';
import { HELOC_APPLICATION_PATH, helocStatusSchema } from './application';
import { defineContract, errorsSchema } from './contract';
import { lazySchema } from '../helpers/lazy-schema';

/*
 * A way out of the credit and property dead ends: credit/social (CREDIT_NO_MATCH), credit/error (soft or hard
 * credit frozen or locked) and review-app/property (NO_PROPERTY_FOUND, MULTIPLE_PROPERTIES). The spec names the screens
 * and their statuses (docs/product/registration-and-routing.md §4, docs/product/application-area.md §2.1) but no call for them: paths and shapes are ours, under the application
 * service like the other screens' calls.
 *
 * Every call that re-runs a pull or a lookup carries a `requestKey` the client makes once per screen visit: the same
 * key again (a double click, a retried request) answers the status without pulling twice.
 */
const CREDIT = `${HELOC_APPLICATION_PATH}/credit`;
const PROPERTY = `${HELOC_APPLICATION_PATH}/property`;
const params = lazySchema(() => z.object({ uuid: uuidSchema }));
const errors = { 400: errorsSchema, 401: errorsSchema, 404: errorsSchema, 409: errorsSchema };
const requestKey = uuidSchema;

export const CREDIT_BUREAUS = ['EQUIFAX', 'EXPERIAN', 'TRANSUNION'] as const;
export type CreditBureauCode = (typeof CREDIT_BUREAUS)[number];

/** What stopped the last credit pull. */
export const creditBlockSchema = lazySchema(() =>
  z.object({
    /** The pull that stopped: SOFT (pre-qualification) or HARD (after the offer was confirmed). */
    pull: z.enum(['SOFT', 'HARD']),
    reason: z.enum(['NO_MATCH', 'NO_MATCH_SSN', 'FROZEN', 'LOCKED']),
    /** The bureau whose file is frozen or locked, when it said; null otherwise. */
    bureau: z.enum(CREDIT_BUREAUS).nullable(),
    /** The SSN the applicant gave, masked ('•••-••-6789'); null when none was given. Never the full number. */
    ssnMasked: z.string().nullable(),
  }),
);
export type CreditBlock = z.infer<typeof creditBlockSchema>;

export const retryAnswerSchema = lazySchema(() => z.object({ status: helocStatusSchema }));

export const getCreditBlockContract = defineContract({
  method: 'GET',
  path: `${CREDIT}/block`,
  auth: 'borrower',
  service: 'application',
  summary:
    'credit/social and credit/error: what stopped the last credit pull (which pull, why, which bureau) and the status; block is null when no pull is stopped. Path and shape are ours.',
  params,
  response: {
    200: lazySchema(() => z.object({ block: creditBlockSchema.nullable(), status: helocStatusSchema })),
    400: errorsSchema,
    401: errorsSchema,
    404: errorsSchema,
  },
});

export const submitSsnBodySchema = lazySchema(() => z.object({ ssn: ssnSchema, requestKey }));

export const submitSsnContract = defineContract({
  method: 'POST',
  path: `${CREDIT}/ssn`,
  auth: 'borrower',
  service: 'application',
  summary:
    'credit/social (CREDIT_NO_MATCH): the full SSN (stored encrypted) re-runs the pull that found no file; a second miss moves to CREDIT_NO_MATCH_SSN (review-app/no-credit). Answers the status. Path and shape are ours.',
  params,
  body: submitSsnBodySchema,
  response: { 200: retryAnswerSchema, ...errors },
});

export const retryCreditPullContract = defineContract({
  method: 'POST',
  path: `${CREDIT}/retry`,
  auth: 'borrower',
  service: 'application',
  summary:
    'credit/error (SOFT_ or HARD_CREDIT_FROZEN or _LOCKED): "I\'ve lifted it": re-runs the pull that stopped, soft or hard. Answers the status. Path and shape are ours.',
  params,
  body: lazySchema(() => z.object({ requestKey })),
  response: { 200: retryAnswerSchema, ...errors },
});

/** A property public records found at the address. */
export const propertyCandidateSchema = lazySchema(() =>
  z.object({
    /** Assessor's parcel number. */
    apn: z.string(),
    /** Owner of record, when public records give one. */
    ownerName: z.string().nullable(),
    address: addressSchema,
  }),
);
export type PropertyCandidate = z.infer<typeof propertyCandidateSchema>;

export const getPropertyReviewContract = defineContract({
  method: 'GET',
  path: `${PROPERTY}/review`,
  auth: 'borrower',
  service: 'application',
  summary:
    'review-app/property: the address searched and, for MULTIPLE_PROPERTIES, the properties found (parcel, owner, address); candidates is empty otherwise. Path and shape are ours.',
  params,
  response: {
    200: lazySchema(() =>
      z.object({
        address: addressSchema.nullable(),
        candidates: z.array(propertyCandidateSchema),
        status: helocStatusSchema,
      }),
    ),
    400: errorsSchema,
    401: errorsSchema,
    404: errorsSchema,
  },
});

export const correctPropertyAddressBodySchema = lazySchema(() => z.object({ address: addressSchema, requestKey }));

export const correctPropertyAddressContract = defineContract({
  method: 'PUT',
  path: `${PROPERTY}/address`,
  auth: 'borrower',
  service: 'application',
  summary:
    'review-app/property (NO_PROPERTY_FOUND, or MULTIPLE_PROPERTIES when none found is the applicant’s): the corrected property address (same state) re-runs the property lookup. Answers the status. Path and shape are ours.',
  params,
  body: correctPropertyAddressBodySchema,
  response: { 200: retryAnswerSchema, ...errors },
});

export const choosePropertyContract = defineContract({
  method: 'POST',
  path: `${PROPERTY}/choice`,
  auth: 'borrower',
  service: 'application',
  summary:
    'review-app/property (MULTIPLE_PROPERTIES): the parcel the applicant picked among those found; the application continues with it. Answers the status. Path and shape are ours.',
  params,
  body: lazySchema(() => z.object({ apn: text(MAX.code).min(1), requestKey })),
  response: { 200: retryAnswerSchema, ...errors },
});
