import { randomUUID } from 'node:crypto';
import { canSendChatMessage, chatSessionExpiresAt, type Language } from '@heloc/domain';
import type { ChatConversation, ChatMessage } from '@heloc/domain/contracts';
import { AppError } from '../../platform/http/errors';
import { inTransaction, type ServiceContext } from '../service-context';
import { announce, announceStateAndQueue } from './chat-announce';
import { chatTokenHash, personAvailable } from './chat-context';
import { appendMessage, appendSystemMessage, CHAT_ENDED_MESSAGE, noticeText } from './chat-messages';
import { CHATBOT_NAME, appendChatbotReply } from './chatbot-answer';
import { chatbotTurn } from './chatbot-reply';
import { conversationOf, messageOf } from './chat-views';
import {
  type ConversationRow,
  type MessageRow,
  extendConversation,
  findConversation,
  findConversationByToken,
  insertCallback,
  listLatestMessages,
  listMessagesAfter,
  updateConversation,
} from './chat.repo';
import { isConversationOver } from './chat-session';
import { EMPTY_MESSAGE, type SendFrame, attachmentsOf } from './socket-send';
import { endExpiredChats } from './chat-expiry';

/*
 * What a borrower's socket does (docs/product/chat.md §3, §5), one use case a function: the socket layer
 * (chat-socket.ts) parses frames and writes answers; these load, decide and store. A refusal is an AppError: 409
 * CHAT_ENDED_MESSAGE is the frame error ENDED, 400 BAD_FRAME, anything else SEND_FAILED.
 */

export const NO_AGENT_NOW = 'No agent is taking chats now';
export const NOT_WITH_CHATBOT = 'This chat is not with the chatbot';

/** The last 20 messages on opening (docs/product/chat.md §1), or at most 200 after the last the widget holds. */
const LATEST = 20;
const RESUME_MAX = 200;

/**
 * The conversation a widget's token opens (`follow` subscribes the socket to it), ended at once when its session
 * expired, with its latest messages; undefined for a bad token.
 */
export const openBorrowerChat = async (
  ctx: ServiceContext,
  token: string,
  afterSeq: number | undefined,
  follow: (conversationUuid: string) => void,
): Promise<{ row: ConversationRow; conversation: ChatConversation; messages: ChatMessage[] } | undefined> => {
  let row = await findConversationByToken(ctx.db, chatTokenHash(ctx, token));
  if (!row) return undefined;
  // Followed before the messages are read: one stored meanwhile arrives as a frame, never falls between the two.
  follow(row.uuid);
  if (row.state !== 'ENDED' && isConversationOver(row, ctx.now())) {
    await endExpiredChats(ctx);
    row = (await findConversation(ctx.db, row.uuid)) ?? row;
  }
  const messages =
    afterSeq === undefined
      ? await listLatestMessages(ctx.db, row.uuid, LATEST)
      : await listMessagesAfter(ctx.db, row.uuid, afterSeq, RESUME_MAX);
  return { row, conversation: conversationOf(row), messages: messages.map(messageOf) };
};

/**
 * The borrower's message: stored before it is acknowledged, once per clientId (docs/product/chat.md §5). With the
 * chatbot, `botReply` stores its reply, stored and announced after the acknowledgement (the sender is not kept
 * waiting), or, when the borrower asked for a person in hours, moves the chat to the agents' queue (§3).
 */
