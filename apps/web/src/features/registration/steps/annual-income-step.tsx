import { needsIncomeConfirmation } from '@heloc/domain';
import { useRef, useState } from 'react';
import { type z } from 'zod';
import { useI18n } from '../../../lib/i18n';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { useRegistrationDraft } from '../draft/draft-context';
import { incomeFieldsSchema } from '../fields/field-schemas';
import { IncomeFields } from '../fields/income-fields';
import { StepForm } from './step-form';
import { stepsMessages as m } from './steps.messages';

const schema = incomeFieldsSchema;
type Values = z.infer<typeof schema>;

/** /register-v2/annual-income (docs/product/registration-and-routing.md §2, §5), with the under-$15,000 confirmation. */
export function AnnualIncomeStep() {
  const { draft } = useRegistrationDraft();
  const { t } = useI18n();
  const [pendingIncome, setPendingIncome] = useState<number>();
  const confirmed = useRef<number | undefined>(undefined);
  const income = draft.income;

  const onValid = (values: Values) => {
    // docs/product/registration-and-routing.md §5: an annual income under 15,000 must be confirmed as pre-tax annual income.
    if (needsIncomeConfirmation(values.income) && confirmed.current !== values.income) {
      setPendingIncome(values.income);
      return false as const;
    }
    setPendingIncome(undefined);
    return {
      income: { income: values.income, otherIncome: values.otherIncome, employmentType: values.employmentType },
      hasIncomeBeenSet: true,
    };
  };

  return (
    <StepForm
      step="annual-income"
      title={t(m.incomeTitle)}
      schema={schema}
      defaultValues={{
        employmentType: income?.employmentType ?? '',
        income: income?.income ?? draft.prefillIncome ?? '',
        otherIncome: income?.otherIncome ?? '',
      }}
      onValid={(values) => onValid(values as Values)}
    >
      <IncomeFields />
      {pendingIncome !== undefined && (
        <Alert variant="warn">
          <p>{t(m.incomeConfirmation)}</p>
          <Button type="submit" variant="secondary" onClick={() => (confirmed.current = pendingIncome)}>
            {t(m.confirm)}
          </Button>
        </Alert>
      )}
    </StepForm>
  );
}
