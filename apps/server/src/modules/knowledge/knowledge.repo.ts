import type { Language } from '@heloc/domain';
import { sql } from 'kysely';
import type { Db } from '../../platform/database/database';

/** The chatbot's articles and how borrowers rated its answers (docs/product/chat.md §3): queries only. */

const ARTICLE_COLUMNS = [
  'uuid',
  'org_code',
  'slug',
  'title',
  'body',
  'keywords',
  'language',
  'published',
  'updated_at',
] as const;

interface ArticleText {
  uuid: string;
  orgCode: string;
  slug: string;
  title: string;
  body: string;
  keywords: string;
}

/** An article's identity and text as the table's columns. */
const articleColumns = (row: ArticleText) => ({
  uuid: row.uuid,
  org_code: row.orgCode,
  slug: row.slug,
  title: row.title,
  body: row.body,
  keywords: row.keywords,
});

/**
 * Writes articles that are not there yet (by organisation and slug): two nodes seeding at once write each once. Their
 * times are the database's: the seeded text is nobody's edit.
 */
export const insertArticlesIfAbsent = async (
  db: Db,
  rows: readonly (ArticleText & { language: Language })[],
): Promise<void> => {
  if (rows.length === 0) return;
  await db
    .insertInto('knowledge_articles')
    .values(rows.map((row) => ({ ...articleColumns(row), language: row.language, updated_by: null })))
    .onConflict((oc) => oc.columns(['org_code', 'slug']).doNothing())
    .execute();
};

/**
 * Brings the organisations' default articles that no member ever saved (`updated_by` null) to the text given, by slug;
 * an article an admin saved keeps theirs. One statement; rows already equal are not written.
 */
export const refreshUneditedArticles = async (
  db: Db,
  orgCodes: readonly string[],
  defaults: readonly { slug: string; title: string; keywords: string; body: string }[],
): Promise<void> => {
  if (orgCodes.length === 0 || defaults.length === 0) return;
  const rows = sql.join(
    defaults.map((d) => sql`(${d.slug}::text, ${d.title}::text, ${d.keywords}::text, ${d.body}::text)`),
  );
  await sql`
    update knowledge_articles as k
       set title = d.title, keywords = d.keywords, body = d.body, updated_at = now()
      from (values ${rows}) as d(slug, title, keywords, body)
     where k.slug = d.slug
       and k.org_code in (${sql.join(orgCodes)})
       and k.updated_by is null
       and (k.title, k.keywords, k.body) is distinct from (d.title, d.keywords, d.body)`.execute(db);
};

/** One new article; answers nothing when its slug is taken in the organisation. */
export const insertArticle = (
  db: Db,
  row: ArticleText & { language: Language; published: boolean; updatedBy: string; now: Date },
) =>
  db
    .insertInto('knowledge_articles')
    .values({
      ...articleColumns(row),
      language: row.language,
      published: row.published,
      updated_by: row.updatedBy,
      created_at: row.now,
      updated_at: row.now,
    })
    .onConflict((oc) => oc.columns(['org_code', 'slug']).doNothing())
    .returning(ARTICLE_COLUMNS)
    .executeTakeFirst();

export const updateArticle = (
  db: Db,
  uuid: string,
  change: { title: string; body: string; keywords: string; published: boolean; updatedBy: string; now: Date },
) =>
  db
    .updateTable('knowledge_articles')
    .set({
      title: change.title,
      body: change.body,
      keywords: change.keywords,
      published: change.published,
      updated_by: change.updatedBy,
      updated_at: change.now,
    })
    .where('uuid', '=', uuid)
    .returning(ARTICLE_COLUMNS)
    .executeTakeFirst();

export const findArticle = (db: Db, uuid: string) =>
  db.selectFrom('knowledge_articles').select(ARTICLE_COLUMNS).where('uuid', '=', uuid).executeTakeFirst();

/** The articles of the organisations, by title. */
export const listArticles = (db: Db, orgCodes: readonly string[]) =>
  orgCodes.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('knowledge_articles')
        .select(ARTICLE_COLUMNS)
        .where('org_code', 'in', orgCodes)
        .orderBy('org_code')
        .orderBy('title')
        .execute();

/** Which published articles an organisation has in a language and when each last changed: the ranking's cache key. */
export const listPublishedArticleVersions = (db: Db, orgCode: string, language: Language) =>
  db
    .selectFrom('knowledge_articles')
    .select(['uuid', 'updated_at'])
    .where('org_code', '=', orgCode)
    .where('language', '=', language)
    .where('published', '=', true)
    .orderBy('uuid')
    .execute();

