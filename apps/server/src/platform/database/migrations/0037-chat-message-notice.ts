import type { Kysely } from 'kysely';

/**
 * What a SYSTEM message of the chat says, machine-readable (its kind and parameters, docs/product/chat.md §1), so the
 * widget writes it in its reader's language; the body keeps the English text. Null on other messages and on those
 * stored before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('chat_messages').addColumn('notice', 'jsonb').execute();
}
