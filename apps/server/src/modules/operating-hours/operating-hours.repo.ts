import type { WeekdayHours } from '@heloc/domain';
import type { Db } from '../../platform/database/database';
import { json } from '../../platform/database/json';

/** The operating hours and holidays of the organisations (docs/product/chat.md §2): queries only. */

/** One department's stored week, Monday first; empty when the organisation kept the default. */
export const listWeekRows = (db: Db, orgCode: string, department: string) =>
  db
    .selectFrom('operating_hours')
    .select(['weekday_value', 'start_time', 'end_time', 'is_open'])
    .where('org_code', '=', orgCode)
    .where('department', '=', department)
    .orderBy('weekday_value')
    .execute();

/** Writes the seven days of a department, replacing what was there. */
export const upsertWeek = async (
  db: Db,
  orgCode: string,
  department: string,
  week: readonly WeekdayHours[],
  now: Date,
): Promise<void> => {
  await db
    .insertInto('operating_hours')
    .values(
      week.map((entry) => ({
        org_code: orgCode,
        department,
        weekday_value: entry.weekdayValue,
        start_time: entry.startTime,
        end_time: entry.endTime,
        is_open: entry.isOpen,
        updated_at: now,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['org_code', 'department', 'weekday_value']).doUpdateSet((eb) => ({
        start_time: eb.ref('excluded.start_time'),
        end_time: eb.ref('excluded.end_time'),
        is_open: eb.ref('excluded.is_open'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
};

/** The organisation's holidays on or after `fromDate` ('yyyy-MM-dd'), in date order. */
export const listHolidayRows = (db: Db, orgCode: string, fromDate: string) =>
  db
    .selectFrom('operating_holidays')
    .select(['uuid', 'date', 'name', 'departments'])
    .where('org_code', '=', orgCode)
    .where('date', '>=', fromDate)
    .orderBy('date')
    .execute();

/** One holiday of the organisation on that date, if any (the date is unique per organisation). */
export const findHolidayOn = (db: Db, orgCode: string, date: string) =>
  db
    .selectFrom('operating_holidays')
    .select(['uuid', 'date', 'name', 'departments'])
    .where('org_code', '=', orgCode)
    .where('date', '=', date)
    .executeTakeFirst();

/** Closes `departments` on `date`; the same date again replaces its name and departments. */
export const upsertHoliday = async (
  db: Db,
  row: { uuid: string; orgCode: string; date: string; name: string; departments: readonly string[]; now: Date },
): Promise<void> => {
  await db
    .insertInto('operating_holidays')
    .values({
      uuid: row.uuid,
      org_code: row.orgCode,
      date: row.date,
      name: row.name,
      departments: json(row.departments),
      created_at: row.now,
    })
    .onConflict((oc) =>
      oc.columns(['org_code', 'date']).doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        departments: eb.ref('excluded.departments'),
      })),
    )
    .execute();
};

/** Removes one holiday of the organisation: answers the row removed, if it was there. */
export const deleteHoliday = (db: Db, orgCode: string, uuid: string) =>
  db
    .deleteFrom('operating_holidays')
    .where('org_code', '=', orgCode)
    .where('uuid', '=', uuid)
    .returning(['uuid', 'date', 'name', 'departments'])
    .executeTakeFirst();
