import type { BankAccounts, MaskedBankAccount } from '@heloc/domain/contracts';
import { readBankAccount, readParticipantApplication } from '../../workflow';
import type { ApplicationRow } from '../../platform/database/schema';
import type { ServiceContext } from '../service-context';
import { maskedAccountOf } from './bank-accounts';
import { institutionNameOf, institutionsOf, pricingOf } from './bank-step';
import type { Participation } from '../../platform/auth/access';

/** The autopay account: another account's row, or the disbursement account's when autopay uses it. */
const autopayAccountOf = async (ctx: ServiceContext, row: ApplicationRow, disburse: MaskedBankAccount | null) => {
  if (!row.autopay_enrolled) return null;
  const other = await readBankAccount(ctx.db, row.uuid, 'AUTOPAY');
  return other ? maskedAccountOf(other, institutionNameOf(ctx)) : disburse;
};

/** bank/*: the accounts so far (masked), the payment with and without autopay, and the banks to link. */
export const getBankAccounts = async (ctx: ServiceContext, caller: Participation): Promise<BankAccounts> => {
  const uuid = caller.applicationUuid;
  const row = await readParticipantApplication(ctx.db, caller);
  const { pricing } = pricingOf(row);
  const disburseRow = await readBankAccount(ctx.db, uuid, 'DISBURSE');
  const disburseAccount = disburseRow ? maskedAccountOf(disburseRow, institutionNameOf(ctx)) : null;
  return {
    disburseAccount,
    autopay: { enrolled: row.autopay_enrolled, account: await autopayAccountOf(ctx, row, disburseAccount) },
    ...pricing,
    institutions: institutionsOf(ctx),
  };
};
