import { formatDisplayDate } from '@heloc/domain';
import type { IdentityCheck } from '@heloc/domain/contracts';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { errorMessageOf } from '../../../lib/api-error';
import { isFlagOn } from '../../../lib/flags';
import { useFlags } from '../../../lib/use-flags';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { useIdentityCheck } from '../../../shared/identity-check/api/get-identity-check';
import { useVerifyIdentity } from '../../../shared/identity-check/api/verify-identity';
import { ProcessingScreen } from '../../../shared/application-status/processing-screen';
import { useStatusCheck } from '../../../shared/application-status/use-status-check';
import { PHOTO_TIPS, WHY_WE_ASK } from '../../../shared/identity-check/identity-copy';
import { IdentityForm } from '../../../shared/identity-check/identity-form';
import '../../../shared/identity-check/identity.css';

const STATUS = 'IDENTITY_VERIFICATION';

/**
 * /{uuid}/identity (IDENTITY_VERIFICATION, progress step "Verify Identity"): a government photo ID, checked by the
 * identity provider. A failed check says what went wrong and asks for a new photo; a check under review says who
 * looks at it and when; a verified one moves on to the liens.
 */
export function IdentityPage() {
  const { uuid = '' } = useParams();
  const identity = useIdentityCheck(uuid);
  const verify = useVerifyIdentity(uuid);
  const check = useStatusCheck(uuid);
  const flags = useFlags();
  const routed = useRef(false);
  const runCheck = check.check;
  const latest = identity.data?.check ?? null;
  const hasMovedOn = identity.data !== undefined && identity.data.status.checklistStatus !== STATUS;

  // Verified (now or by a specialist) or moved on elsewhere: route by the status once.
  useEffect(() => {
    if (routed.current || !(hasMovedOn || latest?.result === 'VERIFIED')) return;
    routed.current = true;
    void runCheck({ previousStatus: hasMovedOn ? undefined : STATUS });
  }, [runCheck, hasMovedOn, latest?.result]);

  if (check.phase === 'checking' || hasMovedOn || latest?.result === 'VERIFIED') {
    return <ProcessingScreen checklistStatus={check.status?.checklistStatus ?? STATUS} />;
  }
  if (identity.error) return <Alert variant="error">{errorMessageOf(identity.error)}</Alert>;
  if (!identity.data) return <Spinner label="Loading" size="lg" />;

  return (
    <section className="page page--narrow stack identity-page" aria-labelledby="identity-title">
      <h1 id="identity-title">Verify your identity</h1>
      {latest?.result === null ? (
        <Checking />
      ) : latest?.result === 'PENDING_REVIEW' ? (
        <UnderReview check={latest} onCheck={() => void check.check()} isChecking={false} />
      ) : (
        <>
          <p className="page__lead">
            Add a photo of a current government-issued photo ID. It takes a minute, and most IDs are verified at once.
          </p>
          {latest?.result === 'FAILED_VERIFICATION' && (
            <Alert variant="error" title="We could not verify your ID">
              <p>{latest.message}</p>
              <p>Please try again with a new photo below.</p>
            </Alert>
          )}
          <IdentityForm
            backOfIdFlag={isFlagOn(flags, 'back-of-id')}
            isSending={verify.isPending}
            onSubmit={(submission) => verify.mutate(submission)}
          />
          {verify.error && <Alert variant="error">{errorMessageOf(verify.error)}</Alert>}
          {check.phase === 'error' && <Alert variant="error">{check.error}</Alert>}
          <h2>Tips for a photo we can read</h2>
          <ul className="identity-tips">
            {PHOTO_TIPS.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </>
      )}
      <h2>Why we ask</h2>
      <p>{WHY_WE_ASK}</p>
    </section>
  );
}

function Checking() {
  return (
    <div className="row identity-page__checking" aria-live="polite">
      <Spinner label="Checking your ID" size="lg" />
      <p>We are checking your ID. This usually takes a few seconds; keep this page open.</p>
    </div>
  );
}

function UnderReview({
  check,
  onCheck,
  isChecking,
}: {
  check: IdentityCheck;
  onCheck: () => void;
  isChecking: boolean;
}) {
  return (
    <>
      <Alert variant="info" title="A specialist is reviewing your ID">
        <p>{check.message}</p>
      </Alert>
      <p>
        You sent your {check.attempt > 1 ? 'latest ' : ''}ID on {formatDisplayDate(new Date(check.submittedAt))}. We
        will e-mail you as soon as the review is done, and this page moves on by itself once it is. There is nothing
        else you need to do now.
      </p>
      <Button variant="secondary" onClick={onCheck} isLoading={isChecking} loadingLabel="Checking status">
        Check status
      </Button>
    </>
  );
}