/** What the chatbot ranks: one organisation's published articles in a language (docs/i18n.md). */
export const listPublishedArticles = (db: Db, orgCode: string, language: Language) =>
  db
    .selectFrom('knowledge_articles')
    .select(['uuid', 'slug', 'title', 'body', 'keywords', 'updated_at'])
    .where('org_code', '=', orgCode)
    .where('language', '=', language)
    .where('published', '=', true)
    .execute();

/** How many answers of each article were rated GOOD and BAD. */
export const countRatingsByArticle = (db: Db, articleUuids: readonly string[]) =>
  articleUuids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('chatbot_feedback')
        .select(['article_uuid', 'rating', (eb) => eb.fn.countAll<string>().as('count')])
        .where('article_uuid', 'in', articleUuids)
        .groupBy(['article_uuid', 'rating'])
        .execute();

/** The latest ratings of the organisations' answers, newest first, with the article each answer came from. */
export const listFeedback = (db: Db, orgCodes: readonly string[], limit: number) =>
  orgCodes.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('chatbot_feedback')
        .leftJoin('knowledge_articles', 'knowledge_articles.uuid', 'chatbot_feedback.article_uuid')
        .select([
          'chatbot_feedback.uuid',
          'chatbot_feedback.org_code',
          'chatbot_feedback.article_uuid',
          'knowledge_articles.title as article_title',
          'chatbot_feedback.rating',
          'chatbot_feedback.question',
          'chatbot_feedback.answer',
          'chatbot_feedback.feedback_message',
          'chatbot_feedback.sender_email',
          'chatbot_feedback.created_at',
        ])
        .where('chatbot_feedback.org_code', 'in', orgCodes)
        .orderBy('chatbot_feedback.created_at', 'desc')
        .orderBy('chatbot_feedback.uuid')
        .limit(limit)
        .execute();

/** One rating per answer: rating it again replaces the first (keeping when the answer was first rated). */
export const upsertFeedback = async (
  db: Db,
  row: {
    uuid: string;
    conversationUuid: string;
    messageUuid: string;
    orgCode: string;
    articleUuid: string | null;
    rating: string;
    question: string;
    answer: string;
    feedbackMessage: string;
    senderEmail: string | null;
  },
): Promise<void> => {
  await db
    .insertInto('chatbot_feedback')
    .values({
      uuid: row.uuid,
      conversation_uuid: row.conversationUuid,
      message_uuid: row.messageUuid,
      org_code: row.orgCode,
      article_uuid: row.articleUuid,
      rating: row.rating,
      question: row.question,
      answer: row.answer,
      feedback_message: row.feedbackMessage,
      sender_email: row.senderEmail,
    })
    .onConflict((oc) =>
      oc.column('message_uuid').doUpdateSet((eb) => ({
        article_uuid: eb.ref('excluded.article_uuid'),
        rating: eb.ref('excluded.rating'),
        question: eb.ref('excluded.question'),
        answer: eb.ref('excluded.answer'),
        feedback_message: eb.ref('excluded.feedback_message'),
        sender_email: eb.ref('excluded.sender_email'),
      })),
    )
    .execute();
};

/** A question no article answered (docs/product/chat.md §3): the console's gaps. */
export const insertUnanswered = async (
  db: Db,
  row: {
    uuid: string;
    orgCode: string;
    language: Language;
    question: string;
    conversationUuid: string | null;
    at: Date;
  },
): Promise<void> => {
  await db
    .insertInto('chatbot_unanswered')
    .values({
      uuid: row.uuid,
      org_code: row.orgCode,
      language: row.language,
      question: row.question,
      conversation_uuid: row.conversationUuid,
      created_at: row.at,
    })
    .execute();
};

/** The organisation's latest questions no article answered, newest first. */
export const listUnanswered = (db: Db, orgCode: string, limit: number) =>
  db
    .selectFrom('chatbot_unanswered')
    .select(['question', 'language', 'created_at'])
    .where('org_code', '=', orgCode)
    .orderBy('created_at', 'desc')
    .orderBy('uuid')
    .limit(limit)
    .execute();

/** The organisation's latest answers rated not helpful, newest first, with the language of the article that gave it. */
export const listNotHelpful = (db: Db, orgCode: string, limit: number) =>
  db
    .selectFrom('chatbot_feedback')
    .leftJoin('knowledge_articles', 'knowledge_articles.uuid', 'chatbot_feedback.article_uuid')
    .select([
      'chatbot_feedback.question',
      'chatbot_feedback.article_uuid',
      'knowledge_articles.language',
      'chatbot_feedback.created_at',
    ])
    .where('chatbot_feedback.org_code', '=', orgCode)
    .where('chatbot_feedback.rating', '=', 'BAD')
    .orderBy('chatbot_feedback.created_at', 'desc')
    .orderBy('chatbot_feedback.uuid')
    .limit(limit)
    .execute();
