import {
  AUTOPAY_ACCOUNT_REQUIRED_MESSAGE,
  AUTOPAY_CHOICE_FIRST_MESSAGE,
  BANK_ACCOUNT_NOT_FOUND_MESSAGE,
  BANK_LINK_UNAVAILABLE_MESSAGE,
  DISBURSE_ACCOUNT_FIRST_MESSAGE,
  INSTITUTION_REQUIRED_MESSAGE,
  LINK_INVALID_CREDENTIALS_MESSAGE,
  maskBankAccount,
  type AutopayChoice,
  type BankAccountType,
  type LinkCredentials,
} from '@heloc/domain';
import type {
  BankAccounts,
  HelocStatus,
  LinkedBankAccount,
  MaskedBankAccount,
  Offer,
  SaveDisburseAccountBody,
  SelectedOffer,
} from '@heloc/domain/contracts';
import type { ApplicationRow } from '../../platform/database/schema';
import { json } from '../../platform/database/json';
import { AppError } from '../../platform/http/errors';
import {
  applicantOf,
  deleteBankAccount,
  findBankAccount,
  type LinkedAccount,
  type LinkInstitution,
  statusOf,
} from '../../workflow';
import { requireParticipantApplication } from '../../platform/auth/participant-application';
import { inTransaction, type ServiceContext } from '../service-context';
import { type AutopayPricing, autopayPricing, chosenOfferOf } from './autopay-pricing';
import { maskedAccountOf, storeBankAccount, type PlainBankAccount } from './bank-accounts';
import { updateApplication } from '../application';
import { openFundingRefusal } from './funding-refusal';

/** docs/product/registration-and-routing.md §4: bank/disburse serves DISBURSEMENT_ACCOUNT and AUTOPAY_ACCOUNT without a disbursement account. */
const ACCOUNT_STATUSES = ['DISBURSEMENT_ACCOUNT', 'AUTOPAY_ACCOUNT'];
const NOT_AT_BANK_STEP = 'Bank accounts can be given only at the bank account step of your application';
const CRYPTO_HAS_NO_DISBURSE_ACCOUNT = 'This line is paid out in crypto: it has no disbursement bank account';
const NO_OFFER = 'Select and confirm an offer before choosing autopay';

const by = (identityUuid: string) => `identity:${identityUuid}`;

const requireStatus = (row: ApplicationRow, statuses: readonly string[]) => {
  if (!statuses.includes(row.checklist_status)) throw new AppError('conflict', NOT_AT_BANK_STEP);
};

const institutionsOf = (ctx: ServiceContext) => ctx.workflow.providers.accountLink.institutions('BANK');
const institutionNameOf = (ctx: ServiceContext) => (id: string) =>
  institutionsOf(ctx).find((i) => i.id === id)?.name ?? null;

const pricingOf = (row: ApplicationRow): { pricing: AutopayPricing; selected: SelectedOffer } => {
  const selected = (row.selected_offer ?? null) as SelectedOffer | null;
  const offer = chosenOfferOf((row.offers ?? []) as Offer[], selected);
  if (!selected || !offer) throw new AppError('conflict', NO_OFFER);
  return { pricing: autopayPricing(offer, selected), selected };
};

