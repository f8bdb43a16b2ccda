import type { Language } from '@heloc/domain';
import type { Db } from '../../platform/database/database';
import { articleIndexFor } from './article-index-cache';
import { ensureDefaultArticles } from './seed-articles';

export interface ChatbotAnswer {
  article: { uuid: string; title: string } | null;
  body: string | null;
}

/**
 * The chatbot's answer to a question (docs/product/chat.md §3): the text of the organisation's best published article,
 * or nothing when none matches well (the chat module then offers a person or a call-back).
 */
export const answerFromArticles = async (
  db: Db,
  orgCode: string,
  question: string,
  /** docs/i18n.md: the visitor's language; only the articles written in it answer. */
  language: Language = 'en',
): Promise<ChatbotAnswer> => {
  await ensureDefaultArticles(db, [orgCode]);
  const best = (await articleIndexFor(db, orgCode, language)).best(question);
  if (!best) return { article: null, body: null };
  return { article: { uuid: best.article.uuid, title: best.article.title }, body: best.article.body };
};
