import type { Db } from '../../platform/database/database';

/**
 * The members taking chats (docs/product/chat.md §4): presence switched on and seen since `seenSince`, not disabled.
 * Their roles and organisations come along; which of them answers an organisation is the service's rule.
 */
export const listPresentAgents = (db: Db, seenSince: Date) =>
  db
    .selectFrom('chat_agent_presence')
    .innerJoin('staff_members', 'staff_members.uuid', 'chat_agent_presence.staff_uuid')
    .select([
      'staff_members.uuid',
      'staff_members.roles',
      'staff_members.org_codes',
      'chat_agent_presence.available',
      'chat_agent_presence.last_seen_at',
    ])
    .where('chat_agent_presence.available', '=', true)
    .where('chat_agent_presence.last_seen_at', '>=', seenSince)
    .where('staff_members.disabled_at', 'is', null)
    .execute();
