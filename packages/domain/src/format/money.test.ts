import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, MONEY_FORMAT_DEFAULTS } from './money';

describe('formatMoney (docs/product/widgets-and-calculations.md §9: 0 decimals, USD, en-US by default)', () => {
  it('has the spec defaults', () => {
    expect(MONEY_FORMAT_DEFAULTS).toEqual({ precision: 0, currency: 'USD', locale: 'en-US' });
  });

  it.each<[number, number | undefined, string]>([
    [104_990, undefined, '$104,990'],
    [0, undefined, '$0'],
    [12.5, 2, '$12.50'],
    [1_234.567, 2, '$1,234.57'],
    [2.5, undefined, '$2'], // half-to-even
    [3.5, undefined, '$4'],
    [2.675, 2, '$2.68'],
    [-1_500, undefined, '-$1,500'],
  ])('formatMoney(%d, %s) = %s', (value, precision, expected) => {
    expect(formatMoney(value, precision)).toBe(expected);
  });

  it('takes another currency and locale', () => {
    expect(formatMoney(1_000, 2, 'EUR', 'de-DE')).toBe('1.000,00\u00a0€');
  });

  // docs/product/widgets-and-calculations.md §5: throws if value or precision is not a number or precision is negative.
  it.each([
    ['value is a string', () => formatMoney('5' as unknown as number), TypeError, 'value must be a number'],
    ['value is NaN', () => formatMoney(Number.NaN), TypeError, 'value must be a number'],
    ['value is null', () => formatMoney(null as unknown as number), TypeError, 'value must be a number'],
    ['precision is a string', () => formatMoney(5, '2' as unknown as number), TypeError, 'precision must be a number'],
    ['precision is NaN', () => formatMoney(5, Number.NaN), TypeError, 'precision must be a number'],
    ['precision is negative', () => formatMoney(5, -1), RangeError, 'precision must not be negative'],
  ])('throws when %s', (_case, call, errorType, message) => {
    expect(call).toThrow(errorType);
    expect(call).toThrow(message);
  });

  it('property: whole dollars read back to the same amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (dollars) => {
        expect(Number(formatMoney(dollars).replace(/[$,]/g, ''))).toBe(dollars);
      }),
    );
  });
});
