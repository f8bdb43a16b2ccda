import type { Language } from '@heloc/domain';
import type { Db } from '../../platform/database/database';
import { articleIndexFor } from './article-index-cache';
import { ensureDefaultArticles } from './seed-articles';

export interface ChatbotAnswer {
  /** The article and its stable name (a default article's names the subject: docs/product/chat.md §3). */
  article: { uuid: string; title: string; slug: string } | null;
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
  const { uuid, title, slug, body } = best.article;
  return { article: { uuid, title, slug }, body };
};
