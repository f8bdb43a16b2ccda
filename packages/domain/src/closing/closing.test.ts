import { describe, expect, it } from 'vitest';
import { firstPayment, oneMonthAfter } from './first-payment';
import { firstDrawKey, needsAnotherDisburseAccount } from './funding';

describe('first payment', () => {
  it('is due one month after funding, clamped to the month end', () => {
    expect(oneMonthAfter('2026-11-27')).toBe('2026-12-27');
    expect(oneMonthAfter('2026-01-31')).toBe('2026-02-28');
    expect(oneMonthAfter('2026-12-15')).toBe('2027-01-15');
  });

  it('is the annuity payment on the draw including the fee', () => {
    const payment = firstPayment({
      drawAmount: 50_000,
      originationFee: 0.02,
      annualRate: 0.09,
      termYears: 10,
      fundedOn: '2026-12-02',
    });
    expect(payment.dueOn).toBe('2027-01-02');
    // 51,000 at 9%/12 over 120 months.
    expect(payment.amount).toBe(646.05);
  });
});

describe('a refused first draw (needsAnotherDisburseAccount)', () => {
  const refused = { status: 'REJECTED' };
  it.each([
    ['FUNDING_DECISION', refused, false, true],
    ['FUNDING_DECISION', refused, true, false],
    ['FUNDING_DECISION', { status: 'SENT' }, false, false],
    ['FUNDING_DECISION', undefined, false, false],
    ['COMPLETE', refused, false, false],
    ['FUNDABLE', refused, false, false],
  ] as const)('%s, latest %o, a transfer scheduled %s: %s', (status, latest, scheduled, expected) => {
    expect(needsAnotherDisburseAccount(status, latest, scheduled)).toBe(expected);
  });

  it('keys the first transfer as before and each later one apart', () => {
    expect(firstDrawKey('a1')).toBe('a1:first-draw');
    expect(firstDrawKey('a1', 1)).toBe('a1:first-draw');
    expect(firstDrawKey('a1', 2)).toBe('a1:first-draw:2');
  });
});
