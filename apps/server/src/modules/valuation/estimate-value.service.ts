import { type EstimatedValue, NAV_ESTIMATE_STATUSES } from '@heloc/domain';
import { readValuation } from '../../workflow';
import { AppError } from '../../platform/http/errors';
import { inTransaction, type ServiceContext } from '../service-context';
import { ALREADY_ORDERED_MESSAGE, NOT_AT_VALUATION_MESSAGE, ORDER_STATUSES, valuationOf } from './valuation-view';
import type { Participation } from '../../platform/auth/access';

const ESTIMATE_STATUSES: readonly string[] = ['NO_AVM_FOUND', ...NAV_ESTIMATE_STATUSES];

/**
 * bpo/estimate-value: the applicant's estimate; the broker price opinion is to be ordered next (BPO_ORDER_REQUEST,
 * bpo stays BPO_REQUIRED: bpo/condition in Texas, bpo/order-bpo elsewhere). Until the order the estimate may change.
 */
export const estimateValue = (ctx: ServiceContext, caller: Participation, body: EstimatedValue) => {
  const { applicationUuid: uuid, identityUuid } = caller;
  return inTransaction(ctx, async (tx) => {
    const row = await tx.workflow.applications.lockParticipant(tx.db, caller);
    const saved = await readValuation(tx.db, uuid);
    if (ESTIMATE_STATUSES.includes(row.checklist_status)) {
      const valuation = await tx.workflow.property.recordValuation(tx.db, uuid, {
        estimated_value_dollars: body.estimatedValue,
      });
      const written = await tx.workflow.advance(
        tx.db,
        row,
        { checklistStatus: 'BPO_ORDER_REQUEST', bpo: 'BPO_REQUIRED' },
        { by: `identity:${identityUuid}` },
      );
      return valuationOf(tx, written, valuation);
    }
    if (ORDER_STATUSES.includes(row.checklist_status) && !saved?.ordered_at) {
      const valuation = await tx.workflow.property.recordValuation(tx.db, uuid, {
        estimated_value_dollars: body.estimatedValue,
      });
      return valuationOf(tx, row, valuation);
    }
    // A replay of the estimate that moved the application on.
    if (saved?.estimated_value_dollars === body.estimatedValue) return valuationOf(tx, row, saved);
    throw new AppError('conflict', saved?.ordered_at ? ALREADY_ORDERED_MESSAGE : NOT_AT_VALUATION_MESSAGE);
  });
};
