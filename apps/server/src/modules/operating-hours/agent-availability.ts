import { AGENT_PRESENCE_TTL_MS, STAFF_ROLES, type StaffRole, isAgentTakingChats } from '@heloc/domain';
import type { Db } from '../../platform/database/database';
import { listPresentAgents } from './presence.repo';

const isStaffRole = (role: string): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role);

/** Whether a member is taking chats of the organisation at `at` (docs/product/chat.md §4). */
export const isAgentAvailable = async (db: Db, orgCode: string, at: Date): Promise<boolean> => {
  const agents = await listPresentAgents(db, new Date(at.getTime() - AGENT_PRESENCE_TTL_MS));
  return agents.some((agent) =>
    isAgentTakingChats(
      {
        available: agent.available,
        lastSeenAt: agent.last_seen_at,
        roles: agent.roles.filter(isStaffRole),
        orgCodes: agent.org_codes,
      },
      orgCode,
      at,
    ),
  );
};
