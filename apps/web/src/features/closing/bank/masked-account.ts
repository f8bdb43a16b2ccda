import { BANK_ACCOUNT_TYPE_LABELS, maskBankAccount } from '@heloc/domain';
import type { MaskedBankAccount } from '@heloc/domain/contracts';

/** docs/product/application-area.md §5.2: an account by its last 4 digits only, '••••6789'. */
export const masked = (digits: string): string => `••••${maskBankAccount(digits)}`;

/** 'Checking ••••6789 at First Sandbox Bank' (the bank's name only for a linked account). */
export const accountLabel = (account: MaskedBankAccount): string =>
  `${BANK_ACCOUNT_TYPE_LABELS[account.accountType]} ${masked(account.mask)}` +
  (account.institutionName ? ` at ${account.institutionName}` : '');
