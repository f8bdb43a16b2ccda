import { z } from 'zod';
import {
  APPLICATION_DOCUMENT_KINDS,
  DOCUMENT_UPLOADERS,
  INCOME_DOCUMENT_TYPES,
  UPLOAD_ACCEPTED_CONTENT_TYPES,
} from '../enums';
import { uuidSchema } from './address';
import { HELOC_APPLICATION_PATH } from './application';
import { defineContract, errorsSchema } from './contract';
import { lazySchema } from '../helpers/lazy-schema';

/*
 * The document store of an application (uploads, generated summaries, payoff letters). Paths and shapes
 * are ours. A file is served back only to the application's participants, with its stored type and
 * content-disposition: attachment; the client's file name is for display only, never a path.
 */

/** One stored file's metadata. */
export const applicationDocumentSchema = lazySchema(() =>
  z.object({
    uuid: uuidSchema,
    kind: z.enum(APPLICATION_DOCUMENT_KINDS),
    /** For an INCOME_DOCUMENT: which document it is; otherwise null. */
    incomeDocumentType: z.enum(INCOME_DOCUMENT_TYPES).nullable(),
    /** As the uploader named it, for display only. */
    fileName: z.string().min(1).max(255),
    /** Detected from the file's bytes. */
    contentType: z.enum(UPLOAD_ACCEPTED_CONTENT_TYPES),
    /** Bytes. */
    size: z.number().int().positive(),
    /** Hex SHA-256 of the stored bytes. */
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    createdAt: z.iso.datetime(),
    uploadedBy: z.enum(DOCUMENT_UPLOADERS),
  }),
);
export type ApplicationDocument = z.infer<typeof applicationDocumentSchema>;

/** The answers every upload call may give besides success: bad fields, too large (413), a refused type (415). */
export const uploadErrors = {
  400: errorsSchema,
  401: errorsSchema,
  404: errorsSchema,
  409: errorsSchema,
  413: errorsSchema,
  415: errorsSchema,
};

const params = lazySchema(() => z.object({ uuid: uuidSchema }));

export const listApplicationDocumentsContract = defineContract({
  method: 'GET',
  path: `${HELOC_APPLICATION_PATH}/documents`,
  auth: 'borrower',
  service: 'documents',
  summary: "The application's stored documents, newest first (metadata only). Path and shape are ours.",
  params,
  response: {
    200: lazySchema(() => z.array(applicationDocumentSchema)),
    400: errorsSchema,
    401: errorsSchema,
    404: errorsSchema,
  },
});

export const downloadApplicationDocumentContract = defineContract({
  method: 'GET',
  path: `${HELOC_APPLICATION_PATH}/documents/:documentUuid`,
  auth: 'participant',
  service: 'documents',
  summary:
    'One stored file, as bytes (not JSON) with its stored content type, x-content-type-options: nosniff and content-disposition: attachment; participants only (404 for anyone else). Path is ours.',
  params: lazySchema(() => params.extend({ documentUuid: uuidSchema })),
  produces: UPLOAD_ACCEPTED_CONTENT_TYPES,
  response: {
    200: z.any().describe('The file bytes, with the stored content type'),
    400: errorsSchema,
    401: errorsSchema,
    404: errorsSchema,
  },
});
