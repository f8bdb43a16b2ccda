import { requestEmployerVerificationContract } from '@heloc/domain/contracts';
import type { EmployerVerification } from '@heloc/domain';
import { callContract } from '../../../lib/api-client';
import { useStatusChanging } from './use-status-changing';

/** POST .../income/employer: the employer contact who confirms the income. */
export const useRequestEmployerVerification = (uuid: string) =>
  useStatusChanging(
    uuid,
    (body: EmployerVerification) => callContract(requestEmployerVerificationContract, { params: { uuid }, body }),
    (status) => status,
  );
