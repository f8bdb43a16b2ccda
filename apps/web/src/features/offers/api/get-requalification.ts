import { getRequalificationContract } from '@heloc/domain/contracts';
import { useQuery } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { applicationKeys } from '../../../shared/application-status/api/application-keys';

/** The lower line after the title search (product/prequal-winback). */
export const getRequalification = (uuid: string, signal?: AbortSignal) =>
  callContract(getRequalificationContract, { params: { uuid }, signal });

export const useRequalification = (uuid: string) =>
  useQuery({
    queryKey: [...applicationKeys.all, uuid, 'requalification'] as const,
    queryFn: ({ signal }) => getRequalification(uuid, signal),
  });
