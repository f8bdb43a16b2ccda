import { randomUUID } from 'node:crypto';
import { CHAT_HISTORY_PAGE_SIZE, type ChatHistoryEntry, type ChatWithAutobotBody } from '@heloc/domain/contracts';
import { chatSessionExpiresAt, type Language } from '@heloc/domain';
import { AppError, NOT_FOUND } from '../../platform/http/errors';
import { recordChatbotFeedback } from '../knowledge';
import { inTransaction, type ServiceContext } from '../service-context';
import { type ChatContext, chatNonceHash, chatTokenHash, isUuid, newChatSecret } from './chat-context';
import { appendMessage } from './chat-messages';
import { appendChatbotReply, chatbotReplyTo } from './chatbot-answer';
import { chatbotTurn } from './chatbot-reply';
import { sendCustomerMessage } from './borrower-socket.service';
import { ORG_UNKNOWN, welcomeOf } from './start-chat.service';
import {
  findConversation,
  findCustomerMessageBefore,
  findLiveNonce,
  findMessage,
  insertConversation,
  listLatestMessages,
} from './chat.repo';

/*
 * The chatbot's own calls (docs/product/widgets-and-calculations.md §7, docs/product/chat.md §3): a question and its
 * answer, the history of questions and answers, and the rating of an answer.
 */

export const NO_SUCH_CHAT = 'conversationId: is not a chat with the chatbot';

/** A visitor's first question without a conversation: a chatbot conversation of their own. */
const startVisitorConversation = async (
  ctx: ChatContext,
  body: ChatWithAutobotBody,
  language: Language,
): Promise<string> => {
  const org = await ctx.org(body.organization);
  if (!org) throw new AppError('bad_request', ORG_UNKNOWN.replace('orgCode', 'organization'));
  const now = ctx.now();
  const identityUuid = body.nonce
    ? ((await findLiveNonce(ctx.db, chatNonceHash(ctx, body.nonce), now))?.identity_uuid ?? null)
    : null;
  const uuid = randomUUID();
  const email = body.senderId.includes('@') ? body.senderId : '';
  await inTransaction(ctx, async (tx) => {
    await insertConversation(tx.db, {
      uuid,
      tokenHash: chatTokenHash(ctx, newChatSecret()),
      orgCode: org.code,
      mode: 'CHATBOT',
      state: 'BOT',
      friendlyName: 'Visitor',
      emailAddress: email,
      skill: 'White Label',
      tag: body.tag ?? null,
      loanNumber: null,
      productType: null,
      pageUrl: body.pageUrl,
      identityUuid,
      applicationUuid: null,
      agentUuid: null,
      waitingSince: null,
      expiresAt: chatSessionExpiresAt('chatbot', now),
      now,
    });
    await appendMessage(
      tx.db,
      uuid,
      {
        senderType: 'BOT',
        senderName: 'Assistant',
        body: welcomeOf('CHATBOT', '', org.name, language),
      },
      now,
    );
  });
  return uuid;
};

export const chatWithAutobot = async (
  ctx: ChatContext,
  body: ChatWithAutobotBody,
  /** docs/i18n.md: the visitor's language (the call's Accept-Language). */
  language: Language = 'en',
) => {
  if (body.clientId && body.conversationId) return widgetTurn(ctx, body, body.clientId, language);
  let conversationUuid: string;
  if (body.conversationId) {
    const row = isUuid(body.conversationId)
      ? await findConversation(ctx.db, body.conversationId.toLowerCase())
      : undefined;
    if (!row || row.state !== 'BOT' || row.expires_at.getTime() <= ctx.now().getTime())
      throw new AppError('bad_request', NO_SUCH_CHAT);
    conversationUuid = row.uuid;
  } else {
    conversationUuid = await startVisitorConversation(ctx, body, language);
  }
  const row = await findConversation(ctx.db, conversationUuid);
  // docs/product/chat.md §3: this call has no socket to follow the queue, so a request for a person is offered the button.
  const turn = row ? await chatbotTurn(ctx, row, body.message, language, false) : undefined;
  const reply =
    turn?.kind === 'reply' ? turn.reply : await chatbotReplyTo(ctx, body.organization, body.message, language);
  const answer = await inTransaction(ctx, async (tx) => {
    const now = tx.now();
    await appendMessage(
      tx.db,
      conversationUuid,
      { senderType: 'CUSTOMER', senderName: row?.friendly_name ?? 'Visitor', body: body.message },
      now,
    );
    return appendChatbotReply(tx.db, conversationUuid, reply, now);
  });
  return {
    conversationId: conversationUuid,
    questionId: answer.uuid,
    responseStr: answer.body,
    createdDt: answer.created_at.toISOString(),
  };
};

