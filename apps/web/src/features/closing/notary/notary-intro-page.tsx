import { timeZoneNameAt } from '@heloc/domain';
import type { NotaryOverview } from '@heloc/domain/contracts';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessageOf } from '../../../lib/api-error';
import { useI18n } from '../../../lib/i18n';
import { notaryMessages as m } from './notary.messages';
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
const waitingCopy = (o: NotaryOverview, i18n: ReturnType<typeof useI18n>): { title: string; text: string } | null => {
  const { t, longDate, locale } = i18n;
  switch (o.checklistStatus) {
    case 'GEN_NOTARY_DISCLOSURE':
      return { title: t(m.preparingTitle), text: t(m.preparingText) };
    case 'ATTORNEY_REVIEW':
      return { title: t(m.attorneyTitle), text: t(m.attorneyText) };
    case 'NOTARY_WAITING_PERIOD':
      return {
        title: o.waitingUntil
          ? t(m.canSignOn, { day: longDate(new Date(o.waitingUntil), o.timeZone) })
          : t(m.opensSoon),
        text: o.waitingUntil
          ? t(m.waitingUntil, { zone: timeZoneNameAt(new Date(o.waitingUntil), o.timeZone, locale) })
          : t(m.waiting),
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
  const i18n = useI18n();
  const { t, localize, money } = i18n;
  const o = overview.data;
  const status = o?.checklistStatus;
  useEffect(() => {
    if (status) setWaitingOnEngine(WAITING_STATUSES.includes(status));
  }, [status]);

  if (!o) {
    return (
      <section className="page page--narrow stack" aria-labelledby="notary-title">
        <h1 id="notary-title">{t(m.introTitle)}</h1>
        {overview.error ? (
          <Alert variant="error">{localize(errorMessageOf(overview.error))}</Alert>
        ) : (
          <Spinner label={t(m.loadingStep)} />
        )}
      </section>
    );
  }
  const waiting = waitingCopy(o, i18n);
  const remote = o.mode === 'REMOTE';
  return (
    <section className="page page--narrow stack notary-page" aria-labelledby="notary-title">
      <h1 id="notary-title">{waiting?.title ?? t(remote ? m.meetOnline : m.inPerson)}</h1>
      {waiting && <p>{waiting.text}</p>}
      <p>{localize(o.reason)}</p>

      <h2>{t(m.whatHappens)}</h2>
      {remote ? (
        <ol className="notary-steps">
          <li>{t(m.remoteStep1)}</li>
          <li>{t(m.remoteStep2)}</li>
          <li>{t(m.remoteStep3)}</li>
        </ol>
      ) : (
        <ol className="notary-steps">
          <li>{t(m.personStep1)}</li>
          <li>{t(m.personStep2)}</li>
          <li>{t(m.personStep3, { fee: money(o.manualNotaryFeeDollars) })}</li>
        </ol>
      )}
      <h2>{t(m.haveReady)}</h2>
      <ul>
        <li>{t(m.photoId)}</li>
        {remote ? (
          <>
            <li>{t(m.device)}</li>
            <li>{t(m.fifteenMinutes)}</li>
          </>
        ) : (
          <li>{t(m.thirtyMinutes)}</li>
        )}
      </ul>

      <h2>{t(m.whoSigns)}</h2>
      <SignerList signers={o.signers} />

      {o.canStart && (
        <div className="row">
          <Link to="../session" relative="path" className={buttonClassName('primary')}>
            {t(m.startSession)}
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
      {o.me.completed && o.checklistStatus === 'DEED_SIGNING' && <Alert variant="success">{t(m.partDone)}</Alert>}
      {!remote && o.checklistStatus === 'MANUAL_DEED_SIGNING' && (
        <div className="row">
          <Link to="../reserve-manual" relative="path" className={buttonClassName('primary')}>
            {t(m.bookAppointment)}
          </Link>
        </div>
      )}
      {(waiting || !o.canStart) && <StatusCheckPanel check={check} unchangedMessage={t(m.nothingChanged)} />}
      <SupportContact />
    </section>
  );
}
