import { consoleRejectConditionContract } from '@heloc/domain/contracts';
import { staffCall } from '../../../shared/api/staff-client';
import { useFileChange } from './use-file-change';

export const useRejectCondition = (uuid: string) =>
  useFileChange(
    uuid,
    ({ conditionUuid, reason }: { conditionUuid: string; reason: string }) =>
      staffCall(consoleRejectConditionContract, { params: { uuid, conditionUuid }, body: { reason } }),
    false,
  );
