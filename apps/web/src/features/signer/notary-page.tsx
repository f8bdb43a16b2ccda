import { formatDateTimeIn } from '@heloc/domain';
import { Link } from 'react-router';
import { errorMessageOf } from '../../lib/api-error';
import { Alert } from '../../ui/alert';
import { buttonClassName } from '../../ui/button';
import { NotarySession } from '../../shared/notary-session/notary-session';
import { InPersonNotaryDoor } from '../../shared/notary-session/in-person-notary-door';
import { useNotaryOverview } from '../../shared/notary-session/api/get-notary-overview';
import { Spinner } from '../../ui/spinner';
import { SignerPage } from './signer-page';
import { signerPath } from './signer-paths';

/**
 * /heloc-signer/notary: the additional signer's own eNotary session once the deed is ready for the notary
 * (DEED_SIGNING); before that, what is waited for; in person, the appointment the applicant booked.
 */
export function SignerNotaryPage() {
  return (
    <SignerPage titleId="signer-notary-title">
      {(application) => <SignerNotary uuid={application.applicationUuid} />}
    </SignerPage>
  );
}

function SignerNotary({ uuid }: { uuid: string }) {
  const overview = useNotaryOverview(uuid, 5_000);
  const o = overview.data;
  if (overview.error) return <Alert variant="error">{errorMessageOf(overview.error)}</Alert>;
  if (!o) return <Spinner label="Loading your notary step" />;
  const sealed = (
    <Alert variant="success">
      Your deed is notarised. Your notarial certificate is with the applicant&apos;s documents.
    </Alert>
  );
  return (
    <>
      <h1 id="signer-notary-title">Meet your notary</h1>
      <p>{o.reason}</p>
      {o.me.completed && sealed}
      {!o.me.completed && o.canStart && <NotarySession uuid={uuid} onLockedOut={() => undefined} done={sealed} />}
      {!o.me.completed && !o.canStart && o.checklistStatus === 'DEED_SIGNING' && (
        <Alert variant="error">
          The notary could not confirm your identity online. You can switch to a notary in person below, or call us and
          a notary specialist will help you finish.
        </Alert>
      )}
      {o.canSwitchToInPerson && <InPersonNotaryDoor uuid={uuid} booking="applicant" />}
      {o.mode === 'IN_PERSON' && o.reservation && (
        <p>
          {`Your notary appointment: ${formatDateTimeIn(new Date(o.reservation.startsAt), o.timeZone)}, ${o.reservation.place.name}, ${o.reservation.place.street1}, ${o.reservation.place.city}.`}
        </p>
      )}
      {!['DEED_SIGNING', 'MANUAL_DEED_SIGNING'].includes(o.checklistStatus) && !o.me.completed && (
        <p>The notary step opens once every signer has signed the closing documents. We will e-mail you.</p>
      )}
      <p>
        <Link className={buttonClassName('secondary')} to={signerPath('documents')}>
          Your documents
        </Link>
      </p>
    </>
  );
}
