import type { DefaultArticleSource } from './default-article';

/*
 * Privacy, security, Spanish and reaching a person (docs/product/privacy.md, docs/product/chat.md, docs/i18n.md).
 * Their texts: service.messages.ts (English), service.messages.es.ts (Spanish).
 */
export const SERVICE_ARTICLES: readonly DefaultArticleSource[] = [
  {
    slug: 'data-security',
    source: 'docs/product/widgets-and-calculations.md §1 (256-bit encryption); docs/product/privacy.md §2, §3',
  },
  { slug: 'privacy', source: 'docs/product/privacy.md §1, §2' },
  { slug: 'spanish-service', source: 'docs/i18n.md "Which language a person reads"' },
  {
    slug: 'contact-a-person',
    source: 'docs/product/chat.md §2, §3, §4; docs/product/application-area.md §2.4 (the support phone)',
  },
];