export const sendCustomerMessage = async (
  ctx: ServiceContext,
  conversationUuid: string,
  frame: SendFrame,
  /** docs/i18n.md: the visitor's language, the chatbot's answer's. */
  language: Language = 'en',
): Promise<{ message: ChatMessage; botReply: (() => Promise<MessageRow | undefined>) | undefined }> => {
  if (!canSendChatMessage(frame.body, frame.attachmentUuids.length)) throw new AppError('bad_request', EMPTY_MESSAGE);
  const conversation = await findConversation(ctx.db, conversationUuid);
  if (!conversation || isConversationOver(conversation, ctx.now())) throw new AppError('conflict', CHAT_ENDED_MESSAGE);
  const attachments = await attachmentsOf(ctx, conversationUuid, frame.attachmentUuids);
  const { row, created } = await inTransaction(ctx, async (tx) => {
    const now = tx.now();
    const stored = await appendMessage(
      tx.db,
      conversationUuid,
      {
        senderType: 'CUSTOMER',
        senderName: conversation.friendly_name,
        body: frame.body,
        attachments,
        clientId: frame.clientId,
      },
      now,
    );
    if (stored.created && conversation.state === 'BOT')
      await extendConversation(tx.db, conversationUuid, chatSessionExpiresAt('chatbot', now));
    return stored;
  });
  const answerWithBot = created && conversation.state === 'BOT' && frame.body.trim() !== '';
  return {
    message: messageOf(row),
    botReply: answerWithBot
      ? async () => {
          const turn = await chatbotTurn(ctx, conversation, frame.body, language, true);
          if (turn.kind === 'to-agent') {
            await requestAgent(ctx, conversationUuid);
            return undefined;
          }
          return inTransaction(ctx, (tx) => appendChatbotReply(tx.db, conversationUuid, turn.reply, tx.now()));
        }
      : undefined,
  };
};

/** The borrower's typing preview: announced, never stored. */
export const announceCustomerTyping = (
  ctx: ServiceContext,
  row: Pick<ConversationRow, 'uuid' | 'org_code' | 'friendly_name'>,
  text: string,
) =>
  announce(ctx.db, {
    kind: 'typing',
    conversationUuid: row.uuid,
    orgCode: row.org_code,
    senderType: 'CUSTOMER',
    senderName: row.friendly_name,
    text,
  });

/** docs/product/chat.md §3: after the chatbot offered a person, in hours with an agent taking chats: the queue. */
export const requestAgent = async (ctx: ServiceContext, conversationUuid: string): Promise<void> => {
  const conversation = await findConversation(ctx.db, conversationUuid);
  const now = ctx.now();
  if (!conversation || isConversationOver(conversation, now)) throw new AppError('conflict', CHAT_ENDED_MESSAGE);
  if (conversation.state !== 'BOT') throw new AppError('bad_request', NOT_WITH_CHATBOT);
  if (!(await personAvailable(ctx, conversation.org_code, now))) throw new AppError('bad_request', NO_AGENT_NOW);
  await inTransaction(ctx, async (tx) => {
    const moved = await updateConversation(
      tx.db,
      conversationUuid,
      { state: 'WAITING', mode: 'AGENT', waiting_since: now, expires_at: chatSessionExpiresAt('agent', now) },
      ['BOT'],
    );
    if (!moved) throw new AppError('bad_request', NOT_WITH_CHATBOT);
    await appendSystemMessage(tx.db, conversationUuid, { kind: 'agent-coming', name: conversation.friendly_name }, now);
    await announceStateAndQueue(tx.db, conversationUuid, conversation.org_code);
  });
};

/** docs/product/chat.md §3: out of hours, the borrower's number for a call-back, once per clientId. */
export const requestCallback = async (
  ctx: ServiceContext,
  conversationUuid: string,
  frame: { clientId: string; phoneNumber: string },
): Promise<void> => {
  const conversation = await findConversation(ctx.db, conversationUuid);
  if (!conversation || isConversationOver(conversation, ctx.now())) throw new AppError('conflict', CHAT_ENDED_MESSAGE);
  await inTransaction(ctx, async (tx) => {
    const now = tx.now();
    const phoneNumber = frame.phoneNumber.trim();
    const created = await insertCallback(tx.db, {
      uuid: randomUUID(),
      conversationUuid,
      orgCode: conversation.org_code,
      phoneNumber,
      clientId: frame.clientId,
      now,
    });
    if (!created) return;
    await appendMessage(
      tx.db,
      conversationUuid,
      {
        senderType: 'BOT',
        senderName: CHATBOT_NAME,
        body: noticeText({ kind: 'callback-requested', phoneNumber }),
        notice: { kind: 'callback-requested', phoneNumber },
      },
      now,
    );
    await announce(tx.db, { kind: 'queue', conversationUuid, orgCode: conversation.org_code });
  });
};
