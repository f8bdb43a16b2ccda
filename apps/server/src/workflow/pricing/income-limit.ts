import { annuityPayment } from '@heloc/domain';
import type { Offer } from '@heloc/domain/contracts';
import type { PricingInput } from './price-offers';

/*
 * Re-pricing with a verified income (docs/pricing.md "Re-pricing with the verified income"). Pure given the
 * pricing function it is handed (the pricing provider's price, priceOffers in tests).
 */

export interface IncomeLimit {
  /** Yearly income the verification found, dollars. */
  verifiedAnnualIncomeDollars: number;
  /** Payments on existing debts (the credit report), dollars a month. */
  monthlyDebtDollars: number;
  /** The organisation's highest debt-to-income ratio (pricing.maxDti), a fraction. */
  maxDti: number;
}

/** What the new line may cost a month: maxDti × monthly income − existing debts, dollars (≤ 0: nothing). */
export const monthlyBudgetDollars = ({
  verifiedAnnualIncomeDollars,
  monthlyDebtDollars,
  maxDti,
}: IncomeLimit): number => maxDti * (verifiedAnnualIncomeDollars / 12) - monthlyDebtDollars;

/**
 * The largest line whose fully drawn monthly payment (an annuity at `annualRate`, a fraction, over `termYears`) fits
 * `budgetDollars` a month, rounded down to $100; dollars. The payment of any draw is at most this: a draw plus its
 * fee and recording tax never exceeds the line.
 */
export const maxLineForBudget = (budgetDollars: number, annualRate: number, termYears: number): number => {
  if (budgetDollars <= 0) return 0;
  const perDollar = annuityPayment(1, annualRate, termYears * 12);
  return Math.max(Math.floor(budgetDollars / perDollar / 100) * 100, 0);
};

const keyOf = (offer: Pick<Offer, 'term' | 'type'>) => `${offer.term}-${offer.type}`;

/**
 * The offers re-priced for a verified income: each product (term and type) is priced again with its largest line
 * lowered, where the income requires it, so that the existing debts plus the fully drawn line's payment stay within
 * maxDti of the verified monthly income. Rates follow the lower line (its CLTV band), so they never rise in the
 * default bands; if an organisation's bands made a rate rise, the line is lowered again at that rate. A product
 * whose line falls below the minimum is dropped; none left means no offer qualifies.
 */
export const priceOffersWithinIncome = async (
  price: (input: PricingInput) => Promise<Offer[]>,
  input: PricingInput,
  limit: IncomeLimit,
): Promise<Offer[]> => {
  const budget = monthlyBudgetDollars(limit);
  if (budget <= 0) return [];
  const unlimited = await price(input);
  const revised: Offer[] = [];
  for (const offer of unlimited) {
    let current: Offer | undefined = offer;
    // Two rounds at most: the cap at the equity rate, then (only if the rate rose) the cap at the new rate.
    for (let round = 0; round < 3 && current; round += 1) {
      const cap = maxLineForBudget(budget, current.rate, current.term);
      if (cap >= current.max) break;
      const single: PricingInput = {
        ...input,
        pricing: {
          ...input.pricing,
          maxAmount: Math.min(input.pricing.maxAmount, cap),
          terms: [current.term],
          variableTerms: current.type === 'VARIABLE' ? [current.term] : [],
        },
      };
      const key = keyOf(current);
      current = (await price(single)).find((o) => keyOf(o) === key);
    }
    if (current) revised.push(current);
  }
  return revised;
};
