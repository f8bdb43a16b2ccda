import { describe, expect, it } from 'vitest';
import { employerVerificationSchema, incomeDocumentTypeSchema, linkCredentialsSchema } from './income';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('employer verification (income/employer-verification)', () => {
  const valid = {
    employerName: 'Cascade Freight Co.',
    contactName: 'Morgan Lee',
    phoneNumber: '(916) 555-0172',
    email: 'hr@cascadefreight.example',
  };

  it('accepts a full contact, trimmed', () => {
    expect(employerVerificationSchema.parse({ ...valid, employerName: ' Cascade Freight Co. ' })).toEqual(valid);
  });

  it.each<[string, Record<string, unknown>, [string, string][]]>([
    [
      'an empty form',
      { employerName: '', contactName: '', phoneNumber: '', email: '' },
      [
        ['employerName', "Please enter your employer's name"],
        ['contactName', 'Please enter the name of a contact at your employer'],
        ['phoneNumber', "Please enter your contact's phone number"],
        ['email', "Please enter your contact's email"],
      ],
    ],
    ['a missing employer', { employerName: undefined }, [['employerName', "Please enter your employer's name"]]],
    [
      'a long employer name',
      { employerName: 'x'.repeat(101) },
      [['employerName', 'Please use 100 characters or fewer']],
    ],
    ['a short phone', { phoneNumber: '(916) 555-017' }, [['phoneNumber', 'Please enter a valid phone number']]],
    [
      'a phone with country code',
      { phoneNumber: '1 (916) 555-0172' },
      [['phoneNumber', 'Country code 1 is not needed']],
    ],
    ['a bad email', { email: 'hr@' }, [['email', 'Please enter a valid email address']]],
  ])('refuses %s', (_case, change, expected) => {
    expect(messages(employerVerificationSchema.safeParse({ ...valid, ...change }))).toEqual(expected);
  });
});

describe('link dialog credentials (income/link/{type})', () => {
  it('accepts any institution and credentials', () => {
    const input = { institutionId: 'sandbox-payroll-1', username: 'dana', password: 'pass_good' };
    expect(linkCredentialsSchema.parse(input)).toEqual(input);
  });

  it('asks for each missing part', () => {
    expect(messages(linkCredentialsSchema.safeParse({ institutionId: '', username: '' }))).toEqual([
      ['institutionId', 'Please choose your institution'],
      ['username', 'Please enter your username'],
      ['password', 'Please enter your password'],
    ]);
  });
});

describe('income document type', () => {
  it('takes the six types and asks for one otherwise', () => {
    expect(incomeDocumentTypeSchema.parse('W2')).toBe('W2');
    expect(incomeDocumentTypeSchema.safeParse('W4').error?.issues.map((i) => i.message)).toEqual([
      'Please choose the type of document',
    ]);
  });
});
