import { removeConsoleHolidayContract } from '@heloc/domain/contracts';
import { staffCall } from '../../../shared/api/staff-client';
import { useHoursChange } from './use-hours-change';

/** An admin removes a holiday (docs/product/chat.md §2). */
export const useRemoveConsoleHoliday = () =>
  useHoursChange(({ orgCode, holidayUuid }: { orgCode: string; holidayUuid: string }) =>
    staffCall(removeConsoleHolidayContract, { params: { orgCode, holidayUuid } }),
  );
