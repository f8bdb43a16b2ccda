import type { Language } from '@heloc/domain';
import type { Db } from '../../platform/database/database';
import { listPublishedArticles, listPublishedArticleVersions } from './knowledge.repo';
import { type ArticleIndex, indexArticles } from './rank-articles';

export interface IndexedArticle {
  uuid: string;
  slug: string;
  title: string;
  body: string;
  keywords: string;
}

interface CachedIndex {
  versions: string;
  index: ArticleIndex<IndexedArticle>;
  /** When this node last read which articles there are (performance.now()). */
  checkedAt: number;
}

/**
 * How long a node answers from its index before it reads again which articles there are: an edit made on this node
 * answers at once (forgetArticleIndex), one made on another node within this time, and a busy chatbot reads the
 * versions once a second per organisation and language rather than once a question.
 */
export const VERSIONS_CHECKED_EVERY_MS = 1_000;

// Per database and organisation-language: an index is built once and kept while its articles are unchanged.
const caches = new WeakMap<Db, Map<string, CachedIndex>>();

const versionsOf = (rows: readonly { uuid: string; updated_at: Date }[]) =>
  rows.map((row) => `${row.uuid}@${row.updated_at.getTime()}`).join(',');

/**
 * The ranking index of an organisation's published articles in a language (docs/product/chat.md §3). A question reads
 * at most which articles there are and when each changed (see VERSIONS_CHECKED_EVERY_MS); the articles are read and
 * indexed again only when that differs.
 */
export const articleIndexFor = async (
  db: Db,
  orgCode: string,
  language: Language,
): Promise<ArticleIndex<IndexedArticle>> => {
  const cache = caches.get(db) ?? new Map<string, CachedIndex>();
  caches.set(db, cache);
  const key = `${orgCode.toLowerCase()}|${language}`;
  const cached = cache.get(key);
  if (cached && performance.now() - cached.checkedAt < VERSIONS_CHECKED_EVERY_MS) return cached.index;
  const versions = versionsOf(await listPublishedArticleVersions(db, orgCode, language));
  if (cached?.versions === versions) {
    cached.checkedAt = performance.now();
    return cached.index;
  }
  const rows = await listPublishedArticles(db, orgCode, language);
  const index = indexArticles(
    rows.map(({ uuid, slug, title, body, keywords }) => ({ uuid, slug, title, body, keywords })),
    language,
  );
  // Keyed by what was read, so an edit between the two reads is found on the next question.
  const read = versionsOf([...rows].sort((a, b) => a.uuid.localeCompare(b.uuid)));
  cache.set(key, { versions: read, index, checkedAt: performance.now() });
  return index;
};

/** After an article of the organisation is written on this node: its next question reads the articles again. */
export const forgetArticleIndex = (db: Db, orgCode: string): void => {
  const cache = caches.get(db);
  for (const language of ['en', 'es'] as const) cache?.delete(`${orgCode.toLowerCase()}|${language}`);
};
