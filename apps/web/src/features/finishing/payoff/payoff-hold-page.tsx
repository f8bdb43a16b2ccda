import { formatMoney } from '@heloc/domain';
import { useParams } from 'react-router';
import { errorMessageOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Spinner } from '../../../ui/spinner';
import { useLiens } from '../api/get-liens';
import { lienTitle } from '../liens/lien-copy';
import { StatusCheckPanel } from '../../../shared/application-status/status-check-panel';
import { useApplicationStatus } from '../../../shared/application-status/api/get-status';
import { useStatusCheck } from '../../../shared/application-status/use-status-check';
import { WaitNotice } from '../../../shared/application-status/wait-notice';
import '../liens/liens.css';

const STATUS_TEXT: Record<string, string> = {
  MARKED_FOR_PAYOFF: 'Payoff letter requested',
  PAYOFF_LETTER_RECEIVED: 'Payoff letter received',
};

/**
 * /{uuid}/payoff/hold (PAYOFF_REQUEST_PENDING): we asked each lien holder to be paid off for its payoff letter.
 * Says what is happening, how long it usually takes and what comes next; the status check moves on once it arrives.
 */
export function PayoffHoldPage() {
  const { uuid = '' } = useParams();
  const liens = useLiens(uuid);
  const check = useStatusCheck(uuid);
  const { data: status } = useApplicationStatus(uuid);
  const payingOff = (liens.data ?? []).filter((l) => l.action === 'PAY_OFF');
  const lenders = payingOff.map((l) => l.lenderName).join(' and ') || 'your lien holder';

  return (
    <section className="page page--narrow stack payoff-hold-page" aria-labelledby="payoff-title">
      <h1 id="payoff-title">We are requesting your payoff letter</h1>
      <h2>What is happening</h2>
      <p>
        We asked {lenders} for a payoff letter: the exact amount that closes the loan on the day your line of credit
        funds, including interest up to that day. Lien holders usually send it within 1 to 3 business days.
      </p>
      <WaitNotice
        checklistStatus={status?.checklistStatus}
        since={status?.statusSince}
        propertyState={status?.propertyState}
        sayUsual={false}
      />
      {liens.error && <Alert variant="error">{errorMessageOf(liens.error)}</Alert>}
      {!liens.data && !liens.error && <Spinner label="Loading the loans you are paying off" />}
      {payingOff.map((lien) => (
        <article key={lien.uuid} className="lien-card stack" aria-labelledby={`payoff-${lien.uuid}`}>
          <h3 id={`payoff-${lien.uuid}`}>{lienTitle(lien.position, lien.lenderName)}</h3>
          <dl className="lien-card__facts">
            <div>
              <dt>Balance</dt>
              <dd>{formatMoney(lien.balance)}</dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>{STATUS_TEXT[lien.payoffStatus ?? ''] ?? 'Payoff letter requested'}</dd>
            </div>
          </dl>
        </article>
      ))}
      <h2>What happens next</h2>
      <p>
        As soon as the letter arrives you choose the account for your funds. At funding we send the payoff straight to
        the lien holder and take it from your draw; the lien holder then releases its lien with the county. You do not
        need to contact them, and you can keep making your usual payments until then.
      </p>
      <StatusCheckPanel
        check={check}
        unchangedMessage="The payoff letter has not arrived yet. We will e-mail you when it does."
      />
    </section>
  );
}
