import { getConsoleHoursContract } from '@heloc/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleKeys } from '../../../shared/api/console-keys';
import { staffCall } from '../../../shared/api/staff-client';

/** An organisation's phone and chat hours and its holidays (docs/product/chat.md §2). */
export const consoleHoursQuery = (orgCode: string) =>
  queryOptions({
    queryKey: consoleKeys.hours(orgCode),
    queryFn: ({ signal }) => staffCall(getConsoleHoursContract, { params: { orgCode }, signal }),
    staleTime: 60_000,
  });

export const useConsoleHours = (orgCode: string | undefined) =>
  useQuery({ ...consoleHoursQuery(orgCode ?? ''), enabled: Boolean(orgCode) });
