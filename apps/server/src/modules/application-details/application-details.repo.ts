import type { Insertable } from 'kysely';
import type { Db } from '../../platform/database/database';
import type { Database } from '../../platform/database/schema';

/** Kysely queries of the details the applicant gives after the offer; no decisions here. */

type DetailColumns = Partial<Pick<Insertable<Database['applications']>, 'contact' | 'marital_status' | 'hmda'>>;

/**
 * Changes details already given, without a status change: an edit from start/app-summary's links before submission
 * (the first time, the details are written with the status by the workflow).
 */
export const updateApplicationDetails = async (db: Db, uuid: string, values: DetailColumns, now: Date) => {
  await db
    .updateTable('applications')
    .set({ ...values, updated_at: now })
    .where('uuid', '=', uuid)
    .execute();
};
