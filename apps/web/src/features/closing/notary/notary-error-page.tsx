import { Link, useNavigate, useParams } from 'react-router';
import { DASHBOARD_PATH } from '../../../lib/public-paths';
import { useI18n } from '../../../lib/i18n';
import { notaryMessages as m } from './notary.messages';
import { buttonClassName } from '../../../ui/button';
import { SupportContact } from '../../../shared/application-status/support-contact';
import { useNotaryOverview } from '../../../shared/notary-session/api/get-notary-overview';
import { InPersonNotaryDoor } from '../../../shared/notary-session/in-person-notary-door';

/**
 * notary/error: the online session could not confirm who the signer is (too many refused tries). Not a dead end
 * (docs/product/operations-console.md §5): the applicant books a notary in person from here, and a closer can open the
 * online session again, which this screen then offers.
 */
export function NotaryErrorPage() {
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const overview = useNotaryOverview(uuid);
  const { t } = useI18n();
  // Only a read made here: one from before the session closed would offer the session again.
  const o = overview.isFetchedAfterMount ? overview.data : undefined;
  // Without the overview (it failed, or is on its way) the door is offered: the server says if it does not apply.
  const reopened = o?.checklistStatus === 'DEED_SIGNING' && o.canStart && !o.canSwitchToInPerson;

  return (
    <section className="page page--narrow stack" aria-labelledby="notary-error-title">
      <h1 id="notary-error-title">{t(m.errorTitle)}</h1>
      <p>{t(m.errorText)}</p>
      {reopened ? (
        <div className="stack">
          <p>{t(m.reopened)}</p>
          <div className="row">
            <Link to="../session" relative="path" className={buttonClassName('primary')}>
              {t(m.startSession)}
            </Link>
          </div>
        </div>
      ) : (
        <InPersonNotaryDoor
          uuid={uuid}
          booking="me"
          onSwitched={() => void navigate('../schedule-manual', { relative: 'path' })}
        />
      )}
      <SupportContact />
      <Link to={DASHBOARD_PATH} className={buttonClassName('secondary')}>
        {t(m.goToDashboard)}
      </Link>
    </section>
  );
}
