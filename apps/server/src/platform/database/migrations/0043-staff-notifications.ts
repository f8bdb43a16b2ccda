import { type Kysely, sql } from 'kysely';
import { announceWrites } from './0039-rows-changed-notify';

/**
 * Staff notifications (docs/product/operations-console.md §12): a file assigned to a member (or, unassigned, to their
 * role) began to wait on them; one row per member, file, kind of wait and the moment it began, so every node may note
 * the same change and only one row (and one e-mail) results. Each member's choice of channel: the console only, the
 * console and e-mail, or neither.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_notifications')
    .addColumn('uuid', 'uuid', (c) => c.primaryKey())
    .addColumn('member_uuid', 'uuid', (c) => c.notNull().references('staff_members.uuid').onDelete('cascade'))
    .addColumn('application_uuid', 'uuid', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('since', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('read_at', 'timestamptz')
    .addUniqueConstraint('staff_notifications_once', ['member_uuid', 'application_uuid', 'kind', 'since'])
    .execute();
  await db.schema
    .createIndex('staff_notifications_member_idx')
    .on('staff_notifications')
    .columns(['member_uuid', 'created_at'])
    .execute();
  await db.schema
    .createTable('staff_notification_settings')
    .addColumn('member_uuid', 'uuid', (c) => c.primaryKey().references('staff_members.uuid').onDelete('cascade'))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Every table announces its writes (migration 0039): a new notification reaches the member's console live.
  await announceWrites(db, 'staff_notifications');
  await announceWrites(db, 'staff_notification_settings');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staff_notification_settings').execute();
  await db.schema.dropTable('staff_notifications').execute();
}
