import type { LoanOriginator, OfferCodeRecord, Prepop, Referral } from '@heloc/domain/contracts';
import { AppError } from '../../platform/http/errors';
import type { ServiceContext } from '../service-context';
import {
  findActiveLoanOfficer,
  findOfferCode,
  findPrepopRecord,
  findReferral,
  listPlainPrepopBirthDates,
  replacePrepopData,
} from './lead-portal.repo';
import { type StoredPrepop, openPrepopData, sealPrepopData } from './prepop-birth-date';

/**
 * A referral the loan officer took as an inquiry (docs/decisions.md "Calls the app makes"): the borrower called or
 * wrote to them, and the officer sent the link to finish the sign-up. The application it leads to is an inquiry
 * application, which the loan officer continues with the borrower.
 */
export const REFERRAL_INQUIRY_STATUS = 'INQUIRY';

const notFound = (what: string) => new AppError('not_found', `${what} not found`);

/** docs/product/registration-and-routing.md §3 Referral. */
export const getReferral = async ({ db }: ServiceContext, referralUuid: string): Promise<Referral> => {
  const row = await findReferral(db, referralUuid);
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

/** docs/product/widgets-and-calculations.md §7: a referral's status (OPEN, or USED once an application was created from it) and email. */
export const getReferralStatus = async ({ db }: ServiceContext, referralUuid: string) => {
  const row = await findReferral(db, referralUuid);
  if (!row) throw notFound('Referral');
  return { status: row.status === 'USED' ? ('USED' as const) : ('OPEN' as const), email: row.email || null };
};

/** docs/product/registration-and-routing.md §3, docs/product/widgets-and-calculations.md §2: the loan originator card; with `organization`, only an originator of that organisation. */
export const getLoanOriginator = async (
  { db }: ServiceContext,
  uuid: string,
  organization?: string,
): Promise<LoanOriginator> => {
  const row = await findActiveLoanOfficer(db, uuid, organization?.toLowerCase());
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

/** docs/product/registration-and-routing.md §3 Offer code record (codes are matched case-insensitively, as printed on a mailer). */
export const getOfferCode = async ({ db }: ServiceContext, code: string): Promise<OfferCodeRecord> => {
  const row = await findOfferCode(db, code.trim().toUpperCase());
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

/** docs/product/registration-and-routing.md §3 Affiliate prepopulation data, by the token the affiliate put in the link. */
export const getPrepop = async ({ db, cipher }: ServiceContext, token: string): Promise<Prepop> => {
  const row = await findPrepopRecord(db, token);
  if (!row) throw notFound('Prepopulation data');
  return openPrepopData(cipher, token, row.data as StoredPrepop);
};

/**
 * Prefill records written with a plain date of birth (the seed writes them before the cipher is at hand, an affiliate
 * import may too) are sealed at start-up, once each (docs/product/privacy.md).
 */
export const sealPlainPrepopBirthDates = async ({ db, cipher }: ServiceContext): Promise<number> => {
  const rows = await listPlainPrepopBirthDates(db);
  for (const { token, data } of rows)
    await replacePrepopData(db, token, sealPrepopData(cipher, token, data as StoredPrepop));
  return rows.length;
};
