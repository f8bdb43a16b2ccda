import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  annualIncomeSchema,
  consentsSchema,
  employmentTypeSchema,
  forSaleSchema,
  needsIncomeConfirmation,
  occupancySchema,
  otherIncomeSchema,
  registrationIncomeSchema,
} from './registration';

type Schema = { safeParse: (v: unknown) => { error?: { issues: { message: string; path: PropertyKey[] }[] } } };
const messages = (schema: Schema, value: unknown) => schema.safeParse(value).error?.issues.map((i) => i.message);

describe('registration fields (docs/product/registration-and-routing.md §5)', () => {
  it.each([
    [occupancySchema, undefined, 'Please select an occupancy type'],
    [occupancySchema, 'CASTLE', 'Please select an occupancy type'],
    [forSaleSchema, undefined, 'Required'],
    [employmentTypeSchema, undefined, 'Required'],
    [employmentTypeSchema, 'UNEMPLOYED', "We apologize. At this time, we don't lend to unemployed borrowers."],
    [annualIncomeSchema, undefined, 'Required'],
    [annualIncomeSchema, Number.NaN, 'Required'],
    [annualIncomeSchema, -1, 'Must be at least $0'],
    [annualIncomeSchema, 10_000_000, 'Must be less than $10,000,000'],
    [otherIncomeSchema, -0.01, 'Must be at least $0'],
  ] as [Schema, unknown, string][])('rejects %#: %j with %j', (schema, value, message) => {
    expect(messages(schema, value)).toEqual([message]);
  });

  it.each([
    [occupancySchema, 'HOME'],
    [occupancySchema, 'SECONDARY'],
    [occupancySchema, 'INVESTMENT'],
    [forSaleSchema, false],
    [employmentTypeSchema, 'PUBLIC_ASSISTANCE_PROGRAM'],
    [annualIncomeSchema, 0],
    [annualIncomeSchema, 9_999_999],
    [otherIncomeSchema, undefined],
    [otherIncomeSchema, 0],
  ] as [Schema, unknown][])('accepts %#: %j', (schema, value) => {
    expect(messages(schema, value)).toBeUndefined();
  });

  it('accepts any income from 0 to 9,999,999 and nothing above', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e8, max: 1e8, noNaN: true }), (income) => {
        expect(annualIncomeSchema.safeParse(income).success).toBe(income >= 0 && income <= 9_999_999);
      }),
    );
  });

  it('validates the income screen as a whole', () => {
    expect(registrationIncomeSchema.safeParse({ income: 50_000, employmentType: 'RETIRED' }).success).toBe(true);
  });
});

describe('needsIncomeConfirmation (docs/product/registration-and-routing.md §5)', () => {
  it.each([
    [14_999.99, true],
    [0, true],
    [15_000, false],
    [undefined, false],
    [Number.NaN, false],
  ])('%j → %s', (income, expected) => {
    expect(needsIncomeConfirmation(income)).toBe(expected);
  });
});

describe('consentsSchema (docs/product/widgets-and-calculations.md §5)', () => {
  it('requires terms/privacy and communications', () => {
    const issues = consentsSchema.safeParse({ termPrivacyConsent: false }).error?.issues;
    expect(issues?.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['termPrivacyConsent', 'Required'],
      ['communicationConsent', 'Required'],
    ]);
  });

  it('leaves the SMS consents optional', () => {
    expect(consentsSchema.safeParse({ termPrivacyConsent: true, communicationConsent: true }).success).toBe(true);
  });
});
