import { Link, useParams } from 'react-router';
import { useApplicationStatus } from '../../../shared/application-status/api/get-status';
import { applicationPath } from '../../../shared/application-status/destination';
import { StatusCheckPanel } from '../../../shared/application-status/status-check-panel';
import { SupportContact } from '../../../shared/application-status/support-contact';
import { useStatusCheck } from '../../../shared/application-status/use-status-check';
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
  const waiting = status?.waitingOnFloodCert !== false;
  return (
    <section className="page page--narrow stack" aria-labelledby="flood-title">
      <h1 id="flood-title">We’re waiting for your flood certificate</h1>
      <p className="page__lead">
        Before we prepare your closing documents, federal rules require a flood zone determination for your home: a
        certificate from a flood determination company saying whether the home is in a special flood hazard area on
        FEMA’s maps.
      </p>
      <h2>What is happening</h2>
      <p>
        {waiting
          ? 'We have ordered the certificate and are waiting for it. Most arrive within one business day.'
          : 'The certificate has arrived. Select Check status to continue to your closing documents.'}
      </p>
      <h2>What happens next</h2>
      <ol>
        <li>The certificate arrives and we add it to your file. Nothing is needed from you.</li>
        <li>We prepare your closing documents and e-mail you when they are ready to read and sign.</li>
        <li>
          If your home is in a special flood hazard area (a zone starting with A or V), you will need flood insurance
          before your line opens.{' '}
          <Link to={applicationPath(uuid, 'insurance/requirements')}>See insurance requirements</Link>
        </li>
      </ol>
      <SupportContact />
      <StatusCheckPanel check={check} unchangedMessage="We are still waiting for the flood certificate." />
    </section>
  );
}
