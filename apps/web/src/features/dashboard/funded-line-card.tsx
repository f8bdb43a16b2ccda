import { APPLICATION_DOCUMENT_KIND_LABELS } from '@heloc/domain';
import type { LineDrawAnswer } from '@heloc/domain/contracts';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { ApiError, errorMessageOf } from '../../lib/api-error';
import { useI18n } from '../../lib/i18n';
import { useDocumentUrl } from '../../shared/application-summary/api/get-summary-document';
import { TermHintFor } from '../../shared/term-hints/term-hint-for';
import { Alert } from '../../ui/alert';
import { Spinner } from '../../ui/spinner';
import { useFundedLine } from './api/get-funded-line';
import { dashboardMessages as m } from './dashboard.messages';
import { DrawForm } from './draw-form';
import './funded-line.css';

/** The anchor of a line on the dashboard: the complete screen links to it. */
export const lineAnchor = (uuid: string) => `line-${uuid}`;

function DocumentLink({
  uuid,
  documentUuid,
  label,
  fileName,
}: {
  uuid: string;
  documentUuid: string;
  label: string;
  fileName: string;
}) {
  const { url, error } = useDocumentUrl(uuid, documentUuid);
  const { t } = useI18n();
  if (error) return <span>{t(m.documentFailed, { label })}</span>;
  if (!url) return <span>{label}</span>;
  return (
    <a href={url} download={fileName} target="_blank" rel="noopener">
      {label}
    </a>
  );
}

/** One funded line on the dashboard: its figures, its draws and documents, and another draw for the borrower. */
export function FundedLineCard({ uuid }: { uuid: string }) {
  const query = useFundedLine(uuid);
  const [drawn, setDrawn] = useState<LineDrawAnswer | null>(null);
  const line = query.data;
  const titleId = `${lineAnchor(uuid)}-title`;
  const { hash } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = line !== undefined;
  const { t, localize, money, percent, longCalendarDate, shortDate } = useI18n();
  const cents = (dollars: number) => money(dollars, Number.isInteger(dollars) ? 0 : 2);
  const drawStatus = (draw: LineDrawAnswer) =>
    draw.status === 'FUNDED'
      ? t(m.drawSent, { mask: draw.accountMask })
      : draw.status === 'PENDING'
        ? t(m.drawOnItsWay)
        : t(m.drawRefused, { reason: draw.returnReason ? localize(draw.returnReason) : t(m.noReasonGiven) });
  // Linked from the complete screen (/dashboard#line-<uuid>): once the line is shown, bring it into view.
  useEffect(() => {
    if (loaded && hash === `#${lineAnchor(uuid)}`) {
      heading.current?.scrollIntoView?.({ block: 'start' });
      heading.current?.focus();
    }
  }, [loaded, hash, uuid]);
  // A co-signer's dashboard lists the application too, but the line is the borrower's (404): nothing to show.
  if (query.error instanceof ApiError && query.error.status === 404) return null;
  if (!line) {
    return (
      <li className="card stack" id={lineAnchor(uuid)}>
        {query.error ? (
          <Alert variant="error">{localize(errorMessageOf(query.error))}</Alert>
        ) : (
          <Spinner label={t(m.loadingLine)} />
        )}
      </li>
    );
  }
  const title = line.loanNumber ? t(m.lineNumbered, { loanNumber: line.loanNumber }) : t(m.line);
  return (
    <li className="card stack" id={lineAnchor(uuid)} aria-labelledby={titleId} data-testid="funded-line">
      <h3 id={titleId} ref={heading} tabIndex={-1}>
        {title}
      </h3>
      <p className="card__meta">{line.propertyLabel}</p>
      <dl className="line-facts">
        <div>
          <dt>{t(m.creditLimit)}</dt>
          <dd>{cents(line.creditLimit)}</dd>
        </div>
        <div>
          <dt>{t(m.drawn)}</dt>
          <dd>{cents(line.drawn)}</dd>
        </div>
        {line.pending > 0 && (
          <div>
            <dt>{t(m.onItsWay)}</dt>
            <dd>{cents(line.pending)}</dd>
          </div>
        )}
        <div>
          <dt>{t(m.available)}</dt>
          <dd>{cents(line.available)}</dd>
        </div>
        <div>
          <dt>{t(m.nextPayment)}</dt>
          <dd>
            {t(m.nextPaymentDue, {
              amount: money(line.nextPayment.amount, 2),
              date: longCalendarDate(line.nextPayment.dueOn),
            })}
          </dd>
        </div>
        <div>
          <dt>{t(m.firstDraw)}</dt>
          <dd>
            {t(m.firstDrawTerms, {
              amount: cents(line.firstDraw.amount),
              rate: percent(line.firstDraw.rate, 2),
              rateType: line.rateType,
              years: line.termYears,
            })}
          </dd>
        </div>
        <div>
          <dt>
            {t(m.drawPeriodEnds)}
            <TermHintFor term="drawPeriod" />
          </dt>
          <dd>{longCalendarDate(line.drawPeriodEndsOn)}</dd>
        </div>
      </dl>

      {drawn && drawn.status === 'FUNDED' && (
        <Alert variant="success" title={t(m.drawFundedTitle)}>
          {t(m.drawFundedBody, { amount: money(drawn.amount), mask: drawn.accountMask })}
        </Alert>
      )}
      {drawn && drawn.status === 'REJECTED' && (
        <Alert variant="error" title={t(m.drawRefusedTitle)}>
          {drawn.returnReason ? localize(drawn.returnReason) : t(m.bankGaveNoReason)}
        </Alert>
      )}

      {line.draws.length > 0 && (
        <>
          <h4>{t(m.yourDraws)}</h4>
          <ul className="line-list" aria-label={t(m.drawsList, { title })}>
            {line.draws.map((draw) => (
              <li key={draw.uuid}>
                {t(m.drawItem, {
                  amount: money(draw.amount),
                  rate: percent(draw.rate, 2),
                  date: shortDate(draw.requestedAt, line.timeZone),
                  status: drawStatus(draw),
                })}
                {draw.disclosureUuid && (
                  <>
                    {t(m.separator)}
                    <DocumentLink
                      uuid={uuid}
                      documentUuid={draw.disclosureUuid}
                      label={t(m.drawDisclosure, { amount: money(draw.amount) })}
                      fileName={
                        line.documents.find((d) => d.uuid === draw.disclosureUuid)?.fileName ?? 'draw-disclosure.pdf'
                      }
                    />
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      )}

      <h4>{t(m.yourDocuments)}</h4>
      {line.documents.length === 0 ? (
        <p>{t(m.documentsLater)}</p>
      ) : (
        <ul className="line-list" aria-label={t(m.documentsList, { title })}>
          {line.documents.map((d) => (
            <li key={d.uuid}>
              <DocumentLink
                uuid={uuid}
                documentUuid={d.uuid}
                label={t(m.documentLabel, {
                  kind: localize(APPLICATION_DOCUMENT_KIND_LABELS[d.kind]),
                  fileName: d.fileName,
                })}
                fileName={d.fileName}
              />
            </li>
          ))}
        </ul>
      )}

      {line.canDraw || line.draws.some((d) => d.status === 'PENDING') ? (
        <DrawForm line={line} onDrawn={setDrawn} />
      ) : (
        line.drawRefusal && <p className="line-draw-form">{localize(line.drawRefusal)}</p>
      )}
    </li>
  );
}
