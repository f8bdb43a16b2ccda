import { type BusinessHoursEntry, type DEPARTMENTS, setConsoleHoursContract } from '@heloc/domain/contracts';
import { staffCall } from '../../../shared/api/staff-client';
import { useHoursChange } from './use-hours-change';

/** An admin sets one department's week (docs/product/chat.md §2). */
export const useSetConsoleHours = () =>
  useHoursChange(
    ({
      orgCode,
      department,
      weekdays,
    }: {
      orgCode: string;
      department: (typeof DEPARTMENTS)[number];
      weekdays: BusinessHoursEntry[];
    }) => staffCall(setConsoleHoursContract, { params: { orgCode, department }, body: { weekdays } }),
  );
