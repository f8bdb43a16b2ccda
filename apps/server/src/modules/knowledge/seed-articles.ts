import { randomUUID } from 'node:crypto';
import type { Db } from '../../platform/database/database';
import { DEFAULT_ARTICLES } from './default-articles';
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
    missing.flatMap((orgCode) => DEFAULT_ARTICLES.map((article) => ({ uuid: randomUUID(), orgCode, ...article }))),
  );
  for (const code of missing) done.add(code);
};
