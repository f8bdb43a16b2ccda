import { BANK_ACCOUNT_TYPES } from '@heloc/domain';
import { get, useFormContext } from 'react-hook-form';
import { RadioGroupField } from '../../../ui/radio-group-field';
import { TextField } from '../../../ui/text-field';
import { useI18n } from '../../../lib/i18n';
import { bankMessages as m } from './bank.messages';
import { accountTypeMessage } from './masked-account';

/** The fields of an account typed by hand, empty: the form's default values. */
export const EMPTY_BANK_ACCOUNT = {
  holderName: '',
  accountType: '',
  routingNumber: '',
  accountNumber: '',
  accountNumberConfirm: '',
};

// Numbers typed by hand are never remembered by the browser, and the keyboard is the number pad on phones.
const NUMBER_INPUT = { inputMode: 'numeric', autoComplete: 'off', spellCheck: false } as const;

/**
 * Holder, type, routing number and the account number typed twice (bank/manual-disburse, and another account on
 * bank/autopay under `prefix` 'account.'). Inside a react-hook-form FormProvider; the domain's schemas give the
 * messages (manualBankAccountSchema).
 */
export function BankAccountFields({ prefix = '' }: { prefix?: '' | 'account.' }) {
  const {
    register,
    formState: { errors },
  } = useFormContext();
  const { t, localize } = useI18n();
  const errorOf = (name: string) => {
    const message = (get(errors, `${prefix}${name}`) as { message?: string } | undefined)?.message;
    return message ? localize(message) : undefined;
  };
  const accountTypeOptions = BANK_ACCOUNT_TYPES.map((type) => ({ value: type, label: t(accountTypeMessage(type)) }));
  return (
    <>
      <TextField
        label={t(m.holderName)}
        hint={t(m.holderNameHint)}
        autoComplete="name"
        isRequired
        error={errorOf('holderName')}
        {...register(`${prefix}holderName`)}
      />
      <RadioGroupField
        legend={t(m.accountType)}
        options={accountTypeOptions}
        error={errorOf('accountType')}
        {...register(`${prefix}accountType`)}
      />
      <TextField
        label={t(m.routingNumber)}
        hint={t(m.routingNumberHint)}
        maxLength={9}
        isRequired
        error={errorOf('routingNumber')}
        {...NUMBER_INPUT}
        {...register(`${prefix}routingNumber`)}
      />
      <TextField
        label={t(m.accountNumber)}
        hint={t(m.accountNumberHint)}
        maxLength={17}
        isRequired
        error={errorOf('accountNumber')}
        {...NUMBER_INPUT}
        {...register(`${prefix}accountNumber`)}
      />
      <TextField
        label={t(m.confirmAccountNumber)}
        hint={t(m.confirmAccountNumberHint)}
        maxLength={17}
        isRequired
        error={errorOf('accountNumberConfirm')}
        {...NUMBER_INPUT}
        {...register(`${prefix}accountNumberConfirm`)}
      />
    </>
  );
}