/**
 * The widget's question in its chat with the chatbot: stored once per clientId as its socket's would be, and answered
 * the same way, the person asked for taking the chat to the queue (the widget's socket follows it there).
 */
const widgetTurn = async (ctx: ChatContext, body: ChatWithAutobotBody, clientId: string, language: Language) => {
  const row = isUuid(body.conversationId!)
    ? await findConversation(ctx.db, body.conversationId!.toLowerCase())
    : undefined;
  if (!row || row.state !== 'BOT' || row.expires_at.getTime() <= ctx.now().getTime())
    throw new AppError('bad_request', NO_SUCH_CHAT);
  const { botReply } = await sendCustomerMessage(
    ctx,
    row.uuid,
    { clientId, body: body.message, attachmentUuids: [] },
    language,
  );
  const answer = botReply ? await botReply() : undefined;
  return {
    conversationId: row.uuid,
    questionId: answer?.uuid ?? null,
    responseStr: answer?.body ?? null,
    createdDt: answer?.created_at.toISOString() ?? null,
  };
};

/** The latest customer → chatbot pairs, oldest first. */
export const getChatHistory = async (
  ctx: ServiceContext,
  conversationId: string,
  limit = CHAT_HISTORY_PAGE_SIZE,
): Promise<ChatHistoryEntry[]> => {
  const row = isUuid(conversationId) ? await findConversation(ctx.db, conversationId.toLowerCase()) : undefined;
  if (!row) throw new AppError('not_found', NOT_FOUND);
  // Each pair is two messages; a SYSTEM notice or an agent's reply between them breaks no pair of the latest.
  const messages = await listLatestMessages(ctx.db, row.uuid, limit * 4);
  const pairs: ChatHistoryEntry[] = [];
  messages.forEach((message, index) => {
    const question = messages[index - 1];
    if (message.sender_type === 'BOT' && question?.sender_type === 'CUSTOMER')
      pairs.push({
        questionId: message.uuid,
        questionStr: question.body,
        responseStr: message.body,
        createdDt: message.created_at.toISOString(),
      });
  });
  return pairs.slice(-limit);
};

/** A borrower's rating of a chatbot answer (docs/product/chat.md §3), with the question it answered. */
export const rateChatReply = async (
  ctx: ServiceContext,
  body: {
    questionId: string;
    conversationId: string;
    feedbackMessage: string;
    rating: 'GOOD' | 'BAD';
    senderEmail?: string | null | undefined;
  },
) => {
  const conversation =
    isUuid(body.conversationId) && isUuid(body.questionId)
      ? await findConversation(ctx.db, body.conversationId.toLowerCase())
      : undefined;
  const answer = conversation ? await findMessage(ctx.db, body.questionId.toLowerCase()) : undefined;
  if (!conversation || !answer || answer.conversation_uuid !== conversation.uuid || answer.sender_type !== 'BOT')
    throw new AppError('not_found', NOT_FOUND);
  const question = await findCustomerMessageBefore(ctx.db, conversation.uuid, answer.seq);
  await recordChatbotFeedback(ctx.db, {
    conversationUuid: conversation.uuid,
    messageUuid: answer.uuid,
    orgCode: conversation.org_code,
    articleUuid: answer.article_uuid,
    rating: body.rating,
    question: question?.body ?? '',
    answer: answer.body,
    feedbackMessage: body.feedbackMessage,
    senderEmail: body.senderEmail ?? null,
  });
  return { ok: true as const };
};
