import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@heloc/domain';
import type { StaffMember } from '@heloc/domain/contracts';
import { appendAudit } from '../../platform/audit/audit.repo';
import { AppError } from '../../platform/http/errors';
import { inTransaction, type ServiceContext } from '../service-context';
import { issueSetUpLink, memberOrNotFound, normalizeStaffEmail, toStaffMember } from './staff-member';
import { allOrgCodes, knownOrgCodes } from './staff-orgs';
import {
  findStaffMemberByEmail,
  findStaffMemberForUpdate,
  insertStaffMember,
  updateStaffMemberAccess,
} from '../../platform/auth/staff-members.repo';

const STAFF_ADMIN_DISABLED_MESSAGE = (email: string): string =>
  `${email} is a disabled member: another admin must enable them in the console first.`;

/**
 * The command's create-admin (docs/product/operations-console.md §1): an ADMIN scoped to the given organisations
 * (every organisation when none is given) and a one-time set-up link. For an e-mail that is already a member (pending
 * or active) it adds the ADMIN role and the organisations and issues a new link, which is how an admin who lost
 * their password or authenticator gets back in. Audited as the command line's act.
 */
export const createAdmin = async (
  ctx: ServiceContext,
  input: { email: string; name?: string; orgCodes?: readonly string[] },
): Promise<{ member: StaffMember; token: string; created: boolean }> =>
  inTransaction(ctx, async (tx) => {
    const now = tx.now();
    const email = normalizeStaffEmail(input.email);
    const orgCodes = input.orgCodes?.length ? await knownOrgCodes(tx.db, input.orgCodes) : await allOrgCodes(tx.db);
    const existing = await findStaffMemberByEmail(tx.db, email);
    if (existing?.disabled_at) throw new AppError('conflict', STAFF_ADMIN_DISABLED_MESSAGE(email));
    const uuid = existing?.uuid ?? randomUUID();
    let before: StaffMember | null = null;
    if (existing) {
      const row = memberOrNotFound(await findStaffMemberForUpdate(tx.db, uuid));
      before = toStaffMember(row);
      const roles: StaffRole[] = [...new Set<StaffRole>([...(row.roles as StaffRole[]), 'ADMIN'])];
      await updateStaffMemberAccess(
        tx.db,
        uuid,
        { roles, orgCodes: [...new Set([...row.org_codes, ...orgCodes])] },
        now,
      );
    } else {
      const name = input.name?.trim() || email.split('@')[0] || email;
      await insertStaffMember(tx.db, { uuid, email, name, roles: ['ADMIN'], orgCodes, invitedBy: null, now });
    }
    const token = await issueSetUpLink(tx, uuid);
    const member = toStaffMember(memberOrNotFound(await findStaffMemberForUpdate(tx.db, uuid)));
    await appendAudit(tx.db, { at: now, staff: null, action: 'member.create-admin', before, after: member });
    return { member, token, created: !existing };
  });
