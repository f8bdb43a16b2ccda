import type { DefaultArticleSource } from './default-article';

/*
 * What the line costs, how it is drawn and repaid (docs/product/widgets-and-calculations.md §1, §9). Their texts:
 * costs.messages.ts (English), costs.messages.es.ts (Spanish).
 */
export const COST_ARTICLES: readonly DefaultArticleSource[] = [
  {
    slug: 'rates-and-fees',
    source:
      'docs/product/widgets-and-calculations.md §9 (loan facts); the annual fee: the account-opening disclosure (apps/server/src/workflow/documents/closing-package-pdf.ts)',
  },
  {
    slug: 'fixed-and-variable-rates',
    source: 'docs/product/widgets-and-calculations.md §1, §9; docs/decisions.md "Draws after funding"',
  },
  { slug: 'how-much-you-can-borrow', source: 'docs/product/widgets-and-calculations.md §9 (loan facts)' },
  {
    slug: 'draws',
    source:
      'docs/product/widgets-and-calculations.md §9 "Draws after funding"; docs/decisions.md "Draws after funding"',
  },
  {
    slug: 'monthly-payments',
    source:
      'docs/product/widgets-and-calculations.md §9 (monthly payment, interest); docs/decisions.md "Draws after funding" (billing rule)',
  },
  {
    slug: 'paying-off-early',
    source: 'the line agreement, "4. Prepayment" (apps/server/src/workflow/documents/closing-package-pdf.ts)',
  },
  { slug: 'autopay', source: 'docs/decisions.md "Finishing the application: bank accounts" (autopay pricing)' },
];
