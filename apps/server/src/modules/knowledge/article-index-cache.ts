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
}

// Per database and organisation-language: an index is built once and kept while its articles are unchanged.
const caches = new WeakMap<Db, Map<string, CachedIndex>>();

const versionsOf = (rows: readonly { uuid: string; updated_at: Date }[]) =>
  rows.map((row) => `${row.uuid}@${row.updated_at.getTime()}`).join(',');

/**
 * The ranking index of an organisation's published articles in a language (docs/product/chat.md §3). Each question
 * reads only which articles there are and when each changed; the articles are read and indexed again only when that
 * differs, so an admin's edit on any node answers from the next question on.
 */
export const articleIndexFor = async (
  db: Db,
  orgCode: string,
  language: Language,
): Promise<ArticleIndex<IndexedArticle>> => {
  const cache = caches.get(db) ?? new Map<string, CachedIndex>();
  caches.set(db, cache);
  const key = `${orgCode.toLowerCase()}|${language}`;
  const versions = versionsOf(await listPublishedArticleVersions(db, orgCode, language));
  const cached = cache.get(key);
  if (cached?.versions === versions) return cached.index;
  const rows = await listPublishedArticles(db, orgCode, language);
  const index = indexArticles(
    rows.map(({ uuid, slug, title, body, keywords }) => ({ uuid, slug, title, body, keywords })),
    language,
  );
  // Keyed by what was read, so an edit between the two reads is found on the next question.
  cache.set(key, { versions: versionsOf([...rows].sort((a, b) => a.uuid.localeCompare(b.uuid))), index });
  return index;
};
