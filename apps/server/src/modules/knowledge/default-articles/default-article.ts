import type { ArticleSlug } from '../evaluation/evaluation-question';

/*
 * The shape of a default article (docs/product/chat.md §3): content the lender owns once it is seeded, with the
 * product section it restates. Its texts are written per language in content files (`<group>.messages.ts` in English,
 * `<group>.messages.es.ts` in Spanish, by slug: docs/i18n.md), so the code holds no language's words.
 */

export interface ArticleText {
  title: string;
  /** Words a borrower may use for the subject that the title and body do not. */
  keywords: string;
  /** Questions as borrowers ask them: ranked with the keywords (written into the same column). */
  questions: readonly string[];
  /** What the chatbot answers, plain text. Its figures are the domain's (default-articles.test.ts). */
  body: string;
}

export interface DefaultArticleSource {
  /** Stable name: the same slug is never written twice for an organisation (the Spanish one is `<slug>-es`). */
  slug: ArticleSlug;
  /** Where the product says it: a docs/product section, a docs/decisions.md heading or the file that writes it. */
  source: string;
}

/** The keywords column as seeded: the words, then the questions, one a line (an admin edits both in one field). */
export const keywordsColumnOf = (text: ArticleText): string => [text.keywords, ...text.questions].join('\n');