/** Signs in to the bank through the link provider; the numbers stay on the server. */
const linkBankAccounts = async (
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

const requireAccountStep = (row: ApplicationRow) => {
  requireStatus(row, ACCOUNT_STATUSES);
  if (row.is_crypto) throw new AppError('conflict', CRYPTO_HAS_NO_DISBURSE_ACCOUNT);
};

/** The link dialog of bank/disburse: the accounts the bank holds for the applicant, masked. */
export const linkBank = async (
  ctx: ServiceContext,
  uuid: string,
  identityUuid: string,
  credentials: LinkCredentials,
): Promise<{ institution: LinkInstitution; accounts: LinkedBankAccount[] }> => {
  const row = await requireParticipantApplication(ctx.db, uuid, identityUuid);
  requireAccountStep(row);
  const { institution, accounts } = await linkBankAccounts(ctx, row, credentials);
  return {
    institution,
    accounts: accounts.map((a) => ({ accountType: a.type, name: a.name, mask: maskBankAccount(a.accountNumber) })),
  };
};

const plainAccountOf = async (
  ctx: ServiceContext,
  row: ApplicationRow,
  body: SaveDisburseAccountBody,
): Promise<PlainBankAccount> => {
  if (body.source === 'MANUAL') {
    const { accountType, holderName, routingNumber, accountNumber } = body;
    return { source: 'MANUAL', institutionId: null, accountType, holderName, routingNumber, accountNumber };
  }
  const { accounts } = await linkBankAccounts(ctx, row, body);
  const chosen = accounts.find((a) => a.type === body.accountType);
  if (!chosen) throw new AppError('bad_request', BANK_ACCOUNT_NOT_FOUND_MESSAGE);
  return {
    source: 'LINK',
    institutionId: body.institutionId,
    accountType: chosen.type as BankAccountType,
    holderName: chosen.holderName,
    routingNumber: chosen.routingNumber,
    accountNumber: chosen.accountNumber,
  };
};

/**
 * bank/disburse, bank/manual-disburse: stores the disbursement account encrypted, keeps only the last 4 digits on
 * the application (what routing reads: "has a disbursement routing number", docs/product/registration-and-routing.md §4) and moves
 * DISBURSEMENT_ACCOUNT on to AUTOPAY_ACCOUNT. At AUTOPAY_ACCOUNT (an edit from bank/confirm, or a replay) it
 * replaces the account and the status stays.
 */
export const saveDisburseAccount = async (
  ctx: ServiceContext,
  uuid: string,
  identityUuid: string,
  body: SaveDisburseAccountBody,
): Promise<{ account: MaskedBankAccount; status: HelocStatus }> =>
  inTransaction(ctx, async (tx) => {
    const row = await requireParticipantApplication(tx.db, uuid, identityUuid, { forUpdate: true });
    // complete, after the bank refused the first draw: the account it goes to instead, and the draw is
    // sent again (FUND, with the next idempotency key); the status stays FUNDING_DECISION until the bank answers.
    const refused = await openFundingRefusal(tx, row);
    if (!refused) requireAccountStep(row);
    const saved = await storeBankAccount(tx, uuid, 'DISBURSE', await plainAccountOf(tx, row, body));
    const written = await tx.workflow.advance(
      tx.db,
      row,
      {
        ...(row.checklist_status === 'DISBURSEMENT_ACCOUNT' ? { checklistStatus: 'AUTOPAY_ACCOUNT' } : {}),
        disburseRoutingNumber: saved.routing_last4,
      },
      {
        by: by(identityUuid),
        extra: { disburse_account_number: saved.account_last4 },
        ...(refused ? { next: 'FUND' as const } : {}),
      },
    );
    return { account: maskedAccountOf(saved, institutionNameOf(tx)), status: statusOf(written) };
  });

/** The autopay account: another account's row, or the disbursement account's when autopay uses it. */
const autopayAccountOf = async (ctx: ServiceContext, row: ApplicationRow, disburse: MaskedBankAccount | null) => {
  if (!row.autopay_enrolled) return null;
  const other = await findBankAccount(ctx.db, row.uuid, 'AUTOPAY');
  return other ? maskedAccountOf(other, institutionNameOf(ctx)) : disburse;
};

/** bank/*: the accounts so far (masked), the payment with and without autopay, and the banks to link. */
export const getBankAccounts = async (
  ctx: ServiceContext,
  uuid: string,
  identityUuid: string,
): Promise<BankAccounts> => {
  const row = await requireParticipantApplication(ctx.db, uuid, identityUuid);
  const { pricing } = pricingOf(row);
  const disburseRow = await findBankAccount(ctx.db, uuid, 'DISBURSE');
  const disburseAccount = disburseRow ? maskedAccountOf(disburseRow, institutionNameOf(ctx)) : null;
  return {
    disburseAccount,
    autopay: { enrolled: row.autopay_enrolled, account: await autopayAccountOf(ctx, row, disburseAccount) },
    ...pricing,
    institutions: institutionsOf(ctx),
  };
};

/**
 * bank/autopay: enrol (from the disbursement account or another account typed twice) or decline. The line is
 * re-priced at once: the selected offer keeps the rate it will be written at (with the AUTOPAY discount only when
 * enrolled), so every later screen and the closing documents use it. The status stays until bank/confirm.
 */
export const saveAutopay = async (ctx: ServiceContext, uuid: string, identityUuid: string, body: AutopayChoice) =>
  inTransaction(ctx, async (tx) => {
    const row = await requireParticipantApplication(tx.db, uuid, identityUuid, { forUpdate: true });
    requireStatus(row, ['AUTOPAY_ACCOUNT']);
    const disburseRow = await findBankAccount(tx.db, uuid, 'DISBURSE');
    if (!disburseRow && !row.is_crypto) throw new AppError('conflict', DISBURSE_ACCOUNT_FIRST_MESSAGE);
    const { pricing, selected } = pricingOf(row);
    let account: MaskedBankAccount | null = null;
    if (body.enroll && !body.useDisburseAccount && body.account) {
      const { accountType, holderName, routingNumber, accountNumber } = body.account;
      const plain = {
        source: 'MANUAL' as const,
        institutionId: null,
        accountType,
        holderName,
        routingNumber,
        accountNumber,
      };
      account = maskedAccountOf(await storeBankAccount(tx, uuid, 'AUTOPAY', plain), institutionNameOf(tx));
    } else {
      if (body.enroll && !disburseRow) throw new AppError('bad_request', AUTOPAY_ACCOUNT_REQUIRED_MESSAGE);
      await deleteBankAccount(tx.db, uuid, 'AUTOPAY');
      if (body.enroll && disburseRow) account = maskedAccountOf(disburseRow, institutionNameOf(tx));
    }
    const payment = body.enroll ? pricing.withAutopay : pricing.withoutAutopay;
    await updateApplication(
      tx.db,
      uuid,
      { autopay_enrolled: body.enroll, selected_offer: json({ ...selected, rate: payment.rate }) },
      tx.now(),
    );
    return { account, payment, status: statusOf(row) };
  });

/**
 * bank/confirm: both choices made, the closing documents are prepared next (GEN_CLOSING_DISCLOSURE,
 * review-app/signdocs). A replay after the move answers the status as it is.
 */
export const confirmBankAccounts = async (
  ctx: ServiceContext,
  uuid: string,
  identityUuid: string,
): Promise<HelocStatus> =>
  inTransaction(ctx, async (tx) => {
    const row = await requireParticipantApplication(tx.db, uuid, identityUuid, { forUpdate: true });
    if (row.checklist_status === 'GEN_CLOSING_DISCLOSURE') return statusOf(row);
    requireStatus(row, ['AUTOPAY_ACCOUNT']);
    if (!row.is_crypto && !(await findBankAccount(tx.db, uuid, 'DISBURSE'))) {
      throw new AppError('conflict', DISBURSE_ACCOUNT_FIRST_MESSAGE);
    }
    if (row.autopay_enrolled === null) throw new AppError('conflict', AUTOPAY_CHOICE_FIRST_MESSAGE);
    const written = await tx.workflow.advance(
      tx.db,
      row,
      { checklistStatus: 'GEN_CLOSING_DISCLOSURE' },
      // The engine orders the flood certificate and generates the closing package.
      { by: by(identityUuid), next: 'GEN_CLOSING_DISCLOSURE' },
    );
    return statusOf(written);
  });
