import type { CreditBlock, CreditBureauCode } from '@heloc/domain/contracts';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { errorMessageOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { useCreditBlock } from '../api/get-credit-block';
import { useRequestKey } from '../api/retry-request-key';
import { useRetryCreditPull } from '../api/retry-credit-pull';
import { ProcessingScreen } from '../../../shared/application-status/processing-screen';
import { SupportContact } from '../../../shared/application-status/support-contact';
import { useStatusCheck } from '../../../shared/application-status/use-status-check';
import { useI18n } from '../../../lib/i18n';
import { BUREAU_HELP, BUREAU_ORDER } from './credit-copy';
import { creditMessages as m } from './credit.messages';
import './credit.css';

const STATUSES = ['SOFT_CREDIT_FROZEN', 'SOFT_CREDIT_LOCKED', 'HARD_CREDIT_FROZEN', 'HARD_CREDIT_LOCKED'];

/**
 * /{uuid}/credit/error (soft or hard credit frozen or locked, docs/product/registration-and-routing.md §4): which bureau's file is frozen or locked and
 * how to lift it at each bureau; "I've lifted it" re-runs the pull that stopped (soft or hard).
 */
export function CreditErrorPage() {
  const { uuid = '' } = useParams();
  const block = useCreditBlock(uuid);
  const retry = useRetryCreditPull(uuid);
  const check = useStatusCheck(uuid);
  const [requestKey, renewKey] = useRequestKey();
  const { t, localize } = useI18n();
  const [stillBlocked, setStillBlocked] = useState(false);
  const routed = useRef(false);
  const runCheck = check.check;
  const current = block.data?.status.checklistStatus;
  const isElsewhere = current !== undefined && !STATUSES.includes(current);

  useEffect(() => {
    if (routed.current || !isElsewhere) return;
    routed.current = true;
    void runCheck();
  }, [runCheck, isElsewhere]);

  if (check.phase === 'checking' || isElsewhere) {
    return <ProcessingScreen checklistStatus={check.status?.checklistStatus ?? current} />;
  }
  if (block.error) return <Alert variant="error">{localize(errorMessageOf(block.error))}</Alert>;
  if (!block.data) return <Spinner label={t(m.loading)} size="lg" />;
  const info: CreditBlock = block.data.block ?? {
    pull: current?.startsWith('HARD') ? 'HARD' : 'SOFT',
    reason: current?.endsWith('LOCKED') ? 'LOCKED' : 'FROZEN',
    bureau: null,
    ssnMasked: null,
  };
  const isLock = info.reason === 'LOCKED';
  const choice = { reason: info.reason, pull: info.pull };
  const named = info.bureau ? BUREAU_HELP[info.bureau].name : null;

  const onLifted = () =>
    retry.mutate(
      { requestKey },
      {
        onSuccess: (answer) => {
          renewKey();
          // The pull ran and the file is still blocked: say so here; anything else routes on.
          if (STATUSES.includes(answer.status.checklistStatus)) setStillBlocked(true);
          else void check.check();
        },
      },
    );

  return (
    <section className="page page--narrow stack credit-page" aria-labelledby="credit-error-title">
      <h1 id="credit-error-title">{t(m.errorTitle, choice)}</h1>
      <p className="page__lead">{named ? t(m.leadNamed, { ...choice, bureau: named }) : t(m.leadUnnamed, choice)}</p>
      {stillBlocked && (
        <Alert variant="warn" title={t(m.stillTitle, choice)}>
          <p>{named ? t(m.stillNamed, { ...choice, bureau: named }) : t(m.stillUnnamed, choice)}</p>
        </Alert>
      )}
      <h2>{t(m.howTitle, choice)}</h2>
      <p>{t(m.liftTiming)}</p>
      <ul className="credit-bureaus">
        {BUREAU_ORDER.map((code) => (
          <BureauItem key={code} code={code} isLock={isLock} isNamed={code === info.bureau} />
        ))}
      </ul>
      <h2>{t(m.thenTitle)}</h2>
      <p>{t(m.thenBody, choice)}</p>
      {retry.error && <Alert variant="error">{localize(errorMessageOf(retry.error))}</Alert>}
      {check.phase === 'error' && check.error && <Alert variant="error">{localize(check.error)}</Alert>}
      <div className="row">
        <Button onClick={onLifted} isLoading={retry.isPending} loadingLabel={t(m.checking)}>
          {t(m.lifted)}
        </Button>
      </div>
      <SupportContact />
    </section>
  );
}

function BureauItem({ code, isLock, isNamed }: { code: CreditBureauCode; isLock: boolean; isNamed: boolean }) {
  const { t, rich } = useI18n();
  const help = BUREAU_HELP[code];
  return (
    <li className={`credit-bureau${isNamed ? ' credit-bureau--named' : ''}`}>
      <h3>{isNamed ? t(m.bureauNamed, { bureau: help.name, reason: isLock ? 'LOCKED' : 'FROZEN' }) : help.name}</h3>
      {isLock ? (
        <p>{t(m.unlockWhere, { product: t(help.lockProduct) })}</p>
      ) : (
        <p>
          {rich(m.freezeHow, {
            host: new URL(help.freezeUrl).hostname,
            phone: help.freezePhone,
            site: (chunks) => (
              <a href={help.freezeUrl} target="_blank" rel="noreferrer">
                {chunks}
              </a>
            ),
            tel: (chunks) => <a href={`tel:${help.freezePhone.replace(/-/g, '')}`}>{chunks}</a>,
          })}
        </p>
      )}
    </li>
  );
}
