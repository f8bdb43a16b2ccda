import { APPLICATION_DOCUMENT_KIND_LABELS, timeZoneNameAt } from '@heloc/domain';
import type { CompleteSummary } from '@heloc/domain/contracts';
import { type ReactNode, useEffect, useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessageOf } from '../../../lib/api-error';
import { useI18n } from '../../../lib/i18n';
import { DASHBOARD_PATH } from '../../../lib/public-paths';
import { Alert } from '../../../ui/alert';
import { Button, buttonClassName } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { Spinner } from '../../../ui/spinner';
import { useCancelRescission } from '../api/cancel-rescission';
import { useCompleteSummary } from '../api/get-complete-summary';
import { useDocumentUrl } from '../../../shared/application-summary/api/get-summary-document';
import { SupportContact } from '../../../shared/application-status/support-contact';
import { applicationPath } from '../../../shared/application-status/destination';
import { useNotaryOverview } from '../../../shared/notary-session/api/get-notary-overview';
import { InPersonNotaryDoor } from '../../../shared/notary-session/in-person-notary-door';
import { AnotherDisburseAccount } from './another-disburse-account';
import { FundingPromise } from './funding-promise';
import { EnglishOnlyNotice } from '../../../shared/closing-signer/english-only-notice';
import { completeMessages as m } from './complete.messages';
import '../notary/notary.css';

const SETTLED = ['COMPLETE', 'CANCELLED'];

const TITLES: Record<string, MessageDescriptor> = {
  DEED_SIGNING: m.titleDeedSigning,
  GEN_RESCISSION: m.titleGenRescission,
  RESCISSION: m.titleRescission,
  RECORDING: m.titleRecording,
  FUNDABLE: m.titleFundable,
  FUNDING_DECISION: m.titleFundingDecision,
  COMPLETE: m.titleComplete,
  CANCELLED: m.titleCancelled,
};

/** The days, hours and minutes until `endsAt`. */
const left = (endsAt: string, now: number) => {
  const minutes = Math.max(0, Math.floor((Date.parse(endsAt) - now) / 60_000));
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
};

