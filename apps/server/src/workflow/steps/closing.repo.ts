import type { Db } from '../../platform/database/database';
import { listProfileNames } from '../../platform/database/profiles.repo';
import type { ClosingDocumentRow, SignatureRow, SigningLocation } from '../../platform/database/schema';

/**
 * The one repository of the closing package: its documents, the signing sessions, reads and signatures, the
 * engine's queries (the package, the signed copies) and the signing module's, exported to modules by
 * workflow/index.ts; no decisions here.
 */

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

export const findSigningSession = (db: Db, applicationUuid: string, identityUuid: string) =>
  db
    .selectFrom('signing_sessions')
    .selectAll()
    .where('application_uuid', '=', applicationUuid)
    .where('identity_uuid', '=', identityUuid)
    .executeTakeFirst();

export const saveConsent = (
  db: Db,
  input: {
    applicationUuid: string;
    identityUuid: string;
    signerRole: string;
    version: string;
    at: Date;
    ip: string;
    userAgent: string;
    location: SigningLocation | null;
  },
) =>
  db
    .insertInto('signing_sessions')
    .values({
      application_uuid: input.applicationUuid,
      identity_uuid: input.identityUuid,
      signer_role: input.signerRole,
      consent_version: input.version,
      consented_at: input.at,
      consent_ip: input.ip,
      consent_user_agent: input.userAgent,
      location: JSON.stringify(input.location),
      created_at: input.at,
    })
    .onConflict((oc) =>
      oc.columns(['application_uuid', 'identity_uuid']).doUpdateSet({
        consent_version: input.version,
        consented_at: input.at,
        consent_ip: input.ip,
        consent_user_agent: input.userAgent,
        location: JSON.stringify(input.location),
      }),
    )
    .execute();

export const markSessionComplete = (db: Db, applicationUuid: string, identityUuid: string, at: Date) =>
  db
    .updateTable('signing_sessions')
    .set({ completed_at: at })
    .where('application_uuid', '=', applicationUuid)
    .where('identity_uuid', '=', identityUuid)
    .where('completed_at', 'is', null)
    .execute();

export const listReads = (db: Db, applicationUuid: string, identityUuid: string) =>
  db
    .selectFrom('closing_document_reads as r')
    .innerJoin('closing_documents as d', 'd.uuid', 'r.closing_document_uuid')
    .select(['r.closing_document_uuid', 'r.read_at'])
    .where('d.application_uuid', '=', applicationUuid)
    .where('r.identity_uuid', '=', identityUuid)
    .execute();

export const insertRead = (db: Db, closingDocumentUuid: string, identityUuid: string, at: Date) =>
  db
    .insertInto('closing_document_reads')
    .values({ closing_document_uuid: closingDocumentUuid, identity_uuid: identityUuid, read_at: at })
    .onConflict((oc) => oc.columns(['closing_document_uuid', 'identity_uuid']).doNothing())
    .execute();

export const listSignaturesOf = (db: Db, applicationUuid: string, identityUuid: string): Promise<SignatureRow[]> =>
  db
    .selectFrom('signatures')
    .selectAll()
    .where('application_uuid', '=', applicationUuid)
    .where('identity_uuid', '=', identityUuid)
    .execute();

/** Inserts a signature unless the place is already signed by this signer; answers whether it was inserted. */
export const insertSignature = async (
  db: Db,
  row: Omit<SignatureRow, 'location'> & { location: SigningLocation | null },
): Promise<boolean> => {
  const result = await db
    .insertInto('signatures')
    .values({ ...row, location: JSON.stringify(row.location) })
    .onConflict((oc) => oc.columns(['closing_document_uuid', 'place_key', 'identity_uuid']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
};

/** The names of signers who are not the primary applicant: their profile's, else what the applicant told us. */
export const listSignerNames = async (
  db: Db,
  applicationUuid: string,
  identityUuids: readonly string[],
): Promise<Map<string, string>> => {
  const names = new Map<string, string>();
  if (identityUuids.length === 0) return names;
  const nameOf = (r: { first_name: string | null; last_name: string | null }) =>
    [r.first_name, r.last_name].filter(Boolean).join(' ');
  const profiles = await listProfileNames(db, identityUuids);
  for (const p of profiles) if (nameOf(p)) names.set(p.identity_uuid, nameOf(p));
  const rest = identityUuids.filter((id) => !names.has(id));
  const signers =
    rest.length === 0
      ? []
      : await db
          .selectFrom('additional_signers')
          .select(['identity_uuid', 'first_name', 'last_name'])
          .where('application_uuid', '=', applicationUuid)
          .where('identity_uuid', 'in', rest)
          .execute();
  for (const s of signers)
    if (s.identity_uuid && nameOf(s) && !names.has(s.identity_uuid)) names.set(s.identity_uuid, nameOf(s));
  for (const id of identityUuids) if (!names.has(id)) names.set(id, 'Additional signer');
  return names;
};

/** The name of a signer who is not the primary applicant (listSignerNames). */
export const findSignerName = async (db: Db, applicationUuid: string, identityUuid: string): Promise<string> =>
  (await listSignerNames(db, applicationUuid, [identityUuid])).get(identityUuid) ?? 'Additional signer';
