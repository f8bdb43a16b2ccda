import {
  APPLICATION_DOCUMENT_KIND_LABELS,
  formatLongCalendarDate,
  formatMoney,
  formatPercent,
  timeZoneNameAt,
} from '@heloc/domain';
import type { CompleteSummary } from '@heloc/domain/contracts';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessageOf } from '../../../lib/api-error';
import { DASHBOARD_PATH } from '../../../lib/public-paths';
import { Alert } from '../../../ui/alert';
import { Button, buttonClassName } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { Spinner } from '../../../ui/spinner';
import { useCancelRescission } from '../api/cancel-rescission';
import { useCompleteSummary } from '../api/get-complete-summary';
import { displayDay } from '../notary/notary-format';
import { useDocumentUrl } from '../../../shared/application-summary/api/get-summary-document';
import { SupportContact } from '../../../shared/application-status/support-contact';
import { applicationPath } from '../../../shared/application-status/destination';
import { useNotaryOverview } from '../../../shared/notary-session/api/get-notary-overview';
import { InPersonNotaryDoor } from '../../../shared/notary-session/in-person-notary-door';
import { AnotherDisburseAccount } from './another-disburse-account';
import { FundingPromise } from './funding-promise';
import '../notary/notary.css';

const SETTLED = ['COMPLETE', 'CANCELLED'];

const TITLES: Record<string, string> = {
  DEED_SIGNING: 'You are done with the notary',
  GEN_RESCISSION: 'Your deed is notarised',
  RESCISSION: 'Your right to cancel',
  RECORDING: 'We are recording your deed',
  FUNDABLE: 'We are preparing your funds',
  FUNDING_DECISION: 'We are sending your funds',
  COMPLETE: 'Your line of credit is open',
  CANCELLED: 'Your line of credit is cancelled',
};

