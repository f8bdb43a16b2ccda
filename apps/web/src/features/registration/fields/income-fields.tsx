import { useFormContext } from 'react-hook-form';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { firstStepMessages as m } from '../first-step/first-step.messages';
import { useFirstStepWords } from '../flow/use-first-step-words';
import { EMPLOYMENT_OPTIONS, optionsIn } from './field-options';
import { useShownFieldError } from './use-shown-field-error';

/** Employment type, annual income and other income (docs/product/registration-and-routing.md §3 income), validated by incomeFieldsSchema. */
export function IncomeFields() {
  const { register } = useFormContext();
  const { say } = useFirstStepWords();
  const errors = {
    employmentType: useShownFieldError('employmentType'),
    income: useShownFieldError('income'),
    otherIncome: useShownFieldError('otherIncome'),
  };
  return (
    <>
      <SelectField
        {...register('employmentType')}
        label={say(m.employmentType)}
        placeholder={say(m.select)}
        options={optionsIn(say, EMPLOYMENT_OPTIONS)}
        isRequired
        error={errors.employmentType}
      />
      <TextField {...register('income')} label={say(m.income)} inputMode="decimal" isRequired error={errors.income} />
      <TextField
        {...register('otherIncome')}
        label={say(m.otherIncome)}
        inputMode="decimal"
        error={errors.otherIncome}
      />
    </>
  );
}
