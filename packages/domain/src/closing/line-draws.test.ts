import { englishOf, type Message } from '../i18n/message';

const englishOrNull = (message: Message | null) => (message ? englishOf(message) : null);
import { describe, expect, it } from 'vitest';
import { monthlyPayment } from '../money/payment';
import {
  additionalDrawRate,
  availableAmount,
  drawAmountError,
  drawnAmount,
  drawPeriodEndsOn,
  type FundedLine,
  LINE_DRAW_MESSAGES,
  lineDrawMargin,
  MIN_ADDITIONAL_DRAW_DOLLARS,
  monthsAfter,
  nextLinePayment,
  pendingAmount,
} from './line-draws';

// A $100,000 line, funded with a first draw of $40,000 at a 2% fee (so $40,800 counted), 8.5% over 10 years.
const line = (draws: FundedLine['draws'] = []): FundedLine => ({
  creditLimit: 100_000,
  firstDrawAmount: 40_000,
  originationFee: 0.02,
  firstDrawRate: 0.085,
  termYears: 10,
  fundedOn: '2026-01-31',
  draws,
});
const firstPayment = monthlyPayment({ amount: 40_000, originationFee: 0.02, annualRate: 0.085, termYears: 10 });

describe('a funded line: drawn and available', () => {
  it('counts the first draw with its fee, funded draws as drawn and pending ones as on their way', () => {
    const l = line([
      { amount: 5_000, rate: 0.09, status: 'FUNDED', fundedOn: '2026-02-10' },
      { amount: 2_000, rate: 0.09, status: 'PENDING', fundedOn: null },
      { amount: 9_000, rate: 0.09, status: 'REJECTED', fundedOn: null },
    ]);
    expect(drawnAmount(l)).toBe(45_800);
    expect(pendingAmount(l)).toBe(2_000);
    expect(availableAmount(l)).toBe(52_200);
  });

  it('never answers a negative amount available', () => {
    expect(availableAmount({ ...line(), creditLimit: 30_000 })).toBe(0);
  });
});

describe('the rate of another draw: prime plus the line margin', () => {
  it('a fixed line draws at prime plus its additional-draw margin', () => {
    const margin = lineDrawMargin({
      type: 'FIXED',
      additionalDrawMargin: 0.015,
      variableMargin: 0.01,
      lineRate: 0.0899,
      offerBaseRate: 0.0899,
    });
    expect(margin).toBe(0.015);
    expect(additionalDrawRate({ primeRate: 0.075, margin, minRate: 0.076, maxRate: 0.172 })).toBe(0.09);
  });

  it('a variable line keeps its own margin: the variable margin plus the borrower adjustments', () => {
    const margin = lineDrawMargin({
      type: 'VARIABLE',
      additionalDrawMargin: 0.015,
      variableMargin: 0.01,
      lineRate: 0.0875,
      offerBaseRate: 0.085,
    });
    expect(margin).toBe(0.0125);
    expect(additionalDrawRate({ primeRate: 0.08, margin, minRate: 0.076, maxRate: 0.172 })).toBe(0.0925);
  });

  it('stays within 7.60%-17.20% and the organisation range', () => {
    expect(additionalDrawRate({ primeRate: 0.03, margin: 0.01, minRate: 0.05, maxRate: 0.2 })).toBe(0.076);
    expect(additionalDrawRate({ primeRate: 0.2, margin: 0.01, minRate: 0.05, maxRate: 0.2 })).toBe(0.172);
    expect(additionalDrawRate({ primeRate: 0.075, margin: 0.015, minRate: 0.076, maxRate: 0.085 })).toBe(0.085);
  });
});

describe('the limits of another draw', () => {
  it('asks for whole dollars, at least the minimum, at most what is available', () => {
    expect(englishOrNull(drawAmountError(line(), 1_000.5, '2026-03-01'))).toBe(
      englishOf(LINE_DRAW_MESSAGES.wholeDollars),
    );
    expect(englishOrNull(drawAmountError(line(), MIN_ADDITIONAL_DRAW_DOLLARS - 1, '2026-03-01'))).toBe(
      'The smallest draw is $500.',
    );
    expect(englishOrNull(drawAmountError(line(), 59_201, '2026-03-01'))).toBe('You can draw up to $59,200.');
    expect(englishOrNull(drawAmountError(line(), 59_200, '2026-03-01'))).toBeNull();
    expect(englishOrNull(drawAmountError(line(), MIN_ADDITIONAL_DRAW_DOLLARS, '2026-03-01'))).toBeNull();
  });

  it('refuses while a draw is on its way, once nothing is left, and after the draw period', () => {
    const pending = line([{ amount: 2_000, rate: 0.09, status: 'PENDING', fundedOn: null }]);
    expect(englishOrNull(drawAmountError(pending, 1_000, '2026-03-01'))).toBe(englishOf(LINE_DRAW_MESSAGES.pending));
    const full = line([{ amount: 59_000, rate: 0.09, status: 'FUNDED', fundedOn: '2026-02-10' }]);
    expect(englishOrNull(drawAmountError(full, 500, '2026-03-01'))).toBe(
      englishOf(LINE_DRAW_MESSAGES.nothingAvailable),
    );
    expect(drawPeriodEndsOn(line())).toBe('2031-01-31');
    expect(drawPeriodEndsOn({ fundedOn: '2026-01-31', termYears: 3 })).toBe('2029-01-31');
    expect(englishOrNull(drawAmountError(line(), 1_000, '2031-01-31'))).toBeNull();
    expect(englishOrNull(drawAmountError(line(), 1_000, '2031-02-01'))).toBe(
      'The draw period of your line ended on Friday, January 31, 2031.',
    );
  });
});

describe('the next payment', () => {
  it('falls due on the funding day of each month, the last day of a shorter month', () => {
    expect(monthsAfter('2026-01-31', 1)).toBe('2026-02-28');
    expect(monthsAfter('2026-01-31', 2)).toBe('2026-03-31');
    expect(monthsAfter('2026-11-15', 2)).toBe('2027-01-15');
    expect(nextLinePayment(line(), '2026-02-01')).toEqual({ dueOn: '2026-02-28', amount: firstPayment });
    expect(nextLinePayment(line(), '2026-02-28').dueOn).toBe('2026-02-28');
    expect(nextLinePayment(line(), '2026-03-01').dueOn).toBe('2026-03-31');
  });

  it('adds the daily interest of a draw in the cycle it was funded, then its own monthly payment', () => {
    const draw = { amount: 10_000, rate: 0.09, status: 'FUNDED' as const, fundedOn: '2026-02-10' };
    // 10,000 × 9% / 365.25 × 18 days (Feb 10 to Feb 28) = 44.35
    expect(nextLinePayment(line([draw]), '2026-02-11').amount).toBeCloseTo(firstPayment + 44.35, 2);
    const own = monthlyPayment({ amount: 10_000, originationFee: 0, annualRate: 0.09, termYears: 10 });
    expect(nextLinePayment(line([draw]), '2026-03-01')).toEqual({
      dueOn: '2026-03-31',
      amount: Math.round((firstPayment + own) * 100) / 100,
    });
  });

  it('leaves out draws not funded', () => {
    const l = line([{ amount: 10_000, rate: 0.09, status: 'PENDING', fundedOn: null }]);
    expect(nextLinePayment(l, '2026-02-11').amount).toBe(firstPayment);
  });
});
