import type { ApplicationRow, EngineDb } from '../db/tables';
import { CLOSING_STATUSES } from './transitions';
import { STATUS_COLUMNS, type StatusField, type StatusPatch } from './status-fields';

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
 * per field whose value actually changes. Returns the fields that changed. Reaching COMPLETE or CANCELLED closes the
 * application (active = false; completed_at for the 45-day wait of spec 01 §9).
 */
export const writeStatus = async (
  trx: EngineDb,
  row: ApplicationRow,
  patch: StatusPatch,
  { changedBy, transitionId = null, now, extra = {} }: WriteStatusOptions,
): Promise<StatusField[]> => {
  const changed = (Object.keys(patch) as StatusField[]).filter(
    (field) => patch[field] !== undefined && asText(patch[field]) !== asText(row[STATUS_COLUMNS[field]]),
  );
  const update: Record<string, unknown> = { ...extra };
  for (const field of changed) update[STATUS_COLUMNS[field]] = patch[field];
  if (changed.includes('checklistStatus') && CLOSING_STATUSES.includes(patch.checklistStatus as never)) {
    update.active = false;
    if (patch.checklistStatus === 'COMPLETE') update.completed_at = now;
  }
  if (Object.keys(update).length === 0) return [];
  update.updated_at = now;
  await trx.updateTable('applications').set(update).where('uuid', '=', row.uuid).execute();
  if (changed.length > 0) {
    await trx
      .insertInto('status_history')
      .values(
        changed.map((field) => ({
          application_uuid: row.uuid,
          field,
          from_value: asText(row[STATUS_COLUMNS[field]]),
          to_value: asText(patch[field]),
          changed_by: changedBy,
          transition_id: transitionId,
          created_at: now,
        })),
      )
      .execute();
  }
  return changed;
};
