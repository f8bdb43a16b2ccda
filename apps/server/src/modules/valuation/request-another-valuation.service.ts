import type { HelocStatus } from '@heloc/domain/contracts';
import { statusOf } from '../../workflow';
import { AppError } from '../../platform/http/errors';
import { inTransaction, type ServiceContext } from '../service-context';
import type { Participation } from '../../platform/auth/access';

/*
 * The broker could not value the home (HOLD_FOR_APPRAISAL_REVIEW, shown on error/timeout): rather than wait for a call,
 * the applicant asks the broker to visit again (docs/product/operations-console.md §5). The price opinion is ordered
 * once more with the fee already agreed (no new fee) and returns as the engine step BPO_VALUATION.
 */

export const NOT_ON_HOLD_MESSAGE = 'Your home’s valuation is not waiting for another visit';

export const requestAnotherValuation = (ctx: ServiceContext, caller: Participation): Promise<HelocStatus> => {
  const { applicationUuid: uuid, identityUuid } = caller;
  return inTransaction(ctx, async (tx) => {
    const row = await tx.workflow.applications.lockParticipant(tx.db, caller);
    // A double click or a replay: the visit is already asked.
    if (row.checklist_status === 'NAV_BPO_PROCESSING') return statusOf(row);
    if (row.checklist_status !== 'HOLD_FOR_APPRAISAL_REVIEW') throw new AppError('conflict', NOT_ON_HOLD_MESSAGE);
    const now = tx.now();
    const delayMs = tx.config.valuationDelayMs;
    await tx.workflow.property.recordValuation(tx.db, uuid, {
      ordered_at: now,
      ordered_by: identityUuid,
      expected_by: new Date(now.getTime() + delayMs),
    });
    const written = await tx.workflow.advance(
      tx.db,
      row,
      { checklistStatus: 'NAV_BPO_PROCESSING', bpo: 'BPO_PROCESSING' },
      { by: `identity:${identityUuid}`, next: 'BPO_VALUATION', nextAfterMs: delayMs },
    );
    return statusOf(written);
  });
};
