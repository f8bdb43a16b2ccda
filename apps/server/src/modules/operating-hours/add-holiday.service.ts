import { randomUUID } from 'node:crypto';
import { operatingDateOf } from '@heloc/domain';
import type { ConsoleHours, DEPARTMENTS } from '@heloc/domain/contracts';
import { appendAudit } from '../../platform/audit/audit.repo';
import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import { AppError } from '../../platform/http/errors';
import { type ServiceContext, inTransaction } from '../service-context';
import { consoleHoursOf } from './console-hours';
import { findHolidayOn, upsertHoliday } from './operating-hours.repo';
import { requireMemberOrg } from '../../platform/auth/staff-org-scope';

export const HOLIDAY_IN_PAST_MESSAGE = 'Choose today or a later date.';

/**
 * Closes the departments named on a day (docs/product/chat.md §2); the same date again replaces its name and
 * departments. A day already past would close nothing, so it is refused.
 */
export const addConsoleHoliday = async (
  ctx: ServiceContext,
  staff: StaffPrincipal,
  org: string,
  holiday: { date: string; name: string; departments: readonly (typeof DEPARTMENTS)[number][] },
): Promise<ConsoleHours> => {
  const orgCode = requireMemberOrg(staff, org);
  if (holiday.date < operatingDateOf(ctx.now())) throw new AppError('bad_request', HOLIDAY_IN_PAST_MESSAGE);
  const departments = [...new Set(holiday.departments)];
  return inTransaction(ctx, async (tx) => {
    const before = await findHolidayOn(tx.db, orgCode, holiday.date);
    await upsertHoliday(tx.db, { uuid: randomUUID(), orgCode, ...holiday, departments, now: tx.now() });
    await appendAudit(tx.db, {
      at: tx.now(),
      staff,
      action: 'holiday.add',
      before: before ? { orgCode, ...before } : null,
      after: { orgCode, date: holiday.date, name: holiday.name, departments },
    });
    return consoleHoursOf(tx.db, orgCode, tx.now());
  });
};
