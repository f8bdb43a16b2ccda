import { addConsoleHolidayContract, type addHolidayBodySchema } from '@heloc/domain/contracts';
import type { z } from 'zod';
import { staffCall } from '../../../shared/api/staff-client';
import { useHoursChange } from './use-hours-change';

/** An admin closes departments on a day; the same date again replaces it (docs/product/chat.md §2). */
export const useAddConsoleHoliday = () =>
  useHoursChange(({ orgCode, holiday }: { orgCode: string; holiday: z.input<typeof addHolidayBodySchema> }) =>
    staffCall(addConsoleHolidayContract, { params: { orgCode }, body: holiday }),
  );
