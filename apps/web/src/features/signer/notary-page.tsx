import { Link } from 'react-router';
import { errorMessageOf } from '../../lib/api-error';
import { Alert } from '../../ui/alert';
import { buttonClassName } from '../../ui/button';
import { NotarySession } from '../../shared/notary-session/notary-session';
import { InPersonNotaryDoor } from '../../shared/notary-session/in-person-notary-door';
import { useNotaryOverview } from '../../shared/notary-session/api/get-notary-overview';
import { Spinner } from '../../ui/spinner';
import { useI18n } from '../../lib/i18n';
import { SignerPage } from './signer-page';
import { signerMessages as m } from './signer.messages';
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
  const { t, localize, dateTime } = useI18n();
  if (overview.error) return <Alert variant="error">{localize(errorMessageOf(overview.error))}</Alert>;
  if (!o) return <Spinner label={t(m.notaryLoading)} />;
  const sealed = <Alert variant="success">{t(m.notarySealed)}</Alert>;
  return (
    <>
      <h1 id="signer-notary-title">{t(m.notaryTitle)}</h1>
      <p>{localize(o.reason)}</p>
      {o.me.completed && sealed}
      {!o.me.completed && o.canStart && <NotarySession uuid={uuid} onLockedOut={() => undefined} done={sealed} />}
      {!o.me.completed && !o.canStart && o.checklistStatus === 'DEED_SIGNING' && (
        <Alert variant="error">{t(m.notaryIdFailed)}</Alert>
      )}
      {o.canSwitchToInPerson && <InPersonNotaryDoor uuid={uuid} booking="applicant" />}
      {o.mode === 'IN_PERSON' && o.reservation && (
        <p>
          {t(m.notaryAppointment, {
            when: dateTime(new Date(o.reservation.startsAt), o.timeZone),
            place: o.reservation.place.name,
            street: o.reservation.place.street1,
            city: o.reservation.place.city,
          })}
        </p>
      )}
      {!['DEED_SIGNING', 'MANUAL_DEED_SIGNING'].includes(o.checklistStatus) && !o.me.completed && (
        <p>{t(m.notaryWaiting)}</p>
      )}
      <p>
        <Link className={buttonClassName('secondary')} to={signerPath('documents')}>
          {t(m.notaryDocuments)}
        </Link>
      </p>
    </>
  );
}
