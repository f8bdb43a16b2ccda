import { consoleNotaryContract } from '@heloc/domain/contracts';
import { staffCall } from '../../../shared/api/staff-client';
import { useFileChange } from './use-file-change';

export const useManageNotary = (uuid: string) =>
  useFileChange(
    uuid,
    (body: { action: 'REOPEN_ONLINE' | 'SWITCH_IN_PERSON'; note: string }) =>
      staffCall(consoleNotaryContract, { params: { uuid }, body }),
    true,
  );
