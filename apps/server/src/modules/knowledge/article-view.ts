import type { ChatbotFeedbackRow, KnowledgeArticle } from '@heloc/domain/contracts';
import type { Db } from '../../platform/database/database';
import { countRatingsByArticle, type listArticles, type listFeedback } from './knowledge.repo';

/*
 * The console's view of the articles and the ratings (docs/product/chat.md §3): each article with how many of its
 * answers helped and how many did not.
 */

type ArticleRow = Awaited<ReturnType<typeof listArticles>>[number];
type FeedbackRow = Awaited<ReturnType<typeof listFeedback>>[number];

export const articleViews = async (db: Db, rows: readonly ArticleRow[]): Promise<KnowledgeArticle[]> => {
  const counts = await countRatingsByArticle(
    db,
    rows.map((row) => row.uuid),
  );
  const countOf = (uuid: string, rating: string) =>
    Number(counts.find((c) => c.article_uuid === uuid && c.rating === rating)?.count ?? 0);
  return rows.map((row) => ({
    uuid: row.uuid,
    orgCode: row.org_code,
    title: row.title,
    body: row.body,
    keywords: row.keywords,
    language: row.language === 'es' ? 'es' : 'en',
    published: row.published,
    updatedAt: row.updated_at.toISOString(),
    helpful: countOf(row.uuid, 'GOOD'),
    unhelpful: countOf(row.uuid, 'BAD'),
  }));
};

export const articleView = async (db: Db, row: ArticleRow): Promise<KnowledgeArticle> =>
  (await articleViews(db, [row]))[0] as KnowledgeArticle;

export const feedbackView = (row: FeedbackRow): ChatbotFeedbackRow => ({
  uuid: row.uuid,
  orgCode: row.org_code,
  article: row.article_uuid && row.article_title ? { uuid: row.article_uuid, title: row.article_title } : null,
  rating: row.rating === 'GOOD' ? 'GOOD' : 'BAD',
  question: row.question,
  answer: row.answer,
  feedbackMessage: row.feedback_message,
  senderEmail: row.sender_email,
  createdAt: row.created_at.toISOString(),
});
