import { type StaffRole, rolesAllow } from '../staff/roles';

/**
 * docs/product/chat.md §4: an agent takes chats while 'Available for chats' is on and their socket's ping keeps the
 * presence fresh; 30 s after the last ping they are gone.
 */
export const AGENT_PRESENCE_TTL_MS = 30_000;

export interface AgentPresence {
  available: boolean;
  lastSeenAt: Date;
  roles: readonly StaffRole[];
  orgCodes: readonly string[];
}

/** Whether this member is taking chats of `orgCode` at `at`: present, fresh, allowed to answer, scoped to it. */
export const isAgentTakingChats = (agent: AgentPresence, orgCode: string, at: Date): boolean =>
  agent.available &&
  at.getTime() - agent.lastSeenAt.getTime() <= AGENT_PRESENCE_TTL_MS &&
  rolesAllow(agent.roles, 'CHAT_ANSWER') &&
  agent.orgCodes.some((code) => code.toLowerCase() === orgCode.toLowerCase());
