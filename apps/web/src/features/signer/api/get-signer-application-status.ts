import { getHelocStatusContract } from '@heloc/domain/contracts';
import { useQuery } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { signerKeys } from './signer-keys';

/** The application's status (a signer is a participant: the same status call as the applicant's). */
export const useSignerApplicationStatus = (uuid: string | undefined) =>
  useQuery({
    queryKey: signerKeys.status(uuid ?? ''),
    queryFn: ({ signal }) => callContract(getHelocStatusContract, { params: { uuid: uuid ?? '' }, signal }),
    enabled: uuid !== undefined,
  });
