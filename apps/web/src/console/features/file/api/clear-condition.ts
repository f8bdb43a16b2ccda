import { consoleClearConditionContract } from '@heloc/domain/contracts';
import { staffCall } from '../../../shared/api/staff-client';
import { useFileChange } from './use-file-change';

export const useClearCondition = (uuid: string) =>
  useFileChange(
    uuid,
    ({ conditionUuid, note }: { conditionUuid: string; note: string }) =>
      staffCall(consoleClearConditionContract, { params: { uuid, conditionUuid }, body: { note } }),
    false,
  );
