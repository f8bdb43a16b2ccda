import { DISPLAY_TIME_ZONE } from '@heloc/domain';
import type { IdentityCheck } from '@heloc/domain/contracts';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { errorMessageOf } from '../../../lib/api-error';
import { useI18n } from '../../../lib/i18n';
import { isFlagOn } from '../../../lib/flags';
import { useFlags } from '../../../lib/use-flags';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { useIdentityCheck } from '../../../shared/identity-check/api/get-identity-check';
import { useVerifyIdentity } from '../../../shared/identity-check/api/verify-identity';
import { ProcessingScreen } from '../../../shared/application-status/processing-screen';
import { useStatusCheck } from '../../../shared/application-status/use-status-check';
import { IdentityForm } from '../../../shared/identity-check/identity-form';
import '../../../shared/identity-check/identity.css';
import { identityMessages as m } from './identity.messages';

const STATUS = 'IDENTITY_VERIFICATION';

const PHOTO_TIPS = [m.tipCorners, m.tipLight, m.tipStraight, m.tipOriginal];

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
  const { t, localize } = useI18n();
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
  if (identity.error) return <Alert variant="error">{localize(errorMessageOf(identity.error))}</Alert>;
  if (!identity.data) return <Spinner label={t(m.loading)} size="lg" />;

  return (
    <section className="page page--narrow stack identity-page" aria-labelledby="identity-title">
      <h1 id="identity-title">{t(m.title)}</h1>
      {latest?.result === null ? (
        <Checking />
      ) : latest?.result === 'PENDING_REVIEW' ? (
        <UnderReview check={latest} onCheck={() => void check.check()} isChecking={false} />
      ) : (
        <>
          <p className="page__lead">{t(m.lead)}</p>
          {latest?.result === 'FAILED_VERIFICATION' && (
            <Alert variant="error" title={t(m.notVerified)}>
              <p>{latest.message && localize(latest.message)}</p>
              <p>{t(m.tryAgain)}</p>
            </Alert>
          )}
          <IdentityForm
            backOfIdFlag={isFlagOn(flags, 'back-of-id')}
            isSending={verify.isPending}
            onSubmit={(submission) => verify.mutate(submission)}
          />
          {verify.error && <Alert variant="error">{localize(errorMessageOf(verify.error))}</Alert>}
          {check.phase === 'error' && <Alert variant="error">{localize(check.error ?? '')}</Alert>}
          <h2>{t(m.tipsTitle)}</h2>
          <ul className="identity-tips">
            {PHOTO_TIPS.map((tip) => (
              <li key={tip.id}>{t(tip)}</li>
            ))}
          </ul>
        </>
      )}
      <h2>{t(m.whyTitle)}</h2>
      <p>{t(m.why)}</p>
    </section>
  );
}

function Checking() {
  const { t } = useI18n();
  return (
    <div className="row identity-page__checking" aria-live="polite">
      <Spinner label={t(m.checkingId)} size="lg" />
      <p>{t(m.checkingText)}</p>
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
  const { t, localize, intl } = useI18n();
  // MM/dd/yyyy in English (docs/product/widgets-and-calculations.md §9), the reader's numeric date otherwise.
  const date = intl.formatDate(new Date(check.submittedAt), {
    timeZone: DISPLAY_TIME_ZONE,
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
  });
  return (
    <>
      <Alert variant="info" title={t(m.underReview)}>
        <p>{check.message && localize(check.message)}</p>
      </Alert>
      <p>{check.attempt > 1 ? t(m.sentLatestOn, { date }) : t(m.sentOn, { date })}</p>
      <Button variant="secondary" onClick={onCheck} isLoading={isChecking} loadingLabel={t(m.checkingStatus)}>
        {t(m.checkStatus)}
      </Button>
    </>
  );
}
