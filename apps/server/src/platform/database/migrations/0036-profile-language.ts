import type { Kysely } from 'kysely';

/**
 * The language a person reads in (docs/i18n.md), kept on their profile so what the server writes for them later
 * (e-mails, notifications, documents made in the background) is in it, and so their choice follows them to another
 * device. Null until they choose (or register with a browser asking for a language the organisation offers).
 * And the language of each of the chatbot's articles.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('profiles').addColumn('language', 'text').execute();
  // The chatbot's articles are written in a language and answer the visitors who read it (docs/i18n.md); the
  // articles so far are English.
  await db.schema
    .alterTable('knowledge_articles')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
}
