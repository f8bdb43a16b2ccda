import { consoleRaiseConditionContract, type ConsoleRaiseConditionBody } from '@heloc/domain/contracts';
import { staffCall } from '../../../shared/api/staff-client';
import { useFileChange } from './use-file-change';

export const useRaiseCondition = (uuid: string) =>
  useFileChange(
    uuid,
    (body: ConsoleRaiseConditionBody) =>
      staffCall(consoleRaiseConditionContract, { params: { uuid }, body: { requestDocuments: [], ...body } }),
    false,
  );
