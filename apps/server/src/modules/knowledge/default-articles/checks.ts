import type { DefaultArticleSource } from './default-article';

/*
 * What the lender checks and asks for: eligibility, credit, the home, documents, reviews (docs/product/). Their texts:
 * checks.messages.ts (English), checks.messages.es.ts (Spanish).
 */
export const CHECK_ARTICLES: readonly DefaultArticleSource[] = [
  {
    slug: 'documents',
    source: 'docs/product/application-area.md §3, §4.1 (conditions); docs/decisions.md "Lender conditions"',
  },
  {
    slug: 'credit-checks',
    source: 'docs/product/registration-and-routing.md §1; docs/product/operations-console.md §5 (a freeze or a lock)',
  },
  {
    slug: 'reviews-and-declines',
    source:
      'docs/product/privacy.md §2 (decisions); docs/decisions.md (reviews, adverse action), packages/domain/src/underwriting/',
  },
  { slug: 'home-value', source: 'docs/product/widgets-and-calculations.md §9 (valuation $180)' },
  {
    slug: 'eligibility',
    source:
      'docs/product/widgets-and-calculations.md §1, §9; docs/product/registration-and-routing.md §4 (occupancy), §9',
  },
];
