import {
  BANK_LINK_UNAVAILABLE_MESSAGE,
  INSTITUTION_REQUIRED_MESSAGE,
  LINK_INVALID_CREDENTIALS_MESSAGE,
  type LinkCredentials,
} from '@heloc/domain';
import type { Offer, SelectedOffer } from '@heloc/domain/contracts';
import type { ApplicationRow } from '../../platform/database/schema';
import { AppError } from '../../platform/http/errors';
import { applicantOf, type LinkedAccount, type LinkInstitution } from '../../workflow';
import type { ServiceContext } from '../service-context';
import { type AutopayPricing, autopayPricing, chosenOfferOf } from './autopay-pricing';

/*
 * What the bank calls share: the bank account step's statuses, the banks to link, the link itself and the autopay
 * pricing of the chosen offer.
 */

/** docs/product/registration-and-routing.md §4: bank/disburse serves DISBURSEMENT_ACCOUNT and AUTOPAY_ACCOUNT without a disbursement account. */
const ACCOUNT_STATUSES = ['DISBURSEMENT_ACCOUNT', 'AUTOPAY_ACCOUNT'];
const NOT_AT_BANK_STEP = 'Bank accounts can be given only at the bank account step of your application';
const CRYPTO_HAS_NO_DISBURSE_ACCOUNT = 'This line is paid out in crypto: it has no disbursement bank account';
const NO_OFFER = 'Select and confirm an offer before choosing autopay';

export const by = (identityUuid: string) => `identity:${identityUuid}`;

export const requireStatus = (row: ApplicationRow, statuses: readonly string[]) => {
  if (!statuses.includes(row.checklist_status)) throw new AppError('conflict', NOT_AT_BANK_STEP);
};

export const institutionsOf = (ctx: ServiceContext) => ctx.workflow.providers.accountLink.institutions('BANK');
export const institutionNameOf = (ctx: ServiceContext) => (id: string) =>
  institutionsOf(ctx).find((i) => i.id === id)?.name ?? null;

export const pricingOf = (row: ApplicationRow): { pricing: AutopayPricing; selected: SelectedOffer } => {
  const selected = (row.selected_offer ?? null) as SelectedOffer | null;
  const offer = chosenOfferOf((row.offers ?? []) as Offer[], selected);
  if (!selected || !offer) throw new AppError('conflict', NO_OFFER);
  return { pricing: autopayPricing(offer, selected), selected };
};

/** Signs in to the bank through the link provider; the numbers stay on the server. */
export const linkBankAccounts = async (
  ctx: ServiceContext,
  row: ApplicationRow,
  credentials: LinkCredentials,
): Promise<{ institution: LinkInstitution; accounts: LinkedAccount[] }> => {
  if (!institutionsOf(ctx).some((i) => i.id === credentials.institutionId)) {
    throw new AppError('bad_request', INSTITUTION_REQUIRED_MESSAGE);
  }
  const result = await ctx.workflow.providers.accountLink.link(applicantOf(row), credentials, 0);
  if (result.outcome === 'LINKED') return result;
  if (result.outcome === 'INVALID_CREDENTIALS') throw new AppError('bad_request', LINK_INVALID_CREDENTIALS_MESSAGE);
  if (result.outcome === 'INSTITUTION_UNAVAILABLE') throw new AppError('bad_request', BANK_LINK_UNAVAILABLE_MESSAGE);
  throw new AppError('bad_request', INSTITUTION_REQUIRED_MESSAGE);
};

export const requireAccountStep = (row: ApplicationRow) => {
  requireStatus(row, ACCOUNT_STATUSES);
  if (row.is_crypto) throw new AppError('conflict', CRYPTO_HAS_NO_DISBURSE_ACCOUNT);
};
