import type { Kysely } from 'kysely';

/**
 * The language a person reads in (docs/i18n.md), kept on their profile so what the server writes for them later
 * (e-mails, notifications, documents made in the background) is in it, and so their choice follows them to another
 * device. Null until they choose (or register with a browser asking for a language the organisation offers).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('profiles').addColumn('language', 'text').execute();
}
