import { getAddressTypeaheadContract } from '@heloc/domain/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { earlyLookupOf } from './early-lookups';

/** The query key of a lookup: the same text asked by any form is the same answer. */
export const addressLookupKey = (query: string) => ['address-typeahead', query] as const;

/**
 * GET the address lookup typeahead (docs/product/registration-and-routing.md §9,
 * docs/product/widgets-and-calculations.md §7) for the street field of an address.
 */
export const lookupAddressQueryOptions = (query: string) =>
  queryOptions({
    queryKey: addressLookupKey(query),
    queryFn: ({ signal }) => callContract(getAddressTypeaheadContract, { query: { query }, signal }),
    staleTime: 60_000,
    // Answered before the app had loaded (early-lookups.ts): not asked again.
    initialData: () => earlyLookupOf(query),
  });
