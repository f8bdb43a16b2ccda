import { STAFF_LINK_INVALID_MESSAGE } from '@heloc/domain';
import { AppError } from '../../platform/http/errors';
import type { ServiceContext } from '../service-context';
import { linkHash } from './staff-member';
import { findStaffLink } from './staff.repo';
import { findStaffMember } from '../../platform/auth/staff-members.repo';

/**
 * Who a set-up link is for, so the set-up page starts with the name the invitation (or `create-admin --name`) gave
 * (docs/product/operations-console.md §1). Reads only: following the link still spends it. The same refusal as the
 * set-up itself for a link used, expired, unknown or of a disabled member.
 */
export const readStaffSetUpLink = async (
  ctx: ServiceContext,
  token: string,
): Promise<{ name: string; email: string }> => {
  const link = await findStaffLink(ctx.db, linkHash(ctx, token));
  if (!link || link.used_at || link.expires_at.getTime() <= ctx.now().getTime())
    throw new AppError('bad_request', STAFF_LINK_INVALID_MESSAGE);
  const member = await findStaffMember(ctx.db, link.member_uuid);
  if (!member || member.disabled_at) throw new AppError('bad_request', STAFF_LINK_INVALID_MESSAGE);
  return { name: member.name, email: member.email };
};
