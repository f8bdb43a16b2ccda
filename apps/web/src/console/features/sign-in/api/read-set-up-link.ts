import { readStaffSetUpLinkContract } from '@heloc/domain/contracts';
import { useQuery } from '@tanstack/react-query';
import { staffCall } from '../../../shared/api/staff-client';

/** Who a set-up link is for (the name the invitation gave), read once: the page starts filled in. */
export const useSetUpLink = (token: string) =>
  useQuery({
    queryKey: ['console', 'set-up-link', token],
    queryFn: ({ signal }) => staffCall(readStaffSetUpLinkContract, { body: { token }, signal }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
