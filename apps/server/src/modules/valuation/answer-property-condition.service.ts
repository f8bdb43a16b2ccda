import type { PropertyConditionAnswers } from '@heloc/domain';
import { readValuation } from '../../workflow';
import { AppError } from '../../platform/http/errors';
import { inTransaction, type ServiceContext } from '../service-context';
import { ALREADY_ORDERED_MESSAGE, NOT_AT_VALUATION_MESSAGE, ORDER_STATUSES, valuationOf } from './valuation-view';
import type { Participation } from '../../platform/auth/access';

/** The same answers (jsonb does not keep the order of keys). */
const sameAnswers = (stored: unknown, body: PropertyConditionAnswers) => {
  const kept = stored as Record<string, unknown>;
  const sent = body as Record<string, unknown>;
  return Object.keys({ ...kept, ...sent }).every((key) => kept[key] === sent[key]);
};

/** bpo/condition (Texas): the property-condition questionnaire; its overall answer is the status's condition. */
export const answerPropertyCondition = (ctx: ServiceContext, caller: Participation, body: PropertyConditionAnswers) => {
  const { applicationUuid: uuid, identityUuid } = caller;
  return inTransaction(ctx, async (tx) => {
    const row = await tx.workflow.applications.lockParticipant(tx.db, caller);
    const saved = await readValuation(tx.db, uuid);
    if (saved?.condition_answers && sameAnswers(saved.condition_answers, body)) return valuationOf(tx, row, saved);
    if (!ORDER_STATUSES.includes(row.checklist_status) || saved?.ordered_at) {
      throw new AppError('conflict', saved?.ordered_at ? ALREADY_ORDERED_MESSAGE : NOT_AT_VALUATION_MESSAGE);
    }
    const valuation = await tx.workflow.property.recordValuation(tx.db, uuid, { condition_answers: { ...body } });
    const written = await tx.workflow.advance(
      tx.db,
      row,
      { condition: body.overallCondition },
      { by: `identity:${identityUuid}` },
    );
    return valuationOf(tx, written, valuation);
  });
};
