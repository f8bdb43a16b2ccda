import { roundToCents } from '@heloc/domain';
import type { BankAccounts } from '@heloc/domain/contracts';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { errorMessageOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { RadioGroupField } from '../../../ui/radio-group-field';
import { Spinner } from '../../../ui/spinner';
import { SubmitButton } from '../../../ui/submit-button';
import { useBankAccounts } from '../api/get-bank-accounts';
import { useSaveAutopay } from '../api/save-autopay';
import { useApplicationStatus } from '../../../shared/application-status/api/get-status';
import { useI18n, zodResolver } from '../../../lib/i18n';
import { bankMessages as m } from './bank.messages';
import { applicationPath } from '../../../shared/application-status/destination';
import { autopayChoiceOf, autopayFormSchema, type AutopayFormValues } from './autopay-form';
import { BankAccountFields, EMPTY_BANK_ACCOUNT } from './bank-account-fields';
import { BankStepGuard } from './bank-step-guard';
import { CheckHelp } from './check-help';
import { accountLabel } from './masked-account';
import { PaymentComparison } from './payment-comparison';

/** /{uuid}/bank/autopay (AUTOPAY_ACCOUNT): autopay with its discount, or not, before bank/confirm. */
export function AutopayPage() {
  return (
    <BankStepGuard statuses={['AUTOPAY_ACCOUNT']}>
      <AutopayLoader />
    </BankStepGuard>
  );
}

function AutopayLoader() {
  const { uuid = '' } = useParams();
  const { data: bank, error } = useBankAccounts(uuid);
  const { t, localize } = useI18n();
  if (error) return <Alert variant="error">{localize(errorMessageOf(error))}</Alert>;
  if (!bank) return <Spinner label={t(m.loadingPaymentOptions)} size="lg" />;
  return <AutopayForm uuid={uuid} bank={bank} />;
}

/** The saved choice as form values (another account's numbers are never sent back: it is typed again). */
const savedChoice = (bank: BankAccounts): AutopayFormValues => {
  const base = { enroll: '', payFrom: '', account: EMPTY_BANK_ACCOUNT } as const;
  if (bank.autopay.enrolled === false) return { ...base, enroll: 'no' };
  const { account } = bank.autopay;
  const isDisburse =
    account &&
    bank.disburseAccount &&
    account.mask === bank.disburseAccount.mask &&
    account.source === bank.disburseAccount.source;
  return bank.autopay.enrolled && isDisburse ? { ...base, enroll: 'yes', payFrom: 'disburse' } : { ...base };
};

function AutopayForm({ uuid, bank }: { uuid: string; bank: BankAccounts }) {
  const navigate = useNavigate();
  const { data: status } = useApplicationStatus(uuid);
  const save = useSaveAutopay(uuid);
  const form = useForm<AutopayFormValues, unknown, AutopayFormValues>({
    resolver: zodResolver(autopayFormSchema as unknown as z.ZodType<AutopayFormValues, AutopayFormValues>),
    defaultValues: savedChoice(bank),
    shouldFocusError: true,
  });
  const enroll = form.watch('enroll');
  const payFrom = form.watch('payFrom');
  const { withAutopay, withoutAutopay, disburseAccount } = bank;
  const hasDiscount = withAutopay.autopayDiscount > 0;
  const extra = roundToCents(withoutAutopay.monthlyPayment - withAutopay.monthlyPayment);
  const errors = form.formState.errors;
  const { t, localize, moneyWithCentsWhenAny: money, percent } = useI18n();
  const errorText = (message: string | undefined) => (message ? localize(message) : undefined);

  const payFromOptions = [
    ...(disburseAccount && !status?.isCrypto
      ? [{ value: 'disburse', label: t(m.payFromDisburse, { account: accountLabel(disburseAccount, t) }) }]
      : []),
    { value: 'other', label: t(m.payFromOther) },
  ];

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(autopayChoiceOf(values), {
      onSuccess: () => void navigate(applicationPath(uuid, 'bank/confirm')),
    }),
  );

  return (
    <section className="page page--narrow stack" aria-labelledby="autopay-title">
      <h1 id="autopay-title">{t(m.autopayTitle)}</h1>
      <p className="page__lead">
        {t(m.autopayLead)}
        {hasDiscount && t(m.autopayLeadDiscount, { discount: percent(withAutopay.autopayDiscount) })}
      </p>
      <PaymentComparison withAutopay={withAutopay} withoutAutopay={withoutAutopay} />
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="stack">
          <RadioGroupField
            legend={t(m.enrollLegend)}
            options={[
              {
                value: 'yes',
                label: t(m.enrollYes, { payment: money(withAutopay.monthlyPayment), rate: percent(withAutopay.rate) }),
              },
              {
                value: 'no',
                label: t(m.enrollNo, {
                  payment: money(withoutAutopay.monthlyPayment),
                  rate: percent(withoutAutopay.rate),
                }),
              },
            ]}
            error={errorText(errors.enroll?.message)}
            {...form.register('enroll')}
          />
          {enroll === 'yes' && (
            <RadioGroupField
              legend={t(m.payFromLegend)}
              options={payFromOptions}
              error={errorText(errors.payFrom?.message)}
              {...form.register('payFrom')}
            />
          )}
          {enroll === 'yes' && payFrom === 'other' && (
            <fieldset className="bank-other-account stack">
              <legend>{t(m.otherAccountLegend)}</legend>
              <CheckHelp />
              <BankAccountFields prefix="account." />
            </fieldset>
          )}
          {enroll === 'no' && hasDiscount && (
            <Alert variant="warn" title={t(m.withoutAutopayTitle)}>
              {t(m.withoutAutopayText, {
                rateWithout: percent(withoutAutopay.rate),
                rateWith: percent(withAutopay.rate),
                paymentWithout: money(withoutAutopay.monthlyPayment),
                paymentWith: money(withAutopay.monthlyPayment),
                extra: money(extra),
              })}
            </Alert>
          )}
          {save.error && <Alert variant="error">{localize(errorMessageOf(save.error))}</Alert>}
          <div className="row">
            <SubmitButton isLoading={save.isPending} loadingLabel={t(m.saving)}>
              {t(m.continue)}
            </SubmitButton>
            {!status?.isCrypto && <Link to={applicationPath(uuid, 'bank/disburse')}>{t(m.changeDisburse)}</Link>}
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
