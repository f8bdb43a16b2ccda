import {
  BPO_ORDER_REQUEST_STATUSES,
  type ChoosablePropertyCondition,
  type EstimatedValue,
  NAV_ESTIMATE_STATUSES,
  needsConditionQuestionnaire,
  type OrderValuation,
  type PropertyConditionAnswers,
  valuationFeeDollars,
} from '@heloc/domain';
import type { HelocStatus, Valuation } from '@heloc/domain/contracts';
import type { ApplicationRow, ValuationRow } from '../../platform/database/schema';
import { AppError } from '../../platform/http/errors';
import { findValuation, saveValuationRow, statusOf } from '../../workflow';
import { requireParticipantApplication } from '../../platform/auth/participant-application';
import { getFeature } from '../optimize';
import { inTransaction, type ServiceContext } from '../service-context';

/*
 * bpo/estimate-value, bpo/condition (Texas), bpo/order-bpo, bpo/hold and bpo/waiting, hold: a home the
 * automated valuation could not value. Every call locks the application row, so a double click or a retry meets the
 * status the first one left and answers the same (never a second order).
 */

const ESTIMATE_STATUSES: readonly string[] = ['NO_AVM_FOUND', ...NAV_ESTIMATE_STATUSES];
const ORDER_STATUSES: readonly string[] = BPO_ORDER_REQUEST_STATUSES;

export const NOT_AT_VALUATION_MESSAGE = 'Your property’s valuation is not waiting for you at the moment';
export const ALREADY_ORDERED_MESSAGE = 'Your valuation is already ordered; your answers can no longer be changed';
export const CONDITION_FIRST_MESSAGE = 'Please answer the questions about your property’s condition first';

/** docs/product/application-area.md §9 flag company-covers-appraisal: the lender pays the valuation fee (docs/product/widgets-and-calculations.md §9: $180 otherwise). */
const feeOf = async (ctx: ServiceContext, row: ApplicationRow) => {
  const coveredByLender = (await getFeature(ctx, row.org_code, 'company-covers-appraisal')).enabled;
  return { amountDollars: valuationFeeDollars(coveredByLender), coveredByLender };
};

const valuationOf = async (
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

/** bpo/*, hold: where the valuation stands (due engine steps applied first). */
export const getValuation = async (ctx: ServiceContext, uuid: string, identityUuid: string): Promise<Valuation> => {
  await ctx.workflow.readStatus(uuid, { participant: identityUuid });
  const row = await requireParticipantApplication(ctx.db, uuid, identityUuid);
  return valuationOf(ctx, row, await findValuation(ctx.db, uuid));
};

/**
 * bpo/estimate-value: the applicant's estimate; the broker price opinion is to be ordered next (BPO_ORDER_REQUEST,
 * bpo stays BPO_REQUIRED: bpo/condition in Texas, bpo/order-bpo elsewhere). Until the order the estimate may change.
 */
export const estimateValue = (ctx: ServiceContext, uuid: string, identityUuid: string, body: EstimatedValue) =>
  inTransaction(ctx, async (tx) => {
    const row = await requireParticipantApplication(tx.db, uuid, identityUuid, { forUpdate: true });
    const saved = await findValuation(tx.db, uuid);
    const now = tx.now();
    if (ESTIMATE_STATUSES.includes(row.checklist_status)) {
      const valuation = await saveValuationRow(tx.db, uuid, { estimated_value_dollars: body.estimatedValue }, now);
      const written = await tx.workflow.advance(
        tx.db,
        row,
        { checklistStatus: 'BPO_ORDER_REQUEST', bpo: 'BPO_REQUIRED' },
        { by: `identity:${identityUuid}` },
      );
      return valuationOf(tx, written, valuation);
    }
    if (ORDER_STATUSES.includes(row.checklist_status) && !saved?.ordered_at) {
      const valuation = await saveValuationRow(tx.db, uuid, { estimated_value_dollars: body.estimatedValue }, now);
      return valuationOf(tx, row, valuation);
    }
    // A replay of the estimate that moved the application on.
    if (saved?.estimated_value_dollars === body.estimatedValue) return valuationOf(tx, row, saved);
    throw new AppError('conflict', saved?.ordered_at ? ALREADY_ORDERED_MESSAGE : NOT_AT_VALUATION_MESSAGE);
  });

/** The same answers (jsonb does not keep the order of keys). */
const sameAnswers = (stored: unknown, body: PropertyConditionAnswers) => {
  const kept = stored as Record<string, unknown>;
  const sent = body as Record<string, unknown>;
  return Object.keys({ ...kept, ...sent }).every((key) => kept[key] === sent[key]);
};

/** bpo/condition (Texas): the property-condition questionnaire; its overall answer is the status's condition. */
export const answerPropertyCondition = (
  ctx: ServiceContext,
  uuid: string,
  identityUuid: string,
  body: PropertyConditionAnswers,
) =>
  inTransaction(ctx, async (tx) => {
    const row = await requireParticipantApplication(tx.db, uuid, identityUuid, { forUpdate: true });
    const saved = await findValuation(tx.db, uuid);
    if (saved?.condition_answers && sameAnswers(saved.condition_answers, body)) return valuationOf(tx, row, saved);
    if (!ORDER_STATUSES.includes(row.checklist_status) || saved?.ordered_at) {
      throw new AppError('conflict', saved?.ordered_at ? ALREADY_ORDERED_MESSAGE : NOT_AT_VALUATION_MESSAGE);
    }
    const valuation = await saveValuationRow(tx.db, uuid, { condition_answers: { ...body } }, tx.now());
    const written = await tx.workflow.advance(
      tx.db,
      row,
      { condition: body.overallCondition },
      { by: `identity:${identityUuid}` },
    );
    return valuationOf(tx, written, valuation);
  });

/**
 * bpo/order-bpo: orders the broker price opinion with the fee shown (NAV_BPO_PROCESSING, bpo BPO_PROCESSING). The
 * engine step BPO_VALUATION asks the broker VALUATION_DELAY_MS later; the schedule is in the database, so a restart
 * loses nothing. A replay answers the order already placed.
 */
export const orderValuation = (
  ctx: ServiceContext,
  uuid: string,
  identityUuid: string,
  _body: OrderValuation,
): Promise<HelocStatus> =>
  inTransaction(ctx, async (tx) => {
    const row = await requireParticipantApplication(tx.db, uuid, identityUuid, { forUpdate: true });
    const saved = await findValuation(tx.db, uuid);
    if (saved?.ordered_at && !ORDER_STATUSES.includes(row.checklist_status)) return statusOf(row);
    if (!ORDER_STATUSES.includes(row.checklist_status)) throw new AppError('conflict', NOT_AT_VALUATION_MESSAGE);
    if (needsConditionQuestionnaire(row.property_state) && !saved?.condition_answers) {
      throw new AppError('conflict', CONDITION_FIRST_MESSAGE);
    }
    const now = tx.now();
    const delayMs = tx.config.valuationDelayMs;
    const fee = await feeOf(tx, row);
    await saveValuationRow(
      tx.db,
      uuid,
      {
        fee_dollars: fee.amountDollars,
        fee_covered_by_lender: fee.coveredByLender,
        ordered_at: now,
        ordered_by: identityUuid,
        expected_by: new Date(now.getTime() + delayMs),
      },
      now,
    );
    const written = await tx.workflow.advance(
      tx.db,
      row,
      { checklistStatus: 'NAV_BPO_PROCESSING', bpo: 'BPO_PROCESSING' },
      { by: `identity:${identityUuid}`, next: 'BPO_VALUATION', nextAfterMs: delayMs },
    );
    return statusOf(written);
  });
