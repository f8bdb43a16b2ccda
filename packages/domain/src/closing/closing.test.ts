import { describe, expect, it } from 'vitest';
import { addBusinessDays, isBusinessDay, rescissionDeadline } from './business-days';
import { firstPayment, oneMonthAfter } from './first-payment';
import { firstDrawKey, needsAnotherDisburseAccount } from './funding';

describe('business days (issue 13)', () => {
  it('skip Saturdays and Sundays', () => {
    // Friday 2026-11-06 + 1 business day is Monday the 9th.
    expect(addBusinessDays('2026-11-06', 1)).toBe('2026-11-09');
    expect(isBusinessDay('2026-11-07')).toBe(false);
    expect(isBusinessDay('2026-11-08')).toBe(false);
    expect(addBusinessDays('2026-11-02', 3)).toBe('2026-11-05');
  });

  it('skip federal holidays: Thanksgiving, and a holiday observed on the Friday before a Saturday', () => {
    // Wednesday before Thanksgiving (Thu 26 Nov 2026): Fri 27, Mon 30, Tue 1 Dec.
    expect(isBusinessDay('2026-11-26')).toBe(false);
    expect(addBusinessDays('2026-11-25', 3)).toBe('2026-12-01');
    // Independence Day 2026 is a Saturday, observed Friday 3 July.
    expect(isBusinessDay('2026-07-03')).toBe(false);
    expect(addBusinessDays('2026-07-02', 1)).toBe('2026-07-06');
    // Christmas 2027 is a Saturday (observed Fri 24 Dec); New Year 2028 is a Saturday (observed Fri 31 Dec 2027).
    expect(addBusinessDays('2027-12-23', 2)).toBe('2027-12-28');
    expect(isBusinessDay('2027-12-31')).toBe(false);
    // Juneteenth and Veterans Day.
    expect(isBusinessDay('2026-06-19')).toBe(false);
    expect(isBusinessDay('2026-11-11')).toBe(false);
  });

  it('the right to cancel ends at midnight after the third business day following the signing', () => {
    const { lastDay, endsAt } = rescissionDeadline(new Date('2026-11-25T15:30:00Z'));
    expect(lastDay).toBe('2026-12-01');
    expect(endsAt.toISOString()).toBe('2026-12-02T00:00:00.000Z');
  });

  it('refuses a malformed date or count', () => {
    expect(() => addBusinessDays('2026-13-45x', 1)).toThrow(RangeError);
    expect(() => addBusinessDays('2026-11-02', -1)).toThrow(RangeError);
  });
});

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
