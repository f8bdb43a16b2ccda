import { sql } from 'kysely';
import { staffMemberNameOf } from '../../platform/auth/staff-members.repo';
import type { Db } from '../../platform/database/database';
import { json } from '../../platform/database/json';
import type { ChatMessageAttachment, ChatMessageNotice } from '../../platform/database/schema/chat';

/*
 * The chat's tables (docs/product/chat.md §4, §5): conversations, their messages, attachments and call-back
 * requests and the borrowers' nonces (the agents' presence is the opening hours', the members the platform's). Queries
 * only; the services decide.
 */

/** The notification channel every node listens on for the chat's announcements (chat-hub.ts). */
export const CHAT_CHANNEL = 'heloc_chat';

const conversationColumns = [
  'c.uuid',
  'c.org_code',
  'c.mode',
  'c.state',
  'c.friendly_name',
  'c.email_address',
  'c.skill',
  'c.tag',
  'c.loan_number',
  'c.product_type',
  'c.page_url',
  'c.identity_uuid',
  'c.application_uuid',
  'c.agent_uuid',
  'c.waiting_since',
  'c.last_seq',
  'c.last_message_at',
  'c.expires_at',
  'c.survey_rating',
  'c.survey_comment',
  'c.created_at',
  'c.ended_at',
] as const;

/** A conversation with its agent's name and its latest message, as the lists and the frames show it. */
const conversationQuery = (db: Db) =>
  db
    .selectFrom('chat_conversations as c')
    .leftJoin('chat_messages as last', (join) =>
      join.onRef('last.conversation_uuid', '=', 'c.uuid').onRef('last.seq', '=', 'c.last_seq'),
    )
    .select(conversationColumns)
    .select((eb) => staffMemberNameOf(eb.ref('c.agent_uuid')).as('agent_name'))
    .select(['last.body as last_body', 'last.created_at as last_created_at']);

export type ConversationRow = NonNullable<Awaited<ReturnType<typeof findConversation>>>;

export const findConversation = (db: Db, uuid: string) =>
  conversationQuery(db).where('c.uuid', '=', uuid).executeTakeFirst();

export const findConversationByToken = (db: Db, tokenHash: string) =>
  conversationQuery(db).where('c.token_hash', '=', tokenHash).executeTakeFirst();

export interface NewConversation {
  uuid: string;
  tokenHash: string;
  orgCode: string;
  mode: string;
  state: string;
  friendlyName: string;
  emailAddress: string;
  skill: string;
  tag: string | null;
  loanNumber: string | null;
  productType: string | null;
  pageUrl: string;
  identityUuid: string | null;
  applicationUuid: string | null;
  agentUuid: string | null;
  waitingSince: Date | null;
  expiresAt: Date;
  now: Date;
}

export const insertConversation = async (db: Db, c: NewConversation): Promise<void> => {
  await db
    .insertInto('chat_conversations')
    .values({
      uuid: c.uuid,
      token_hash: c.tokenHash,
      org_code: c.orgCode,
      mode: c.mode,
      state: c.state,
      friendly_name: c.friendlyName,
      email_address: c.emailAddress,
      skill: c.skill,
      tag: c.tag,
      loan_number: c.loanNumber,
      product_type: c.productType,
      page_url: c.pageUrl,
      identity_uuid: c.identityUuid,
      application_uuid: c.applicationUuid,
      agent_uuid: c.agentUuid,
      waiting_since: c.waitingSince,
      expires_at: c.expiresAt,
      created_at: c.now,
    })
    .execute();
};

export interface ConversationPatch {
  mode?: string;
  state?: string;
  agent_uuid?: string | null;
  waiting_since?: Date | null;
  expires_at?: Date;
  ended_at?: Date | null;
}

/** Changes a conversation, only while it is in one of `fromStates`; answers whether it did. */
export const updateConversation = async (
  db: Db,
  uuid: string,
  patch: ConversationPatch,
  fromStates: readonly string[],
): Promise<boolean> => {
  const result = await db
    .updateTable('chat_conversations')
    .set(patch)
    .where('uuid', '=', uuid)
    .where('state', 'in', fromStates)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
};

/** Ends every live conversation whose session has expired; answers the ones it ended. */
export const endExpiredConversations = (db: Db, now: Date) =>
  db
    .updateTable('chat_conversations')
    .set({ state: 'ENDED', ended_at: now })
    .where('state', '<>', 'ENDED')
    .where('expires_at', '<', now)
    .returning(['uuid', 'org_code'])
    .execute();

