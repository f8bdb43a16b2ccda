import { isAgentTakingChats, rolesAllow, type StaffRole } from '@heloc/domain';
import type { Db } from '../../platform/database/database';
import { listActiveStaffMembers } from '../../platform/auth/staff-members.repo';
import { listPresence } from '../operating-hours';

/** docs/product/chat.md §4: the members who answer chats of any of `orgCodes`, and whether each takes chats at `at`. */
export const chatAgentsOf = async (db: Db, orgCodes: readonly string[], at: Date) => {
  const wanted = new Set(orgCodes.map((code) => code.toLowerCase()));
  const [members, presence] = await Promise.all([listActiveStaffMembers(db), listPresence(db)]);
  const presenceOf = new Map(presence.map((p) => [p.staff_uuid, p]));
  return members
    .filter(
      (m) =>
        rolesAllow(m.roles as StaffRole[], 'CHAT_ANSWER') && m.org_codes.some((code) => wanted.has(code.toLowerCase())),
    )
    .map((m) => ({
      uuid: m.uuid,
      name: m.name,
      roles: m.roles as StaffRole[],
      orgCodes: m.org_codes,
      available: orgCodes.some((orgCode) =>
        isAgentTakingChats(
          {
            available: presenceOf.get(m.uuid)?.available ?? false,
            lastSeenAt: presenceOf.get(m.uuid)?.last_seen_at ?? new Date(0),
            roles: m.roles as StaffRole[],
            orgCodes: m.org_codes,
          },
          orgCode,
          at,
        ),
      ),
    }));
};
