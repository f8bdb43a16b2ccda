import { randomUUID } from 'node:crypto';
import { UPLOAD_ACCEPTED_CONTENT_TYPES } from '@heloc/domain';
import type { Db } from '../database/database';
import type { DocumentRow } from '../database/schema';
import { AppError } from '../http/errors';
import type { DocumentStore } from './document-store';
import { newDocumentKey } from './document-store';
import { insertDocumentRecord } from './document-records.repo';
import { inspectUpload } from './upload-inspection';

export interface NewDocument {
  applicationUuid: string;
  /** APPLICATION_DOCUMENT_KINDS of the domain. */
  kind: string;
  bytes: Uint8Array;
  /** For display only; never a path. */
  fileName: string;
  uploadedBy: 'APPLICANT' | 'LENDER' | 'SYSTEM';
  uploadedByIdentity?: string | null;
  incomeDocumentType?: string | null;
  subjectUuid?: string | null;
  now: Date;
}

/** Control characters and path separators never reach a stored display name (or a download header). */
const displayName = (name: string): string =>
  [...name]
    .map((ch) => (ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127 || '/\\"'.includes(ch) ? '_' : ch))
    .join('')
    .trim()
    .slice(0, 255) || 'document';

/**
 * Every file the application keeps, uploaded or generated (OWASP ASVS 5.2): its bytes are
 * inspected first (size limit, type by magic bytes: a PDF name on executable bytes is refused with 415), stored under
 * a server-made key, and recorded with who uploaded it, its size, SHA-256 and detected type. The row is written in
 * the caller's transaction; the bytes go to the store first, so a failed transaction leaves at most an orphan file,
 * never a row without its file.
 */
export const storeDocument = async (
  db: Db,
  store: DocumentStore,
  maxBytes: number,
  input: NewDocument,
): Promise<DocumentRow> => {
  const inspection = await inspectUpload(input.bytes, { maxBytes, allowed: UPLOAD_ACCEPTED_CONTENT_TYPES });
  if (!inspection.ok) {
    const tooLarge = inspection.size > maxBytes;
    throw new AppError(
      tooLarge ? 'too_large' : inspection.size === 0 ? 'bad_request' : 'unsupported_type',
      inspection.error,
    );
  }
  const key = newDocumentKey();
  await store.put(key, input.bytes, inspection.detectedType);
  return insertDocumentRecord(db, {
    uuid: randomUUID(),
    application_uuid: input.applicationUuid,
    kind: input.kind,
    income_document_type: input.incomeDocumentType ?? null,
    subject_uuid: input.subjectUuid ?? null,
    file_name: displayName(input.fileName),
    content_type: inspection.detectedType,
    size: inspection.size,
    sha256: inspection.sha256,
    storage_key: key,
    uploaded_by: input.uploadedBy,
    uploaded_by_identity: input.uploadedByIdentity ?? null,
    created_at: input.now,
  });
};
