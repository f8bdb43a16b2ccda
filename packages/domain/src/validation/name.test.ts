import { describe, expect, it } from 'vitest';
import { firstNameSchema, lastNameSchema, legalNameSchema, middleNameSchema } from './name';

const messages = (
  schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } },
  value: unknown,
) => schema.safeParse(value).error?.issues.map((i) => i.message);

describe('firstNameSchema (docs/product/widgets-and-calculations.md §5)', () => {
  it.each([
    ['', 'Please enter the first name'],
    ['   ', 'Please enter the first name'],
    [undefined, 'Please enter the first name'],
    ['J', 'First name must be at least 2 characters long'],
    ["O'Brien", 'Some of the characters entered are not supported.'],
    ['Jo3', 'Some of the characters entered are not supported.'],
    ['José', 'Some of the characters entered are not supported.'],
  ])('rejects %j with %j', (value, message) => {
    expect(messages(firstNameSchema, value)).toEqual([message]);
  });

  it.each(['Jo', 'Mary Ann', 'Anne-Marie'])('accepts %j', (value) => {
    expect(firstNameSchema.safeParse(value).success).toBe(true);
  });

  it('trims (docs/product/registration-and-routing.md §5)', () => {
    expect(firstNameSchema.parse('  Jane ')).toBe('Jane');
  });
});

describe('middleNameSchema (docs/product/widgets-and-calculations.md §5)', () => {
  it.each([undefined, '', 'Q', 'Q.', "D'Arcy", 'Mary-Kate Lee', 'A B C'])('accepts %j', (value) => {
    expect(middleNameSchema.safeParse(value).success).toBe(true);
  });

  it.each(['A B C D', 'A  B', 'A--B', 'Q..', '.Q', 'Q1', 'A B.C'])('rejects %j as unsupported', (value) => {
    expect(messages(middleNameSchema, value)).toEqual(['Some of the characters entered are not supported.']);
  });
});

describe('lastNameSchema (docs/product/widgets-and-calculations.md §5)', () => {
  it.each([
    ['', 'Last name is required'],
    ['D', 'Last name must be at least 2 characters long'],
    ['Doe2', 'Some of the characters entered are not supported.'],
    ['Doe!', 'Some of the characters entered are not supported.'],
  ])('rejects %j with %j', (value, message) => {
    expect(messages(lastNameSchema(), value)).toEqual([message]);
  });

  it('allows digits outside production', () => {
    expect(lastNameSchema({ allowDigits: true }).parse(' Doe2 ')).toBe('Doe2');
    expect(messages(lastNameSchema({ allowDigits: true }), 'Doe!')).toEqual([
      'Some of the characters entered are not supported.',
    ]);
  });
});

describe('legalNameSchema', () => {
  it('accepts a blank suffix and rejects N/A (the registration spelling)', () => {
    expect(legalNameSchema().safeParse({ firstName: 'Jane', lastName: 'Doe', suffix: '' }).success).toBe(true);
    expect(legalNameSchema().safeParse({ firstName: 'Jane', lastName: 'Doe', suffix: 'N/A' }).success).toBe(false);
  });
});
