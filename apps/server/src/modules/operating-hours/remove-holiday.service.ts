import type { ConsoleHours } from '@heloc/domain/contracts';
import { appendAudit } from '../../platform/audit/audit.repo';
import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import { AppError, NOT_FOUND } from '../../platform/http/errors';
import { type ServiceContext, inTransaction } from '../service-context';
import { consoleHoursOf } from './console-hours';
import { deleteHoliday } from './operating-hours.repo';
import { requireMemberOrg } from '../../platform/auth/staff-org-scope';

/** Removes a holiday of the organisation (docs/product/chat.md §2); one of another organisation is 404. */
export const removeConsoleHoliday = async (
  ctx: ServiceContext,
  staff: StaffPrincipal,
  org: string,
  holidayUuid: string,
): Promise<ConsoleHours> => {
  const orgCode = requireMemberOrg(staff, org);
  return inTransaction(ctx, async (tx) => {
    const removed = await deleteHoliday(tx.db, orgCode, holidayUuid);
    if (!removed) throw new AppError('not_found', NOT_FOUND);
    await appendAudit(tx.db, {
      at: tx.now(),
      staff,
      action: 'holiday.remove',
      before: { orgCode, ...removed },
      after: null,
    });
    return consoleHoursOf(tx.db, orgCode, tx.now());
  });
};
