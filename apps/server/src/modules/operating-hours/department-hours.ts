import {
  DEFAULT_OPERATING_WEEK,
  type WeekdayHours,
  WEEKDAY_NAMES,
  isOpenAt,
  operatingDateOf,
  upcomingHolidays,
} from '@heloc/domain';
import type { Db } from '../../platform/database/database';
import { listHolidayRows, listWeekRows } from './operating-hours.repo';

/*
 * What every hours read shares (docs/product/chat.md §2): a department's week, the default for any day the
 * organisation has not set, and its holidays.
 */

/** A department's seven days, Monday first: the organisation's own, else the default week. */
export const weekOf = async (db: Db, orgCode: string, department: string): Promise<WeekdayHours[]> => {
  const rows = new Map((await listWeekRows(db, orgCode, department)).map((row) => [row.weekday_value, row]));
  return DEFAULT_OPERATING_WEEK.map((entry) => {
    const row = rows.get(entry.weekdayValue);
    if (!row) return { ...entry };
    return {
      weekday: WEEKDAY_NAMES[row.weekday_value] as string,
      weekdayValue: row.weekday_value,
      startTime: row.is_open ? row.start_time : null,
      endTime: row.is_open ? row.end_time : null,
      isOpen: row.is_open,
    };
  });
};

export interface HolidayView {
  uuid: string;
  date: string;
  name: string;
  departments: ('OPS_PHONE' | 'OPS_CHAT')[];
}

/** The organisation's holidays from the Pacific date of `at` on, in date order. */
export const holidaysFrom = async (db: Db, orgCode: string, at: Date): Promise<HolidayView[]> =>
  (await listHolidayRows(db, orgCode, operatingDateOf(at))).map((row) => ({
    uuid: row.uuid,
    date: row.date,
    name: row.name,
    departments: row.departments.filter((d): d is 'OPS_PHONE' | 'OPS_CHAT' => d === 'OPS_PHONE' || d === 'OPS_CHAT'),
  }));

/** Whether a department of the organisation is open at `at` (its hours, its holidays). */
export const isDepartmentOpen = async (db: Db, orgCode: string, department: string, at: Date): Promise<boolean> => {
  const [week, holidays] = await Promise.all([weekOf(db, orgCode, department), holidaysFrom(db, orgCode, at)]);
  return isOpenAt(week, upcomingHolidays(holidays, department, at, 0), at);
};
