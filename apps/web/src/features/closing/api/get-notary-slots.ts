import { listNotarySlotsContract } from '@heloc/domain/contracts';
import { useQuery } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { notaryKeys } from './notary-keys';

export const useNotarySlots = (uuid: string) =>
  useQuery({
    queryKey: notaryKeys.slots(uuid),
    queryFn: ({ signal }) => callContract(listNotarySlotsContract, { params: { uuid }, signal }),
  });
