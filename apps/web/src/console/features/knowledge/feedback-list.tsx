import { formatDisplayDate } from '@heloc/domain';
import type { ChatbotFeedbackRow } from '@heloc/domain/contracts';
import { ConsoleTable } from '../../shared/console-table';

/** The rated answers, newest first (docs/product/chat.md §3): what was asked, which article answered, and why not. */
export function FeedbackList({ rows }: { rows: readonly ChatbotFeedbackRow[] }) {
  return (
    <section className="stack console-section" aria-labelledby="feedback-title">
      <h2 id="feedback-title">Feedback</h2>
      {rows.length === 0 ? (
        <p>No answers rated yet.</p>
      ) : (
        <ConsoleTable
          label="Feedback table"
          caption="Rated answers, newest first"
          columns={['Date', 'Rating', 'Question', 'Article', 'Reason']}
        >
          {rows.map((row) => (
            <tr key={row.uuid}>
              <td>{formatDisplayDate(new Date(row.createdAt))}</td>
              <td>{row.rating === 'GOOD' ? 'Helpful' : 'Not helpful'}</td>
              <th scope="row">{row.question}</th>
              <td>{row.article?.title ?? 'No article (no answer found)'}</td>
              <td>{row.feedbackMessage || '—'}</td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </section>
  );
}
