import type { Db } from '../../platform/database/database';

/**
 * Whether each member takes chats (docs/product/chat.md §4): switched on or off from their agent socket, and when it
 * was last seen. The chat records it through the front door; the members themselves are the platform's.
 */

/** The members who switched presence on and were seen since `seenSince`. */
export const listPresentMembers = (db: Db, seenSince: Date) =>
  db
    .selectFrom('chat_agent_presence')
    .select(['staff_uuid', 'available', 'last_seen_at'])
    .where('available', '=', true)
    .where('last_seen_at', '>=', seenSince)
    .execute();

/** Every member's presence as last recorded (a member never seen has none). */
export const listPresence = (db: Db) =>
  db.selectFrom('chat_agent_presence').select(['staff_uuid', 'available', 'last_seen_at']).execute();

export const upsertPresence = async (db: Db, staffUuid: string, available: boolean, now: Date): Promise<void> => {
  await db
    .insertInto('chat_agent_presence')
    .values({ staff_uuid: staffUuid, available, last_seen_at: now })
    .onConflict((oc) => oc.column('staff_uuid').doUpdateSet({ available, last_seen_at: now }))
    .execute();
};

export const touchPresence = async (db: Db, staffUuid: string, now: Date): Promise<void> => {
  await db.updateTable('chat_agent_presence').set({ last_seen_at: now }).where('staff_uuid', '=', staffUuid).execute();
};
