import { formatLongDateIn, formatMoney, timeZoneNameAt } from '@heloc/domain';
import type { NotaryOverview } from '@heloc/domain/contracts';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessageOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { buttonClassName } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { useNotaryOverview } from '../../../shared/notary-session/api/get-notary-overview';
import { InPersonNotaryDoor } from '../../../shared/notary-session/in-person-notary-door';
import { StatusCheckPanel } from '../../../shared/application-status/status-check-panel';
import { SupportContact } from '../../../shared/application-status/support-contact';
import { useStatusCheck } from '../../../shared/application-status/use-status-check';
import { SignerList } from './signer-list';
import './notary.css';

const WAITING_STATUSES = ['GEN_NOTARY_DISCLOSURE', 'ATTORNEY_REVIEW', 'NOTARY_WAITING_PERIOD'];

/** What the screen says while the closing waits before the signing (docs/product/registration-and-routing.md §4: all of these route here). */
const waitingCopy = (o: NotaryOverview): { title: string; text: string } | null => {
  switch (o.checklistStatus) {
    case 'GEN_NOTARY_DISCLOSURE':
      return {
        title: 'We are preparing your notary disclosure',
        text: 'It says how your deed will be notarised and what it costs. This usually takes a few seconds.',
      };
    case 'ATTORNEY_REVIEW':
      return {
        title: 'A closing attorney is reviewing your file',
        text: 'Your state asks a closing attorney to review the documents before you sign the deed. Reviews usually take one business day; we will e-mail you when it is done.',
      };
    case 'NOTARY_WAITING_PERIOD':
      return {
        title: o.waitingUntil
          ? `You can sign on ${formatLongDateIn(new Date(o.waitingUntil), o.timeZone)}`
          : 'Your signing opens soon',
        text: o.waitingUntil
          ? `Your state asks for a waiting period between your final disclosure and the signing: it ends at midnight ${timeZoneNameAt(new Date(o.waitingUntil), o.timeZone)}, the time where your home is. Nothing is needed from you until then.`
          : 'Your state asks for a waiting period between your final disclosure and the signing. Nothing is needed from you until then.',
      };
    default:
      return null;
  }
};

/**
 * notary/intro (GEN_NOTARY_DISCLOSURE, ATTORNEY_REVIEW, NOTARY_WAITING_PERIOD, DEED_SIGNING before acceptance):
 * what happens at the notary, what to have ready, who still has to sign, and the way into the eNotary session (or, in
 * person, to the appointment).
 */
export function NotaryIntroPage() {
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const [waitingOnEngine, setWaitingOnEngine] = useState(true);
  const overview = useNotaryOverview(uuid, waitingOnEngine ? 5_000 : false);
  const check = useStatusCheck(uuid);
  const o = overview.data;
  const status = o?.checklistStatus;
  useEffect(() => {
    if (status) setWaitingOnEngine(WAITING_STATUSES.includes(status));
  }, [status]);

  if (!o) {
    return (
      <section className="page page--narrow stack" aria-labelledby="notary-title">
        <h1 id="notary-title">Sign your deed with a notary</h1>
        {overview.error ? (
          <Alert variant="error">{errorMessageOf(overview.error)}</Alert>
        ) : (
          <Spinner label="Loading your notary step" />
        )}
      </section>
    );
  }
  const waiting = waitingCopy(o);
  const remote = o.mode === 'REMOTE';
  return (
    <section className="page page--narrow stack notary-page" aria-labelledby="notary-title">
      <h1 id="notary-title">
        {waiting?.title ?? (remote ? 'Meet your eNotary online' : 'Sign your deed with a notary in person')}
      </h1>
      {waiting && <p>{waiting.text}</p>}
      <p>{o.reason}</p>

      <h2>What will happen</h2>
      {remote ? (
        <ol className="notary-steps">
          <li>The notary checks your government photo ID on camera.</li>
          <li>You answer a few questions from public records about you and your home, to prove who you are.</li>
          <li>You sign the deed of trust (or mortgage) while the notary watches, and the notary applies the seal.</li>
        </ol>
      ) : (
        <ol className="notary-steps">
          <li>You choose a time and place near your home for the notary appointment.</li>
          <li>Everyone on the title comes to the appointment and signs the deed in front of the notary.</li>
          <li>
            The notary&apos;s fee is {formatMoney(o.manualNotaryFeeDollars)}, paid at the appointment. Your right to
            cancel starts after the signing.
          </li>
        </ol>
      )}
      <h2>What to have ready</h2>
      <ul>
        <li>An unexpired government photo ID: a driver&apos;s license, state ID card or U.S. passport.</li>
        {remote ? (
          <>
            <li>A computer or phone with a camera and microphone, in a quiet, well-lit room.</li>
            <li>About 15 minutes for each person who signs.</li>
          </>
        ) : (
          <li>About 30 minutes for the appointment.</li>
        )}
      </ul>

      <h2>Who signs before the notary</h2>
      <SignerList signers={o.signers} />

      {o.canStart && (
        <div className="row">
          <Link to="../session" relative="path" className={buttonClassName('primary')}>
            Start my eNotary session
          </Link>
        </div>
      )}
      {o.canSwitchToInPerson && (
        <InPersonNotaryDoor
          uuid={uuid}
          booking="me"
          onSwitched={() => void navigate('../schedule-manual', { relative: 'path' })}
        />
      )}
      {o.me.completed && o.checklistStatus === 'DEED_SIGNING' && (
        <Alert variant="success">Your part is done. We are waiting for the other signers to see the notary.</Alert>
      )}
      {!remote && o.checklistStatus === 'MANUAL_DEED_SIGNING' && (
        <div className="row">
          <Link to="../reserve-manual" relative="path" className={buttonClassName('primary')}>
            Book your notary appointment
          </Link>
        </div>
      )}
      {(waiting || !o.canStart) && (
        <StatusCheckPanel
          check={check}
          unchangedMessage="Nothing has changed yet. We will e-mail you when it is time to sign."
        />
      )}
      <SupportContact />
    </section>
  );
}
