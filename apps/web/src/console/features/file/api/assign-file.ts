import { consoleAssignContract } from '@heloc/domain/contracts';
import { staffCall } from '../../../shared/api/staff-client';
import { useFileChange } from './use-file-change';

export const useAssignFile = (uuid: string) =>
  useFileChange(
    uuid,
    (memberUuid: string | null) => staffCall(consoleAssignContract, { params: { uuid }, body: { memberUuid } }),
    true,
  );
