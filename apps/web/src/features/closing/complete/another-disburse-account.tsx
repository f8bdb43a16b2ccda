import { manualBankAccountSchema, type ManualBankAccount } from '@heloc/domain';
import type { CompleteSummary } from '@heloc/domain/contracts';
import { FormProvider, useForm, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessageOf } from '../../../lib/api-error';
import { useI18n, zodResolver } from '../../../lib/i18n';
import { completeMessages as m } from './complete.messages';
import { Alert } from '../../../ui/alert';
import { SubmitButton } from '../../../ui/submit-button';
import { useSaveDisburseAccount } from '../api/save-disburse-account';
import { BankAccountFields, EMPTY_BANK_ACCOUNT } from '../bank/bank-account-fields';
import { CheckHelp } from '../bank/check-help';

/**
 * complete at FUNDING_DECISION when the bank refused the first draw: what the bank said, and the account
 * to send the draw to instead, typed by hand like bank/manual-disburse. Saving it sends the draw again; the page
 * re-reads the summary (`onSent`).
 */
export function AnotherDisburseAccount({
  uuid,
  refusal,
  onSent,
}: {
  uuid: string;
  refusal: NonNullable<CompleteSummary['fundingRefused']>;
  onSent: () => void;
}) {
  const save = useSaveDisburseAccount(uuid);
  const { t, localize } = useI18n();
  const form = useForm({
    resolver: zodResolver(manualBankAccountSchema as z.ZodType<FieldValues, FieldValues>),
    defaultValues: EMPTY_BANK_ACCOUNT,
    shouldFocusError: true,
  });
  const onSubmit = form.handleSubmit((values) => {
    save.mutate({ source: 'MANUAL', ...(values as ManualBankAccount) }, { onSuccess: onSent });
  });

  return (
    <div className="stack" aria-labelledby="funding-refused-title" role="group">
      <Alert variant="error" title={t(m.bankRefused)}>
        {t(m.bankRefusedText, { mask: refusal.accountMask, reason: localize(refusal.reason) })}
      </Alert>
      {refusal.canGiveAccount ? (
        <>
          <h2 id="funding-refused-title">{t(m.sendToAnother)}</h2>
          <CheckHelp />
          <FormProvider {...form}>
            <form noValidate onSubmit={(event) => void onSubmit(event)} className="stack">
              <BankAccountFields />
              {save.error && <Alert variant="error">{localize(errorMessageOf(save.error))}</Alert>}
              <div className="row">
                <SubmitButton isLoading={save.isPending} loadingLabel={t(m.sending)}>
                  {t(m.sendToThis)}
                </SubmitButton>
              </div>
            </form>
          </FormProvider>
        </>
      ) : (
        <p id="funding-refused-title">{t(m.applicantWillChoose)}</p>
      )}
    </div>
  );
}
