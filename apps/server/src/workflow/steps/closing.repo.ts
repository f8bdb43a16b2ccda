import type { Db } from '../../platform/database/database';
import type { ClosingDocumentRow } from '../../platform/database/schema';

/** Kysely queries of the closing steps; no decisions here. */

export const listClosingDocumentRows = (db: Db, applicationUuid: string): Promise<ClosingDocumentRow[]> =>
  db
    .selectFrom('closing_documents')
    .selectAll()
    .where('application_uuid', '=', applicationUuid)
    .orderBy('position')
    .execute();

export const insertClosingDocument = (
  db: Db,
  row: Omit<ClosingDocumentRow, 'signed_document_uuid' | 'signed_copy_signatures'>,
) => db.insertInto('closing_documents').values(row).execute();

/** The names of the additional signers the application knows (title co-owners, spouses, people the applicant added). */
export const listOwnerNames = async (db: Db, applicationUuid: string): Promise<string[]> =>
  (
    await db
      .selectFrom('additional_signers')
      .select(['first_name', 'last_name'])
      .where('application_uuid', '=', applicationUuid)
      .orderBy('created_at')
      .execute()
  )
    .map((r) => [r.first_name, r.last_name].filter(Boolean).join(' '))
    .filter(Boolean);

/** Every signature of a closing document with its signer's consent, oldest first. */
export const listSignaturesWithConsent = (db: Db, closingDocumentUuid: string) =>
  db
    .selectFrom('signatures as s')
    .leftJoin('signing_sessions as ss', (join) =>
      join.onRef('ss.application_uuid', '=', 's.application_uuid').onRef('ss.identity_uuid', '=', 's.identity_uuid'),
    )
    .selectAll('s')
    .select('ss.consented_at')
    .where('s.closing_document_uuid', '=', closingDocumentUuid)
    .orderBy('s.signed_at')
    .orderBy('s.uuid')
    .execute();

export const setSignedCopy = (db: Db, closingDocumentUuid: string, documentUuid: string, signatures: number) =>
  db
    .updateTable('closing_documents')
    .set({ signed_document_uuid: documentUuid, signed_copy_signatures: signatures })
    .where('uuid', '=', closingDocumentUuid)
    .execute();
