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

/** The organisation's active loan officers (the console's partner form). */
export const listOrgLoanOfficers = (db: Db, orgCode: string) =>
  db
    .selectFrom('loan_officers')
    .select(['uuid', 'originator_name', 'nmls', 'licensed_states'])
    .where('org_code', '=', orgCode)
    .where('active', '=', true)
    .orderBy('originator_name')
    .execute();

/**
 * The organisation's loan officers as the console saved them: each written (new or changed), those no longer listed
 * made inactive (a referral already made keeps its officer). Contact details default to the partner's support line.
 */
export const saveOrgLoanOfficers = async (
  db: Db,
  orgCode: string,
  officers: readonly { uuid: string; name: string; nmls: string; states: readonly string[] }[],
  contact: { email: string; phone: string; brokerName: string | null },
): Promise<void> => {
  const kept = officers.map((officer) => officer.uuid);
  let retire = db.updateTable('loan_officers').set({ active: false }).where('org_code', '=', orgCode);
  if (kept.length) retire = retire.where('uuid', 'not in', kept);
  await retire.execute();
  for (const officer of officers) {
    await db
      .insertInto('loan_officers')
      .values({
        uuid: officer.uuid,
        org_code: orgCode,
        originator_name: officer.name,
        broker_name: contact.brokerName,
        nmls: officer.nmls,
        email: contact.email,
        phone_number: contact.phone,
        avatar_uri: null,
        licensed_states: json(officer.states),
        enforce_licensed_states_for_referral: true,
        originator_display_info: json({ phoneNumber: contact.phone, email: contact.email }),
        wholesale_broker_nmls: null,
        active: true,
      })
      // A uuid of another organisation's officer is never taken over.
      .onConflict((oc) =>
        oc
          .column('uuid')
          .doUpdateSet({
            originator_name: officer.name,
            nmls: officer.nmls,
            licensed_states: json(officer.states),
            active: true,
          })
          .where('loan_officers.org_code', '=', orgCode),
      )
      .execute();
  }
};
