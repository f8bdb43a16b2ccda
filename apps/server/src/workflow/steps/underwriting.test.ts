import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING } from '../pricing/pricing-data';
import { debtToIncome, prequalify } from './underwriting';
import { canTransition } from '../status/transitions';

const report = { score: 760, monthlyDebtDollars: 400, propertyLienDollars: 0, hasMortgageDelinquency: false };

describe('prequalify', () => {
  it.each([
    [{ ...report, score: 639 }, 120_000, 'DECLINED'],
    [{ ...report, score: 560, hasMortgageDelinquency: true }, 120_000, 'DECLINED'],
    [{ ...report, hasMortgageDelinquency: true }, 120_000, 'DELINQUENCY_REVIEW'],
    [{ ...report, monthlyDebtDollars: 25_000 }, 120_000, 'ASSETS_PREQUAL'],
    [report, 0, 'ASSETS_PREQUAL'],
    [{ ...report, score: 640 }, 120_000, 'UW_REVIEW'],
    [{ ...report, score: 659 }, 120_000, 'UW_REVIEW'],
    [{ ...report, score: 660 }, 120_000, 'PREQUALIFIED'],
  ] as const)('%o with income %d is %s', (r, income, outcome) => {
    expect(prequalify(r, income, DEFAULT_PRICING)).toBe(outcome);
  });

  it('computes debt-to-income on monthly income', () => {
    expect(debtToIncome(500, 120_000)).toBe(0.05);
    expect(debtToIncome(1, 0)).toBe(Infinity);
  });
});

describe('canTransition', () => {
  it('follows the engine table and always allows cancelling', () => {
    expect(canTransition('WAITING_FOR_SOFT_CREDIT', 'WAITING_FOR_INITIAL_OFFERS')).toBe(true);
    expect(canTransition('OFFER_SELECTION', 'HARD_CREDIT_PULL')).toBe(true);
    expect(canTransition('OFFER_SELECTION', 'COMPLETE')).toBe(false);
    expect(canTransition('DECLINED', 'OFFER_SELECTION')).toBe(false);
    expect(canTransition('DECLINED', 'CANCELLED')).toBe(true);
  });
});
