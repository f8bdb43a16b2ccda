import { Link, useParams } from 'react-router';
import { useApplicationStatus } from '../../../shared/application-status/api/get-status';
import { applicationPath } from '../../../shared/application-status/destination';
import { StatusCheckPanel } from '../../../shared/application-status/status-check-panel';
import { SupportContact } from '../../../shared/application-status/support-contact';
import { useStatusCheck } from '../../../shared/application-status/use-status-check';
import { useI18n } from '../../../lib/i18n';
import { decisionsMessages as m } from './decisions.messages';
import './decisions.css';

/**
 * error/flood-cert (docs/product/registration-and-routing.md §4: GEN_CLOSING_DISCLOSURE while waitingOnFloodCert): an honest wait. Federal law asks a
 * lender to know whether a home is in a special flood hazard area before it makes a loan secured by it, so the closing
 * documents wait for the flood zone determination; then they are prepared and this page moves on.
 */
export function FloodCertPage() {
  const { uuid = '' } = useParams();
  const { data: status } = useApplicationStatus(uuid);
  const check = useStatusCheck(uuid);
  const { t, rich } = useI18n();
  const waiting = status?.waitingOnFloodCert !== false;
  return (
    <section className="page page--narrow stack" aria-labelledby="flood-title">
      <h1 id="flood-title">{t(m.floodTitle)}</h1>
      <p className="page__lead">{t(m.floodLead)}</p>
      <h2>{t(m.floodNowTitle)}</h2>
      <p>{waiting ? t(m.floodWaiting) : t(m.floodArrived)}</p>
      <h2>{t(m.floodNextTitle)}</h2>
      <ol>
        <li>{t(m.floodNext1)}</li>
        <li>{t(m.floodNext2)}</li>
        <li>
          {rich(m.floodNext3, {
            link: (chunks) => <Link to={applicationPath(uuid, 'insurance/requirements')}>{chunks}</Link>,
          })}
        </li>
      </ol>
      <SupportContact />
      <StatusCheckPanel check={check} unchangedMessage={t(m.floodUnchanged)} />
    </section>
  );
}
