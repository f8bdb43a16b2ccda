import { type BusinessHours, type DEPARTMENTS } from '@heloc/domain/contracts';
import { operatingWeekdayOf, upcomingHolidays } from '@heloc/domain';
import type { ServiceContext } from '../service-context';
import { holidaysFrom, weekOf } from './department-hours';
import { requireOrgCode } from './org-code';

/**
 * A department's hours for the footer and the widget (docs/product/chat.md §2): the week (or only today, Pacific
 * time) and its holidays of the coming 60 days.
 */
export const getDepartmentHours = async (
  ctx: ServiceContext,
  org: string,
  department: (typeof DEPARTMENTS)[number],
  display: 'week' | 'today' = 'week',
): Promise<BusinessHours> => {
  const orgCode = await requireOrgCode(ctx.db, org);
  const now = ctx.now();
  const [week, holidays] = await Promise.all([weekOf(ctx.db, orgCode, department), holidaysFrom(ctx.db, orgCode, now)]);
  const today = operatingWeekdayOf(now);
  return {
    department,
    timeZone: 'America/Los_Angeles',
    weekdays: display === 'today' ? week.filter((entry) => entry.weekdayValue === today) : week,
    holidays: upcomingHolidays(holidays, department, now).map(({ date, name }) => ({ date, name })),
  };
};
