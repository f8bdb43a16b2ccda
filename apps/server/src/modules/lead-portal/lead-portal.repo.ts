import type { Db } from '../../platform/database/database';

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
