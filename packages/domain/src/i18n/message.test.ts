import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatPlain } from './format-plain';
import { englishOf, labelMessages, message, messageOfIssue, withValues } from './message';

const REQUIRED = message('domain.test.required', 'Required');
const TOO_LONG = message('domain.test.tooLong', 'Please use {max} characters or fewer');
const MISSING = message(
  'domain.test.missing',
  'Upload {missing, plural, one {# more document} other {# more documents}} before you submit',
);

describe('a domain message', () => {
  it('reads its English, its arguments filled in', () => {
    expect(englishOf(REQUIRED)).toBe('Required');
    expect(englishOf(withValues(TOO_LONG, { max: 100 }))).toBe('Please use 100 characters or fewer');
    expect(englishOf(withValues(MISSING, { missing: 1 }))).toBe('Upload 1 more document before you submit');
    expect(englishOf(withValues(MISSING, { missing: 3 }))).toBe('Upload 3 more documents before you submit');
  });

  it('gives labels one message per code, under the prefix', () => {
    const labels = labelMessages('domain.test.status', { MARRIED: 'Married', SEPARATED: 'Separated' });
    expect(labels.MARRIED).toMatchObject({ id: 'domain.test.status.MARRIED', defaultMessage: 'Married' });
  });

  // docs/i18n.md: a zod issue reads the spec's English and carries the message it was raised with, by id.
  it('is a zod check’s params: the issue reads the English and carries the message', () => {
    const schema = z.object({
      name: z
        .string(REQUIRED)
        .min(1, REQUIRED)
        .max(3, withValues(TOO_LONG, { max: 3 })),
      agreed: z.literal(true, REQUIRED),
    });
    const issues = schema.safeParse({ name: 'Four', agreed: false }).error!.issues;
    expect(issues.map((issue) => issue.message)).toEqual(['Please use 3 characters or fewer', 'Required']);
    expect(messageOfIssue(issues[0]!)).toMatchObject({ id: 'domain.test.tooLong', values: { max: 3 } });
    expect(messageOfIssue(issues[1]!)?.id).toBe('domain.test.required');
    expect(messageOfIssue(z.string().safeParse(1).error!.issues[0]!)).toBeUndefined();
  });

  it('keeps the options a check is given with it', () => {
    const schema = z
      .string()
      .min(1, { ...REQUIRED, abort: true })
      .refine((v) => v.length > 5, { ...TOO_LONG, path: ['elsewhere'] });
    expect(schema.safeParse('').error!.issues.map((i) => i.message)).toEqual(['Required']);
    expect(schema.safeParse('abc').error!.issues[0]!.path).toEqual(['elsewhere']);
  });
});

describe('formatPlain', () => {
  const samples: Array<[string, Record<string, string | number>]> = [
    ['Hello {name}, {greeting}!', { name: 'Ana', greeting: 'welcome' }],
    ["Passwords don't match", {}],
    ['You have {count, plural, =0 {no documents} one {# document} other {# documents}}', { count: 0 }],
    ['You have {count, plural, =0 {no documents} one {# document} other {# documents}}', { count: 1 }],
    ['You have {count, plural, =0 {no documents} one {# document} other {# documents}}', { count: 1234 }],
    ['{kind, select, email {By e-mail} other {By post}} to {name}', { kind: 'email', name: 'Ana' }],
    ['{kind, select, email {By e-mail} other {By post}} to {name}', { kind: 'fax', name: 'Ana' }],
    ['Use {max} characters', { max: 12000 }],
  ];

  it.each(samples)('formats "%s" as intl-messageformat does', (template, values) => {
    expect(formatPlain(template, values)).toBe(String(new IntlMessageFormat(template, 'en-US').format(values)));
  });

  it('formats Spanish plurals with the language’s rules', () => {
    const template = '{n, plural, one {# documento} other {# documentos}}';
    expect(formatPlain(template, { n: 1 }, 'es-US')).toBe('1 documento');
    expect(formatPlain(template, { n: 2 }, 'es-US')).toBe('2 documentos');
  });

  it('leaves an argument without a value as written', () => {
    expect(formatPlain('Hello {name}', {})).toBe('Hello {name}');
  });
});