/** A live countdown to the end of the right to cancel (re-rendered every 30 seconds). */
function Countdown({ endsAt }: { endsAt: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const { t } = useI18n();
  return (
    <p className="notary-countdown" role="timer" aria-live="off">
      {t(m.timeLeft, left(endsAt, now))}
    </p>
  );
}

function DocumentLink({ uuid, document }: { uuid: string; document: CompleteSummary['documents'][number] }) {
  const { url, error } = useDocumentUrl(uuid, document.uuid);
  const { t, localize } = useI18n();
  const label = t(m.documentLabel, {
    kind: localize(APPLICATION_DOCUMENT_KIND_LABELS[document.kind]),
    file: document.fileName,
  });
  if (error) return <span>{t(m.documentNotLoaded, { label })}</span>;
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
  const { t, rich, localize, money, percent, longCalendarDate, shortCalendarDate, locale } = useI18n();
  const s = summary.data;
  const status = s?.checklistStatus;
  useEffect(() => {
    if (status) setSettled(SETTLED.includes(status));
  }, [status]);

  if (!s) {
    return (
      <section className="page page--narrow stack" aria-labelledby="complete-title">
        <h1 id="complete-title">{t(m.titleDefault)}</h1>
        {summary.error ? (
          <Alert variant="error">{localize(errorMessageOf(summary.error))}</Alert>
        ) : (
          <Spinner label={t(m.loadingLine)} />
        )}
      </section>
    );
  }
  const cancelled = s.checklistStatus === 'CANCELLED';
  return (
    <section className="page page--narrow stack complete-page" aria-labelledby="complete-title">
      <h1 id="complete-title">{t(TITLES[s.checklistStatus] ?? m.titleDefault)}</h1>

      {s.checklistStatus === 'DEED_SIGNING' && s.waitingFor.length > 0 && (
        <Alert variant="info">{t(m.stillToSee, { names: s.waitingFor.join(', ') })}</Alert>
      )}
      {s.checklistStatus === 'DEED_SIGNING' && s.waitingFor.length > 0 && <ClosedSessionDoor uuid={uuid} />}
      {s.checklistStatus === 'GEN_RESCISSION' && <p>{t(m.preparingNotice)}</p>}
      {s.rescission && s.checklistStatus === 'RESCISSION' && (
        <div className="stack">
          <p>
            {t(m.rescissionText, {
              lastDay: longCalendarDate(s.rescission.lastDay),
              zone: timeZoneNameAt(new Date(s.rescission.endsAt), s.timeZone, locale),
            })}
          </p>
          <Countdown endsAt={s.rescission.endsAt} />
          {s.rescission.canCancel && (
            <div className="row">
              <Button variant="secondary" onClick={() => setConfirming(true)}>
                {t(m.cancelMyLine)}
              </Button>
            </div>
          )}
        </div>
      )}
      {['RECORDING', 'FUNDABLE', 'FUNDING_DECISION'].includes(s.checklistStatus) && !s.fundingRefused && (
        <p>{t(m.rescissionEnded)}</p>
      )}
      {s.fundingRefused && (
        <AnotherDisburseAccount uuid={uuid} refusal={s.fundingRefused} onSent={() => void summary.refetch()} />
      )}
      {cancelled && <p>{t(m.cancelledText)}</p>}
      {cancel.error && <Alert variant="error">{localize(errorMessageOf(cancel.error))}</Alert>}

      {!cancelled && (
        <>
          <h2>{t(m.yourLine)}</h2>
          <dl className="notary-facts">
            {s.lineAmount !== null && (
              <div>
                <dt>{t(m.creditLine)}</dt>
                <dd>{money(s.lineAmount)}</dd>
              </div>
            )}
            {s.drawAmount !== null && (
              <div>
                <dt>{t(m.firstDraw)}</dt>
                <dd>
                  {money(s.drawAmount)}
                  {s.disburseAccountMask ? t(m.toAccountEnding, { mask: s.disburseAccountMask }) : ''}
                  {s.funding ? t(m.sent) : ''}
                </dd>
              </div>
            )}
            {s.rate !== null && (
              <div>
                <dt>{t(m.rate)}</dt>
                <dd>
                  {percent(s.rate, 2)}
                  {s.termYears ? t(m.termYears, { years: s.termYears }) : ''}
                </dd>
              </div>
            )}
            {s.firstPayment && (
              <div>
                <dt>{t(m.firstPayment)}</dt>
                <dd>
                  {t(m.paymentDue, {
                    amount: money(s.firstPayment.amount, 2),
                    day: shortCalendarDate(s.firstPayment.dueOn),
                  })}
                  {s.funding ? '' : t(m.ifFundedOnSchedule)}
                </dd>
              </div>
            )}
            {s.funding && (
              <div>
                <dt>{t(m.transfer)}</dt>
                <dd>{s.funding.transferId}</dd>
              </div>
            )}
          </dl>
          <FundingPromise uuid={uuid} checklistStatus={s.checklistStatus} />
        </>
      )}

      <h2>{t(m.yourDocuments)}</h2>
      {s.documents.length === 0 ? (
        <p>{t(m.documentsAppear)}</p>
      ) : (
        <>
          <EnglishOnlyNotice />
          <ul>
            {s.documents.map((d) => (
              <li key={d.uuid}>
                <DocumentLink uuid={uuid} document={d} />
              </li>
            ))}
          </ul>
        </>
      )}

      <h2>{t(m.whatNext)}</h2>
      {s.checklistStatus === 'COMPLETE' ? (
        <ul>
          <li>{t(m.fundsArrive)}</li>
          <li>
            {/* The dashboard shows this line and takes another draw (docs/decisions.md "Draws after funding"). */}
            {rich(m.drawMore as MessageDescriptor, {
              link: (chunks: ReactNode[]) => <Link to={`${DASHBOARD_PATH}#line-${uuid}`}>{chunks}</Link>,
            })}
          </li>
          <li>{t(m.keepDocuments)}</li>
        </ul>
      ) : cancelled ? (
        <p>{t(m.newApplication)}</p>
      ) : s.fundingRefused?.canGiveAccount ? (
        <p>{t(m.giveAnotherAccount)}</p>
      ) : (
        <p>{t(m.nothingNeeded)}</p>
      )}
      <SupportContact />
      <Link to={DASHBOARD_PATH} className={buttonClassName('secondary')}>
        {t(m.goToDashboard)}
      </Link>

      <Modal
        id="cancel-line-of-credit"
        title={t(m.cancelTitle)}
        description={t(m.cancelDescription)}
        isOpen={confirming}
        onOpenChange={setConfirming}
        actions={
          <>
            <Button
              isLoading={cancel.isPending}
              loadingLabel={t(m.cancelling)}
              onClick={() =>
                cancel.mutate(undefined, {
                  onSettled: () => setConfirming(false),
                })
              }
            >
              {t(m.yesCancel)}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t(m.keepLine)}
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
  const { t } = useI18n();
  if (!overview.data?.canSwitchToInPerson) return null;
  return (
    <div className="stack">
      <Alert variant="warn">{t(m.closedSession)}</Alert>
      <InPersonNotaryDoor
        uuid={uuid}
        booking="me"
        onSwitched={() => void navigate(applicationPath(uuid, 'notary/schedule-manual'))}
      />
    </div>
  );
}
