import { describe, expect, it } from 'vitest';
import { addressSchema, citySchema, propertyAddressInputSchema, stateSchema, streetSchema, zipSchema } from './address';
import { isValidPropertyAddressInput } from './address-input';

type Schema = { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } };
const messages = (schema: Schema, value: unknown) => schema.safeParse(value).error?.issues.map((i) => i.message);

const NOT_AVAILABLE =
  "We're not yet available in your state or aren't currently lending in your area but are working hard to make it happen.";

describe('address fields (docs/product/widgets-and-calculations.md §5)', () => {
  it.each([
    [streetSchema, '', 'Street address is required'],
    [streetSchema, '  ', 'Street address is required'],
    [streetSchema, undefined, 'Street address is required'],
    [citySchema, 'St. Louis', 'Please enter a valid city name'],
    [citySchema, 'Area 51', 'Please enter a valid city name'],
    [citySchema, '', 'Please enter a valid city name'],
    [stateSchema(), 'Texas', 'State must be two characters in length'],
    [stateSchema(), 'T', 'State must be two characters in length'],
    [stateSchema(), 'XX', 'Please enter a valid state'],
    [stateSchema({ blockNewYork: true }), 'NY', NOT_AVAILABLE],
    [stateSchema({ blockNewYork: true }), 'ny', NOT_AVAILABLE],
    [zipSchema, '1234', 'Please enter a valid zipcode'],
    [zipSchema, '123456', 'Please enter a valid zipcode'],
    [zipSchema, '1234a', 'Please enter a valid zipcode'],
    [zipSchema, '12345-6789', 'Please enter a valid zipcode'],
  ] as [Schema, unknown, string][])('rejects %#: %j with %j', (schema, value, message) => {
    expect(messages(schema, value)).toEqual([message]);
  });

  it('accepts New York without regulator review, and normalises case', () => {
    expect(stateSchema().parse('ny')).toBe('NY');
  });

  it('accepts a full address', () => {
    expect(
      addressSchema({ blockNewYork: true }).parse({
        street1: ' 1 Main St ',
        city: 'Salt Lake City',
        state: 'ut',
        zip: '84101',
      }),
    ).toEqual({ street1: '1 Main St', city: 'Salt Lake City', state: 'UT', zip: '84101' });
  });
});

describe('property address typeahead (docs/product/widgets-and-calculations.md §5)', () => {
  it.each([
    ['', false],
    [null, false],
    ['1 M', true],
    ['1 ', false],
    ['Main', false],
    ['12 Main St', true],
  ])('%j is valid: %s', (text, valid) => {
    expect(isValidPropertyAddressInput(text)).toBe(valid);
  });

  it('says "Please enter a valid property address"', () => {
    expect(messages(propertyAddressInputSchema, 'Main')).toEqual(['Please enter a valid property address']);
    expect(messages(propertyAddressInputSchema, undefined)).toEqual(['Please enter a valid property address']);
  });
});
