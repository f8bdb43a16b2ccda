import type { Language } from '@heloc/domain';
import { answerFromArticles, foldText, recordUnansweredQuestion } from '../knowledge';
import type { ServiceContext } from '../service-context';
import { type ChatbotReply, chatbotReplyTo } from './chatbot-answer';
import { answerFromFile, type FileTopic } from './chatbot-file-answers';
import { asksForPerson } from './chatbot-handoff';
import { chatParticipantOf } from './chatbot-participant';
import { type ChatbotPhrase, phraseIn } from './chatbot-phrases';
import { personAvailable, whyNoPerson } from './chat-context';
import type { ConversationRow } from './chat.repo';

/*
 * The chatbot's turn after a question (docs/product/chat.md §3). Asked for a person: in hours the chat moves to the
 * agents' queue with its history, out of hours the chatbot offers a call-back. Asked about what the signed-in
 * person's own file holds (the article answering is one of the subjects below): the answer comes from the file, as
 * far as that person may read it, when the question is about their own (it says "my", "I", "me"). Otherwise the
 * organisation's best article, or none and a person offered. A visitor asking about their file gets the article and is
 * told to sign in.
 */

export type ChatbotTurn = { kind: 'reply'; reply: ChatbotReply } | { kind: 'to-agent' };

/** The default articles whose subject the signed-in person's file answers (by slug, in either language). */
const FILE_TOPICS: Readonly<Record<string, FileTopic>> = {
  'funding-times': 'funding',
  documents: 'conditions',
  'application-steps': 'status',
  'choosing-an-offer': 'offer',
  'monthly-payments': 'offer',
};

const SIGN_IN: Record<FileTopic, ChatbotPhrase> = {
  funding: 'signInForDate',
  conditions: 'signInForConditions',
  status: 'signInForStatus',
  offer: 'signInForOffer',
};

/**
 * A question about one's own file says so ("when do I get my money", "what do you need from me", "¿qué necesitan
 * de mí?"); one that does not ("which offer should I choose", "how long does funding take") is answered by the article.
 */
const OWN: Record<Language, RegExp> = {
  en: /\b(me|my|mine)\b/,
  es: /\b(yo|me|mi|mis|mio|mia)\b/,
};
const isAboutOwnFile = (question: string, language: Language) =>
  OWN[language].test(foldText(question).replace(/[^a-z0-9 ]+/g, ' '));

const reply = (body: string, offer: ChatbotReply['offer'] = null): ChatbotTurn => ({
  kind: 'reply',
  reply: { body, article: null, offer },
});

/**
 * The language a question is answered in: the chat's, or the other one when only its articles answer the question
 * (a Spanish question typed in an English chat is answered in Spanish, docs/i18n.md).
 */
const languageOfQuestion = async (
  ctx: ServiceContext,
  orgCode: string,
  question: string,
  chatLanguage: Language,
): Promise<Language> => {
  if ((await answerFromArticles(ctx.db, orgCode, question, chatLanguage)).article) return chatLanguage;
  const other: Language = chatLanguage === 'en' ? 'es' : 'en';
  return (await answerFromArticles(ctx.db, orgCode, question, other)).article ? other : chatLanguage;
};

export const chatbotTurn = async (
  ctx: ServiceContext,
  conversation: Pick<ConversationRow, 'uuid' | 'org_code' | 'identity_uuid' | 'application_uuid'>,
  question: string,
  /** docs/i18n.md: the visitor's language. */
  chatLanguage: Language,
  /** Whether the chat can join the queue now (the widget's socket); a chat without one is offered the button. */
  canMoveToQueue: boolean,
): Promise<ChatbotTurn> => {
  const orgCode = conversation.org_code;
  if (asksForPerson(question, 'en') || asksForPerson(question, 'es')) {
    const say = phraseIn(chatLanguage);
    if (!(await personAvailable(ctx, orgCode, ctx.now()))) {
      const why = await whyNoPerson(ctx, orgCode, ctx.now());
      return reply(say(why === 'NO_AGENT' ? 'handoffBusy' : 'handoffAway'), 'CALLBACK');
    }
    return canMoveToQueue ? { kind: 'to-agent' } : reply(say('handoffOffer'), 'AGENT');
  }
  const language = await languageOfQuestion(ctx, orgCode, question, chatLanguage);
  const say = phraseIn(language);
  const { article } = await answerFromArticles(ctx.db, orgCode, question, language);
  const topic =
    article && isAboutOwnFile(question, language) ? FILE_TOPICS[article.slug.replace(/-es$/, '')] : undefined;
  if (topic) {
    const who = await chatParticipantOf(ctx, conversation);
    if (who) return reply(await answerFromFile(ctx, who, topic, language));
    const general = await chatbotReplyTo(ctx, orgCode, question, language);
    return { kind: 'reply', reply: { ...general, body: `${general.body}\n\n${say(SIGN_IN[topic])}` } };
  }
  const answer = await chatbotReplyTo(ctx, orgCode, question, language);
  // No article answered: the console's Knowledge base lists it, for an admin to write one.
  if (!answer.article)
    await recordUnansweredQuestion(ctx.db, {
      orgCode,
      language: chatLanguage,
      question,
      conversationUuid: conversation.uuid,
      at: ctx.now(),
    });
  return { kind: 'reply', reply: answer };
};
