import type { FieldCipher } from '../../platform/crypto';
import type { Db } from '../../platform/database/database';
import type { DocumentStore } from '../../platform/storage';
import { recordDecision } from '../decisions/record-decision';
import type { Providers } from '../providers';
import { lockApplication } from '../status/status.repo';
import { writeStatus } from '../status/status-writer';
import { isStepKey, stepAfter, STEPS, type StepKey } from '../steps';
import { claimDueTransitions, insertTransition, stampTransition } from './scheduler.repo';

/*
 * docs/architecture.md: processing steps are rows of scheduled_transitions with a due time. Whichever node first reads or
 * sweeps one after its due time applies it, inside a transaction that locks the row (FOR UPDATE SKIP LOCKED): no
 * state lives in memory, so a restart loses nothing, and a second node skips a row another is applying instead of
 * applying it twice. The applied row is stamped in the same transaction, so a crash before commit leaves it due.
 * A status read of one application waits for a node already applying its transition instead of skipping it, so the
 * reader answers the status after that transition (PostgreSQL re-checks `applied_at is null` once the lock is free).
 */

export interface EngineDeps {
  providers: Providers;
  cipher: FieldCipher;
  documents: DocumentStore;
  /** Delay of each scheduled step (config PROCESSING_DELAY_MS). */
  processingDelayMs: number;
  /** How long the lender's reviewer takes to decide a submitted condition (config CONDITION_REVIEW_DELAY_MS). */
  conditionReviewDelayMs?: number;
  now: () => Date;
}

/** Adds a transition due `delayMs` after `now`, inside the caller's transaction. */
export const scheduleStep = (trx: Db, applicationUuid: string, step: StepKey, now: Date, delayMs: number) =>
  insertTransition(trx, applicationUuid, step, new Date(now.getTime() + delayMs), now);

export interface ApplyOptions {
  /** Only this application's transitions (a status read); all applications when absent (the sweeper). */
  applicationUuid?: string;
  /** Most transitions claimed per transaction. */
  batchSize?: number;
}

// One transaction: claim due rows (skipping rows locked by another node), apply each, stamp it, schedule the next.
const applyBatch = async (db: Db, deps: EngineDeps, { applicationUuid, batchSize = 20 }: ApplyOptions) =>
  db.transaction().execute(async (trx) => {
    const now = deps.now();
    const due = await claimDueTransitions(trx, now, batchSize, applicationUuid);
    for (const transition of due) {
      const row = await lockApplication(trx, transition.application_uuid);
      const step = isStepKey(transition.step) ? STEPS[transition.step] : undefined;
      let outcome = 'SKIPPED';
      // The application may have moved on (sandbox, cancellation) since the step was scheduled: then skip it.
      if (row && step && (step.from === 'ANY' || row.checklist_status === step.from)) {
        const result = await step.run({
          trx,
          row,
          providers: deps.providers,
          now,
          cipher: deps.cipher,
          documents: deps.documents,
        });
        await writeStatus(trx, row, result.patch, {
          changedBy: `engine:${transition.step}`,
          transitionId: transition.id,
          now,
          ...(result.data ? { extra: result.data } : {}),
        });
        if (result.decision) {
          const deciding = { documents: deps.documents, now };
          await recordDecision(trx, deciding, row, result.decision, `engine:${transition.step}`);
        }
        const next = stepAfter(row.checklist_status, result.patch.checklistStatus, result.next);
        if (next) {
          await scheduleStep(trx, row.uuid, next, now, result.nextAfterMs ?? deps.processingDelayMs);
        }
        outcome = 'APPLIED';
      }
      await stampTransition(trx, transition, now, outcome);
    }
    return due.length;
  });

/**
 * Applies every transition due now (of one application, or of all), including the ones that the applied steps
 * schedule and that are already due (PROCESSING_DELAY_MS = 0). Returns how many were applied or skipped.
 */
export const applyDueTransitions = async (db: Db, deps: EngineDeps, options: ApplyOptions = {}): Promise<number> => {
  let total = 0;
  // Bounded: a chain of steps is short; the bound only guards against a step that reschedules itself forever.
  for (let round = 0; round < 50; round += 1) {
    const applied = await applyBatch(db, deps, options);
    total += applied;
    if (applied === 0) break;
  }
  return total;
};

export { nextDueAt } from './scheduler.repo';
