import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../platform/database/database';
import type { Database } from '../../platform/database/schema';

/**
 * The one repository of income verifications and income documents: the engine's and the income module's, exported
 * to modules by workflow/index.ts; no decisions here.
 */

export type IncomeVerificationRow = Selectable<Database['income_verifications']>;

/** The application's newest verification still waiting for the verifier, of the given methods. */
export const findPendingVerification = (trx: Db, applicationUuid: string, methods: readonly string[]) =>
  trx
    .selectFrom('income_verifications')
    .selectAll()
    .where('application_uuid', '=', applicationUuid)
    .where('status', '=', 'PENDING')
    .where('method', 'in', methods)
    .orderBy('created_at', 'desc')
    .orderBy('uuid')
    .executeTakeFirst();

export const completeVerification = (
  trx: Db,
  uuid: string,
  values: { status: 'VERIFIED' | 'FAILED'; verified_annual_income: number | null; completed_at: Date },
) => trx.updateTable('income_verifications').set(values).where('uuid', '=', uuid).execute();

/** The income document types the applicant uploaded (what the verifier reads). */
export const listIncomeDocumentTypes = async (trx: Db, applicationUuid: string): Promise<string[]> => {
  const rows = await trx
    .selectFrom('documents')
    .select('income_document_type')
    .distinct()
    .where('application_uuid', '=', applicationUuid)
    .where('kind', '=', 'INCOME_DOCUMENT')
    .execute();
  return rows.flatMap((r) => (r.income_document_type ? [r.income_document_type] : []));
};

export const insertVerification = (db: Db, values: Insertable<Database['income_verifications']>) =>
  db.insertInto('income_verifications').values(values).returningAll().executeTakeFirstOrThrow();

/** The application's newest verification attempt. */
export const findLatestVerification = (db: Db, applicationUuid: string) =>
  db
    .selectFrom('income_verifications')
    .selectAll()
    .where('application_uuid', '=', applicationUuid)
    .orderBy('created_at', 'desc')
    .orderBy('uuid', 'desc')
    .executeTakeFirst();

/** The applicant's income documents (kind INCOME_DOCUMENT), oldest first. */
export const listIncomeDocuments = (db: Db, applicationUuid: string) =>
  db
    .selectFrom('documents')
    .selectAll()
    .where('application_uuid', '=', applicationUuid)
    .where('kind', '=', 'INCOME_DOCUMENT')
    .orderBy('created_at')
    .orderBy('uuid')
    .execute();

/** Every verification attempt of the application, oldest first (the application's income requests). */
export const listVerifications = (db: Db, applicationUuid: string) =>
  db
    .selectFrom('income_verifications')
    .select(['method', 'created_at'])
    .where('application_uuid', '=', applicationUuid)
    .orderBy('created_at')
    .orderBy('uuid')
    .execute();
