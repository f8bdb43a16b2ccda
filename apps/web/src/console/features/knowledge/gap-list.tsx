import { formatDisplayDate } from '@heloc/domain';
import type { KnowledgeGap } from '@heloc/domain/contracts';
import { Button } from '../../../ui/button';
import { ConsoleTable } from '../../shared/console-table';

/**
 * The questions the chatbot could not answer well (docs/product/chat.md §3): each group of questions that ask the same
 * thing, how often it went unanswered or was marked not helpful, and "Write an article from this", which opens the
 * article form with the questions in it. A group an article answers now says which.
 */
export function GapList({ gaps, onWrite }: { gaps: readonly KnowledgeGap[]; onWrite: (gap: KnowledgeGap) => void }) {
  return (
    <section className="stack console-section" aria-labelledby="gaps-title">
      <h2 id="gaps-title">Questions without a good answer</h2>
      {gaps.length === 0 ? (
        <p>Every question lately found an answer.</p>
      ) : (
        <ConsoleTable
          label="Questions without a good answer table"
          labelledBy="gaps-title"
          columns={['Question', 'Also asked as', 'Unanswered', 'Not helpful', 'Last asked', 'Answered now by']}
          actions
        >
          {gaps.map((gap) => (
            <tr key={`${gap.language}-${gap.question}`}>
              <th scope="row" lang={gap.language}>
                {gap.question}
              </th>
              <td lang={gap.language}>{gap.questions.slice(1).join(' · ') || '—'}</td>
              <td>{gap.unanswered}</td>
              <td>{gap.notHelpful}</td>
              <td>{formatDisplayDate(new Date(gap.lastAskedAt))}</td>
              <td>{gap.answeredNowBy?.title ?? '—'}</td>
              <td className="console-row-actions">
                <Button
                  variant="secondary"
                  aria-label={`Write an article from “${gap.question}”`}
                  onClick={() => onWrite(gap)}
                >
                  Write an article from this
                </Button>
              </td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </section>
  );
}
