import { randomUUID } from 'node:crypto';
import type { Db } from '../../platform/database/database';
import { DEFAULT_ARTICLES } from './default-articles';
import { type DefaultArticleSlug, SPANISH_ARTICLES } from './default-articles.es';
import { insertArticlesIfAbsent } from './knowledge.repo';

// The organisations this node has seeded, per database: the write is idempotent, the memo only spares a query on
// every chatbot question.
const seeded = new WeakMap<Db, Set<string>>();

/**
 * Writes the default articles of the organisations the first time their articles are read (docs/product/chat.md §3).
 * Insert-if-absent by organisation and slug, so two nodes seeding at once, or an article an admin already edited,
 * leave one row each, untouched.
 */
export const ensureDefaultArticles = async (db: Db, orgCodes: readonly string[]): Promise<void> => {
  const done = seeded.get(db) ?? new Set<string>();
  seeded.set(db, done);
  const missing = orgCodes.filter((code) => !done.has(code));
  if (missing.length === 0) return;
  await insertArticlesIfAbsent(
    db,
    missing.flatMap((orgCode) =>
      DEFAULT_ARTICLES.flatMap((article) => {
        // docs/i18n.md: each article in English and in Spanish, the Spanish one under the slug `<slug>-es`.
        const spanish = SPANISH_ARTICLES[article.slug as DefaultArticleSlug];
        return [
          { uuid: randomUUID(), orgCode, ...article, language: 'en' as const },
          ...(spanish
            ? [{ uuid: randomUUID(), orgCode, ...spanish, slug: `${article.slug}-es`, language: 'es' as const }]
            : []),
        ];
      }),
    ),
  );
  for (const code of missing) done.add(code);
};
