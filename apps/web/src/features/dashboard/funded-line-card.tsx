import {
  APPLICATION_DOCUMENT_KIND_LABELS,
  formatDisplayDate,
  formatLongCalendarDate,
  formatMoney,
  formatPercent,
} from '@heloc/domain';
import type { LineDrawAnswer } from '@heloc/domain/contracts';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { ApiError, errorMessageOf } from '../../lib/api-error';
import { useDocumentUrl } from '../../shared/application-summary/api/get-summary-document';
import { Alert } from '../../ui/alert';
import { Spinner } from '../../ui/spinner';
import { useFundedLine } from './api/get-funded-line';
import { DrawForm } from './draw-form';
import './funded-line.css';

/** The anchor of a line on the dashboard: the complete screen links to it. */
export const lineAnchor = (uuid: string) => `line-${uuid}`;

const cents = (dollars: number) => formatMoney(dollars, Number.isInteger(dollars) ? 0 : 2);

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
  if (error) return <span>{label} (could not be loaded)</span>;
  if (!url) return <span>{label}</span>;
  return (
    <a href={url} download={fileName} target="_blank" rel="noopener">
      {label}
    </a>
  );
}

const drawStatus = (draw: LineDrawAnswer) =>
  draw.status === 'FUNDED'
    ? `sent to your account ending ${draw.accountMask}`
    : draw.status === 'PENDING'
      ? 'on its way'
      : `refused by your bank (${draw.returnReason ?? 'no reason given'})`;

/** One funded line on the dashboard: its figures, its draws and documents, and another draw for the borrower. */
export function FundedLineCard({ uuid }: { uuid: string }) {
  const query = useFundedLine(uuid);
  const [drawn, setDrawn] = useState<LineDrawAnswer | null>(null);
  const line = query.data;
  const titleId = `${lineAnchor(uuid)}-title`;
  const { hash } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = line !== undefined;
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
          <Alert variant="error">{errorMessageOf(query.error)}</Alert>
        ) : (
          <Spinner label="Loading your line of credit" />
        )}
      </li>
    );
  }
  const title = line.loanNumber ? `Line of credit #${line.loanNumber}` : 'Line of credit';
  return (
    <li className="card stack" id={lineAnchor(uuid)} aria-labelledby={titleId} data-testid="funded-line">
      <h3 id={titleId} ref={heading} tabIndex={-1}>
        {title}
      </h3>
      <p className="card__meta">{line.propertyLabel}</p>
      <dl className="line-facts">
        <div>
          <dt>Credit limit</dt>
          <dd>{cents(line.creditLimit)}</dd>
        </div>
        <div>
          <dt>Drawn</dt>
          <dd>{cents(line.drawn)}</dd>
        </div>
        {line.pending > 0 && (
          <div>
            <dt>On its way</dt>
            <dd>{cents(line.pending)}</dd>
          </div>
        )}
        <div>
          <dt>Available to draw</dt>
          <dd>{cents(line.available)}</dd>
        </div>
        <div>
          <dt>Next payment</dt>
          <dd>{`${formatMoney(line.nextPayment.amount, 2)} due ${formatLongCalendarDate(line.nextPayment.dueOn)}`}</dd>
        </div>
        <div>
          <dt>First draw</dt>
          <dd>{`${cents(line.firstDraw.amount)} at ${formatPercent(line.firstDraw.rate, 2)} ${line.rateType === 'VARIABLE' ? 'variable' : 'fixed'}, ${line.termYears} years`}</dd>
        </div>
        <div>
          <dt>Draw period ends</dt>
          <dd>{formatLongCalendarDate(line.drawPeriodEndsOn)}</dd>
        </div>
      </dl>

      {drawn && drawn.status === 'FUNDED' && (
        <Alert variant="success" title="Your draw is funded">
          {`${formatMoney(drawn.amount)} was sent to your account ending ${drawn.accountMask}. It usually arrives within one business day.`}
        </Alert>
      )}
      {drawn && drawn.status === 'REJECTED' && (
        <Alert variant="error" title="Your bank refused the draw">
          {drawn.returnReason ?? 'The bank gave no reason.'}
        </Alert>
      )}

      {line.draws.length > 0 && (
        <>
          <h4>Your draws</h4>
          <ul className="line-list" aria-label={`Draws of ${title}`}>
            {line.draws.map((draw) => (
              <li key={draw.uuid}>
                {`${formatMoney(draw.amount)} at ${formatPercent(draw.rate, 2)} variable, asked ${formatDisplayDate(new Date(draw.requestedAt), line.timeZone)}: ${drawStatus(draw)}`}
                {draw.disclosureUuid && (
                  <>
                    {' · '}
                    <DocumentLink
                      uuid={uuid}
                      documentUuid={draw.disclosureUuid}
                      label={`Draw disclosure for ${formatMoney(draw.amount)}`}
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

      <h4>Your documents</h4>
      {line.documents.length === 0 ? (
        <p>Your signed documents will appear here.</p>
      ) : (
        <ul className="line-list" aria-label={`Documents of ${title}`}>
          {line.documents.map((d) => (
            <li key={d.uuid}>
              <DocumentLink
                uuid={uuid}
                documentUuid={d.uuid}
                label={`${APPLICATION_DOCUMENT_KIND_LABELS[d.kind]}: ${d.fileName}`}
                fileName={d.fileName}
              />
            </li>
          ))}
        </ul>
      )}

      {line.canDraw || line.draws.some((d) => d.status === 'PENDING') ? (
        <DrawForm line={line} onDrawn={setDrawn} />
      ) : (
        line.drawRefusal && <p className="line-draw-form">{line.drawRefusal}</p>
      )}
    </li>
  );
}
