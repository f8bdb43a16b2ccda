import { formatDateTime, statusLabel } from '../../shared/console-labels';
import type { FileSectionProps } from './file-context';
import { ConsoleTable } from '../../shared/console-table';

const ACTOR_KINDS = { STAFF: 'staff', BORROWER: 'borrower', SYSTEM: 'system', SANDBOX: 'sandbox' } as const;

/** Every status change and who made it (docs/product/operations-console.md §4). */
export function TimelineSection({ file }: FileSectionProps) {
  return (
    <section id="file-timeline" className="console-section stack" aria-labelledby="file-timeline-title">
      <h2 id="file-timeline-title">Timeline</h2>
      {file.timeline.length === 0 ? (
        <p>No status changes yet.</p>
      ) : (
        <ConsoleTable
          label="Timeline table"
          caption="Status changes, newest last"
          captionHidden
          columns={['When', 'Change', 'By']}
        >
          {file.timeline.map((entry, i) => (
            <tr key={`${entry.at}-${i}`}>
              <td>{formatDateTime(entry.at)}</td>
              <td>
                {entry.field === 'checklistStatus' || entry.field === 'status' ? '' : `${entry.field}: `}
                {entry.from ? statusLabel(entry.from) : '—'} → {entry.to ? statusLabel(entry.to) : '—'}
              </td>
              <td>
                {entry.by.name} ({ACTOR_KINDS[entry.by.kind]})
              </td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </section>
  );
}
