import { REGISTRATION_EMPLOYMENT_TYPES, type RegistrationEmploymentType } from '@heloc/domain';
import { useFormContext } from 'react-hook-form';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { useFieldError } from './use-field-error';

// Labels are ours; the values are spec 01 §3's.
const EMPLOYMENT_LABELS: Record<RegistrationEmploymentType, string> = {
  FULL_TIME: 'Full time',
  PART_TIME: 'Part time',
  SELF_EMPLOYED: 'Self-employed',
  RETIRED: 'Retired',
  UNEMPLOYED: 'Unemployed',
  ALIMONY: 'Alimony',
  CHILD_SUPPORT: 'Child support',
  SEPARATE_MAINTENANCE_PAYMENTS: 'Separate maintenance payments',
  PUBLIC_ASSISTANCE_PROGRAM: 'Public assistance program',
};
const EMPLOYMENT_OPTIONS = REGISTRATION_EMPLOYMENT_TYPES.map((value) => ({ value, label: EMPLOYMENT_LABELS[value] }));

/** Employment type, annual income and other income (spec 01 §3 income), validated by incomeFieldsSchema. */
export function IncomeFields() {
  const { register } = useFormContext();
  const errors = {
    employmentType: useFieldError('employmentType'),
    income: useFieldError('income'),
    otherIncome: useFieldError('otherIncome'),
  };
  return (
    <>
      <SelectField
        {...register('employmentType')}
        label="Employment type"
        placeholder="Select…"
        options={EMPLOYMENT_OPTIONS}
        isRequired
        error={errors.employmentType}
      />
      <TextField
        {...register('income')}
        label="Annual income (before taxes)"
        inputMode="decimal"
        isRequired
        error={errors.income}
      />
      <TextField
        {...register('otherIncome')}
        label="Other annual income (optional)"
        inputMode="decimal"
        error={errors.otherIncome}
      />
    </>
  );
}
