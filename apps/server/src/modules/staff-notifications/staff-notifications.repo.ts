import { randomUUID } from 'node:crypto';
import type { Db } from '../../platform/database/database';

/** Kysely queries of the staff notifications and each member's channel (migration 0043); no decisions here. */

/** Inserts the notifications not made yet (the same member, file, kind and start); answers those it made. */
export const insertStaffNotifications = async (
  db: Db,
  rows: readonly { memberUuid: string; applicationUuid: string; kind: string; since: Date }[],
  now: Date,
): Promise<{ member_uuid: string }[]> => {
  if (rows.length === 0) return [];
  return db
    .insertInto('staff_notifications')
    .values(
      rows.map((row) => ({
        uuid: randomUUID(),
        member_uuid: row.memberUuid,
        application_uuid: row.applicationUuid,
        kind: row.kind,
        since: row.since,
        created_at: now,
      })),
    )
    .onConflict((oc) => oc.constraint('staff_notifications_once').doNothing())
    .returning('member_uuid')
    .execute();
};

export const listStaffNotificationRows = (db: Db, memberUuid: string, limit: number) =>
  db
    .selectFrom('staff_notifications')
    .selectAll()
    .where('member_uuid', '=', memberUuid)
    .orderBy('created_at', 'desc')
    .orderBy('uuid')
    .limit(limit)
    .execute();

export const countUnreadStaffNotifications = async (db: Db, memberUuid: string): Promise<number> => {
  const row = await db
    .selectFrom('staff_notifications')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('member_uuid', '=', memberUuid)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
};

export const markStaffNotificationsRead = async (db: Db, memberUuid: string, now: Date): Promise<void> => {
  await db
    .updateTable('staff_notifications')
    .set({ read_at: now })
    .where('member_uuid', '=', memberUuid)
    .where('read_at', 'is', null)
    .execute();
};

/** The channels chosen by these members (a member without a row has not chosen). */
export const readNotificationChannels = async (
  db: Db,
  memberUuids: readonly string[],
): Promise<Map<string, string>> => {
  if (memberUuids.length === 0) return new Map();
  const rows = await db
    .selectFrom('staff_notification_settings')
    .select(['member_uuid', 'channel'])
    .where('member_uuid', 'in', memberUuids)
    .execute();
  return new Map(rows.map((row) => [row.member_uuid, row.channel]));
};

export const upsertNotificationChannel = async (
  db: Db,
  memberUuid: string,
  channel: string,
  now: Date,
): Promise<void> => {
  await db
    .insertInto('staff_notification_settings')
    .values({ member_uuid: memberUuid, channel, updated_at: now })
    .onConflict((oc) => oc.column('member_uuid').doUpdateSet({ channel, updated_at: now }))
    .execute();
};
