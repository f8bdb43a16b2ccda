import { consoleAcceptConditionContract } from '@heloc/domain/contracts';
import { staffCall } from '../../../shared/api/staff-client';
import { useFileChange } from './use-file-change';

export const useAcceptCondition = (uuid: string) =>
  useFileChange(
    uuid,
    (conditionUuid: string) => staffCall(consoleAcceptConditionContract, { params: { uuid, conditionUuid } }),
    false,
  );
