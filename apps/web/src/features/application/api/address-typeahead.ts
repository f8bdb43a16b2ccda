import { getAddressTypeaheadContract } from '@heloc/domain/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callContract } from '../../../../lib/api-client';
import { applicationKeys } from '../../api/application-keys';

/** The address lookup typeahead (spec 01 §9, 03 §7) for the mailing address's street field. */
export const addressTypeaheadQueryOptions = (query: string) =>
  queryOptions({
    queryKey: applicationKeys.addressTypeahead(query),
    queryFn: ({ signal }) => callContract(getAddressTypeaheadContract, { query: { query }, signal }),
    staleTime: 60_000,
  });
