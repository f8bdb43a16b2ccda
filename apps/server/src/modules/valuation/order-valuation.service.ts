import { needsConditionQuestionnaire, type OrderValuation } from '@heloc/domain';
import type { HelocStatus } from '@heloc/domain/contracts';
import { readValuation, statusOf } from '../../workflow';
import { AppError } from '../../platform/http/errors';
import { inTransaction, type ServiceContext } from '../service-context';
import { CONDITION_FIRST_MESSAGE, feeOf, NOT_AT_VALUATION_MESSAGE, ORDER_STATUSES } from './valuation-view';
import type { Participation } from '../../platform/auth/access';

/**
 * bpo/order-bpo: orders the broker price opinion with the fee shown (NAV_BPO_PROCESSING, bpo BPO_PROCESSING). The
 * engine step BPO_VALUATION asks the broker VALUATION_DELAY_MS later; the schedule is in the database, so a restart
 * loses nothing. A replay answers the order already placed.
 */
export const orderValuation = (
  ctx: ServiceContext,
  caller: Participation,
  _body: OrderValuation,
): Promise<HelocStatus> => {
  const { applicationUuid: uuid, identityUuid } = caller;
  return inTransaction(ctx, async (tx) => {
    const row = await tx.workflow.applications.lockParticipant(tx.db, caller);
    const saved = await readValuation(tx.db, uuid);
    if (saved?.ordered_at && !ORDER_STATUSES.includes(row.checklist_status)) return statusOf(row);
    if (!ORDER_STATUSES.includes(row.checklist_status)) throw new AppError('conflict', NOT_AT_VALUATION_MESSAGE);
    if (needsConditionQuestionnaire(row.property_state) && !saved?.condition_answers) {
      throw new AppError('conflict', CONDITION_FIRST_MESSAGE);
    }
    const now = tx.now();
    const delayMs = tx.config.valuationDelayMs;
    const fee = await feeOf(tx, row);
    await tx.workflow.property.recordValuation(tx.db, uuid, {
      fee_dollars: fee.amountDollars,
      fee_covered_by_lender: fee.coveredByLender,
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
