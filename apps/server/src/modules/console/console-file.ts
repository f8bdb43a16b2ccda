import { FILE_ACTION_TABLE, type FileAction, fileActionRefusal } from '@heloc/domain';
import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import { appendAudit } from '../../platform/audit/audit.repo';
import type { ApplicationRow } from '../../platform/database/schema';
import { AppError, NOT_FOUND } from '../../platform/http/errors';
import { inTransaction, type ServiceContext } from '../service-context';
import { readApplicationRow } from '../../workflow';

/*
 * What the console's acts share (docs/product/operations-console.md §4, §7): the file within the member's
 * organisations (any other is 404, as if it did not exist), who the status history records, and the audit entry every
 * act appends in its own transaction.
 */

/** How the status history and the conditions' history record a member: the file's timeline shows their name. */
export const staffBy = (staff: Pick<StaffPrincipal, 'memberUuid'>): string => `staff:${staff.memberUuid}`;

/** The application, if within the member's organisations; 404 otherwise. */
export const requireScopedFile = async (
  ctx: ServiceContext,
  staff: StaffPrincipal,
  uuid: string,
  { forUpdate = false } = {},
): Promise<ApplicationRow> => {
  const scope = { orgCodes: staff.orgCodes };
  const row = forUpdate
    ? await ctx.workflow.applications.lock(ctx.db, uuid, scope)
    : await readApplicationRow(ctx.db, uuid, scope);
  if (!row) throw new AppError('not_found', NOT_FOUND);
  return row;
};

/** The status fields an act may change, as the audit trail keeps them before and after. */
export const statusSnapshot = (row: ApplicationRow) => ({
  checklistStatus: row.checklist_status,
  uwDecision: row.uw_decision,
});

export interface Audited<T> {
  result: T;
  action: string;
  before?: unknown;
  after?: unknown;
}

/**
 * One act on one file, in one transaction: what is due is applied first (the member acts on the file as it is now),
 * then the row is locked within the member's scope, `work` acts, and its audit entry is appended before the commit.
 */
export const actOnFile = async <T>(
  ctx: ServiceContext,
  staff: StaffPrincipal,
  uuid: string,
  work: (tx: ServiceContext, row: ApplicationRow) => Promise<Audited<T>>,
): Promise<T> => {
  await requireScopedFile(ctx, staff, uuid);
  await ctx.workflow.applyDue(uuid);
  return inTransaction(ctx, async (tx) => {
    const row = await requireScopedFile(tx, staff, uuid, { forUpdate: true });
    const { result, action, before, after } = await work(tx, row);
    await appendAudit(tx.db, { at: tx.now(), staff, applicationUuid: uuid, action, before, after });
    return result;
  });
};

/** An audit entry of its own (an act whose service keeps its own transaction, or a read such as a reveal). */
export const auditAlone = (
  ctx: ServiceContext,
  staff: StaffPrincipal,
  uuid: string,
  entry: { action: string; before?: unknown; after?: unknown },
) => appendAudit(ctx.db, { at: ctx.now(), staff, applicationUuid: uuid, ...entry });

export const FILE_CLOSED_MESSAGE = FILE_ACTION_TABLE.DECLINE.refusal;

/**
 * 409 with the act's refusal in plain words where the domain's table (staff/console-actions.ts) says the act does not
 * apply at the file's status: the console shows only the acts that apply, and the server holds the same line.
 */
export const requireFileAction = (row: Pick<ApplicationRow, 'checklist_status'>, action: FileAction): void => {
  const refusal = fileActionRefusal(action, row.checklist_status);
  if (refusal) throw new AppError('conflict', refusal);
};
