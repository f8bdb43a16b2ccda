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
import { BUREAU_HELP, BUREAU_ORDER, LIFT_TIMING } from './credit-copy';
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
  if (block.error) return <Alert variant="error">{errorMessageOf(block.error)}</Alert>;
  if (!block.data) return <Spinner label="Loading" size="lg" />;
  const info: CreditBlock = block.data.block ?? {
    pull: current?.startsWith('HARD') ? 'HARD' : 'SOFT',
    reason: current?.endsWith('LOCKED') ? 'LOCKED' : 'FROZEN',
    bureau: null,
    ssnMasked: null,
  };
  const isLock = info.reason === 'LOCKED';
  const what = isLock ? 'locked' : 'frozen';
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
      <h1 id="credit-error-title">Your credit file is {what}</h1>
      <p className="page__lead">
        {named ? `${named} did not release your credit report` : 'The credit bureau did not release your credit report'}{' '}
        because {isLock ? 'a lock' : 'a security freeze'} is on your file. We cannot{' '}
        {info.pull === 'HARD' ? 'finish the credit check for your confirmed offer' : 'pre-qualify you'} until you lift
        it.
      </p>
      {stillBlocked && (
        <Alert variant="warn" title={`Your file is still ${what}`}>
          <p>
            {named ?? 'The bureau'} still reports {isLock ? 'a lock' : 'a freeze'} on your file. Check that the{' '}
            {isLock ? 'unlock' : 'lift'} was confirmed{named ? ` by ${named}` : ''}, wait a few minutes and try again,
            or call us and we will help.
          </p>
        </Alert>
      )}
      <h2>How to {isLock ? 'unlock your file' : 'lift the freeze'}</h2>
      <p>{LIFT_TIMING}</p>
      <ul className="credit-bureaus">
        {BUREAU_ORDER.map((code) => (
          <BureauItem key={code} code={code} isLock={isLock} isNamed={code === info.bureau} />
        ))}
      </ul>
      <h2>Then</h2>
      <p>
        Once it is lifted, select the button below. We check your credit again at once
        {info.pull === 'HARD' ? ' and continue with your confirmed offer' : ' and show you your offers'}.
      </p>
      {retry.error && <Alert variant="error">{errorMessageOf(retry.error)}</Alert>}
      {check.phase === 'error' && <Alert variant="error">{check.error}</Alert>}
      <div className="row">
        <Button onClick={onLifted} isLoading={retry.isPending} loadingLabel="Checking your credit">
          I&apos;ve lifted it
        </Button>
      </div>
      <SupportContact />
    </section>
  );
}

function BureauItem({ code, isLock, isNamed }: { code: CreditBureauCode; isLock: boolean; isNamed: boolean }) {
  const help = BUREAU_HELP[code];
  return (
    <li className={`credit-bureau${isNamed ? ' credit-bureau--named' : ''}`}>
      <h3>
        {help.name}
        {isNamed ? ` (your ${isLock ? 'lock' : 'freeze'} is here)` : ''}
      </h3>
      {isLock ? (
        <p>Unlock your file where you locked it: {help.lockProduct}.</p>
      ) : (
        <p>
          Online at{' '}
          <a href={help.freezeUrl} target="_blank" rel="noreferrer">
            {new URL(help.freezeUrl).hostname}
          </a>{' '}
          or by phone at <a href={`tel:${help.freezePhone.replace(/-/g, '')}`}>{help.freezePhone}</a>. You need the PIN
          or the account you created when you placed the freeze.
        </p>
      )}
    </li>
  );
}
