import type { PropertyConditionAnswers } from '@heloc/domain';
import { answerPropertyConditionContract } from '@heloc/domain/contracts';
import { callContract } from '../../../lib/api-client';
import { useValuationChange } from './valuation-keys';

/** POST .../valuation/condition (bpo/condition, Texas). */
export const useAnswerPropertyCondition = (uuid: string) =>
  useValuationChange(uuid, (body: PropertyConditionAnswers) =>
    callContract(answerPropertyConditionContract, { params: { uuid }, body }),
  );
