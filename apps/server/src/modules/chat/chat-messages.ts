import { randomUUID } from 'node:crypto';
import type { ChatMessageSender, KnownChatNotice } from '@heloc/domain/contracts';
import type { Db } from '../../platform/database/database';
import type { ChatMessageAttachment } from '../../platform/database/schema/chat';
import { AppError } from '../../platform/http/errors';
import { announce } from './chat-announce';
import { findMessageByClientId, insertMessage, type MessageRow, releaseSeq, takeNextSeq } from './chat.repo';
import { chatWordsIn, chatWordsMessages } from './chat-words';

/** The answer to a message sent to an ended chat (the socket's error ENDED). */
export const CHAT_ENDED_MESSAGE = 'This chat has ended.';

/**
 * A notice's English text, the message's body (the console and transcripts read it; the widget writes the notice in
 * its reader's language from its kind, in the same English words).
 */
export const noticeText = (notice: KnownChatNotice): string => {
  switch (notice.kind) {
    case 'agent-joined':
      return `${notice.agentName} joined the chat.`;
    case 'agent-coming':
      return chatWordsIn('en')(chatWordsMessages.agentComing, { name: notice.name });
    case 'back-in-queue':
      return 'You are back in the queue. An agent will be with you shortly.';
    case 'chat-ended':
      return 'The chat ended.';
    case 'callback-requested':
      return `Thanks — we'll call you at ${notice.phoneNumber} during business hours.`;
  }
};

export interface OutgoingMessage {
  senderType: ChatMessageSender;
  senderName: string;
  staffUuid?: string | null;
  body: string;
  attachments?: ChatMessageAttachment[];
  article?: { uuid: string; title: string } | null;
  offer?: 'AGENT' | 'CALLBACK' | null;
  /** The sender's own id: sent again (a reconnect), the message is stored once (docs/product/chat.md §5). */
  clientId?: string | null;
  /** What the chat itself says, machine-readable (the body keeps its English text, or the visitor's language). */
  notice?: KnownChatNotice | null;
}

/**
 * Appends a message in the caller's transaction and announces it (delivered on commit): its place is the
 * conversation's next seq, taken with the row locked. A clientId already stored answers that message, stored once,
 * announced once. An ended conversation (or one past its expiry, `now`) refuses it (409, CHAT_ENDED_MESSAGE).
 */
export const appendMessage = async (
  tx: Db,
  conversationUuid: string,
  message: OutgoingMessage,
  now: Date,
  { allowEnded = false } = {},
): Promise<{ row: MessageRow; created: boolean }> => {
  const taken = await takeNextSeq(tx, conversationUuid, now);
  if (!taken) throw new AppError('not_found', 'No such chat');
  if (!allowEnded && (taken.state === 'ENDED' || taken.expires_at.getTime() <= now.getTime()))
    throw new AppError('conflict', CHAT_ENDED_MESSAGE);
  const uuid = randomUUID();
  const row: MessageRow = {
    uuid,
    conversation_uuid: conversationUuid,
    seq: taken.last_seq,
    sender_type: message.senderType,
    sender_name: message.senderName,
    staff_uuid: message.staffUuid ?? null,
    body: message.body,
    attachments: message.attachments ?? [],
    article_uuid: message.article?.uuid ?? null,
    article_title: message.article?.title ?? null,
    offer: message.offer ?? null,
    client_id: message.clientId ?? null,
    notice: message.notice ?? null,
    created_at: now,
  };
  const created = await insertMessage(tx, {
    uuid,
    conversationUuid,
    seq: row.seq,
    senderType: row.sender_type,
    senderName: row.sender_name,
    staffUuid: row.staff_uuid,
    body: row.body,
    attachments: row.attachments,
    articleUuid: row.article_uuid,
    articleTitle: row.article_title,
    offer: row.offer,
    clientId: row.client_id,
    notice: row.notice,
    now,
  });
  if (!created) {
    await releaseSeq(tx, conversationUuid, row.seq);
    const existing = await findMessageByClientId(tx, conversationUuid, message.clientId ?? '');
    if (!existing) throw new AppError('conflict', 'The message could not be stored');
    return { row: existing, created: false };
  }
  await announce(tx, { kind: 'message', conversationUuid, orgCode: taken.org_code, messageUuid: uuid });
  return { row, created: true };
};

/** What the chat itself says (an agent joined, the chat ended): its kind and parameters, and its English text. */
export const appendSystemMessage = (tx: Db, conversationUuid: string, notice: KnownChatNotice, now: Date) =>
  appendMessage(tx, conversationUuid, { senderType: 'SYSTEM', senderName: '', body: noticeText(notice), notice }, now, {
    allowEnded: true,
  });
