import type { StaffSelf } from '@heloc/domain/contracts';
import { AppError, UNAUTHENTICATED } from '../../platform/http/errors';
import type { ServiceContext } from '../service-context';
import { toStaffSelf } from './staff-member';
import { findStaffMember } from '../../platform/auth/staff-members.repo';

/** The signed-in member and what their roles allow. */
export const getStaffSelf = async (ctx: ServiceContext, memberUuid: string): Promise<StaffSelf> => {
  const row = await findStaffMember(ctx.db, memberUuid);
  if (!row) throw new AppError('unauthenticated', UNAUTHENTICATED);
  return toStaffSelf(row);
};
