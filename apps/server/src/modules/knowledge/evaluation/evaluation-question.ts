/*
 * The chatbot's evaluation set (docs/product/chat.md §3): questions as borrowers ask them, in their own words, with
 * the article that should answer each (any of several when two articles answer it equally) or 'none' when no article
 * does. The team's lists were written before the articles' texts and the ranking were tuned; two more lists were
 * written apart from the team, from the articles' titles alone (questions-independent.*.ts). The second of those is
 * held out, as are a third written later in other styles (questions-third.*.ts) and a fourth of mostly neighbouring
 * subjects no article answers (questions-fourth.*.ts) and a fifth in borrowers' own styles (questions-fifth.*.ts): their figures are reported beside the tuning lists'
 * (knowledge-evaluation.test.ts, bench figure 12).
 */

/** The default articles' stable names (default-articles.ts): what an evaluation question may expect. */
export type ArticleSlug =
  | 'rates-and-fees'
  | 'fixed-and-variable-rates'
  | 'how-much-you-can-borrow'
  | 'draws'
  | 'monthly-payments'
  | 'paying-off-early'
  | 'autopay'
  | 'application-steps'
  | 'registration-questions'
  | 'choosing-an-offer'
  | 'more-info-step'
  | 'income-verification'
  | 'identity-verification'
  | 'existing-loans'
  | 'bank-accounts'
  | 'documents'
  | 'credit-checks'
  | 'reviews-and-declines'
  | 'signing'
  | 'notary'
  | 'in-person-notary'
  | 'co-signers'
  | 'right-to-cancel'
  | 'funding-times'
  | 'home-value'
  | 'eligibility'
  | 'data-security'
  | 'privacy'
  | 'spanish-service'
  | 'contact-a-person';

export interface EvaluationQuestion {
  question: string;
  /** The article (or one of the articles) that answers it, or 'none' when no article does. */
  expect: ArticleSlug | readonly ArticleSlug[] | 'none';
}

/** One language's questions: those the ranking was tuned on, and those kept aside (the second to fifth lists). */
export interface EvaluationSet {
  tuning: readonly EvaluationQuestion[];
  heldOut: readonly EvaluationQuestion[];
  /** The third list (questions-third.*.ts): other styles of asking, measured before and after a tuning round. */
  thirdHeldOut: readonly EvaluationQuestion[];
  /** The fourth list (questions-fourth.*.ts): mostly neighbouring subjects no article answers, never tuned on. */
  fourthHeldOut: readonly EvaluationQuestion[];
  /** The fifth list (questions-fifth.*.ts): written from the titles alone before the third tuning round, never tuned on. */
  fifthHeldOut: readonly EvaluationQuestion[];
}
