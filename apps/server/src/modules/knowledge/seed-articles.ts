import { randomUUID } from 'node:crypto';
import type { Db } from '../../platform/database/database';
import { defaultArticlesIn } from './default-articles/index';
import { insertArticlesIfAbsent, refreshUneditedArticles } from './knowledge.repo';

// The organisations this node has seeded, per database: the writes are idempotent, the memo only spares two
// statements on every chatbot question.
const seeded = new WeakMap<Db, Set<string>>();

const DEFAULTS = [...defaultArticlesIn('en'), ...defaultArticlesIn('es')];

/**
 * Writes the default articles of the organisations the first time their articles are read (docs/product/chat.md §3),
 * in English and in Spanish (docs/i18n.md). A default the organisation lacks is inserted (by organisation and slug, so
 * two nodes seeding at once write it once): an organisation seeded before a new default was written gets it. A
 * default nobody edited (no member saved it) follows the text shipped now; one an admin saved, published or not,
 * is theirs and stays as they left it.
 */
export const ensureDefaultArticles = async (db: Db, orgCodes: readonly string[]): Promise<void> => {
  const done = seeded.get(db) ?? new Set<string>();
  seeded.set(db, done);
  const missing = orgCodes.filter((code) => !done.has(code));
  if (missing.length === 0) return;
  await insertArticlesIfAbsent(
    db,
    missing.flatMap((orgCode) => DEFAULTS.map((article) => ({ uuid: randomUUID(), orgCode, ...article }))),
  );
  await refreshUneditedArticles(db, missing, DEFAULTS);
  for (const code of missing) done.add(code);
};
