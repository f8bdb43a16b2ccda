import type { Language } from '@heloc/domain';
import type { ArticleSlug } from '../evaluation/evaluation-question';
import { APPLYING_ARTICLES } from './applying';
import { APPLYING_TEXTS } from './applying.messages';
import { APPLYING_TEXTS_ES } from './applying.messages.es';
import { CHECK_ARTICLES } from './checks';
import { CHECK_TEXTS } from './checks.messages';
import { CHECK_TEXTS_ES } from './checks.messages.es';
import { CLOSING_ARTICLES } from './closing';
import { CLOSING_TEXTS } from './closing.messages';
import { CLOSING_TEXTS_ES } from './closing.messages.es';
import { COST_ARTICLES } from './costs';
import { COST_TEXTS } from './costs.messages';
import { COST_TEXTS_ES } from './costs.messages.es';
import { type ArticleText, type DefaultArticleSource, keywordsColumnOf } from './default-article';
import { SERVICE_ARTICLES } from './service';
import { SERVICE_TEXTS } from './service.messages';
import { SERVICE_TEXTS_ES } from './service.messages.es';

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

const ENGLISH: Readonly<Record<ArticleSlug, ArticleText>> = {
  ...COST_TEXTS,
  ...APPLYING_TEXTS,
  ...CHECK_TEXTS,
  ...CLOSING_TEXTS,
  ...SERVICE_TEXTS,
};
const SPANISH: Readonly<Record<ArticleSlug, ArticleText>> = {
  ...COST_TEXTS_ES,
  ...APPLYING_TEXTS_ES,
  ...CHECK_TEXTS_ES,
  ...CLOSING_TEXTS_ES,
  ...SERVICE_TEXTS_ES,
};

/** The texts of every default article in a language, by slug (the content files: docs/i18n.md). */
export const articleTextsIn = (language: Language): Readonly<Record<ArticleSlug, ArticleText>> =>
  language === 'en' ? ENGLISH : SPANISH;

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
    const text = articleTextsIn(language)[source.slug];
    return {
      slug: slugIn(source.slug, language),
      language,
      title: text.title,
      keywords: keywordsColumnOf(text),
      body: text.body,
    };
  });

export { type DefaultArticleSource } from './default-article';
