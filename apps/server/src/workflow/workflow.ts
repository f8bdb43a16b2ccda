import { AppError } from '../platform/http/errors';
import type { Db } from '../platform/database/database';
import { isRecordingReads, noteAnswerEndsAt } from '../platform/database/read-record';
import type { ApplicationRow } from '../platform/database/schema';
import type { AdvanceOptions, Workflow } from './workflow-verbs';
import { applicationVerbsOf } from './applications/application-verbs';
import { closingVerbsOf } from './closing/closing-verbs';
import { findConditionRow } from './conditions/conditions.repo';
import { moveCondition } from './conditions/condition-lifecycle';
import { continuationOf } from './conditions/continuation';
import { raiseCondition } from './conditions/raise-condition';
import { adverseActionNoticeOf } from './decisions/adverse-action-notice';
import { recordDecision } from './decisions/record-decision';
import { additionalSignerSigned, moveOnWhenAllSigned } from './signers/additional-signer-signed';
import { ensureRequiredSigners } from './signers/required-signers';
import { applyDueTransitions, type EngineDeps, scheduleStep } from './scheduler/scheduler';
import type { StatusCache } from './status/status-cache';
import { statusOf } from './status/status-fields';
import { findStatusRow } from './status/status.repo';
import { recordInitialStatus, writeStatus } from './status/status-writer';
import { canTransition } from './status/transitions';
import { stepAfter } from './steps';
import { brokerValueOf } from './steps/valuation';
import { propertyVerbsOf } from './steps/property-verbs';
import { verificationVerbsOf } from './steps/verification-verbs';
import { signerVerbsOf } from './signers/signer-verbs';

/** docs/product/registration-and-routing.md §4: a new application waits for the soft credit pull. */
const INITIAL_STATUS = 'WAITING_FOR_SOFT_CREDIT';

/** The signers' rule moves the application through the facade's one status writer. */
const advanceTo = (workflow: Workflow) => (trx: Db, row: ApplicationRow, to: 'GEN_NOTARY_DISCLOSURE', by: string) =>
  workflow.advance(trx, row, { checklistStatus: to }, { by });

/** A scheduled step falls due at `dueAt` (null: none is waiting). */
const isDue = (dueAt: Date | null, now: Date) => dueAt !== null && dueAt.getTime() <= now.getTime();

/**
 * The engine behind app.workflow, over one database and its outside parties. With a status cache, status reads are
 * answered from it while nothing they read has changed (status-cache.ts).
 */
