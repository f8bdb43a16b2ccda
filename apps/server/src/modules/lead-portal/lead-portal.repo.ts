import { sql } from 'kysely';
import type { Db } from '../../platform/database/database';
import { json } from '../../platform/database/json';

/** Kysely queries of referrals, loan officers, offer codes and prefill records; no decisions here. */

export const findReferral = (db: Db, uuid: string) =>
  db.selectFrom('referrals').selectAll().where('uuid', '=', uuid).executeTakeFirst();

/** An active loan officer; with `orgCode`, only one of that organisation. */
export const findActiveLoanOfficer = (db: Db, uuid: string, orgCode?: string) => {
  let query = db.selectFrom('loan_officers').selectAll().where('uuid', '=', uuid).where('active', '=', true);
  if (orgCode) query = query.where('org_code', '=', orgCode);
  return query.executeTakeFirst();
};

export const findOfferCode = (db: Db, code: string) =>
  db.selectFrom('offer_codes').selectAll().where('code', '=', code).executeTakeFirst();

export const findPrepopRecord = (db: Db, token: string) =>
  db.selectFrom('prepop_records').select('data').where('token', '=', token).executeTakeFirst();

/** The prefill records whose data still holds a date of birth in plain (written before it was sealed). */
export const listPlainPrepopBirthDates = (db: Db) =>
  db
    .selectFrom('prepop_records')
    .select(['token', 'data'])
    .where(sql<boolean>`jsonb_typeof(data -> 'dob') = 'object'`)
    .execute();

export const replacePrepopData = async (db: Db, token: string, data: unknown) => {
  await db
    .updateTable('prepop_records')
    .set({ data: json(data) })
    .where('token', '=', token)
    .execute();
};

export const markReferralUsed = async (db: Db, referralUuid: string) => {
  await db.updateTable('referrals').set({ status: 'USED' }).where('uuid', '=', referralUuid).execute();
};
