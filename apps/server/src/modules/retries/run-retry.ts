import { randomUUID } from 'node:crypto';
import type { HelocStatus } from '@heloc/domain/contracts';
import type { ApplicationRow } from '../../platform/database/schema';
import { AppError, NOT_FOUND } from '../../platform/http/errors';
import type { StatusPatch, StepKey } from '../../workflow';
import { inTransaction, type ServiceContext } from '../service-context';
import { findRetry, insertRetry, type RetryAction } from './retries.repo';
import type { Participation } from '../../platform/auth/access';

/*
 * A way out of the credit and property dead ends (docs/product/registration-and-routing.md §4 routing):
 * - credit/social (CREDIT_NO_MATCH): the full SSN, sealed at rest, re-runs the pull that found no file; a second miss
 *   is CREDIT_NO_MATCH_SSN (review-app/no-credit), decided by the credit step (workflow/steps/credit.ts);
 * - credit/error (SOFT_ / HARD_CREDIT_FROZEN or _LOCKED): "I've lifted it" re-runs that pull;
 * - review-app/property: a corrected address (NO_PROPERTY_FOUND) or the parcel picked among several
 *   (MULTIPLE_PROPERTIES) re-runs the property lookup.
 * A retry locks the application row, so two at once run one after the other; the second finds the first's request key
 * (a double click or a replay) or the application already processing, and answers the status without pulling again.
 * What the retry calls share: running one retry, the pull or lookup it re-runs, and the status they answer.
 */

export const CREDIT_PROCESSING = ['WAITING_FOR_SOFT_CREDIT', 'HARD_CREDIT_PULL'];
export const PROPERTY_PROCESSING = ['WAITING_FOR_INITIAL_OFFERS'];

export const readStatusOf = async (ctx: ServiceContext, caller: Participation): Promise<HelocStatus> => {
  const status = await ctx.workflow.readStatus(caller.applicationUuid);
  if (!status) throw new AppError('not_found', NOT_FOUND);
  return status;
};

interface Retry {
  action: RetryAction;
  /** The statuses the retry starts from. */
  from: readonly string[];
  /** The statuses it leads to while processing: finding one means the retry is already running. */
  processing: readonly string[];
  wrongStatusMessage: string;
  /** Checks the input against the locked row and answers the status patch, the step and the columns to write. */
  plan(row: ApplicationRow): { patch: StatusPatch; next: StepKey; extra?: Record<string, unknown> };
}

/** The pull a credit retry re-runs: the one that stopped (a hard no-match once the hard pull has run). */
export const creditRetryOf = (row: ApplicationRow): { patch: StatusPatch; next: StepKey } =>
  (row.credit_block?.pull ?? (row.hard_credit_pulls > 0 ? 'HARD' : 'SOFT')) === 'HARD'
    ? { patch: { checklistStatus: 'HARD_CREDIT_PULL' }, next: 'HARD_CREDIT' }
    : { patch: { checklistStatus: 'WAITING_FOR_SOFT_CREDIT' }, next: 'SOFT_CREDIT' };

export const propertyRetry = {
  patch: { checklistStatus: 'WAITING_FOR_INITIAL_OFFERS' },
  next: 'INITIAL_OFFERS',
} as const;

/**
 * Runs one retry: participants only (404 otherwise); the same request key again, or the application already
 * processing what a retry started, answers the status without a second pull; any other status is a 409.
 */
export const runRetry = async (
  ctx: ServiceContext,
  caller: Participation,
  requestKey: string,
  retry: Retry,
): Promise<{ status: HelocStatus }> => {
  await inTransaction(ctx, async (tx) => {
    const row = await tx.workflow.applications.lockParticipant(tx.db, caller);
    if (await findRetry(tx.db, caller.applicationUuid, requestKey)) return;
    if (retry.processing.includes(row.checklist_status)) return;
    if (!retry.from.includes(row.checklist_status)) throw new AppError('conflict', retry.wrongStatusMessage);
    const { patch, next, extra } = retry.plan(row);
    await insertRetry(tx.db, {
      uuid: randomUUID(),
      application_uuid: caller.applicationUuid,
      identity_uuid: caller.identityUuid,
      action: retry.action,
      request_key: requestKey,
      from_status: row.checklist_status,
      created_at: tx.now(),
    });
    await tx.workflow.advance(tx.db, row, patch, {
      by: `identity:${caller.identityUuid}`,
      next,
      ...(extra ? { extra } : {}),
    });
  });
  // Reading the status applies the pull at once when it is already due (no processing delay).
  return { status: await readStatusOf(ctx, caller) };
};
