import type { Language } from '@heloc/domain';
import { APPLYING_ARTICLES } from './applying';
import { CHECK_ARTICLES } from './checks';
import { CLOSING_ARTICLES } from './closing';
import { COST_ARTICLES } from './costs';
import { type DefaultArticleSource, keywordsColumnOf } from './default-article';
import { SERVICE_ARTICLES } from './service';

/**
 * The chatbot's default articles (docs/product/chat.md §3), written into each organisation the first time its
 * articles are read; admins edit them in the console afterwards. Our own words about this product, each restating
 * the section of docs/product/ (or the decision) its `source` names.
 */
export const DEFAULT_ARTICLE_SOURCES: readonly DefaultArticleSource[] = [
  ...COST_ARTICLES,
  ...APPLYING_ARTICLES,
  ...CHECK_ARTICLES,
  ...CLOSING_ARTICLES,
  ...SERVICE_ARTICLES,
];

export interface DefaultArticle {
  slug: string;
  language: Language;
  title: string;
  keywords: string;
  body: string;
}

/** An article's slug in a language: the English one's, `<slug>-es` in Spanish (docs/i18n.md). */
export const slugIn = (slug: string, language: Language): string => (language === 'en' ? slug : `${slug}-${language}`);

/** The default articles of one language as they are seeded. */
export const defaultArticlesIn = (language: Language): DefaultArticle[] =>
  DEFAULT_ARTICLE_SOURCES.map((source) => {
    const text = source[language];
    return {
      slug: slugIn(source.slug, language),
      language,
      title: text.title,
      keywords: keywordsColumnOf(text),
      body: text.body,
    };
  });

export { type DefaultArticleSource } from './default-article';
