import {
  BPO_ORDER_REQUEST_STATUSES,
  type ChoosablePropertyCondition,
  needsConditionQuestionnaire,
  type PropertyConditionAnswers,
  valuationFeeDollars,
} from '@heloc/domain';
import type { Valuation } from '@heloc/domain/contracts';
import type { ApplicationRow, ValuationRow } from '../../platform/database/schema';
import { getFeature } from '../optimize';
import type { ServiceContext } from '../service-context';

/*
 * bpo/estimate-value, bpo/condition (Texas), bpo/order-bpo, bpo/hold and bpo/waiting, hold: a home the
 * automated valuation could not value. Every call locks the application row, so a double click or a retry meets the
 * status the first one left and answers the same (never a second order).
 * What the valuation calls share: the statuses of the order, their messages, the fee and the valuation they answer.
 */

export const ORDER_STATUSES: readonly string[] = BPO_ORDER_REQUEST_STATUSES;

export const NOT_AT_VALUATION_MESSAGE = 'Your property’s valuation is not waiting for you at the moment';
export const ALREADY_ORDERED_MESSAGE = 'Your valuation is already ordered; your answers can no longer be changed';
export const CONDITION_FIRST_MESSAGE = 'Please answer the questions about your property’s condition first';

/** docs/product/application-area.md §9 flag company-covers-appraisal: the lender pays the valuation fee (docs/product/widgets-and-calculations.md §9: $180 otherwise). */
export const feeOf = async (ctx: ServiceContext, row: ApplicationRow) => {
  const coveredByLender = (await getFeature(ctx, row.org_code, 'company-covers-appraisal')).enabled;
  return { amountDollars: valuationFeeDollars(coveredByLender), coveredByLender };
};

export const valuationOf = async (
  ctx: ServiceContext,
  row: ApplicationRow,
  saved: ValuationRow | undefined,
): Promise<Valuation> => {
  // Once ordered, the fee is the one the applicant agreed to, whatever the flag says later.
  const fee =
    saved?.ordered_at && saved.fee_dollars !== null
      ? { amountDollars: saved.fee_dollars, coveredByLender: saved.fee_covered_by_lender === true }
      : await feeOf(ctx, row);
  const answers = saved?.condition_answers as PropertyConditionAnswers | null | undefined;
  return {
    checklistStatus: row.checklist_status,
    bpo: row.bpo,
    propertyState: row.property_state,
    needsConditionQuestionnaire: needsConditionQuestionnaire(row.property_state),
    fee,
    estimatedValue: saved?.estimated_value_dollars ?? null,
    condition: (answers?.overallCondition as ChoosablePropertyCondition | undefined) ?? null,
    orderedAt: saved?.ordered_at?.toISOString() ?? null,
    expectedBy: saved?.expected_by?.toISOString() ?? null,
    valueDollars: saved?.value_dollars ?? null,
  };
};
