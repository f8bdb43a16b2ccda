import { AGENT_PRESENCE_TTL_MS, STAFF_ROLES, type StaffRole, isAgentTakingChats } from '@heloc/domain';
import type { Db } from '../../platform/database/database';
import { listStaffMembersByUuid } from '../../platform/auth/staff-members.repo';
import { listPresentMembers } from './presence.repo';

const isStaffRole = (role: string): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role);

/** Whether a member is taking chats of the organisation at `at` (docs/product/chat.md §4). */
export const isAgentAvailable = async (db: Db, orgCode: string, at: Date): Promise<boolean> => {
  const present = await listPresentMembers(db, new Date(at.getTime() - AGENT_PRESENCE_TTL_MS));
  if (present.length === 0) return false;
  const members = new Map(
    (
      await listStaffMembersByUuid(
        db,
        present.map((p) => p.staff_uuid),
      )
    ).map((m) => [m.uuid, m]),
  );
  return present.some((presence) => {
    const member = members.get(presence.staff_uuid);
    return (
      member !== undefined &&
      member.disabled_at === null &&
      isAgentTakingChats(
        {
          available: presence.available,
          lastSeenAt: presence.last_seen_at,
          roles: member.roles.filter(isStaffRole),
          orgCodes: member.org_codes,
        },
        orgCode,
        at,
      )
    );
  });
};
