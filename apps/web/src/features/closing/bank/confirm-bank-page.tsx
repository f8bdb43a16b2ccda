import type { BankAccounts } from '@heloc/domain/contracts';
import { Link, Navigate, useParams } from 'react-router';
import { errorMessageOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { useBankAccounts } from '../api/get-bank-accounts';
import { useConfirmBankAccounts } from '../api/confirm-bank-accounts';
import { useApplicationStatus } from '../../../shared/application-status/api/get-status';
import { money, percent } from '../../../shared/offer-figures/offer-figures';
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
  if (error) return <Alert variant="error">{errorMessageOf(error)}</Alert>;
  if (!bank || !status) return <Spinner label="Loading your accounts" size="lg" />;
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

  if (check.phase === 'checking') return <ProcessingScreen checklistStatus={check.status?.checklistStatus} />;

  const onConfirm = () =>
    confirm.mutate(undefined, { onSuccess: () => void check.check({ previousStatus: 'AUTOPAY_ACCOUNT' }) });

  return (
    <section className="page page--narrow stack" aria-labelledby="bank-confirm-title">
      <h1 id="bank-confirm-title">Confirm your bank accounts</h1>
      <p className="page__lead">Check these details: your closing documents are prepared from them.</p>
      <dl className="bank-summary">
        {!isCrypto && disburseAccount && (
          <div>
            <dt>Your funds go to</dt>
            <dd>
              {disburseAccount.holderName}, {disburseAccount.accountType === 'CHECKING' ? 'checking' : 'savings'}{' '}
              account {masked(disburseAccount.mask)}
              {disburseAccount.institutionName && ` at ${disburseAccount.institutionName}`} (routing number{' '}
              {masked(disburseAccount.routingNumberMask)})
            </dd>
            <dd>
              <Link to={applicationPath(uuid, 'bank/disburse')} state={EDIT_STATE}>
                Change the account your funds go to
              </Link>
            </dd>
          </div>
        )}
        <div>
          <dt>Autopay</dt>
          <dd>
            {autopay.enrolled && autopay.account
              ? `Yes, from ${autopay.account.accountType === 'CHECKING' ? 'checking' : 'savings'} account ${masked(autopay.account.mask)}`
              : 'No: you will pay each month yourself'}
          </dd>
          <dd>
            <Link to={applicationPath(uuid, 'bank/autopay')}>Change autopay</Link>
          </dd>
        </div>
        <div>
          <dt>Monthly payment</dt>
          <dd>
            {money(payment.monthlyPayment)} at {percent(payment.rate)}
            {autopay.enrolled && payment.autopayDiscount > 0 && ' (includes the autopay discount)'}
          </dd>
        </div>
      </dl>
      <h2>What happens next</h2>
      <p>
        When you confirm, we prepare your closing documents: your HELOC agreement and the closing disclosure with your
        final rate, payment and costs. This usually takes a few minutes; we e-mail you when they are ready to sign.
      </p>
      {confirm.error && <Alert variant="error">{errorMessageOf(confirm.error)}</Alert>}
      {check.phase === 'error' && <Alert variant="error">{check.error}</Alert>}
      <div className="row">
        <Button onClick={onConfirm} isLoading={confirm.isPending} loadingLabel="Confirming">
          Confirm and continue
        </Button>
      </div>
    </section>
  );
}
