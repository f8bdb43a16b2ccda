import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../platform/database/database';
import type { Database } from '../../platform/database/schema';

/** Kysely queries of income/*; no decisions here. */

export type IncomeVerificationRow = Selectable<Database['income_verifications']>;

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

/** The application's open condition of one category, oldest first. */
export const findOpenCondition = (db: Db, applicationUuid: string, category: string) =>
  db
    .selectFrom('conditions')
    .selectAll()
    .where('application_uuid', '=', applicationUuid)
    .where('category_enum', '=', category)
    .where('resolved_at', 'is', null)
    .orderBy('created_at')
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
