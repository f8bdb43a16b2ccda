import { formatMoney } from '@heloc/domain';

// The liens screens' words (ours).

export const ordinal = (position: number): string =>
  ['First', 'Second', 'Third', 'Fourth', 'Fifth'][position - 1] ?? `Lien ${position}:`;

export const lienTitle = (position: number, lender: string) => `${ordinal(position)} lien: ${lender}`;

/** docs/product/widgets-and-calculations.md §9 DEDUCT: a payoff goes to the lien holder at funding and comes out of the draw. */
export const payoffExplanation = (lender: string, balance: number) =>
  `When your line funds we send ${lender} the payoff amount in its payoff letter (about ${formatMoney(balance)}, ` +
  'plus interest to that day) and take it from your draw. Before that, we ask them for the letter: that usually ' +
  'takes 1 to 3 business days.';

export const ALREADY_PAID_EXPLANATION =
  'Upload the lien release (sometimes called a satisfaction or reconveyance) or a statement showing a zero balance.';
