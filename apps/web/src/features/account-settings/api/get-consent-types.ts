import { getProfileConsentTypesContract } from '@heloc/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { accountSettingsKeys } from './mfa-keys';

// The consent documents in force and their versions (docs/product/registration-and-routing.md §7 profile consent-types).
export const profileConsentTypesQueryOptions = () =>
  queryOptions({
    queryKey: [...accountSettingsKeys.all, 'consent-types'] as const,
    queryFn: ({ signal }) => callContract(getProfileConsentTypesContract, { signal }),
    staleTime: 10 * 60_000,
  });

export const useProfileConsentTypes = () => useQuery(profileConsentTypesQueryOptions());
