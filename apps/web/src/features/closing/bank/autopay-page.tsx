import { roundToCents } from '@heloc/domain';
import type { BankAccounts } from '@heloc/domain/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
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
import { money, percent } from '../../../shared/offer-figures/offer-figures';
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
  if (error) return <Alert variant="error">{errorMessageOf(error)}</Alert>;
  if (!bank) return <Spinner label="Loading your payment options" size="lg" />;
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

  const payFromOptions = [
    ...(disburseAccount && !status?.isCrypto
      ? [{ value: 'disburse', label: `The account your funds go to (${accountLabel(disburseAccount)})` }]
      : []),
    { value: 'other', label: 'Another account' },
  ];

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(autopayChoiceOf(values), {
      onSuccess: () => void navigate(applicationPath(uuid, 'bank/confirm')),
    }),
  );

  return (
    <section className="page page--narrow stack" aria-labelledby="autopay-title">
      <h1 id="autopay-title">Set up automatic payments</h1>
      <p className="page__lead">
        With autopay, your monthly payment is taken from your bank account on its due date, so a payment is never late.
        {hasDiscount && ` It also lowers your interest rate by ${percent(withAutopay.autopayDiscount)}.`}
      </p>
      <PaymentComparison withAutopay={withAutopay} withoutAutopay={withoutAutopay} />
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="stack">
          <RadioGroupField
            legend="Do you want to pay automatically?"
            options={[
              {
                value: 'yes',
                label: `Yes, use autopay: ${money(withAutopay.monthlyPayment)} a month at ${percent(withAutopay.rate)}`,
              },
              {
                value: 'no',
                label: `No, I will pay each month myself: ${money(withoutAutopay.monthlyPayment)} a month at ${percent(withoutAutopay.rate)}`,
              },
            ]}
            error={errors.enroll?.message}
            {...form.register('enroll')}
          />
          {enroll === 'yes' && (
            <RadioGroupField
              legend="Pay from"
              options={payFromOptions}
              error={errors.payFrom?.message}
              {...form.register('payFrom')}
            />
          )}
          {enroll === 'yes' && payFrom === 'other' && (
            <fieldset className="bank-other-account stack">
              <legend>The account your payments come from</legend>
              <CheckHelp />
              <BankAccountFields prefix="account." />
            </fieldset>
          )}
          {enroll === 'no' && hasDiscount && (
            <Alert variant="warn" title="Without autopay your payment is higher">
              Your rate would be {percent(withoutAutopay.rate)} instead of {percent(withAutopay.rate)}, and your monthly
              payment {money(withoutAutopay.monthlyPayment)} instead of {money(withAutopay.monthlyPayment)}:{' '}
              {money(extra)} more each month. Your closing documents will show this rate and payment.
            </Alert>
          )}
          {save.error && <Alert variant="error">{errorMessageOf(save.error)}</Alert>}
          <div className="row">
            <SubmitButton isLoading={save.isPending} loadingLabel="Saving" />
            {!status?.isCrypto && (
              <Link to={applicationPath(uuid, 'bank/disburse')}>Change the account your funds go to</Link>
            )}
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
