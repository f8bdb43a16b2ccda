import { consoleDeclineContract, type ConsoleDeclineBody } from '@heloc/domain/contracts';
import { staffCall } from '../../../shared/api/staff-client';
import { useFileChange } from './use-file-change';

export const useDeclineApplication = (uuid: string) =>
  useFileChange(
    uuid,
    (body: ConsoleDeclineBody) => staffCall(consoleDeclineContract, { params: { uuid }, body }),
    true,
  );
