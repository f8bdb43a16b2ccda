import type { DefaultArticleSource } from './default-article';

/*
 * Signing, the notary, the other signers, the right to cancel and funding (docs/product/application-area.md §2.6).
 * Their texts: closing.messages.ts (English), closing.messages.es.ts (Spanish).
 */
export const CLOSING_ARTICLES: readonly DefaultArticleSource[] = [
  {
    slug: 'signing',
    source:
      'docs/product/application-area.md §2.4 (the location alert); docs/decisions.md "Finishing the application: bank accounts" (after confirming)',
  },
  {
    slug: 'notary',
    source: 'docs/product/application-area.md §2.5; docs/product/operations-console.md §5 (notary/error)',
  },
  {
    slug: 'in-person-notary',
    source: 'docs/product/widgets-and-calculations.md §9 ($300); docs/product/application-area.md §2.5, §2.6',
  },
  {
    slug: 'co-signers',
    source: 'docs/decisions.md "Additional signers"; docs/product/privacy.md §1; docs/product/application-area.md §2.2',
  },
  {
    slug: 'right-to-cancel',
    source:
      'docs/product/application-area.md §2.6; the notice of right to cancel (apps/server/src/workflow/documents/closing-package-pdf.ts)',
  },
  {
    slug: 'funding-times',
    source: 'docs/product/application-area.md §2.6; docs/product/registration-and-routing.md §1 (funding in 5 days)',
  },
];
