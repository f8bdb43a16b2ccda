import { type Kysely, sql } from 'kysely';
import { announceWrites } from './0039-rows-changed-notify';

/**
 * The questions the chatbot found no article for (docs/product/chat.md §3), kept so the lender's admins see what
 * borrowers ask that the knowledge base does not answer yet, and write the article.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chatbot_unanswered')
    .addColumn('uuid', 'uuid', (c) => c.primaryKey())
    .addColumn('org_code', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('conversation_uuid', 'uuid')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('chatbot_unanswered_org_idx')
    .on('chatbot_unanswered')
    .columns(['org_code', 'created_at'])
    .execute();
  // Every table announces its writes (migration 0039), as the nodes' answer memories read them.
  await announceWrites(db, 'chatbot_unanswered');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chatbot_unanswered').execute();
}
