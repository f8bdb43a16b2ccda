import { useParams } from 'react-router';
import { errorMessageOf } from '../../../lib/api-error';
import { useI18n } from '../../../lib/i18n';
import { Alert } from '../../../ui/alert';
import { Spinner } from '../../../ui/spinner';
import { useLiens } from '../api/get-liens';
import { liensMessages } from '../liens/liens.messages';
import { StatusCheckPanel } from '../../../shared/application-status/status-check-panel';
import { useApplicationStatus } from '../../../shared/application-status/api/get-status';
import { useStatusCheck } from '../../../shared/application-status/use-status-check';
import { WaitNotice } from '../../../shared/application-status/wait-notice';
import { payoffMessages as m } from './payoff.messages';
import '../liens/liens.css';

/**
 * /{uuid}/payoff/hold (PAYOFF_REQUEST_PENDING): we asked each lien holder to be paid off for its payoff letter.
 * Says what is happening, how long it usually takes and what comes next; the status check moves on once it arrives.
 */
export function PayoffHoldPage() {
  const { uuid = '' } = useParams();
  const liens = useLiens(uuid);
  const check = useStatusCheck(uuid);
  const { data: status } = useApplicationStatus(uuid);
  const { t, localize, money } = useI18n();
  const payingOff = (liens.data ?? []).filter((l) => l.action === 'PAY_OFF');
  const lenders =
    payingOff
      .map((l) => l.lenderName)
      .reduce((all, name) => (all ? t(m.lendersAnd, { first: all, second: name }) : name), '') || t(m.yourLienHolder);

  return (
    <section className="page page--narrow stack payoff-hold-page" aria-labelledby="payoff-title">
      <h1 id="payoff-title">{t(m.title)}</h1>
      <h2>{t(m.whatIsHappening)}</h2>
      <p>{t(m.asked, { lenders })}</p>
      <WaitNotice
        checklistStatus={status?.checklistStatus}
        since={status?.statusSince}
        propertyState={status?.propertyState}
        sayUsual={false}
      />
      {liens.error && <Alert variant="error">{localize(errorMessageOf(liens.error))}</Alert>}
      {!liens.data && !liens.error && <Spinner label={t(m.loading)} />}
      {payingOff.map((lien) => (
        <article key={lien.uuid} className="lien-card stack" aria-labelledby={`payoff-${lien.uuid}`}>
          <h3 id={`payoff-${lien.uuid}`}>
            {t(liensMessages.lienTitle, { position: String(lien.position), lender: lien.lenderName })}
          </h3>
          <dl className="lien-card__facts">
            <div>
              <dt>{t(m.balance)}</dt>
              <dd>{money(lien.balance)}</dd>
            </div>
            <div>
              <dt>{t(m.status)}</dt>
              <dd>{lien.payoffStatus === 'PAYOFF_LETTER_RECEIVED' ? t(m.letterReceived) : t(m.letterRequested)}</dd>
            </div>
          </dl>
        </article>
      ))}
      <h2>{t(m.whatHappensNext)}</h2>
      <p>{t(m.next)}</p>
      <StatusCheckPanel check={check} unchangedMessage={t(m.unchanged)} />
    </section>
  );
}
