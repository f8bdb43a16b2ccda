import { z } from 'zod';
import { ID_TYPES, IDENTITY_VERIFICATION_RESULTS } from '../enums';
import { idTypeSchema } from '../validation/application-steps';
import { uuidSchema } from './address';
import { HELOC_APPLICATION_PATH, helocStatusSchema } from './application';
import { defineContract, errorsSchema } from './contract';
import { uploadErrors } from './documents';
import { lazySchema } from '../helpers/lazy-schema';

/*
 * "Verify Identity": the identity screen (IDENTITY_VERIFICATION). Paths and shapes are ours. The photos go
 * to the document store (GOVERNMENT_ID); the ID number the provider reads is stored encrypted and only its last 4 are
 * ever answered.
 */
const IDENTITY = `${HELOC_APPLICATION_PATH}/identity`;
const params = lazySchema(() => z.object({ uuid: uuidSchema }));

/** One submitted government ID and what the identity provider answered. */
export const identityCheckSchema = lazySchema(() =>
  z.object({
    uuid: uuidSchema,
    idType: z.enum(ID_TYPES),
    /** null while the provider is still checking the photos. */
    result: z.enum(IDENTITY_VERIFICATION_RESULTS).nullable(),
    /** What went wrong or why a specialist looks at it, in plain words; null when verified or still checking. */
    message: z.string().nullable(),
    /** The last 4 characters of the ID number the provider read; null until read. */
    idNumberLast4: z.string().max(4).nullable(),
    /** How many IDs the applicant submitted for this application, this one included. */
    attempt: z.number().int().min(1),
    submittedAt: z.iso.datetime(),
    completedAt: z.iso.datetime().nullable(),
  }),
);
export type IdentityCheck = z.infer<typeof identityCheckSchema>;

export const verifyIdentityResponseSchema = lazySchema(() =>
  z.object({
    /** The provider's answer; null while it is still checking (the status call moves the application on). */
    result: z.enum(IDENTITY_VERIFICATION_RESULTS).nullable(),
    status: helocStatusSchema,
  }),
);
export type VerifyIdentityResponse = z.infer<typeof verifyIdentityResponseSchema>;

export const getIdentityCheckContract = defineContract({
  method: 'GET',
  path: IDENTITY,
  auth: 'borrower',
  service: 'identity-verification',
  summary:
    "identity: the applicant's latest government ID check (null before the first), so the screen can say what went wrong or that a specialist reviews it. Path and shapes are ours.",
  params,
  response: {
    200: lazySchema(() => z.object({ check: identityCheckSchema.nullable(), status: helocStatusSchema })),
    400: errorsSchema,
    401: errorsSchema,
    404: errorsSchema,
  },
});

export const verifyIdentityContract = defineContract({
  method: 'POST',
  path: IDENTITY,
  auth: 'borrower',
  service: 'identity-verification',
  summary:
    'identity: a government ID, multipart/form-data with the text field idType and the file fields front (required) and back (required when the back-of-id flag is on and the ID has a back: isIdBackRequired); verified by the (sandbox) identity provider. FAILED_VERIFICATION raises the ID_VERIFICATION_FAILURE condition; the same photos sent again answer the same check. Path and shapes are ours.',
  params,
  multipart: {
    fields: lazySchema(() => z.object({ idType: idTypeSchema })),
    files: {
      front: { required: true, description: 'The front of the ID: PDF, JPEG, PNG or HEIC, at most 10 MiB' },
      back: { required: false, description: 'The back of the ID, when asked for' },
    },
  },
  response: { 200: verifyIdentityResponseSchema, ...uploadErrors },
});
