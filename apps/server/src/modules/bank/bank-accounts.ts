import { randomUUID } from 'node:crypto';
import { maskBankAccount, type BankAccountSource, type BankAccountType } from '@heloc/domain';
import type { MaskedBankAccount } from '@heloc/domain/contracts';
import { fieldContext } from '../../platform/crypto';
import type { BankAccountRow } from '../../platform/database/schema';
import { type BankAccountPurpose, readBankAccount } from '../../workflow';
import type { ServiceContext } from '../service-context';

/** An account with its full numbers: exists only in memory, between the form (or the link) and the cipher. */
export interface PlainBankAccount {
  source: BankAccountSource;
  institutionId: string | null;
  accountType: BankAccountType;
  holderName: string;
  routingNumber: string;
  accountNumber: string;
}

const sealed = (ctx: ServiceContext, rowUuid: string, column: string, value: string) =>
  ctx.cipher.encrypt(value, fieldContext('bank_accounts', rowUuid, column));

/**
 * Stores the account of `purpose` encrypted (AES-256-GCM, bound to its row and column) with the last 4 digits
 * beside it. One row per application and purpose: saving again (a replay, a changed account) keeps the row's uuid,
 * so its sealed values stay bound to it.
 */
export const storeBankAccount = async (
  ctx: ServiceContext,
  applicationUuid: string,
  purpose: BankAccountPurpose,
  account: PlainBankAccount,
): Promise<BankAccountRow> => {
  const existing = await readBankAccount(ctx.db, applicationUuid, purpose);
  const uuid = existing?.uuid ?? randomUUID();
  const now = ctx.now();
  const row = {
    uuid,
    application_uuid: applicationUuid,
    purpose,
    source: account.source,
    institution_id: account.institutionId,
    account_type: account.accountType,
    holder_name: account.holderName,
    routing_number_encrypted: sealed(ctx, uuid, 'routing_number', account.routingNumber),
    account_number_encrypted: sealed(ctx, uuid, 'account_number', account.accountNumber),
    routing_last4: maskBankAccount(account.routingNumber),
    account_last4: maskBankAccount(account.accountNumber),
    created_at: existing?.created_at ?? now,
    updated_at: now,
  };
  await ctx.workflow.closing.saveBankAccount(ctx.db, row);
  return row;
};

/** What every answer carries of an account: last 4 digits only (docs/product/application-area.md §5.2). */
export const maskedAccountOf = (
  row: BankAccountRow,
  institutionName: (id: string) => string | null,
): MaskedBankAccount => ({
  mask: row.account_last4,
  routingNumberMask: row.routing_last4,
  accountType: row.account_type as BankAccountType,
  holderName: row.holder_name,
  source: row.source as BankAccountSource,
  institutionName: row.institution_id ? institutionName(row.institution_id) : null,
});
