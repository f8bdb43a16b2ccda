import { maskBankAccount, type BankAccountType } from '@heloc/domain';
import type { MaskedBankAccount } from '@heloc/domain/contracts';
import type { MessageDescriptor } from 'react-intl';
import { bankMessages as m } from './bank.messages';

type Translate = (descriptor: MessageDescriptor, values?: Record<string, string>) => string;

/** docs/product/application-area.md §5.2: an account by its last 4 digits only, '••••6789'. */
export const masked = (digits: string): string => `••••${maskBankAccount(digits)}`;

/** 'Checking' or 'Savings', in the person's language. */
export const accountTypeMessage = (type: BankAccountType): MessageDescriptor =>
  type === 'CHECKING' ? m.checking : m.savings;

/** 'Checking ••••6789 at First Sandbox Bank' (the bank's name only for a linked account). */
export const accountLabel = (account: MaskedBankAccount, t: Translate): string => {
  const values = { type: t(accountTypeMessage(account.accountType)), mask: masked(account.mask) };
  return account.institutionName
    ? t(m.accountLabelAt, { ...values, institution: account.institutionName })
    : t(m.accountLabel, values);
};