/** The survey, once: answers false when it was already answered. */
export const saveSurvey = async (db: Db, uuid: string, rating: number, comment: string | null): Promise<boolean> => {
  const result = await db
    .updateTable('chat_conversations')
    .set({ survey_rating: rating, survey_comment: comment })
    .where('uuid', '=', uuid)
    .where('survey_rating', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
};

/** Conversations of these organisations in these states, oldest first (the queue by its waiting time). */
export const listConversations = (db: Db, orgCodes: readonly string[], states: readonly string[]) =>
  orgCodes.length === 0
    ? Promise.resolve([])
    : conversationQuery(db)
        .where('c.org_code', 'in', orgCodes)
        .where('c.state', 'in', states)
        .orderBy('c.waiting_since')
        .orderBy('c.created_at')
        .execute();

export const listApplicationConversations = (db: Db, applicationUuid: string, orgCodes: readonly string[]) =>
  orgCodes.length === 0
    ? Promise.resolve([])
    : conversationQuery(db)
        .where('c.application_uuid', '=', applicationUuid)
        .where('c.org_code', 'in', orgCodes)
        .orderBy('c.created_at', 'desc')
        .execute();

/* Messages */

export type MessageRow = NonNullable<Awaited<ReturnType<typeof findMessage>>>;

export const findMessage = (db: Db, uuid: string) =>
  db.selectFrom('chat_messages').selectAll().where('uuid', '=', uuid).executeTakeFirst();

export const findMessageByClientId = (db: Db, conversationUuid: string, clientId: string) =>
  db
    .selectFrom('chat_messages')
    .selectAll()
    .where('conversation_uuid', '=', conversationUuid)
    .where('client_id', '=', clientId)
    .executeTakeFirst();

/** The latest `limit` messages, oldest first. */
export const listLatestMessages = async (db: Db, conversationUuid: string, limit: number) =>
  (
    await db
      .selectFrom('chat_messages')
      .selectAll()
      .where('conversation_uuid', '=', conversationUuid)
      .orderBy('seq', 'desc')
      .limit(limit)
      .execute()
  ).reverse();

/** The messages after `afterSeq`, oldest first, at most `limit`. */
export const listMessagesAfter = (db: Db, conversationUuid: string, afterSeq: number, limit: number) =>
  db
    .selectFrom('chat_messages')
    .selectAll()
    .where('conversation_uuid', '=', conversationUuid)
    .where('seq', '>', afterSeq)
    .orderBy('seq')
    .limit(limit)
    .execute();

export const listAllMessages = (db: Db, conversationUuids: readonly string[]) =>
  conversationUuids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('chat_messages')
        .selectAll()
        .where('conversation_uuid', 'in', conversationUuids)
        .orderBy('conversation_uuid')
        .orderBy('seq')
        .execute();

/** The latest customer message before `seq` (the question a chatbot answer answered). */
export const findCustomerMessageBefore = (db: Db, conversationUuid: string, seq: number) =>
  db
    .selectFrom('chat_messages')
    .selectAll()
    .where('conversation_uuid', '=', conversationUuid)
    .where('sender_type', '=', 'CUSTOMER')
    .where('seq', '<', seq)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();

/**
 * Takes the conversation's next place (docs/product/chat.md §5: the seq a reconnecting widget resumes from), in the
 * caller's transaction; the row stays locked until it commits, so two senders never get the same seq.
 */
export const takeNextSeq = (db: Db, conversationUuid: string, now: Date) =>
  db
    .updateTable('chat_conversations')
    .set((eb) => ({ last_seq: eb('last_seq', '+', 1), last_message_at: now }))
    .where('uuid', '=', conversationUuid)
    .returning(['last_seq', 'state', 'mode', 'org_code', 'expires_at'])
    .executeTakeFirst();

export interface NewMessage {
  uuid: string;
  conversationUuid: string;
  seq: number;
  senderType: string;
  senderName: string;
  staffUuid: string | null;
  body: string;
  attachments: ChatMessageAttachment[];
  articleUuid: string | null;
  articleTitle: string | null;
  offer: string | null;
  clientId: string | null;
  notice: ChatMessageNotice | null;
  now: Date;
}

/** Inserts a message; answers false (nothing stored) when the sender's clientId is already stored. */
export const insertMessage = async (db: Db, m: NewMessage): Promise<boolean> => {
  const rows = await db
    .insertInto('chat_messages')
    .values({
      uuid: m.uuid,
      conversation_uuid: m.conversationUuid,
      seq: m.seq,
      sender_type: m.senderType,
      sender_name: m.senderName,
      staff_uuid: m.staffUuid,
      body: m.body,
      attachments: json(m.attachments),
      article_uuid: m.articleUuid,
      article_title: m.articleTitle,
      offer: m.offer,
      client_id: m.clientId,
      notice: m.notice ? json(m.notice) : null,
      created_at: m.now,
    })
    .onConflict((oc) => oc.columns(['conversation_uuid', 'client_id']).doNothing())
    .returning('uuid')
    .execute();
  return rows.length > 0;
};

/** Gives back a seq taken for a message that was already stored (a resend): the conversation keeps no gap. */
export const releaseSeq = async (db: Db, conversationUuid: string, seq: number): Promise<void> => {
  await db
    .updateTable('chat_conversations')
    .set({ last_seq: seq - 1 })
    .where('uuid', '=', conversationUuid)
    .where('last_seq', '=', seq)
    .execute();
};

export const extendConversation = async (db: Db, uuid: string, expiresAt: Date): Promise<void> => {
  await db
    .updateTable('chat_conversations')
    .set({ expires_at: expiresAt })
    .where('uuid', '=', uuid)
    .where('state', '<>', 'ENDED')
    .execute();
};

/* Attachments */

export const insertAttachment = async (
  db: Db,
  a: {
    uuid: string;
    conversationUuid: string;
    storageKey: string;
    fileName: string;
    contentType: string;
    sizeBytes: number;
    uploadedBy: string;
    now: Date;
  },
): Promise<void> => {
  await db
    .insertInto('chat_attachments')
    .values({
      uuid: a.uuid,
      conversation_uuid: a.conversationUuid,
      storage_key: a.storageKey,
      file_name: a.fileName,
      content_type: a.contentType,
      size_bytes: a.sizeBytes,
      uploaded_by: a.uploadedBy,
      created_at: a.now,
    })
    .execute();
};

export const findAttachment = (db: Db, conversationUuid: string, uuid: string) =>
  db
    .selectFrom('chat_attachments')
    .selectAll()
    .where('conversation_uuid', '=', conversationUuid)
    .where('uuid', '=', uuid)
    .executeTakeFirst();

export const listAttachments = (db: Db, conversationUuid: string, uuids: readonly string[]) =>
  uuids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('chat_attachments')
        .selectAll()
        .where('conversation_uuid', '=', conversationUuid)
        .where('uuid', 'in', uuids)
        .execute();

/* Call-backs */

/** A call-back request, once per the widget's clientId; answers whether it is new. */
export const insertCallback = async (
  db: Db,
  c: { uuid: string; conversationUuid: string; orgCode: string; phoneNumber: string; clientId: string; now: Date },
): Promise<boolean> => {
  const rows = await db
    .insertInto('chat_callbacks')
    .values({
      uuid: c.uuid,
      conversation_uuid: c.conversationUuid,
      org_code: c.orgCode,
      phone_number: c.phoneNumber,
      client_id: c.clientId,
      requested_at: c.now,
    })
    .onConflict((oc) => oc.columns(['conversation_uuid', 'client_id']).doNothing())
    .returning('uuid')
    .execute();
  return rows.length > 0;
};

export const listOpenCallbacks = (db: Db, orgCodes: readonly string[]) =>
  orgCodes.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('chat_callbacks as b')
        .innerJoin('chat_conversations as c', 'c.uuid', 'b.conversation_uuid')
        .select([
          'b.uuid',
          'b.conversation_uuid',
          'b.org_code',
          'b.phone_number',
          'b.requested_at',
          'c.friendly_name',
          'c.email_address',
        ])
        .where('b.org_code', 'in', orgCodes)
        .where('b.done_at', 'is', null)
        .orderBy('b.requested_at')
        .execute();

export const findScopedCallback = (db: Db, uuid: string, orgCodes: readonly string[]) =>
  orgCodes.length === 0
    ? Promise.resolve(undefined)
    : db
        .selectFrom('chat_callbacks')
        .selectAll()
        .where('uuid', '=', uuid)
        .where('org_code', 'in', orgCodes)
        .executeTakeFirst();

export const completeCallback = async (db: Db, uuid: string, by: string, now: Date): Promise<void> => {
  await db
    .updateTable('chat_callbacks')
    .set({ done_at: now, done_by: by })
    .where('uuid', '=', uuid)
    .where('done_at', 'is', null)
    .execute();
};

/* Nonces */

export const insertNonce = async (
  db: Db,
  n: { nonceHash: string; identityUuid: string; expiresAt: Date; now: Date },
): Promise<void> => {
  await db
    .insertInto('chat_nonces')
    .values({ nonce_hash: n.nonceHash, identity_uuid: n.identityUuid, expires_at: n.expiresAt, created_at: n.now })
    .execute();
};

/** The identity of a nonce still valid at `now`. */
export const findLiveNonce = (db: Db, nonceHash: string, now: Date) =>
  db
    .selectFrom('chat_nonces')
    .select('identity_uuid')
    .where('nonce_hash', '=', nonceHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();

/** Forgets the identity's nonces expired before `before` (a new nonce keeps the table small). */
export const pruneNonces = async (db: Db, identityUuid: string, before: Date): Promise<void> => {
  await db
    .deleteFrom('chat_nonces')
    .where('identity_uuid', '=', identityUuid)
    .where('expires_at', '<', before)
    .execute();
};

/* Announcements */

/** Announces to every node (delivered when the caller's transaction commits; at once outside one). */
export const notifyChat = async (db: Db, payload: string): Promise<void> => {
  await sql`select pg_notify(${CHAT_CHANNEL}, ${payload})`.execute(db);
};