const left = (endsAt: string, now: number): string => {
  const minutes = Math.max(0, Math.floor((Date.parse(endsAt) - now) / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  return `${part(days, 'day')}, ${part(hours, 'hour')} and ${part(mins, 'minute')} left`;
};

/** A live countdown to the end of the right to cancel (re-rendered every 30 seconds). */
function Countdown({ endsAt }: { endsAt: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className="notary-countdown" role="timer" aria-live="off">
      {left(endsAt, now)}
    </p>
  );
}

function DocumentLink({ uuid, document }: { uuid: string; document: CompleteSummary['documents'][number] }) {
  const { url, error } = useDocumentUrl(uuid, document.uuid);
  const label = `${APPLICATION_DOCUMENT_KIND_LABELS[document.kind]}: ${document.fileName}`;
  if (error) return <span>{label} (could not be loaded)</span>;
  if (!url) return <span>{label}</span>;
  return (
    <a href={url} download={document.fileName} target="_blank" rel="noopener">
      {label}
    </a>
  );
}

/**
 * complete (GEN_RESCISSION, RESCISSION, RECORDING, FUNDABLE, FUNDING_DECISION, DEED_SIGNING after acceptance): the
 * line with its real figures, the right to cancel with a countdown and a cancel button that really cancels, the
 * recording and funding, the signed documents and what to do next. Re-read every few seconds until settled.
 */
export function CompletePage() {
  const { uuid = '' } = useParams();
  const [settled, setSettled] = useState(false);
  const summary = useCompleteSummary(uuid, settled ? false : 5_000);
  const cancel = useCancelRescission(uuid);
  const [confirming, setConfirming] = useState(false);
  const s = summary.data;
  const status = s?.checklistStatus;
  useEffect(() => {
    if (status) setSettled(SETTLED.includes(status));
  }, [status]);

  if (!s) {
    return (
      <section className="page page--narrow stack" aria-labelledby="complete-title">
        <h1 id="complete-title">Your line of credit</h1>
        {summary.error ? (
          <Alert variant="error">{errorMessageOf(summary.error)}</Alert>
        ) : (
          <Spinner label="Loading your line of credit" />
        )}
      </section>
    );
  }
  const cancelled = s.checklistStatus === 'CANCELLED';
  return (
    <section className="page page--narrow stack complete-page" aria-labelledby="complete-title">
      <h1 id="complete-title">{TITLES[s.checklistStatus] ?? 'Your line of credit'}</h1>

      {s.checklistStatus === 'DEED_SIGNING' && s.waitingFor.length > 0 && (
        <Alert variant="info">{`Still to see the notary: ${s.waitingFor.join(', ')}. We will e-mail you when they have.`}</Alert>
      )}
      {s.checklistStatus === 'DEED_SIGNING' && s.waitingFor.length > 0 && <ClosedSessionDoor uuid={uuid} />}
      {s.checklistStatus === 'GEN_RESCISSION' && <p>We are preparing your notice of the right to cancel.</p>}
      {s.rescission && s.checklistStatus === 'RESCISSION' && (
        <div className="stack">
          <p>
            {`Because this is your home, you may cancel this line of credit for any reason until midnight at the end of ${formatLongCalendarDate(s.rescission.lastDay)}, ${timeZoneNameAt(new Date(s.rescission.endsAt), s.timeZone)}: three business days after you signed, counting Saturdays but not Sundays or federal holidays. If you do nothing, we record your deed and send your funds after that.`}
          </p>
          <Countdown endsAt={s.rescission.endsAt} />
          {s.rescission.canCancel && (
            <div className="row">
              <Button variant="secondary" onClick={() => setConfirming(true)}>
                Cancel my line of credit
              </Button>
            </div>
          )}
        </div>
      )}
      {['RECORDING', 'FUNDABLE', 'FUNDING_DECISION'].includes(s.checklistStatus) && !s.fundingRefused && (
        <p>Your right to cancel has ended. We are recording your deed with the county and then send your funds.</p>
      )}
      {s.fundingRefused && (
        <AnotherDisburseAccount uuid={uuid} refusal={s.fundingRefused} onSent={() => void summary.refetch()} />
      )}
      {cancelled && (
        <p>
          You cancelled within your right to cancel. Nothing was funded and you owe nothing: we release the deed and any
          fee you paid is refunded within 20 days.
        </p>
      )}
      {cancel.error && <Alert variant="error">{errorMessageOf(cancel.error)}</Alert>}

      {!cancelled && (
        <>
          <h2>Your line</h2>
          <dl className="notary-facts">
            {s.lineAmount !== null && (
              <div>
                <dt>Credit line</dt>
                <dd>{formatMoney(s.lineAmount)}</dd>
              </div>
            )}
            {s.drawAmount !== null && (
              <div>
                <dt>First draw</dt>
                <dd>
                  {formatMoney(s.drawAmount)}
                  {s.disburseAccountMask ? ` to your account ending ${s.disburseAccountMask}` : ''}
                  {s.funding ? ', sent' : ''}
                </dd>
              </div>
            )}
            {s.rate !== null && (
              <div>
                <dt>Rate</dt>
                <dd>
                  {formatPercent(s.rate, 2)}
                  {s.termYears ? `, ${s.termYears} years` : ''}
                </dd>
              </div>
            )}
            {s.firstPayment && (
              <div>
                <dt>First payment</dt>
                <dd>
                  {formatMoney(s.firstPayment.amount, 2)} due {displayDay(s.firstPayment.dueOn)}
                  {s.funding ? '' : ' (if funded on schedule)'}
                </dd>
              </div>
            )}
            {s.funding && (
              <div>
                <dt>Transfer</dt>
                <dd>{s.funding.transferId}</dd>
              </div>
            )}
          </dl>
          <FundingPromise uuid={uuid} checklistStatus={s.checklistStatus} />
        </>
      )}

      <h2>Your documents</h2>
      {s.documents.length === 0 ? (
        <p>Your signed documents will appear here.</p>
      ) : (
        <ul>
          {s.documents.map((d) => (
            <li key={d.uuid}>
              <DocumentLink uuid={uuid} document={d} />
            </li>
          ))}
        </ul>
      )}

      <h2>What to do next</h2>
      {s.checklistStatus === 'COMPLETE' ? (
        <ul>
          <li>Your funds usually arrive in your account within one business day.</li>
          <li>
            {/* The dashboard shows this line and takes another draw (docs/decisions.md "Draws after funding"). */}
            Draw more from your line at any time from <Link to={`${DASHBOARD_PATH}#line-${uuid}`}>your dashboard</Link>,
            up to your credit line.
          </li>
          <li>Keep your documents: they are also in your dashboard.</li>
        </ul>
      ) : cancelled ? (
        <p>You can start a new application from your dashboard at any time.</p>
      ) : s.fundingRefused?.canGiveAccount ? (
        <p>Give us another account above and we send your first draw again.</p>
      ) : (
        <p>Nothing is needed from you. We will e-mail you when your funds are on their way.</p>
      )}
      <SupportContact />
      <Link to={DASHBOARD_PATH} className={buttonClassName('secondary')}>
        Go to dashboard
      </Link>

      <Modal
        id="cancel-line-of-credit"
        title="Cancel your line of credit?"
        description="The line will not be funded and the application closes. This cannot be undone."
        isOpen={confirming}
        onOpenChange={setConfirming}
        actions={
          <>
            <Button
              isLoading={cancel.isPending}
              loadingLabel="Cancelling"
              onClick={() =>
                cancel.mutate(undefined, {
                  onSettled: () => setConfirming(false),
                })
              }
            >
              Yes, cancel my line
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Keep my line
            </Button>
          </>
        }
      />
    </section>
  );
}

/**
 * DEED_SIGNING after the applicant's own seal, while another signer's online session is closed after refused answers:
 * the applicant need not wait for a call (docs/product/operations-console.md §5), everyone can meet a notary in person.
 */
function ClosedSessionDoor({ uuid }: { uuid: string }) {
  const overview = useNotaryOverview(uuid);
  const navigate = useNavigate();
  if (!overview.data?.canSwitchToInPerson) return null;
  return (
    <div className="stack">
      <Alert variant="warn">
        A signer could not confirm their identity with the online notary, so their online session is closed. You can all
        sign before a notary in person instead, or we can help by phone.
      </Alert>
      <InPersonNotaryDoor
        uuid={uuid}
        booking="me"
        onSwitched={() => void navigate(applicationPath(uuid, 'notary/schedule-manual'))}
      />
    </div>
  );
}
