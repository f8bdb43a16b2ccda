import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../platform/database/database';
import type { Database } from '../../platform/database/schema';

/**
 * The one repository of income verifications: the engine's and the income module's, exported to modules by
 * workflow/index.ts; no decisions here. The income documents are stored files (platform/storage).
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

/** Every verification attempt of the application, oldest first (the application's income requests). */
export const listVerifications = (db: Db, applicationUuid: string) =>
  db
    .selectFrom('income_verifications')
    .select(['method', 'created_at'])
    .where('application_uuid', '=', applicationUuid)
    .orderBy('created_at')
    .orderBy('uuid')
    .execute();
