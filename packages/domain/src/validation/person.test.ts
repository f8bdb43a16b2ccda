import { describe, expect, it } from 'vitest';
import { emailSchema, phoneSchema } from './person';

describe('emailSchema (docs/product/widgets-and-calculations.md §5)', () => {
  it.each([
    ['', 'Please enter your email'],
    ['   ', 'Please enter your email'],
    ['jane', 'Please enter a valid email address'],
    ['jane@', 'Please enter a valid email address'],
    ['jane@example', 'Please enter a valid email address'],
  ])('rejects %j with %j', (email, message) => {
    expect(emailSchema.safeParse(email).error?.issues.map((i) => i.message)).toEqual([message]);
  });

  it('accepts and trims a valid address', () => {
    expect(emailSchema.parse('  jane.doe+heloc@example.com ')).toBe('jane.doe+heloc@example.com');
  });
});

describe('phoneSchema (docs/product/widgets-and-calculations.md §5)', () => {
  it.each([
    ['', 'Please enter your mobile phone'],
    ['(123) 456-7890', 'Country code 1 is not needed'],
    ['1', 'Country code 1 is not needed'],
    ['(555) 123-456', 'Please enter a valid phone number'],
    ['(555) 123-45678', 'Please enter a valid phone number'],
    ['555-123-456789', 'Please enter a valid phone number'],
  ])('rejects %j with %j', (phone, message) => {
    expect(phoneSchema.safeParse(phone).error?.issues.map((i) => i.message)).toEqual([message]);
  });

  it('accepts a formatted 10-digit number', () => {
    expect(phoneSchema.parse('(555) 123-4567')).toBe('(555) 123-4567');
  });
});
