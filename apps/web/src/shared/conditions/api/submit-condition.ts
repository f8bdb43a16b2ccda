import { submitConditionContract } from '@heloc/domain/contracts';
import { callContract } from '../../../lib/api-client';
import { useConditionChange } from './use-condition-change';

/** The condition's answer is complete: the lender reviews it. */
export const submitCondition = (uuid: string, conditionUuid: string) =>
  callContract(submitConditionContract, { params: { uuid, conditionUuid } });

export const useSubmitCondition = (uuid: string, conditionUuid: string) =>
  useConditionChange(uuid, () => submitCondition(uuid, conditionUuid));
