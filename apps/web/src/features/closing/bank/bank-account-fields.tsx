import { BANK_ACCOUNT_TYPE_LABELS, BANK_ACCOUNT_TYPES } from '@heloc/domain';
import { get, useFormContext } from 'react-hook-form';
import { RadioGroupField } from '../../../ui/radio-group-field';
import { TextField } from '../../../ui/text-field';

const ACCOUNT_TYPE_OPTIONS = BANK_ACCOUNT_TYPES.map((type) => ({ value: type, label: BANK_ACCOUNT_TYPE_LABELS[type] }));

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
  const errorOf = (name: string) => (get(errors, `${prefix}${name}`) as { message?: string } | undefined)?.message;
  return (
    <>
      <TextField
        label="Account holder's name"
        hint="As it appears on your bank statement"
        autoComplete="name"
        isRequired
        error={errorOf('holderName')}
        {...register(`${prefix}holderName`)}
      />
      <RadioGroupField
        legend="Account type"
        options={ACCOUNT_TYPE_OPTIONS}
        error={errorOf('accountType')}
        {...register(`${prefix}accountType`)}
      />
      <TextField
        label="Routing number"
        hint="9 digits: the first number along the bottom of a check"
        maxLength={9}
        isRequired
        error={errorOf('routingNumber')}
        {...NUMBER_INPUT}
        {...register(`${prefix}routingNumber`)}
      />
      <TextField
        label="Account number"
        hint="4 to 17 digits: the number after the routing number on a check"
        maxLength={17}
        isRequired
        error={errorOf('accountNumber')}
        {...NUMBER_INPUT}
        {...register(`${prefix}accountNumber`)}
      />
      <TextField
        label="Confirm account number"
        hint="Type it again: a wrong digit would send money to the wrong account"
        maxLength={17}
        isRequired
        error={errorOf('accountNumberConfirm')}
        {...NUMBER_INPUT}
        {...register(`${prefix}accountNumberConfirm`)}
      />
    </>
  );
}
