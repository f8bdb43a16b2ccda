import { z } from 'zod';
import {
  CLOSING_DOCUMENT_KEYS,
  DRAWN_SIGNATURE_MAX_CHARS,
  SIGNING_CONSENT_VERSION,
  TYPED_SIGNATURE_MAX,
} from '../signing';
import { MAX_LENGTH as MAX, text } from '../validation/limits';
import { uuidSchema } from './address';
import { HELOC_APPLICATION_PATH, helocStatusSchema } from './application';
import { defineContract, errorsSchema } from './contract';
import { lazySchema } from '../helpers/lazy-schema';
import {
  DRAWN_SIGNATURE_REQUIRED_MESSAGE,
  SIGNING_AGREE_REQUIRED_MESSAGE,
  SIGNING_CONSENT_CHANGED_MESSAGE,
  TYPED_SIGNATURE_REQUIRED_MESSAGE,
} from '../validation/messages';

/*
 * The closing package and its e-signing (document/disclosures, signing/intro, signing/sign; the signer
 * area's signing uses the same calls). Any participant of the application calls them for himself: the primary
 * applicant signs as the borrower, every other participant as an owner of the home (packages/domain/src/signing).
 * Anyone else gets 404. Paths and shapes are ours.
 */

const CLOSING = `${HELOC_APPLICATION_PATH}/closing`;
const params = lazySchema(() => z.object({ uuid: uuidSchema }));
const documentParams = lazySchema(() => params.extend({ documentId: uuidSchema }));
const errors = { 400: errorsSchema, 401: errorsSchema, 404: errorsSchema, 409: errorsSchema };
const sha256Schema = lazySchema(() =>
  z.string().regex(/^[0-9a-f]{64}$/, 'Please send the document hash as 64 hex digits'),
);

export const signaturePlaceStateSchema = lazySchema(() =>
  z.object({
    key: z.string(),
    label: z.string(),
    /** When the caller signed this place; null while unsigned. */
    signedAt: z.iso.datetime().nullable(),
  }),
);

export const closingDocumentSchema = lazySchema(() =>
  z.object({
    id: uuidSchema,
    key: z.enum(CLOSING_DOCUMENT_KEYS),
    title: z.string(),
    /** The unsigned PDF, downloaded through the documents call. */
    documentUuid: uuidSchema,
    /** Hex SHA-256 of the unsigned PDF: a signature names the bytes it signs. */
    sha256: z.string(),
    /** When the caller's viewer reached the end of it; null before. */
    readAt: z.iso.datetime().nullable(),
    /** The signed copy with its certificate page, once the engine produced it. */
    signedDocumentUuid: uuidSchema.nullable(),
    /** The caller's places in this document ([] when the caller only reads it). */
    places: z.array(signaturePlaceStateSchema),
  }),
);
export type ClosingDocument = z.infer<typeof closingDocumentSchema>;

export const closingPackageSchema = lazySchema(() =>
  z.object({
    /** false until the engine generated the closing package (GEN_CLOSING_DISCLOSURE). */
    ready: z.boolean(),
    /** The caller's role as a signer. */
    role: z.enum(['BORROWER', 'OWNER']),
    consent: z.object({ version: z.string(), consentedAt: z.iso.datetime().nullable() }),
    /** The caller signed every place of theirs and finished. */
    complete: z.boolean(),
    documents: z.array(closingDocumentSchema),
  }),
);
export type ClosingPackage = z.infer<typeof closingPackageSchema>;

export const signingLocationSchema = lazySchema(() =>
  z.object({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    accuracy: z.number().min(0).max(1_000_000).nullable(),
  }),
);

export const signingConsentBodySchema = lazySchema(() =>
  z.object({
    agree: z.literal(true, SIGNING_AGREE_REQUIRED_MESSAGE),
    version: z.literal(SIGNING_CONSENT_VERSION, SIGNING_CONSENT_CHANGED_MESSAGE),
    /** What the browser gave after the location alert (docs/product/application-area.md §2.4); null when the signer declined. */
    location: signingLocationSchema.nullable(),
  }),
);
export type SigningConsentBody = z.infer<typeof signingConsentBodySchema>;

const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

export const signatureInputSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    z.object({
      type: z.literal('TYPED'),
      text: text(TYPED_SIGNATURE_MAX).trim().min(2, TYPED_SIGNATURE_REQUIRED_MESSAGE),
    }),
    z.object({
      type: z.literal('DRAWN'),
      image: text(DRAWN_SIGNATURE_MAX_CHARS).regex(PNG_DATA_URL, DRAWN_SIGNATURE_REQUIRED_MESSAGE),
    }),
  ]),
);
export type SignatureInput = z.infer<typeof signatureInputSchema>;

export const signPlaceBodySchema = lazySchema(() =>
  z.object({
    place: text(MAX.code).min(1),
    documentSha256: sha256Schema,
    signature: signatureInputSchema,
  }),
);
export type SignPlaceBody = z.infer<typeof signPlaceBodySchema>;

export const getClosingPackageContract = defineContract({
  method: 'GET',
  path: CLOSING,
  auth: 'participant',
  service: 'signing',
  summary:
    "The closing package as the caller sees it: each document, the caller's signature places and what is signed. Participants only. Path and shape are ours.",
  params,
  response: { 200: closingPackageSchema, ...errors },
});

export const consentToSignContract = defineContract({
  method: 'POST',
  path: `${CLOSING}/consent`,
  auth: 'participant',
  service: 'signing',
  summary:
    "The caller's consent to sign electronically, with the location the browser gave (or null). Recorded with the time, IP and user agent. Path and shape are ours.",
  params,
  body: signingConsentBodySchema,
  response: { 200: closingPackageSchema, ...errors },
});

export const markClosingDocumentReadContract = defineContract({
  method: 'POST',
  path: `${CLOSING}/documents/:documentId/read`,
  auth: 'participant',
  service: 'signing',
  summary:
    "The caller's viewer reached the end of the document (docs/product/widgets-and-calculations.md: the PDF viewer registers the bottom); a document is signed only once read. Path is ours.",
  params: documentParams,
  body: lazySchema(() => z.object({}).strict()),
  response: { 200: closingPackageSchema, ...errors },
});

export const signClosingDocumentContract = defineContract({
  method: 'POST',
  path: `${CLOSING}/documents/:documentId/signatures`,
  auth: 'participant',
  service: 'signing',
  summary:
    "Signs one of the caller's places in a document (typed or drawn), naming the SHA-256 of the bytes signed. The audit trail keeps who, when, IP, user agent, location and the hash. A place is signed once: a replay answers the package unchanged. Path and shape are ours.",
  params: documentParams,
  body: signPlaceBodySchema,
  limits: { bodyLimitBytes: 256 * 1024, perAddressRateLimit: false },
  response: { 200: closingPackageSchema, 413: errorsSchema, ...errors },
});

export const completeSigningContract = defineContract({
  method: 'POST',
  path: `${CLOSING}/complete`,
  auth: 'participant',
  service: 'signing',
  summary:
    'The caller finished signing (every place signed). The primary applicant moves the application to GEN_NOTE_SIGNING, where the signed copies are produced; an additional signer is recorded as signed. Answers the status. Path is ours.',
  params,
  body: lazySchema(() => z.object({}).strict()),
  response: { 200: helocStatusSchema, ...errors },
});
