import { isAgentTakingChats, rolesAllow, type StaffRole } from '@heloc/domain';
import type { Db } from '../../platform/database/database';
import { listActiveStaff } from './chat.repo';

/** docs/product/chat.md §4: the members who answer chats of any of `orgCodes`, and whether each takes chats at `at`. */
export const chatAgentsOf = async (db: Db, orgCodes: readonly string[], at: Date) => {
  const wanted = new Set(orgCodes.map((code) => code.toLowerCase()));
  return (await listActiveStaff(db))
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
            available: m.available ?? false,
            lastSeenAt: m.last_seen_at ?? new Date(0),
            roles: m.roles as StaffRole[],
            orgCodes: m.org_codes,
          },
          orgCode,
          at,
        ),
      ),
    }));
};
