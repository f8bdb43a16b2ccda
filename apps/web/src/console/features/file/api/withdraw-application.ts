import { consoleWithdrawContract } from '@heloc/domain/contracts';
import { staffCall } from '../../../shared/api/staff-client';
import { useFileChange } from './use-file-change';

export const useWithdrawApplication = (uuid: string) =>
  useFileChange(
    uuid,
    (body: { kind: 'CANCEL' | 'WITHDRAW'; note: string }) =>
      staffCall(consoleWithdrawContract, { params: { uuid }, body }),
    true,
  );
