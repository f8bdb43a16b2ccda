import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import { listApplicationAudit } from '../../platform/audit/audit.repo';
import type { ServiceContext } from '../service-context';
import { AUDIT_CSV_COLUMNS, csvOf } from './audit-csv';
import { auditAlone, requireScopedFile } from './console-file';

/** The file's audit trail as CSV (at, actor, action, before, after); the export itself is then audited. */
export const exportAuditCsv = async (ctx: ServiceContext, staff: StaffPrincipal, uuid: string): Promise<string> => {
  await requireScopedFile(ctx, staff, uuid);
  const entries = await listApplicationAudit(ctx.db, uuid);
  const csv = csvOf(
    AUDIT_CSV_COLUMNS,
    entries.map((e) => [e.at.toISOString(), e.actor, e.action, e.before, e.after]),
  );
  await auditAlone(ctx, staff, uuid, { action: 'audit.export', after: { entries: entries.length } });
  return csv;
};
