import type { ConditionAnswer } from '@heloc/domain/contracts';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../shared/console-labels';
import { DocumentViewer } from './document-viewer';

const OUTCOME_LABELS: Record<ConditionAnswer['outcome'], string> = {
  WAITING: 'Waiting for a decision',
  ACCEPTED: 'Accepted',
  REJECTED: 'Rejected',
  NOT_SENT: 'Uploaded, not sent yet',
};

/**
 * Every answer to a condition, oldest first (docs/product/operations-console.md §4): each file by its name and upload
 * date, when it was sent, its outcome and a rejection's reason. A rejected answer is marked in words as well as in
 * colour; `actions` render only inside the answer that can be decided (the one waiting, last).
 */
export function ConditionAnswers({
  applicationUuid,
  answers,
  actions,
}: {
  applicationUuid: string;
  answers: readonly ConditionAnswer[];
  actions: ReactNode;
}) {
  const decidable = answers.at(-1)?.outcome === 'WAITING' ? answers.length - 1 : -1;
  return (
    <ol className="console-list console-answers" aria-label="The borrower's answers">
      {answers.map((answer, index) => (
        <li
          key={answer.submittedAt ?? 'unsent'}
          className={`console-answer console-answer--${answer.outcome.toLowerCase()}`}
        >
          <p>
            <strong>
              Answer {index + 1}: {OUTCOME_LABELS[answer.outcome]}
            </strong>
            {answer.decidedAt && <> on {formatDateTime(answer.decidedAt)}</>}
            {answer.submittedAt && <> · sent {formatDateTime(answer.submittedAt)}</>}
          </p>
          {answer.rejectionReason && (
            <p>
              <strong>Reason given:</strong> {answer.rejectionReason}
            </p>
          )}
          {answer.documents.length === 0 ? (
            <p>No files (answered in words).</p>
          ) : (
            <ul className="console-list">
              {answer.documents.map((document) => (
                <li key={document.uuid}>
                  <DocumentViewer
                    applicationUuid={applicationUuid}
                    document={{ ...document, title: document.fileName }}
                  />
                  <span className="card__meta">Uploaded {formatDateTime(document.createdAt)}</span>
                </li>
              ))}
            </ul>
          )}
          {index === decidable && actions}
        </li>
      ))}
    </ol>
  );
}
