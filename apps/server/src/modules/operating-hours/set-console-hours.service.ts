import { checkOperatingWeek } from '@heloc/domain';
import type { BusinessHoursEntry, ConsoleHours, DEPARTMENTS } from '@heloc/domain/contracts';
import { appendAudit } from '../../platform/audit/audit.repo';
import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import { AppError } from '../../platform/http/errors';
import { type ServiceContext, inTransaction } from '../service-context';
import { consoleHoursOf } from './console-hours';
import { weekOf } from './department-hours';
import { upsertWeek } from './operating-hours.repo';
import { requireMemberOrg } from '../../platform/auth/staff-org-scope';

/**
 * Sets one department's week (docs/product/chat.md §2): each open day needs a start before its end; a closed day is
 * kept without times. The change joins the staff audit trail (docs/product/operations-console.md §7).
 */
export const setConsoleHours = async (
  ctx: ServiceContext,
  staff: StaffPrincipal,
  org: string,
  department: (typeof DEPARTMENTS)[number],
  weekdays: readonly BusinessHoursEntry[],
): Promise<ConsoleHours> => {
  const orgCode = requireMemberOrg(staff, org);
  const { problems, week } = checkOperatingWeek(weekdays);
  if (problems.length > 0) throw new AppError('bad_request', problems.join(' '));
  return inTransaction(ctx, async (tx) => {
    const before = await weekOf(tx.db, orgCode, department);
    await upsertWeek(tx.db, orgCode, department, week, tx.now());
    await appendAudit(tx.db, {
      at: tx.now(),
      staff,
      action: 'hours.set',
      before: { orgCode, department, weekdays: before },
      after: { orgCode, department, weekdays: week },
    });
    return consoleHoursOf(tx.db, orgCode, tx.now());
  });
};
