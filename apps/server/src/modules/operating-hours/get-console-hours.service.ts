import type { ConsoleHours } from '@heloc/domain/contracts';
import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import type { ServiceContext } from '../service-context';
import { consoleHoursOf } from './console-hours';
import { requireMemberOrg } from '../../platform/auth/staff-org-scope';

/** An organisation's hours and holidays, for an admin scoped to it (docs/product/chat.md §2). */
export const getConsoleHours = async (ctx: ServiceContext, staff: StaffPrincipal, org: string): Promise<ConsoleHours> =>
  consoleHoursOf(ctx.db, requireMemberOrg(staff, org), ctx.now());
