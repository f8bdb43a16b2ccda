import { type ConsoleHours, DEPARTMENTS } from '@heloc/domain/contracts';
import type { Db } from '../../platform/database/database';
import { holidaysFrom, weekOf } from './department-hours';

/** What every console hours call answers (docs/product/chat.md §2): both departments' weeks and the holidays from today on. */
export const consoleHoursOf = async (db: Db, orgCode: string, now: Date): Promise<ConsoleHours> => ({
  orgCode,
  departments: await Promise.all(
    DEPARTMENTS.map(async (department) => ({ department, weekdays: await weekOf(db, orgCode, department) })),
  ),
  holidays: await holidaysFrom(db, orgCode, now),
});
