import type { Insertable } from 'kysely';
import type { Db } from '../../platform/database/database';
import type { NotificationsTable } from '../../platform/database/schema';

/** Kysely queries of the notifications table (migration 0032); no decisions here. */

export type NewNotification = Insertable<NotificationsTable>;

/** Records the notifications not recorded yet (same person, same event: kept once); answers those it added. */
export const insertNotifications = async (db: Db, rows: readonly NewNotification[]) => {
  if (rows.length === 0) return [];
  return db
    .insertInto('notifications')
    .values([...rows])
    .onConflict((oc) => oc.columns(['identity_uuid', 'event_key']).doNothing())
    .returning(['uuid'])
    .execute();
};

/** A person's notifications, newest first. */
export const listNotificationsOf = (db: Db, identityUuid: string, limit: number) =>
  db
    .selectFrom('notifications')
    .selectAll()
    .where('identity_uuid', '=', identityUuid)
    .orderBy('created_at', 'desc')
    .orderBy('uuid')
    .limit(limit)
    .execute();

export const findNotificationOf = (db: Db, identityUuid: string, uuid: string) =>
  db
    .selectFrom('notifications')
    .selectAll()
    .where('uuid', '=', uuid)
    .where('identity_uuid', '=', identityUuid)
    .executeTakeFirst();

/** Marks it read once (the first reading's time is kept); answers the row as it is now. */
export const markNotificationRead = async (db: Db, identityUuid: string, uuid: string, now: Date) => {
  await db
    .updateTable('notifications')
    .set({ status: 'READ', read_at: now })
    .where('uuid', '=', uuid)
    .where('identity_uuid', '=', identityUuid)
    .where('status', '=', 'UNREAD')
    .execute();
  return findNotificationOf(db, identityUuid, uuid);
};

/** The oldest notifications whose e-mail has not gone yet. */
export const listUnsentNotifications = (db: Db, limit: number) =>
  db
    .selectFrom('notifications')
    .selectAll()
    .where('emailed_at', 'is', null)
    .orderBy('created_at')
    .orderBy('uuid')
    .limit(limit)
    .execute();

/** Claims one notification's e-mail: true for the one caller that stamped it (another node or sweep gets false). */
export const claimEmail = async (db: Db, uuid: string, now: Date): Promise<boolean> => {
  const claimed = await db
    .updateTable('notifications')
    .set({ emailed_at: now })
    .where('uuid', '=', uuid)
    .where('emailed_at', 'is', null)
    .returning('uuid')
    .executeTakeFirst();
  return claimed !== undefined;
};

/** The e-mail could not be sent: the next sweep tries again. */
export const releaseEmail = async (db: Db, uuid: string) => {
  await db.updateTable('notifications').set({ emailed_at: null }).where('uuid', '=', uuid).execute();
};

/** Which of these people's events are already recorded (so a poll does not write what it already wrote). */
export const listKnownEventKeys = async (db: Db, identityUuids: readonly string[], eventKeys: readonly string[]) => {
  if (identityUuids.length === 0 || eventKeys.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom('notifications')
    .select(['identity_uuid', 'event_key'])
    .where('identity_uuid', 'in', [...identityUuids])
    .where('event_key', 'in', [...eventKeys])
    .execute();
  return new Set(rows.map((r) => `${r.identity_uuid} ${r.event_key}`));
};
