import { OPERATING_HOURS_POLL_INTERVAL_MS } from '@heloc/domain';
import { type BusinessHours, type DEPARTMENTS, getDepartmentHoursContract } from '@heloc/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, fillPath } from '../../../lib/api-client';

type Department = (typeof DEPARTMENTS)[number];

export const operatingHoursKeys = {
  department: (orgCode: string, department: Department) => ['operating-hours', orgCode, department] as const,
};

/**
 * GET a department's week (docs/product/chat.md §2), for the footer's phone hours and the widget's chat hours. The
 * organisation goes in x-org, as every hours call of docs/product/widgets-and-calculations.md §7 carries it.
 */
export const departmentHoursQueryOptions = (orgCode: string, department: Department) =>
  queryOptions({
    queryKey: operatingHoursKeys.department(orgCode, department),
    queryFn: ({ signal }) =>
      apiRequest<BusinessHours>({
        method: getDepartmentHoursContract.method,
        path: fillPath(getDepartmentHoursContract.path, { department }),
        headers: { 'x-org': orgCode },
        isPublic: true,
        schema: getDepartmentHoursContract.response[200],
        signal,
      }),
    staleTime: OPERATING_HOURS_POLL_INTERVAL_MS,
    // docs/product/chat.md §2: the footer and the widget read the hours again every 60 s.
    refetchInterval: OPERATING_HOURS_POLL_INTERVAL_MS,
    retry: false,
  });

export const useDepartmentHours = (orgCode: string, department: Department) =>
  useQuery(departmentHoursQueryOptions(orgCode, department));
