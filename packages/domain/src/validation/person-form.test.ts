import { describe, expect, it } from 'vitest';
import { personFormSchema } from './person-form';

const asOf = new Date('2026-06-15T12:00:00Z');
const valid = {
  firstName: 'Jane',
  lastName: 'Doe',
  suffix: '',
  dateOfBirth: { day: '1', month: '2', year: '1980' },
  email: 'jane@example.com',
  phoneNumber: '(555) 123-4567',
  password: 'Abcdefghij1!',
  confirmPassword: 'Abcdefghij1!',
  termPrivacyConsent: true,
  communicationConsent: true,
};
const issues = (value: unknown, options: Partial<Parameters<typeof personFormSchema>[0]> = {}) =>
  personFormSchema({ asOf, ...options })
    .safeParse(value)
    .error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('personFormSchema (docs/product/widgets-and-calculations.md §3, §5)', () => {
  it('accepts a complete person', () => {
    expect(issues(valid)).toBeUndefined();
  });

  it('reports each field with its own message', () => {
    expect(
      issues({
        ...valid,
        firstName: '',
        dateOfBirth: { day: 1, month: 2, year: 2010 },
        phoneNumber: '',
        communicationConsent: false,
      }),
    ).toEqual([
      ['firstName', 'Please enter the first name'],
      ['dateOfBirth', 'Must be at least 18 years old'],
      ['phoneNumber', 'Please enter your mobile phone'],
      ['communicationConsent', 'Required'],
    ]);
  });

  it('applies the Alabama and digit options', () => {
    expect(
      issues(
        { ...valid, lastName: 'Doe2', dateOfBirth: { day: 15, month: 6, year: 2008 } },
        { state: 'AL', allowDigits: true },
      ),
    ).toEqual([['dateOfBirth', 'Must be at least 19 years old']]);
  });

  it("says the passwords don't match", () => {
    expect(issues({ ...valid, confirmPassword: 'Abcdefghij1?' })).toEqual([
      ['confirmPassword', "Passwords don't match"],
    ]);
  });

  it('needs no password when signed in', () => {
    expect(
      issues({ ...valid, password: undefined, confirmPassword: undefined }, { requirePassword: false }),
    ).toBeUndefined();
    expect(issues({ ...valid, confirmPassword: '' })).toEqual([['confirmPassword', 'Required']]);
  });
});
