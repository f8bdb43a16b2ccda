import type { DefaultArticleSource } from './default-article';

/*
 * The steps of the application, what each asks and why (docs/product/application-area.md §2.5, docs/decisions.md).
 * Their texts: applying.messages.ts (English), applying.messages.es.ts (Spanish).
 */
export const APPLYING_ARTICLES: readonly DefaultArticleSource[] = [
  { slug: 'application-steps', source: 'docs/product/application-area.md §1, §2.5' },
  { slug: 'registration-questions', source: 'docs/product/registration-and-routing.md §2, §4, §9' },
  {
    slug: 'choosing-an-offer',
    source:
      'docs/product/application-area.md §2.6 (the offers screen); docs/decisions.md "Finishing the application: contact, HMDA, summary"',
  },
  { slug: 'more-info-step', source: 'docs/decisions.md "Finishing the application: contact, HMDA, summary"' },
  { slug: 'income-verification', source: 'docs/decisions.md "Finishing the application: income"' },
  { slug: 'identity-verification', source: 'docs/decisions.md "Finishing the application: identity and liens"' },
  {
    slug: 'existing-loans',
    source: 'docs/decisions.md "Finishing the application: identity and liens" (liens, payoff and the draw)',
  },
  {
    slug: 'bank-accounts',
    source: 'docs/decisions.md "Finishing the application: bank accounts"; docs/product/application-area.md §5.2',
  },
];
