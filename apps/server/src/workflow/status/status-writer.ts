import type { ChecklistStatus } from '@heloc/domain';
import type { Db } from '../../platform/database/database';
import type { ApplicationRow } from '../../platform/database/schema';
import { STATUS_COLUMNS, type StatusField, type StatusPatch } from './status-fields';
import { insertHistory, updateApplicationColumns } from './status.repo';
import { CLOSING_STATUSES } from './transitions';

/*
 * The only writer of status fields (docs/architecture.md): every change, including the first status of a new application, goes
 * through here and is recorded in status_history (who or what changed it, when, from, to).
 */

const asText = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

export interface WriteStatusOptions {
  /** Who or what made the change: 'engine:<step>', 'identity:<uuid>', 'sandbox'. */
  changedBy: string;
  /** The scheduled transition that made the change, if any. */
  transitionId?: string | null;
  now: Date;
  /** Other (non-status) columns to update in the same statement. */
  extra?: Partial<Record<string, unknown>>;
}

/**
 * Applies `patch` to the locked application `row` inside the caller's transaction and writes one status_history row
 * per field whose value actually changes. Answers the fields that changed and the row as written. Reaching COMPLETE
 * or CANCELLED closes the application (active = false; completed_at for the 45-day wait of docs/product/registration-and-routing.md §9).
 */
export const writeStatus = async (
  trx: Db,
  row: ApplicationRow,
  patch: StatusPatch,
  { changedBy, transitionId = null, now, extra = {} }: WriteStatusOptions,
): Promise<{ changed: StatusField[]; row: ApplicationRow }> => {
  const changed = (Object.keys(patch) as StatusField[]).filter(
    (field) => patch[field] !== undefined && asText(patch[field]) !== asText(row[STATUS_COLUMNS[field]]),
  );
  const update: Record<string, unknown> = { ...extra };
  for (const field of changed) update[STATUS_COLUMNS[field]] = patch[field];
  // The pipeline's "time in status" (docs/product/operations-console.md §3) starts whenever the status changes.
  if (changed.includes('checklistStatus')) update.status_changed_at = now;
  if (changed.includes('checklistStatus') && CLOSING_STATUSES.includes(patch.checklistStatus as never)) {
    update.active = false;
    if (patch.checklistStatus === 'COMPLETE') update.completed_at = now;
  }
  if (Object.keys(update).length === 0) return { changed, row };
  update.updated_at = now;
  await updateApplicationColumns(trx, row.uuid, update);
  await insertHistory(
    trx,
    changed.map((field) => ({
      application_uuid: row.uuid,
      field,
      from_value: asText(row[STATUS_COLUMNS[field]]),
      to_value: asText(patch[field]),
      changed_by: changedBy,
      transition_id: transitionId,
      created_at: now,
    })),
  );
  return { changed, row: { ...row, ...update } as ApplicationRow };
};

/** A new application's first status: the row was inserted with it; its history starts here (from nothing). */
export const recordInitialStatus = async (
  trx: Db,
  applicationUuid: string,
  status: ChecklistStatus,
  { changedBy, now }: Pick<WriteStatusOptions, 'changedBy' | 'now'>,
) =>
  insertHistory(trx, [
    {
      application_uuid: applicationUuid,
      field: 'checklistStatus',
      from_value: null,
      to_value: status,
      changed_by: changedBy,
      transition_id: null,
      created_at: now,
    },
  ]);
