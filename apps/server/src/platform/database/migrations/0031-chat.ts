import { type Kysely, sql } from 'kysely';

/**
 * The chat (docs/product/chat.md): operating hours and holidays per organisation and department (§2), the chatbot's
 * articles and how borrowers rated its answers (§3), conversations with their messages, attachments and call-back
 * requests, the agents' presence (§4), and the borrowers' chat nonces. A conversation holds only a keyed hash of the
 * token its widget holds. A message is unique by its place in the conversation and by the sender's own id, so a
 * message sent again after a reconnect is stored once (§5).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('operating_hours')
    .addColumn('org_code', 'text', (c) => c.notNull())
    .addColumn('department', 'text', (c) => c.notNull())
    .addColumn('weekday_value', 'integer', (c) => c.notNull())
    .addColumn('start_time', 'text')
    .addColumn('end_time', 'text')
    .addColumn('is_open', 'boolean', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('operating_hours_pk', ['org_code', 'department', 'weekday_value'])
    .execute();

  await db.schema
    .createTable('operating_holidays')
    .addColumn('uuid', 'uuid', (c) => c.primaryKey())
    .addColumn('org_code', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('departments', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('operating_holidays_org_date_unique', ['org_code', 'date'])
    .execute();

  await db.schema
    .createTable('knowledge_articles')
    .addColumn('uuid', 'uuid', (c) => c.primaryKey())
    .addColumn('org_code', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('keywords', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('published', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('updated_by', 'uuid')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('knowledge_articles_org_slug_unique', ['org_code', 'slug'])
    .execute();

  await db.schema
    .createTable('chat_conversations')
    .addColumn('uuid', 'uuid', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('org_code', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('friendly_name', 'text', (c) => c.notNull())
    .addColumn('email_address', 'text', (c) => c.notNull())
    .addColumn('skill', 'text', (c) => c.notNull())
    .addColumn('tag', 'text')
    .addColumn('loan_number', 'text')
    .addColumn('product_type', 'text')
    .addColumn('page_url', 'text', (c) => c.notNull())
    .addColumn('identity_uuid', 'uuid')
    .addColumn('application_uuid', 'uuid')
    .addColumn('agent_uuid', 'uuid')
    .addColumn('waiting_since', 'timestamptz')
    .addColumn('last_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_message_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('survey_rating', 'integer')
    .addColumn('survey_comment', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('ended_at', 'timestamptz')
    .execute();
  await sql`create index chat_conversations_open_idx on chat_conversations (org_code, state, waiting_since)
    where state <> 'ENDED'`.execute(db);
  await sql`create index chat_conversations_expiry_idx on chat_conversations (expires_at)
    where state <> 'ENDED'`.execute(db);
  await db.schema
    .createIndex('chat_conversations_application_idx')
    .on('chat_conversations')
    .column('application_uuid')
    .execute();

  await db.schema
    .createTable('chat_messages')
    .addColumn('uuid', 'uuid', (c) => c.primaryKey())
    .addColumn('conversation_uuid', 'uuid', (c) => c.notNull().references('chat_conversations.uuid'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('sender_type', 'text', (c) => c.notNull())
    .addColumn('sender_name', 'text', (c) => c.notNull())
    .addColumn('staff_uuid', 'uuid')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('attachments', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('article_uuid', 'uuid')
    .addColumn('article_title', 'text')
    .addColumn('offer', 'text')
    .addColumn('client_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('chat_messages_seq_unique', ['conversation_uuid', 'seq'])
    .addUniqueConstraint('chat_messages_client_id_unique', ['conversation_uuid', 'client_id'])
    .execute();

  await db.schema
    .createTable('chat_attachments')
    .addColumn('uuid', 'uuid', (c) => c.primaryKey())
    .addColumn('conversation_uuid', 'uuid', (c) => c.notNull().references('chat_conversations.uuid'))
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('uploaded_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('chat_attachments_conversation_idx')
    .on('chat_attachments')
    .column('conversation_uuid')
    .execute();

  await db.schema
    .createTable('chatbot_feedback')
    .addColumn('uuid', 'uuid', (c) => c.primaryKey())
    .addColumn('conversation_uuid', 'uuid', (c) => c.notNull().references('chat_conversations.uuid'))
    .addColumn('message_uuid', 'uuid', (c) => c.notNull().unique())
    .addColumn('org_code', 'text', (c) => c.notNull())
    .addColumn('article_uuid', 'uuid')
    .addColumn('rating', 'text', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('feedback_message', 'text', (c) => c.notNull())
    .addColumn('sender_email', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('chatbot_feedback_org_idx')
    .on('chatbot_feedback')
    .columns(['org_code', 'created_at'])
    .execute();

  await db.schema
    .createTable('chat_callbacks')
    .addColumn('uuid', 'uuid', (c) => c.primaryKey())
    .addColumn('conversation_uuid', 'uuid', (c) => c.notNull().references('chat_conversations.uuid'))
    .addColumn('org_code', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('done_at', 'timestamptz')
    .addColumn('done_by', 'uuid')
    .addUniqueConstraint('chat_callbacks_client_id_unique', ['conversation_uuid', 'client_id'])
    .execute();

  await db.schema
    .createTable('chat_agent_presence')
    .addColumn('staff_uuid', 'uuid', (c) => c.primaryKey())
    .addColumn('available', 'boolean', (c) => c.notNull())
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('chat_nonces')
    .addColumn('nonce_hash', 'text', (c) => c.primaryKey())
    .addColumn('identity_uuid', 'uuid', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}
