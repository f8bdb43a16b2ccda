import { consoleEnterValuationContract } from '@heloc/domain/contracts';
import { staffCall } from '../../../shared/api/staff-client';
import { useFileChange } from './use-file-change';

export const useEnterValuation = (uuid: string) =>
  useFileChange(
    uuid,
    (body: { valueDollars: number; note: string }) =>
      staffCall(consoleEnterValuationContract, { params: { uuid }, body }),
    true,
  );
