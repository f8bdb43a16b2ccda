import { listStaffOrganisationsContract, type StaffOrganisation } from '@heloc/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { consoleKeys } from './console-keys';
import { staffCall } from './staff-client';

export const staffOrganisationsQuery = () =>
  queryOptions({
    queryKey: consoleKeys.organisations(),
    queryFn: ({ signal }) => staffCall(listStaffOrganisationsContract, { signal }),
    staleTime: 5 * 60_000,
  });

/** The organisations the member sees, by display name (every one for an admin). */
export const useStaffOrganisations = () => useQuery(staffOrganisationsQuery());

/** The display name of an organisation by its code, from a list already read; the code itself when it is unknown. */
export const orgNameOf = (orgs: readonly StaffOrganisation[] | undefined, orgCode: string): string =>
  orgs?.find((org) => org.orgCode.toLowerCase() === orgCode.toLowerCase())?.displayName ?? orgCode;

/**
 * How every staff screen names an organisation: code → display name (the code while the list loads), so no screen
 * shows a bare code like "lakeshorecu".
 */
export const useOrgName = (): ((orgCode: string) => string) => {
  const { data } = useStaffOrganisations();
  return useCallback((orgCode: string) => orgNameOf(data, orgCode), [data]);
};
