import { STAFF_LINK_INVALID_MESSAGE } from '@heloc/domain';
import type { StaffSetUpBody } from '@heloc/domain/contracts';
import { hashPassword } from '../../platform/auth/passwords';
import { revokeMemberStaffSessions } from '../../platform/auth/staff-sessions.repo';
import { AppError } from '../../platform/http/errors';
import { inTransaction, type ServiceContext } from '../service-context';
import { linkHash } from './staff-member';
import { deleteStaffRecoveryCodes, findStaffLinkForUpdate, spendStaffLinks } from './staff.repo';
import { findStaffMemberForUpdate, setUpStaffCredentials } from '../../platform/auth/staff-members.repo';

/**
 * A member follows their one-time set-up link (the command's or an invitation's): they choose their name and
 * password, and the link is spent. A link also resets a member who had lost access: any earlier authenticator,
 * recovery codes and sessions end, and the next sign-in sets up a new authenticator (docs/product/operations-console.md §1).
 */
export const setUpStaffMember = async (ctx: ServiceContext, body: StaffSetUpBody): Promise<{ email: string }> => {
  // Hashed before the transaction: argon2 takes a moment and holds no lock.
  const passwordHash = await hashPassword(body.password);
  return inTransaction(ctx, async (tx) => {
    const now = tx.now();
    const link = await findStaffLinkForUpdate(tx.db, linkHash(tx, body.token));
    if (!link || link.used_at || link.expires_at.getTime() <= now.getTime())
      throw new AppError('bad_request', STAFF_LINK_INVALID_MESSAGE);
    const member = await findStaffMemberForUpdate(tx.db, link.member_uuid);
    if (!member || member.disabled_at) throw new AppError('bad_request', STAFF_LINK_INVALID_MESSAGE);
    await setUpStaffCredentials(tx.db, member.uuid, { name: body.name, passwordHash }, now);
    await deleteStaffRecoveryCodes(tx.db, member.uuid);
    await spendStaffLinks(tx.db, member.uuid, now);
    await revokeMemberStaffSessions(tx.db, member.uuid, now);
    return { email: member.email };
  });
};
