import type { LinkCredentials } from '@heloc/domain';
import type { BankAccounts, LinkedBankAccount } from '@heloc/domain/contracts';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessageOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button, buttonClassName } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { useBankAccounts } from '../api/get-bank-accounts';
import { useSaveDisburseAccount } from '../api/save-disburse-account';
import { useApplication } from '../../../shared/application-status/api/get-application';
import { useI18n } from '../../../lib/i18n';
import { bankMessages as m } from './bank.messages';
import { applicationPath } from '../../../shared/application-status/destination';
import { ProcessingScreen } from '../../../shared/application-status/processing-screen';
import { BankStepGuard } from './bank-step-guard';
import { LinkBankSection } from './link-bank-section';
import { accountLabel } from './masked-account';
import { useAfterDisburse } from './use-after-disburse';

/**
 * /{uuid}/bank/disburse (DISBURSEMENT_ACCOUNT; AUTOPAY_ACCOUNT without a disbursement account, docs/product/registration-and-routing.md §4): where the
 * draw is sent. Link the bank (the numbers go from the bank to us, never through the browser) or type the account.
 */
export function DisbursePage() {
  return (
    <BankStepGuard>
      <DisburseLoader />
    </BankStepGuard>
  );
}

function DisburseLoader() {
  const { uuid = '' } = useParams();
  const { data: bank, error } = useBankAccounts(uuid);
  const { t, localize } = useI18n();
  if (error) return <Alert variant="error">{localize(errorMessageOf(error))}</Alert>;
  if (!bank) return <Spinner label={t(m.loadingAccounts)} size="lg" />;
  return <Disburse uuid={uuid} bank={bank} />;
}

function Disburse({ uuid, bank }: { uuid: string; bank: BankAccounts }) {
  const { data: application } = useApplication(uuid);
  const save = useSaveDisburseAccount(uuid);
  const { next, check, editState } = useAfterDisburse();
  const [credentials, setCredentials] = useState<LinkCredentials | null>(null);
  const draw = application?.selectedOffer?.drawAmount;
  const { t, localize, moneyWithCentsWhenAny: money } = useI18n();

  if (check.phase === 'checking') return <ProcessingScreen checklistStatus={check.status?.checklistStatus} />;

  const chooseLinked = (account: LinkedBankAccount) => {
    if (!credentials) return;
    save.mutate({ source: 'LINK', ...credentials, accountType: account.accountType }, { onSuccess: next });
  };

  return (
    <section className="page page--narrow stack" aria-labelledby="disburse-title">
      <h1 id="disburse-title">{t(m.disburseTitle)}</h1>
      <p className="page__lead">{draw ? t(m.disburseLeadAmount, { amount: money(draw) }) : t(m.disburseLead)}</p>
      {bank.disburseAccount && (
        <Alert variant="info" title={t(m.accountYouGave)}>
          <p>{t(m.accountYouGaveText, { account: accountLabel(bank.disburseAccount, t) })}</p>
          <Button variant="secondary" onClick={next}>
            {t(m.keepAccount)}
          </Button>
        </Alert>
      )}
      <LinkBankSection
        uuid={uuid}
        institutions={bank.institutions}
        onLinked={setCredentials}
        onChoose={chooseLinked}
        isSaving={save.isPending}
      />
      {save.error && <Alert variant="error">{localize(errorMessageOf(save.error))}</Alert>}
      {check.phase === 'error' && <Alert variant="error">{localize(check.error ?? '')}</Alert>}
      <h2>{t(m.orEnter)}</h2>
      <p>{t(m.orEnterText)}</p>
      <Link
        to={applicationPath(uuid, 'bank/manual-disburse')}
        state={editState}
        className={buttonClassName('secondary')}
      >
        {t(m.enterByHand)}
      </Link>
    </section>
  );
}
