import { Link, useParams } from 'react-router';
import { Alert } from '../../../ui/alert';
import { useI18n } from '../../../lib/i18n';
import { signingMessages as m } from './signing.messages';
import { SignIntro } from './sign-intro';
import { ClosingSigner } from '../../../shared/closing-signer/closing-signer';
import { useApplicationSummary } from '../../../shared/application-summary/api/get-application-summary';
import { applicationPath } from '../../../shared/application-status/destination';
import { ProcessingScreen } from '../../../shared/application-status/processing-screen';
import { useStatusCheck } from '../../../shared/application-status/use-status-check';

/**
 * /{uuid}/signing/sign: the applicant reads and signs each closing document (ui/signing/ClosingSigner); Finish
 * sends them to GEN_NOTE_SIGNING, and the status check routes on once the signed copies are made.
 */
export function SignPage() {
  const { uuid = '' } = useParams();
  const summary = useApplicationSummary(uuid);
  const check = useStatusCheck(uuid);
  const { t, localize } = useI18n();
  const name = summary.data ? `${summary.data.applicant.firstName} ${summary.data.applicant.lastName}` : undefined;

  if (check.phase === 'checking') return <ProcessingScreen checklistStatus={check.status?.checklistStatus} />;
  return (
    <section className="page stack" aria-labelledby="sign-title">
      <SignIntro />
      {check.phase === 'error' && <Alert variant="error">{localize(check.error ?? '')}</Alert>}
      <ClosingSigner
        uuid={uuid}
        {...(name ? { signerName: name } : {})}
        onComplete={() => void check.check({ previousStatus: 'GEN_NOTE_SIGNING' })}
      />
      <p>
        <Link to={applicationPath(uuid, 'signing/support')}>{t(m.needHelp)}</Link>
      </p>
    </section>
  );
}
