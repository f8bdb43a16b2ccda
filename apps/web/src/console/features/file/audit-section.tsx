import { englishErrorOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { useExportAudit } from './api/export-audit';
import { useStaffMembers } from '../../shared/api/list-staff-members';
import { formatDateTime } from '../../shared/console-labels';
import type { FileSectionProps } from './file-context';
import { ConsoleTable } from '../../shared/console-table';
import { auditActionName, auditChangesOf, auditNamesOf } from './audit-changes';

/**
 * Every staff act on the file, who and when, and what it changed in words (docs/product/operations-console.md §7):
 * "Status: Offer selection → Collect additional info".
 */
export function AuditSection({ file, can }: FileSectionProps) {
  const exportCsv = useExportAudit(file.uuid);
  const names = auditNamesOf(file, useStaffMembers().data ?? []);
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
          columns={['When', 'Who', 'What', 'Changes']}
        >
          {file.audit.map((entry) => (
            <tr key={entry.id}>
              <td>{formatDateTime(entry.at)}</td>
              <td>{entry.actor}</td>
              <td>{auditActionName(entry.action)}</td>
              <td>
                <ul className="console-changes">
                  {auditChangesOf(entry, names).map((change) => (
                    <li key={change.field}>
                      {change.field}:{' '}
                      {change.before !== undefined ? `${change.before} → ${change.after}` : change.after}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </section>
  );
}
