import { chatSessionExpiresAt, type Language } from '@heloc/domain';
import type { Db } from '../../platform/database/database';
import { answerFromArticles } from '../knowledge';
import type { ServiceContext } from '../service-context';
import { appendMessage } from './chat-messages';
import { extendConversation, type MessageRow } from './chat.repo';
import { personAvailable, whyNoPerson } from './chat-context';
import { chatWordsIn, chatWordsMessages as m } from './chat-words';

/*
 * docs/product/chat.md §3: the chatbot answers from the organisation's articles and names the one it used; when none
 * answers well it says so and offers a person (in hours, an agent taking chats) or a call-back (out of hours).
 */

export const CHATBOT_NAME = 'Assistant';

export interface ChatbotReply {
  body: string;
  article: { uuid: string; title: string } | null;
  offer: 'AGENT' | 'CALLBACK' | null;
}

/** The chatbot's reply to a question (reads the articles and, without one, the hours and the agents). */
export const chatbotReplyTo = async (
  ctx: ServiceContext,
  orgCode: string,
  question: string,
  /** docs/i18n.md: the visitor's language: the articles written in it answer, and the chatbot speaks it. */
  language: Language = 'en',
): Promise<ChatbotReply> => {
  const say = chatWordsIn(language);
  const { article, body } = await answerFromArticles(ctx.db, orgCode, question, language);
  if (article && body) return { body: `${body}\n\n${say(m.source, { title: article.title })}`, article, offer: null };
  if (await personAvailable(ctx, orgCode, ctx.now()))
    return { body: `${say(m.noAnswer)} ${say(m.offerAgent)}`, article: null, offer: 'AGENT' };
  const offer = (await whyNoPerson(ctx, orgCode, ctx.now())) === 'NO_AGENT' ? m.offerCallbackBusy : m.offerCallback;
  return { body: `${say(m.noAnswer)} ${say(offer)}`, article: null, offer: 'CALLBACK' };
};

/**
 * Stores the chatbot's reply in the caller's transaction (announced on commit) and keeps the session alive 10 minutes
 * after this last message (docs/product/chat.md §4).
 */
export const appendChatbotReply = async (
  tx: Db,
  conversationUuid: string,
  reply: ChatbotReply,
  now: Date,
): Promise<MessageRow> => {
  const { row } = await appendMessage(
    tx,
    conversationUuid,
    { senderType: 'BOT', senderName: CHATBOT_NAME, ...reply },
    now,
  );
  await extendConversation(tx, conversationUuid, chatSessionExpiresAt('chatbot', now));
  return row;
};