export const createWorkflow = (
  db: Db,
  deps: EngineDeps,
  { statusCache }: { statusCache?: StatusCache } = {},
): Workflow => {
  const workflow: Workflow = {
    initialStatus: INITIAL_STATUS,
    providers: deps.providers,
    applications: applicationVerbsOf(deps.now),
    verification: verificationVerbsOf(() => workflow, deps.now),
    property: propertyVerbsOf(deps.providers, deps.now),
    closing: closingVerbsOf(deps.now),
    signers: signerVerbsOf(deps.now),
    lockCondition: (trx, applicationUuid, conditionUuid) =>
      findConditionRow(trx, applicationUuid, conditionUuid, { forUpdate: true }),

    raiseCondition: (trx, condition) => raiseCondition(trx, condition, deps.now()),

    adverseActionNotice: (uuid) => adverseActionNoticeOf(db, uuid),

    async enterBrokerValue(trx, row, valueDollars, { by }) {
      if (row.checklist_status !== 'NAV_BPO_PROCESSING') {
        throw new AppError('conflict', 'No broker price opinion is awaited for this application');
      }
      const now = deps.now();
      const result = await brokerValueOf({ trx, row, providers: deps.providers, now }, valueDollars);
      // The provider's scheduled answer then finds the file moved on and is skipped.
      return this.advance(trx, row, result.patch, {
        by,
        ...(result.data ? { extra: result.data } : {}),
        ...(result.decision ? { decision: result.decision } : {}),
        ...(result.next ? { next: result.next } : {}),
      });
    },

    // Additional signers (workflow/signers/).
    additionalSignerSigned(trx, row, identityUuid, { by }) {
      return additionalSignerSigned(trx, row, identityUuid, { by, now: deps.now(), advance: advanceTo(this) });
    },
    requiredSigners: (trx, row) => ensureRequiredSigners(trx, row, deps.providers, deps.now()),
    settleSigners(trx, row, { by }) {
      return moveOnWhenAllSigned(trx, row, { by, now: deps.now(), advance: advanceTo(this) });
    },

    async submitCondition(trx, condition, { by, documentUuids = [], note = null, decidedBy = 'REVIEWER' }) {
      const now = deps.now();
      if (decidedBy === 'IDENTITY_CHECK') {
        const submitted = await moveCondition(trx, condition, 'SUBMITTED', { by, now, documentUuids, note });
        return moveCondition(trx, submitted, 'IN_REVIEW', { by, now, note: 'Sent to the identity check' });
      }
      // The reviewer picks the answer up with the next processing step and decides CONDITION_REVIEW_DELAY_MS later.
      const pickUpMs = deps.processingDelayMs;
      const decideMs = pickUpMs + (deps.conditionReviewDelayMs ?? 0);
      const reviewDueAt = new Date(now.getTime() + decideMs);
      const submitted = await moveCondition(trx, condition, 'SUBMITTED', { by, now, documentUuids, note, reviewDueAt });
      await scheduleStep(trx, condition.application_uuid, 'CONDITION_REVIEW', now, pickUpMs);
      if (decideMs > pickUpMs) await scheduleStep(trx, condition.application_uuid, 'CONDITION_REVIEW', now, decideMs);
      return submitted;
    },

    async decideCondition(trx, row, condition, decision, { by }) {
      const now = deps.now();
      if (decision.decision === 'REJECT') {
        return moveCondition(trx, condition, 'REJECTED', { by, now, note: decision.reason });
      }
      const accepted = await moveCondition(trx, condition, 'ACCEPTED', { by, now });
      const continuation = continuationOf(row, accepted);
      if (continuation) {
        await this.advance(trx, row, continuation.patch, {
          by,
          ...(continuation.data ? { extra: continuation.data } : {}),
        });
      }
      return accepted;
    },

    async readStatus(uuid, { participant } = {}) {
      const key = `${uuid} ${participant ?? ''}`;
      // An answer being recorded for the answer memory reads the row itself, so its tables and end are recorded too.
      const known = isRecordingReads() ? undefined : statusCache?.get(key, deps.now());
      if (known) return known;
      let remember = statusCache?.begin(uuid);
      let found = await findStatusRow(db, uuid, participant);
      if (found && isDue(found.next_due_at, deps.now())) {
        // Something is due: apply it (or wait for the node applying it), then read once more.
        await applyDueTransitions(db, deps, { applicationUuid: uuid });
        remember = statusCache?.begin(uuid);
        found = await findStatusRow(db, uuid, participant);
      }
      if (!found) return undefined;
      noteAnswerEndsAt(found.next_due_at);
      const status = statusOf(found);
      remember?.(key, status, deps.now(), found.next_due_at);
      return status;
    },

    applyDue: (uuid) => applyDueTransitions(db, deps, uuid ? { applicationUuid: uuid } : {}),

    async start(trx, uuid, { by }) {
      const now = deps.now();
      await recordInitialStatus(trx, uuid, INITIAL_STATUS, { changedBy: by, now });
      await scheduleStep(trx, uuid, 'SOFT_CREDIT', now, deps.processingDelayMs);
    },

    async advance(trx, row, patch, { by, next, nextAfterMs, extra, bypassMachine = false, decision }: AdvanceOptions) {
      const to = patch.checklistStatus;
      if (to && to !== row.checklist_status && !bypassMachine && !canTransition(row.checklist_status, to as never)) {
        throw new AppError('conflict', `The application cannot move from ${row.checklist_status} to ${to}`);
      }
      const now = deps.now();
      const written = await writeStatus(trx, row, patch, { changedBy: by, now, ...(extra ? { extra } : {}) });
      if (decision) await recordDecision(trx, { documents: deps.documents, now }, row, decision, by);
      const step = stepAfter(row.checklist_status, to, next);
      if (step) await scheduleStep(trx, row.uuid, step, now, nextAfterMs ?? deps.processingDelayMs);
      return written.row;
    },
  };
  return workflow;
};
