import { englishErrorOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { useExportAudit } from './api/export-audit';
import { formatDateTime, readableEnum } from '../../shared/console-labels';
import type { FileSectionProps } from './file-context';
import { ConsoleTable } from '../../shared/console-table';

const shown = (value: unknown): string =>
  value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

/** Every staff act on the file, who and when, before and after (docs/product/operations-console.md §7). */
export function AuditSection({ file, can }: FileSectionProps) {
  const exportCsv = useExportAudit(file.uuid);
  return (
    <section id="file-audit" className="console-section stack" aria-labelledby="file-audit-title">
      <h2 id="file-audit-title">Audit trail</h2>
      {can('AUDIT_EXPORT') && (
        <div className="console-actions">
          <Button
            variant="secondary"
            isLoading={exportCsv.isPending}
            loadingLabel="Exporting"
            onClick={() => exportCsv.mutate(`audit-${file.loanNumber ?? file.uuid}.csv`)}
          >
            Export CSV
          </Button>
          {exportCsv.error && <Alert variant="error">{englishErrorOf(exportCsv.error)}</Alert>}
        </div>
      )}
      {file.audit.length === 0 ? (
        <p>No staff act on this file yet.</p>
      ) : (
        <ConsoleTable
          label="Audit trail table"
          caption="Staff acts on this file"
          captionHidden
          columns={['When', 'Who', 'What', 'Before', 'After']}
        >
          {file.audit.map((entry) => (
            <tr key={entry.id}>
              <td>{formatDateTime(entry.at)}</td>
              <td>{entry.actor}</td>
              <td>{readableEnum(entry.action.replace(/[.-]/g, '_'))}</td>
              <td>
                <code>{shown(entry.before)}</code>
              </td>
              <td>
                <code>{shown(entry.after)}</code>
              </td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </section>
  );
}
