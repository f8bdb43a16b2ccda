import { countries } from 'countries-list';
import { describe, expect, it } from 'vitest';
import { COUNTRIES, DEFAULT_COUNTRY_CODE, findCountry } from './country-table';
import {
  DEFAULT_PHONE_FORMATTED_LENGTH,
  formatPhoneInput,
  NANP_PHONE_PATTERN,
  nationalPhoneLength,
  US_PHONE_FORMATTED_LENGTH,
} from './phone-format';

describe('country table (docs/product/widgets-and-calculations.md §3: about 240 entries of country, countryCode, callingCode)', () => {
  it('has about 240 entries, one per country of the source, sorted by name', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(230);
    expect(COUNTRIES.length).toBe(Object.keys(countries).length);
    expect(new Set(COUNTRIES.map((c) => c.countryCode)).size).toBe(COUNTRIES.length);
    const names = COUNTRIES.map((c) => c.country);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it.each([
    ['US', 'United States', '+1'],
    ['CA', 'Canada', '+1'],
    ['GB', 'United Kingdom', '+44'],
    ['MX', 'Mexico', '+52'],
    ['PR', 'Puerto Rico', '+1787'],
  ])('%s is %s, calling code %s', (code, country, callingCode) => {
    expect(findCountry(code)).toEqual({ country, countryCode: code, callingCode });
  });

  it('finds codes case-insensitively and answers undefined for unknown codes', () => {
    expect(findCountry(' us ')?.country).toBe('United States');
    expect(findCountry('ZZ')).toBeUndefined();
  });

  it('defaults to the US (docs/product/widgets-and-calculations.md §5)', () => {
    expect(DEFAULT_COUNTRY_CODE).toBe('US');
  });
});

describe('national phone length and the phone input (docs/product/widgets-and-calculations.md §5, §9)', () => {
  it("the US format '(xxx) xxx-xxxx' is 14 characters", () => {
    expect(NANP_PHONE_PATTERN).toBe('(xxx) xxx-xxxx');
    expect(US_PHONE_FORMATTED_LENGTH).toBe(14);
  });

  it.each<[string | undefined, number]>([
    [undefined, 14],
    ['US', 14],
    ['CA', 14],
    ['PR', 14],
    ['GB', DEFAULT_PHONE_FORMATTED_LENGTH],
    ['ZZ', DEFAULT_PHONE_FORMATTED_LENGTH],
  ])('nationalPhoneLength(%s) = %d', (code, expected) => {
    expect(nationalPhoneLength(code)).toBe(expected);
  });

  it.each<[string, string | undefined, string]>([
    ['', undefined, ''],
    ['5', undefined, '(5'],
    ['555', undefined, '(555'],
    ['5551', undefined, '(555) 1'],
    ['555123', undefined, '(555) 123'],
    ['5551234', undefined, '(555) 123-4'],
    ['5551234567', undefined, '(555) 123-4567'],
    ['555123456789', undefined, '(555) 123-4567'], // cut at 14 characters
    ['(555) 123-4567', 'US', '(555) 123-4567'],
    ['15551234567', 'US', '(155) 512-3456'], // the leading 1 is left for the schema to reject
    ['020 7946 0958', 'GB', '02079460958'],
    ['12345678901234567890', 'GB', '123456789012345'],
  ])('formatPhoneInput(%s, %s) = %s', (raw, code, expected) => {
    const formatted = formatPhoneInput(raw, code);
    expect(formatted).toBe(expected);
    expect(formatted.length).toBeLessThanOrEqual(nationalPhoneLength(code));
  });
});
