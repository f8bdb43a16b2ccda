import { manualBankAccountSchema, type ManualBankAccount } from '@heloc/domain';
import { FormProvider, useForm, type FieldValues } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import { errorMessageOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { SubmitButton } from '../../../ui/submit-button';
import { useSaveDisburseAccount } from '../api/save-disburse-account';
import { applicationPath } from '../../../shared/application-status/destination';
import { ProcessingScreen } from '../../../shared/application-status/processing-screen';
import { BankAccountFields, EMPTY_BANK_ACCOUNT } from './bank-account-fields';
import { BankStepGuard } from './bank-step-guard';
import { CheckHelp } from './check-help';
import { useI18n, zodResolver } from '../../../lib/i18n';
import { bankMessages as m } from './bank.messages';
import { useAfterDisburse } from './use-after-disburse';

/** /{uuid}/bank/manual-disburse: the disbursement account typed by hand, the account number twice. */
export function ManualDisbursePage() {
  return (
    <BankStepGuard>
      <ManualDisburseForm />
    </BankStepGuard>
  );
}

function ManualDisburseForm() {
  const { uuid = '' } = useParams();
  const save = useSaveDisburseAccount(uuid);
  const { next, check, editState } = useAfterDisburse();
  const { t, localize } = useI18n();
  const form = useForm({
    resolver: zodResolver(manualBankAccountSchema as z.ZodType<FieldValues, FieldValues>),
    defaultValues: EMPTY_BANK_ACCOUNT,
    shouldFocusError: true,
  });

  if (check.phase === 'checking') return <ProcessingScreen checklistStatus={check.status?.checklistStatus} />;

  const onSubmit = form.handleSubmit((values) => {
    save.mutate({ source: 'MANUAL', ...(values as ManualBankAccount) }, { onSuccess: next });
  });

  return (
    <section className="page page--narrow stack" aria-labelledby="manual-disburse-title">
      <h1 id="manual-disburse-title">{t(m.manualTitle)}</h1>
      <p className="page__lead">{t(m.manualLead)}</p>
      <CheckHelp />
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="stack">
          <BankAccountFields />
          <p className="bank-note">{t(m.manualNote)}</p>
          {save.error && <Alert variant="error">{localize(errorMessageOf(save.error))}</Alert>}
          {check.phase === 'error' && <Alert variant="error">{localize(check.error ?? '')}</Alert>}
          <div className="row">
            <SubmitButton isLoading={save.isPending} loadingLabel={t(m.saving)}>
              {t(m.saveAccount)}
            </SubmitButton>
            <Link to={applicationPath(uuid, 'bank/disburse')} state={editState}>
              {t(m.linkInstead)}
            </Link>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
