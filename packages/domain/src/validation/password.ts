import { z } from 'zod';
import { PASSWORDS_DONT_MATCH_MESSAGE, PASSWORD_TOO_LONG_MESSAGE, REQUIRED_MESSAGE } from './messages';
import { lazySchema } from '../helpers/lazy-schema';
import { labelMessages, message, withValues, type Message } from '../i18n/message';

// docs/product/widgets-and-calculations.md §9: password minimum 12.
export const PASSWORD_MIN_LENGTH = 12;
/**
 * The spec sets no maximum. NIST SP 800-63B §5.1.1.2 asks for at least 64 characters so passphrases fit; we allow
 * 256 (ours) and never truncate: the whole value is hashed. The bound only keeps an absurd value out of the hasher.
 */
export const PASSWORD_MAX_LENGTH = 256;
// docs/product/widgets-and-calculations.md §5: one of the characters ! @ # $ % ^ & *.
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*';
// docs/product/widgets-and-calculations.md §5: the live strength meter has 4 segments.
export const PASSWORD_STRENGTH_SEGMENTS = 4;

export interface PasswordRule {
  readonly id: 'length' | 'uppercase' | 'lowercase' | 'digit' | 'special';
  /** Shown in the strength meter's list of unmet rules and as the field error; the wording is ours (docs/product/widgets-and-calculations.md §5 gives none). */
  readonly label: Message;
  readonly test: (password: string) => boolean;
}

// docs/product/widgets-and-calculations.md §5: at least 12 characters, one uppercase, one lowercase, one digit, one of ! @ # $ % ^ & *.
export const PASSWORD_LENGTH_RULE = message('domain.password.rule.length', 'At least {min} characters');
export const PASSWORD_RULE_LABELS = labelMessages('domain.password.rule', {
  uppercase: 'One uppercase letter',
  lowercase: 'One lowercase letter',
  digit: 'One number',
  special: 'One special character (! @ # $ % ^ & *)',
});
export const passwordRules: readonly PasswordRule[] = [
  {
    id: 'length',
    label: withValues(PASSWORD_LENGTH_RULE, { min: PASSWORD_MIN_LENGTH }),
    test: (pw) => pw.length >= PASSWORD_MIN_LENGTH,
  },
  { id: 'uppercase', label: PASSWORD_RULE_LABELS.uppercase, test: (pw) => /[A-Z]/.test(pw) },
  { id: 'lowercase', label: PASSWORD_RULE_LABELS.lowercase, test: (pw) => /[a-z]/.test(pw) },
  { id: 'digit', label: PASSWORD_RULE_LABELS.digit, test: (pw) => /\d/.test(pw) },
  { id: 'special', label: PASSWORD_RULE_LABELS.special, test: (pw) => /[!@#$%^&*]/.test(pw) },
];

export interface PasswordStrength {
  /** Filled segments of the 4-segment meter: 0 (nothing met) .. 4 (every rule met). */
  readonly score: 0 | 1 | 2 | 3 | 4;
  /** Labels of the rules not yet met, in rule order. */
  readonly unmetRules: Message[];
}

/**
 * The strength meter of docs/product/widgets-and-calculations.md §5. Five rules fill four segments: the score is the share of met rules scaled to
 * 4 and rounded down, so the meter is full only when every rule is met (our choice; the spec gives no formula).
 */
export const getPasswordStrength = (password: string): PasswordStrength => {
  const unmet = passwordRules.filter((rule) => !rule.test(password));
  const met = passwordRules.length - unmet.length;
  const score = Math.floor((met * PASSWORD_STRENGTH_SEGMENTS) / passwordRules.length) as PasswordStrength['score'];
  return { score, unmetRules: unmet.map((rule) => rule.label) };
};

/** A password meeting every rule; empty gives 'Required', otherwise the first unmet rule's label. */
export const passwordSchema = lazySchema(() =>
  passwordRules.reduce(
    (schema, rule) => schema.refine(rule.test, { ...rule.label, abort: true }),
    z
      .string()
      .min(1, { ...REQUIRED_MESSAGE, abort: true })
      .max(PASSWORD_MAX_LENGTH, { ...PASSWORD_TOO_LONG_MESSAGE, abort: true }),
  ),
);

/**
 * What a common-password blocklist is asked about, lower-cased: the password; the password without the special
 * characters and spaces at either end ("Qwerty123!" -> "qwerty123"); and its core without digits either
 * ("Password123!" -> "password"): the rules above push people to add those to a common word. A core under 4
 * characters is not asked about: such a password is mostly the added characters, which the rules already judge.
 * OWASP ASVS 6.2.4, NIST SP 800-63B §5.1.1.2.
 */
export const COMMON_PASSWORD_MIN_CORE = 4;
export const commonPasswordCandidates = (password: string): string[] => {
  const whole = password.toLowerCase();
  const unpunctuated = whole.replace(/^[\s!@#$%^&*._-]+|[\s!@#$%^&*._-]+$/g, '');
  const core = whole.replace(/^[\d\s!@#$%^&*._-]+|[\d\s!@#$%^&*._-]+$/g, '');
  const candidates = [whole, unpunctuated, core].filter((c) => c === whole || c.length >= COMMON_PASSWORD_MIN_CORE);
  return [...new Set(candidates)];
};

/** Whether a password (or its core) is on a blocklist of lower-cased common passwords. */
export const isCommonPassword = (password: string, blocklist: ReadonlySet<string>): boolean =>
  commonPasswordCandidates(password).some((candidate) => blocklist.has(candidate));

// docs/product/widgets-and-calculations.md §5: confirm password is required ('Required') and must match ("Passwords don't match").
export const passwordWithConfirmationSchema = lazySchema(() =>
  z
    .object({
      password: passwordSchema,
      confirmPassword: z.string().min(1, REQUIRED_MESSAGE),
    })
    .refine((v) => v.confirmPassword === '' || v.password === v.confirmPassword, {
      ...PASSWORDS_DONT_MATCH_MESSAGE,
      path: ['confirmPassword'],
    }),
);
