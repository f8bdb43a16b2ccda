import { getClosingPackageContract } from '@heloc/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { closingKeys } from './closing-keys';

export const closingPackageQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: closingKeys.package(uuid),
    queryFn: ({ signal }) => callContract(getClosingPackageContract, { params: { uuid }, signal }),
  });

export const useClosingPackage = (uuid: string) => useQuery(closingPackageQueryOptions(uuid));
