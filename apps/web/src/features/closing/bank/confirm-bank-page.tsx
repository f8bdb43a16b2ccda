import type { BankAccounts } from '@heloc/domain/contracts';
import { Link, Navigate, useParams } from 'react-router';
import { errorMessageOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { useBankAccounts } from '../api/get-bank-accounts';
import { useConfirmBankAccounts } from '../api/confirm-bank-accounts';
import { useApplicationStatus } from '../../../shared/application-status/api/get-status';
import { useI18n } from '../../../lib/i18n';
import { bankMessages as m } from './bank.messages';
import { applicationPath } from '../../../shared/application-status/destination';
import { ProcessingScreen } from '../../../shared/application-status/processing-screen';
import { useStatusCheck } from '../../../shared/application-status/use-status-check';
import { BankStepGuard } from './bank-step-guard';
import { masked } from './masked-account';
import type { BankEditState } from './use-after-disburse';

/** /{uuid}/bank/confirm: both accounts (last 4 digits), the payment and autopay, each with a way to change it. */
export function ConfirmBankPage() {
  return (
    <BankStepGuard statuses={['AUTOPAY_ACCOUNT']}>
      <ConfirmLoader />
    </BankStepGuard>
  );
}

function ConfirmLoader() {
  const { uuid = '' } = useParams();
  const { data: bank, error } = useBankAccounts(uuid);
  const { data: status } = useApplicationStatus(uuid);
  const { t, localize } = useI18n();
  if (error) return <Alert variant="error">{localize(errorMessageOf(error))}</Alert>;
  if (!bank || !status) return <Spinner label={t(m.loadingAccounts)} size="lg" />;
  // Nothing to confirm before the choices are made.
  if (!bank.disburseAccount && !status.isCrypto)
    return <Navigate to={applicationPath(uuid, 'bank/disburse')} replace />;
  if (bank.autopay.enrolled === null) return <Navigate to={applicationPath(uuid, 'bank/autopay')} replace />;
  return <ConfirmAccounts uuid={uuid} bank={bank} isCrypto={status.isCrypto} />;
}

const EDIT_STATE: BankEditState = { returnTo: 'bank/confirm' };

function ConfirmAccounts({ uuid, bank, isCrypto }: { uuid: string; bank: BankAccounts; isCrypto: boolean }) {
  const confirm = useConfirmBankAccounts(uuid);
  const check = useStatusCheck(uuid);
  const { disburseAccount, autopay } = bank;
  const payment = autopay.enrolled ? bank.withAutopay : bank.withoutAutopay;
  const { t, localize, moneyWithCentsWhenAny: money, percent } = useI18n();

  if (check.phase === 'checking') return <ProcessingScreen checklistStatus={check.status?.checklistStatus} />;

  const onConfirm = () =>
    confirm.mutate(undefined, { onSuccess: () => void check.check({ previousStatus: 'AUTOPAY_ACCOUNT' }) });

  return (
    <section className="page page--narrow stack" aria-labelledby="bank-confirm-title">
      <h1 id="bank-confirm-title">{t(m.confirmTitle)}</h1>
      <p className="page__lead">{t(m.confirmLead)}</p>
      <dl className="bank-summary">
        {!isCrypto && disburseAccount && (
          <div>
            <dt>{t(m.fundsGoTo)}</dt>
            <dd>
              {t(m.disburseAccount, {
                holder: disburseAccount.holderName,
                type: disburseAccount.accountType,
                mask: masked(disburseAccount.mask),
                institution: disburseAccount.institutionName ?? 'none',
                routing: masked(disburseAccount.routingNumberMask),
              })}
            </dd>
            <dd>
              <Link to={applicationPath(uuid, 'bank/disburse')} state={EDIT_STATE}>
                {t(m.changeDisburse)}
              </Link>
            </dd>
          </div>
        )}
        <div>
          <dt>{t(m.autopay)}</dt>
          <dd>
            {autopay.enrolled && autopay.account
              ? t(m.autopayYes, { type: autopay.account.accountType, mask: masked(autopay.account.mask) })
              : t(m.autopayNo)}
          </dd>
          <dd>
            <Link to={applicationPath(uuid, 'bank/autopay')}>{t(m.changeAutopay)}</Link>
          </dd>
        </div>
        <div>
          <dt>{t(m.monthlyPayment)}</dt>
          <dd>
            {t(m.paymentAt, { payment: money(payment.monthlyPayment), rate: percent(payment.rate) })}
            {autopay.enrolled && payment.autopayDiscount > 0 && t(m.includesDiscount)}
          </dd>
        </div>
      </dl>
      <h2>{t(m.whatNext)}</h2>
      <p>{t(m.whatNextText)}</p>
      {confirm.error && <Alert variant="error">{localize(errorMessageOf(confirm.error))}</Alert>}
      {check.phase === 'error' && <Alert variant="error">{localize(check.error ?? '')}</Alert>}
      <div className="row">
        <Button onClick={onConfirm} isLoading={confirm.isPending} loadingLabel={t(m.confirming)}>
          {t(m.confirmAndContinue)}
        </Button>
      </div>
    </section>
  );
}
