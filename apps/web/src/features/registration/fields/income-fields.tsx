import { useFormContext } from 'react-hook-form';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { EMPLOYMENT_OPTIONS } from './field-options';
import { useFieldError } from '../../../ui/use-field-error';

/** Employment type, annual income and other income (docs/product/registration-and-routing.md §3 income), validated by incomeFieldsSchema. */
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
