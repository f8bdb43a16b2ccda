import { submitConditionContract } from '@heloc/domain/contracts';
import { callContract } from '../../../lib/api-client';
import { useConditionChange } from './use-condition-change';

export const useSubmitCondition = (uuid: string, conditionUuid: string) =>
  useConditionChange(uuid, () => callContract(submitConditionContract, { params: { uuid, conditionUuid } }));
