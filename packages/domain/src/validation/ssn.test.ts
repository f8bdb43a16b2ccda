import { describe, expect, it } from 'vitest';
import { isValidSsn, ssnSchema } from './ssn';

const INVALID = 'Please enter a valid 9-digit Social Security number';

describe('SSN (credit screens)', () => {
  it.each([
    ['123-45-6789', '123456789'],
    ['123456789', '123456789'],
    [' 665-01-0001 ', '665010001'],
    ['899-99-9999', '899999999'],
  ])('accepts %j as %j', (ssn, digits) => {
    expect(ssnSchema.parse(ssn)).toBe(digits);
  });

  it.each<[string, string, string]>([
    ['', 'nothing typed', 'Please enter your Social Security number'],
    ['000-12-3456', 'area 000', INVALID],
    ['666-12-3456', 'area 666', INVALID],
    ['900-12-3456', 'area 900', INVALID],
    ['999-12-3456', 'area 999', INVALID],
    ['123-00-4567', 'group 00', INVALID],
    ['123-45-0000', 'serial 0000', INVALID],
    ['12345678', '8 digits', INVALID],
    ['1234567890', '10 digits', INVALID],
    ['123 45 6789', 'spaces inside', INVALID],
    ['abc-de-fghi', 'letters', INVALID],
  ])('refuses %j (%s)', (ssn, _case, message) => {
    expect(ssnSchema.safeParse(ssn).error?.issues.map((i) => i.message)).toEqual([message]);
  });

  it('refuses a missing value with the required message', () => {
    expect(ssnSchema.safeParse(undefined).error?.issues.map((i) => i.message)).toEqual([
      'Please enter your Social Security number',
    ]);
    expect(isValidSsn('')).toBe(false);
  });
});
