import { englishOf } from '../i18n/message';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MAX_LENGTH,
  commonPasswordCandidates,
  getPasswordStrength,
  isCommonPassword,
  passwordRules,
  passwordSchema,
  passwordWithConfirmationSchema,
} from './password';

const messageOf = (value: unknown) => passwordSchema.safeParse(value).error?.issues[0]?.message;

describe('passwordSchema (docs/product/widgets-and-calculations.md §5)', () => {
  it.each([
    ['', 'Required'],
    ['Ab1!', 'At least 12 characters'],
    ['abcdefghij1!', 'One uppercase letter'],
    ['ABCDEFGHIJ1!', 'One lowercase letter'],
    ['Abcdefghijk!', 'One number'],
    ['Abcdefghijk1', 'One special character (! @ # $ % ^ & *)'],
  ])('rejects %j with %j', (password, message) => {
    expect(messageOf(password)).toBe(message);
  });

  it.each([
    'Abcdefghij1!',
    'Abcdefghij1@',
    'Abcdefghij1#',
    'Abcdefghij1$',
    'Abcdefghij1%',
    'Abcdefghij1^',
    'Abcdefghij1&',
    'Abcdefghij1*',
  ])('accepts %j', (password) => {
    expect(passwordSchema.safeParse(password).success).toBe(true);
  });

  it('does not count other symbols as special characters', () => {
    expect(messageOf('Abcdefghij1?')).toBe('One special character (! @ # $ % ^ & *)');
  });
});

describe('getPasswordStrength', () => {
  it.each([
    ['', 0, 5],
    ['a', 0, 4],
    ['aA', 1, 3],
    ['aA1', 2, 2],
    ['aA1!', 3, 1],
    ['aA1!aaaaaaaa', 4, 0],
  ])('%j fills %i segments with %i unmet rules', (password, score, unmet) => {
    const strength = getPasswordStrength(password);
    expect(strength.score).toBe(score);
    expect(strength.unmetRules).toHaveLength(unmet);
  });

  it('lists the unmet rules by label, in rule order', () => {
    expect(getPasswordStrength('abc').unmetRules.map(englishOf)).toEqual([
      'At least 12 characters',
      'One uppercase letter',
      'One number',
      'One special character (! @ # $ % ^ & *)',
    ]);
  });

  it('is full exactly when the schema accepts the password', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (pw) => {
        const { score, unmetRules } = getPasswordStrength(pw);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(4);
        expect(score === 4).toBe(passwordSchema.safeParse(pw).success);
        expect(unmetRules.length === 0).toBe(passwordRules.every((r) => r.test(pw)));
      }),
    );
  });
});

describe('passwordWithConfirmationSchema (docs/product/widgets-and-calculations.md §5)', () => {
  const issues = (password: string, confirmPassword: string) =>
    passwordWithConfirmationSchema
      .safeParse({ password, confirmPassword })
      .error?.issues.map((i) => [i.path.join('.'), i.message]);

  it('requires the confirmation', () => {
    expect(issues('Abcdefghij1!', '')).toEqual([['confirmPassword', 'Required']]);
  });
  it('rejects a confirmation that differs', () => {
    expect(issues('Abcdefghij1!', 'Abcdefghij1?')).toEqual([['confirmPassword', "Passwords don't match"]]);
  });
  it('accepts a matching pair', () => {
    expect(issues('Abcdefghij1!', 'Abcdefghij1!')).toBeUndefined();
  });
});

describe('common passwords and passphrases', () => {
  const blocklist = new Set(['password', 'sunshine', 'qwerty123', 'letmein']);

  it.each(['password', 'PASSWORD', 'Password123!', '!!Sunshine2024', 'Qwerty123!', 'LetMeIn 2024!'])(
    'blocks %j (case-insensitive, decorations at the ends taken off)',
    (password) => {
      expect(isCommonPassword(password, blocklist)).toBe(true);
    },
  );

  it.each(['Sunshine-Harbor-42!', 'my password is long 1!', 'Pass1!', '12345678!Ab'])('allows %j', (password) => {
    expect(isCommonPassword(password, blocklist)).toBe(false);
  });

  it('does not ask about a core shorter than 4 characters', () => {
    expect(commonPasswordCandidates('Ab!1234567890')).toEqual(['ab!1234567890']);
  });

  it('accepts a 256-character passphrase and refuses a longer one', () => {
    const passphrase = `Correct horse battery staple 7! ${'and more words '.repeat(20)}`.slice(0, PASSWORD_MAX_LENGTH);
    expect(passphrase).toHaveLength(256);
    expect(passwordSchema.safeParse(passphrase).success).toBe(true);
    expect(messageOf(`${passphrase}x`)).toBe('Use at most 256 characters');
  });
});
