import { BANK_ACCOUNT_NOT_FOUND_MESSAGE, type BankAccountType } from '@heloc/domain';
import type { HelocStatus, MaskedBankAccount, SaveDisburseAccountBody } from '@heloc/domain/contracts';
import { statusOf } from '../../workflow';
import type { ApplicationRow } from '../../platform/database/schema';
import { AppError } from '../../platform/http/errors';
import { inTransaction, type ServiceContext } from '../service-context';
import { maskedAccountOf, storeBankAccount, type PlainBankAccount } from './bank-accounts';
import { by, institutionNameOf, linkBankAccounts, requireAccountStep } from './bank-step';
import { openFundingRefusal } from './funding-refusal';
import type { Participation } from '../../platform/auth/access';

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
  caller: Participation,
  body: SaveDisburseAccountBody,
): Promise<{ account: MaskedBankAccount; status: HelocStatus }> => {
  const { applicationUuid: uuid, identityUuid } = caller;
  return inTransaction(ctx, async (tx) => {
    const row = await tx.workflow.applications.lockParticipant(tx.db, caller);
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
};
