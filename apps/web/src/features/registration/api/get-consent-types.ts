import { getHelocConsentTypesContract } from '@heloc/domain/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { registrationKeys } from './registration-keys';

// The consent types registration records (docs/product/registration-and-routing.md §7).
export const consentTypesQueryOptions = () =>
  queryOptions({
    queryKey: registrationKeys.consentTypes(),
    queryFn: ({ signal }) => callContract(getHelocConsentTypesContract, { signal }),
    staleTime: Infinity,
  });
