import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { EngineDb } from '../db/tables';
import type { Providers } from '../providers';
import { writeStatus } from './status-writer';
import { isStepKey, STEPS, type StepKey } from './steps';

/*
 * DESIGN §5: processing steps are rows of scheduled_transitions with a due time. Whichever node first reads or
 * sweeps one after its due time applies it, inside a transaction that locks the row (FOR UPDATE SKIP LOCKED): no
 * state lives in memory, so a restart loses nothing, and a second node skips a row another is applying instead of
 * applying it twice. The applied row is stamped in the same transaction, so a crash before commit leaves it due.
 * A status read of one application waits for a node already applying its transition instead of skipping it, so the
 * reader answers the status after that transition (PostgreSQL re-checks `applied_at is null` once the lock is free).
 */

export interface EngineDeps {
  providers: Providers;
  /** Delay of each scheduled step (config PROCESSING_DELAY_MS). */
  processingDelayMs: number;
  now: () => Date;
}

/** Adds a transition due `delayMs` after `now`, inside the caller's transaction. */
export const scheduleStep = async (
  trx: EngineDb,
  applicationUuid: string,
  step: StepKey,
  now: Date,
  delayMs: number,
) => {
  await trx
    .insertInto('scheduled_transitions')
    .values({
      id: randomUUID(),
      application_uuid: applicationUuid,
      step,
      due_at: new Date(now.getTime() + delayMs),
      applied_at: null,
      outcome: null,
      created_at: now,
    })
    .execute();
};

export interface ApplyOptions {
  /** Only this application's transitions (a status read); all applications when absent (the sweeper). */
  applicationUuid?: string;
  /** Most transitions claimed per transaction. */
  batchSize?: number;
}

// One transaction: claim due rows (skipping rows locked by another node), apply each, stamp it, schedule the next.
const applyBatch = async (db: EngineDb, deps: EngineDeps, { applicationUuid, batchSize = 20 }: ApplyOptions) =>
  db.transaction().execute(async (trx) => {
    const now = deps.now();
    let query = trx
      .selectFrom('scheduled_transitions')
      .selectAll()
      .where('applied_at', 'is', null)
      .where('due_at', '<=', now);
    if (applicationUuid) query = query.where('application_uuid', '=', applicationUuid);
    query = query.orderBy('due_at').limit(batchSize).forUpdate();
    const due = await (applicationUuid ? query : query.skipLocked()).execute();

    for (const transition of due) {
      const row = await trx
        .selectFrom('applications')
        .selectAll()
        .where('uuid', '=', transition.application_uuid)
        .forUpdate()
        .executeTakeFirst();
      const step = isStepKey(transition.step) ? STEPS[transition.step] : undefined;
      let outcome = 'SKIPPED';
      // The application may have moved on (sandbox, cancellation) since the step was scheduled: then skip it.
      if (row && step && row.checklist_status === step.from) {
        const result = await step.run({ trx, row, providers: deps.providers });
        await writeStatus(trx, row, result.patch, {
          changedBy: `engine:${transition.step}`,
          transitionId: transition.id,
          now,
          ...(result.data ? { extra: result.data } : {}),
        });
        if (result.next) await scheduleStep(trx, row.uuid, result.next, now, deps.processingDelayMs);
        outcome = 'APPLIED';
      }
      await trx
        .updateTable('scheduled_transitions')
        .set({ applied_at: now, outcome })
        .where('id', '=', transition.id)
        .execute();
    }
    return due.length;
  });

/**
 * Applies every transition due now (of one application, or of all), including the ones that the applied steps
 * schedule and that are already due (PROCESSING_DELAY_MS = 0). Returns how many were applied or skipped.
 */
export const applyDueTransitions = async (
  db: EngineDb,
  deps: EngineDeps,
  options: ApplyOptions = {},
): Promise<number> => {
  let total = 0;
  // Bounded: a chain of steps is short; the bound only guards against a step that reschedules itself forever.
  for (let round = 0; round < 50; round += 1) {
    const applied = await applyBatch(db, deps, options);
    total += applied;
    if (applied === 0) break;
  }
  return total;
};

/** The earliest pending due time of an application, or null when nothing is pending. */
export const nextDueAt = async (db: EngineDb, applicationUuid: string): Promise<Date | null> => {
  const row = await db
    .selectFrom('scheduled_transitions')
    .select(sql<Date>`min(due_at)`.as('due'))
    .where('application_uuid', '=', applicationUuid)
    .where('applied_at', 'is', null)
    .executeTakeFirst();
  return row?.due ?? null;
};
