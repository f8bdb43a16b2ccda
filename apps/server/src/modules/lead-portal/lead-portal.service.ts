import type { LoanOriginator, OfferCodeRecord, Prepop, Referral } from '@heloc/domain/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';

const notFound = (what: string) => new AppError('not_found', `${what} not found`);

/** spec 01 §3 Referral. */
export const getReferral = async (app: FastifyInstance, referralUuid: string): Promise<Referral> => {
  const row = await app.engine.db
    .selectFrom('referrals')
    .selectAll()
    .where('uuid', '=', referralUuid)
    .executeTakeFirst();
  if (!row) throw notFound('Referral');
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    suffix: row.suffix,
    street1: row.street1,
    street2: row.street2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    phoneNumber: row.phone_number || null,
    email: row.email || null,
  };
};

/** spec 03 §7: a referral's status (OPEN, or USED once an application was created from it) and email. */
export const getReferralStatus = async (app: FastifyInstance, referralUuid: string) => {
  const row = await app.engine.db
    .selectFrom('referrals')
    .select(['status', 'email'])
    .where('uuid', '=', referralUuid)
    .executeTakeFirst();
  if (!row) throw notFound('Referral');
  return { status: row.status === 'USED' ? ('USED' as const) : ('OPEN' as const), email: row.email || null };
};

/** spec 01 §3, 03 §2: the loan originator card; with `organization`, only an originator of that organisation. */
export const getLoanOriginator = async (
  app: FastifyInstance,
  uuid: string,
  organization?: string,
): Promise<LoanOriginator> => {
  let query = app.engine.db.selectFrom('loan_officers').selectAll().where('uuid', '=', uuid).where('active', '=', true);
  if (organization) query = query.where('org_code', '=', organization.toLowerCase());
  const row = await query.executeTakeFirst();
  if (!row) throw notFound('Loan originator');
  return {
    uuid: row.uuid,
    originatorName: row.originator_name,
    brokerName: row.broker_name,
    avatarUri: row.avatar_uri,
    email: row.email,
    phoneNumber: row.phone_number,
    nmls: row.nmls,
    licensedStates: row.licensed_states,
    enforceLicensedStatesForReferral: row.enforce_licensed_states_for_referral,
    originatorDisplayInfo: row.originator_display_info,
  };
};

/** spec 01 §3 Offer code record (codes are matched case-insensitively, as printed on a mailer). */
export const getOfferCode = async (app: FastifyInstance, code: string): Promise<OfferCodeRecord> => {
  const row = await app.engine.db
    .selectFrom('offer_codes')
    .selectAll()
    .where('code', '=', code.trim().toUpperCase())
    .executeTakeFirst();
  if (!row) throw notFound('Offer code');
  return {
    offerCode: row.code,
    firstName: row.first_name,
    lastName: row.last_name,
    inHomeDate: row.in_home_date,
    respondByDate: row.respond_by_date,
    street1: row.street1,
    street2: row.street2,
    city: row.city,
    state: row.state,
    zip: row.zip,
  };
};

/** spec 01 §3 Affiliate prepopulation data, by the token the affiliate put in the link. */
export const getPrepop = async (app: FastifyInstance, token: string): Promise<Prepop> => {
  const row = await app.engine.db
    .selectFrom('prepop_records')
    .select('data')
    .where('token', '=', token)
    .executeTakeFirst();
  if (!row) throw notFound('Prepopulation data');
  return row.data as Prepop;
};
