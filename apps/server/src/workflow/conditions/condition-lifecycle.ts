import { randomUUID } from 'node:crypto';
import { canMoveCondition, type ConditionState } from '@heloc/domain';
import type { Db } from '../../platform/database/database';
import { json } from '../../platform/database/json';
import type { ConditionRow } from '../../platform/database/schema';
import { AppError } from '../../platform/http/errors';
import { insertConditionHistory, lockConditionsInStates, updateCondition } from './conditions.repo';

/*
 * The one writer of a condition's state. Every change is checked against the domain's table
 * (CONDITION_STATE_TRANSITIONS) and recorded in condition_history: who, from what to what, when, and why.
 */

export interface ConditionMove {
  /** 'identity:<uuid>', 'engine:CONDITION_REVIEW', 'sandbox', ... */
  by: string;
  now: Date;
  /** REJECTED: the reason the applicant sees. Otherwise a note for the history. */
  note?: string | null;
  /** SUBMITTED: the files of this answer. */
  documentUuids?: readonly string[];
  /** SUBMITTED: when the reviewer decides (null: another check decides, e.g. the identity provider). */
  reviewDueAt?: Date | null;
}

/** Moves a (locked) condition to `to` and records the change; answers the row as written. */
export const moveCondition = async (
  trx: Db,
  condition: ConditionRow,
  to: ConditionState,
  { by, now, note = null, documentUuids = [], reviewDueAt }: ConditionMove,
): Promise<ConditionRow> => {
  const from = condition.state;
  if (!canMoveCondition(from, to)) throw new AppError('conflict', `The condition cannot move from ${from} to ${to}`);
  const written = await updateCondition(trx, condition.uuid, {
    state: to,
    rejection_reason: to === 'REJECTED' ? note : null,
    resolved_at: to === 'ACCEPTED' ? now : null,
    ...(to === 'SUBMITTED' ? { submissions: condition.submissions + 1, review_due_at: reviewDueAt ?? null } : {}),
  });
  await insertConditionHistory(trx, {
    uuid: randomUUID(),
    condition_uuid: condition.uuid,
    application_uuid: condition.application_uuid,
    from_state: from,
    to_state: to,
    changed_by: by,
    note,
    document_uuids: json([...documentUuids]),
    created_at: now,
  });
  return written;
};

/** Moves every condition of a category in one of `from` states (the engine settling what its own check decided). */
export const settleConditions = async (
  trx: Db,
  applicationUuid: string,
  category: string,
  from: readonly ConditionState[],
  to: ConditionState,
  move: ConditionMove,
): Promise<ConditionRow[]> => {
  const rows = await lockConditionsInStates(trx, applicationUuid, from, category);
  const written: ConditionRow[] = [];
  for (const row of rows) written.push(await moveCondition(trx, row, to, move));
  return written;
};
