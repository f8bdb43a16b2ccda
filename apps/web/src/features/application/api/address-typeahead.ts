import { getAddressTypeaheadContract } from '@heloc/domain/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { applicationKeys } from './application-keys';

/** The address lookup typeahead (docs/product/registration-and-routing.md §9, docs/product/widgets-and-calculations.md §7) for the street field of an address (start/contact, review-app/property). */
export const addressTypeaheadQueryOptions = (query: string) =>
  queryOptions({
    queryKey: applicationKeys.addressTypeahead(query),
    queryFn: ({ signal }) => callContract(getAddressTypeaheadContract, { query: { query }, signal }),
    staleTime: 60_000,
  });
