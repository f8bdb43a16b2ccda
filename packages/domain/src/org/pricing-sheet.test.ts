import { describe, expect, it } from 'vitest';
import { discountApplies, partnerCreditUnionDiscountType } from './discount-types';
import { type PricingSheet, pricingSheetSchema, sheetEffectiveInstant, sheetInEffect } from './pricing-sheet';

/** docs/pricing.md's defaults, written out: a sheet every check accepts. */
const DEFAULTS: PricingSheet = {
  minRate: 0.076,
  maxRate: 0.172,
  terms: [5, 10, 15, 30],
  fixedBaseRateByTerm: { '5': 0.0849, '10': 0.0899, '15': 0.0924, '20': 0.0949, '30': 0.0974 },
  variableTerms: [10],
  variableMargin: 0.01,
  primeRate: 0.075,
  additionalDrawMargin: 0.015,
  creditTiers: [
    { minScore: 780, adjustment: -0.005 },
    { minScore: 740, adjustment: 0 },
    { minScore: 700, adjustment: 0.0125 },
    { minScore: 660, adjustment: 0.03 },
    { minScore: 0, adjustment: 0.05 },
  ],
  cltvBands: [
    { maxCltv: 0.6, adjustment: -0.0025 },
    { maxCltv: 0.7, adjustment: 0 },
    { maxCltv: 0.8, adjustment: 0.005 },
    { maxCltv: 1, adjustment: 0.01 },
  ],
  maxCltv: 0.85,
  minCreditScore: 640,
  maxDti: 0.5,
  originationFee: 0.0299,
  maxOriginationFee: 0.0499,
  originationFeeMaxDollars: null,
  discounts: [{ type: 'AUTOPAY', rateReduction: 0.0025 }],
  minAmount: 15_000,
  maxAmount: 400_000,
  recordingTaxPer100kByState: { FL: 200, NY: 1_050, MD: 1_400 },
  defaultRecordingTaxPer100k: 0,
};

const refusal = (change: Partial<PricingSheet>): string[] => {
  const parsed = pricingSheetSchema.safeParse({ ...DEFAULTS, ...change });
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('pricing sheet validation, key by key (docs/pricing.md, widgets-and-calculations §9)', () => {
  it("accepts docs/pricing.md's defaults", () => {
    expect(refusal({})).toEqual([]);
  });

  // One row per key and bound: the value just outside is refused on that key, the bound itself is accepted.
  const rows: [string, Partial<PricingSheet>, Partial<PricingSheet> | null][] = [
    ['minRate below the spec APR 7.60%', { minRate: 0.0759 }, { minRate: 0.076 }],
    ['maxRate above the spec APR 17.20%', { maxRate: 0.1721 }, { maxRate: 0.172 }],
    ['minRate above maxRate', { minRate: 0.1, maxRate: 0.09 }, { minRate: 0.09, maxRate: 0.09 }],
    ['a term of 0 years', { terms: [0] }, { terms: [1], variableTerms: [] }],
    ['a term of 31 years', { terms: [31] }, { terms: [30], variableTerms: [] }],
    ['a term listed twice', { terms: [10, 10] }, null],
    ['no term', { terms: [] }, null],
    [
      'a fixed base rate above 17.20%',
      { fixedBaseRateByTerm: { '10': 0.18 } },
      { fixedBaseRateByTerm: { '10': 0.172 } },
    ],
    ['a fixed base rate keyed by a non-term', { fixedBaseRateByTerm: { ten: 0.09 } }, null],
    ['a variable term not among the terms', { variableTerms: [20] }, { variableTerms: [15] }],
    ['a variable margin above 10%', { variableMargin: 0.11 }, { variableMargin: 0.1 }],
    ['a negative variable margin', { variableMargin: -0.01 }, { variableMargin: 0 }],
    ['a prime rate typed as a percent', { primeRate: 7.5 }, { primeRate: 0.15 }],
    ['an additional draw margin above 10%', { additionalDrawMargin: 0.2 }, { additionalDrawMargin: 0.1 }],
    [
      'a credit tier adjustment above +10%',
      { creditTiers: [{ minScore: 0, adjustment: 0.11 }] },
      { creditTiers: [{ minScore: 0, adjustment: 0.1 }] },
    ],
    [
      'no tier covers the lowest accepted score',
      { creditTiers: [{ minScore: 700, adjustment: 0 }] },
      { creditTiers: [{ minScore: 640, adjustment: 0 }] },
    ],
    [
      'a CLTV band adjustment below -5%',
      { cltvBands: [{ maxCltv: 1, adjustment: -0.06 }] },
      { cltvBands: [{ maxCltv: 1, adjustment: -0.05 }] },
    ],
    [
      'no band covers the highest CLTV',
      { cltvBands: [{ maxCltv: 0.8, adjustment: 0 }] },
      { cltvBands: [{ maxCltv: 0.85, adjustment: 0 }] },
    ],
    ['a highest CLTV above 100%', { maxCltv: 1.01 }, { maxCltv: 1 }],
    ['a highest CLTV below 50%', { maxCltv: 0.49 }, { maxCltv: 0.5 }],
    ['a lowest credit score below 300', { minCreditScore: 299 }, { minCreditScore: 300 }],
    ['a lowest credit score above 850', { minCreditScore: 851 }, null],
    ['a highest DTI above 65%', { maxDti: 0.66 }, { maxDti: 0.65 }],
    ['an origination fee above the spec 4.99%', { originationFee: 0.05 }, { originationFee: 0.0499 }],
    ['a fee cap above the spec 4.99%', { maxOriginationFee: 0.05 }, { maxOriginationFee: 0.0499 }],
    ['a negative fee cap in dollars', { originationFeeMaxDollars: -1 }, { originationFeeMaxDollars: 0 }],
    [
      'a discount above 2%',
      { discounts: [{ type: 'AUTOPAY', rateReduction: 0.021 }] },
      { discounts: [{ type: 'AUTOPAY', rateReduction: 0.02 }] },
    ],
    [
      'a discount type listed twice',
      {
        discounts: [
          { type: 'AUTOPAY', rateReduction: 0.0025 },
          { type: 'AUTOPAY', rateReduction: 0.005 },
        ],
      },
      null,
    ],
    [
      'a discount type of no kind',
      { discounts: [{ type: 'MEMBER', rateReduction: 0.0025 }] },
      { discounts: [{ type: 'CREDIT_UNION_LAKESHORECU', rateReduction: 0.0025 }] },
    ],
    ['a smallest line below the spec $15,000', { minAmount: 14_999 }, { minAmount: 15_000 }],
    ['a largest line above the spec $400,000', { maxAmount: 400_001 }, { maxAmount: 400_000 }],
    [
      'a smallest line above the largest',
      { minAmount: 60_000, maxAmount: 50_000 },
      { minAmount: 50_000, maxAmount: 50_000 },
    ],
    [
      'a recording tax above the spec $1,400',
      { recordingTaxPer100kByState: { MD: 1_401 } },
      { recordingTaxPer100kByState: { MD: 1_400 } },
    ],
    ['a recording tax keyed by a non-state', { recordingTaxPer100kByState: { Florida: 200 } }, null],
    ['a negative default recording tax', { defaultRecordingTaxPer100k: -1 }, { defaultRecordingTaxPer100k: 0 }],
  ];
  it.each(rows)('refuses %s, accepts the bound', (_name, outside, bound) => {
    expect(refusal(outside)).not.toEqual([]);
    if (bound) expect(refusal(bound)).toEqual([]);
  });

  it('names the key it refuses', () => {
    expect(refusal({ maxRate: 0.2 })).toEqual(['maxRate: The highest rate must be at most 0.172.']);
    expect(refusal({ minAmount: 60_000, maxAmount: 50_000 })).toEqual([
      'minAmount: The smallest line is above the largest.',
    ]);
  });

  it('refuses a sheet missing a key', () => {
    const { primeRate: _left, ...rest } = DEFAULTS;
    expect(pricingSheetSchema.safeParse(rest).success).toBe(false);
  });
});

describe('which version is in effect', () => {
  const at = (iso: string) => new Date(iso);
  const versions = [
    { version: 1, effectiveAt: at('2026-01-01T00:00:00Z') },
    { version: 2, effectiveAt: at('2026-03-01T08:00:00Z') },
    { version: 3, effectiveAt: at('2026-02-01T00:00:00Z') },
    { version: 4, effectiveAt: at('2026-02-01T00:00:00Z') },
  ];
  const rows: [string, number | undefined][] = [
    ['2025-12-31T23:59:59Z', undefined],
    ['2026-01-01T00:00:00Z', 1],
    ['2026-01-31T23:59:59Z', 1],
    // Two versions effective at the same instant: the later-written.
    ['2026-02-01T00:00:00Z', 4],
    // A version scheduled for later waits; when its time comes it replaces what was in effect.
    ['2026-03-01T07:59:59Z', 4],
    ['2026-03-01T08:00:00Z', 2],
  ];
  it.each(rows)('at %s: version %s', (iso, expected) => {
    expect(sheetInEffect(versions, at(iso))?.version).toBe(expected);
  });
});

describe('a chosen date and time in the lender time zone', () => {
  it.each([
    // Pacific Standard Time (UTC-8) in winter, daylight time (UTC-7) in summer.
    ['2026-12-08T09:00', '2026-12-08T17:00:00.000Z'],
    ['2026-07-01T00:00', '2026-07-01T07:00:00.000Z'],
  ])('%s in Los Angeles is %s', (local, utc) => {
    expect(sheetEffectiveInstant(local)?.toISOString()).toBe(utc);
  });
  it.each(['2026-12-08', '2026-12-08T25:00', 'tomorrow'])('refuses %s', (local) => {
    expect(sheetEffectiveInstant(local)).toBeUndefined();
  });
});

describe('discount types (docs/product/widgets-and-calculations.md §3)', () => {
  const lakeshore = { orgCode: 'lakeshorecu', isCreditUnion: true };
  const summit = { orgCode: 'summit', isCreditUnion: false };
  it.each([
    ['AUTOPAY', summit, true],
    ['ALL_IN', summit, true],
    ['CREDIT_UNION', summit, false],
    ['CREDIT_UNION', lakeshore, true],
    ['CREDIT_UNION_LAKESHORECU', lakeshore, true],
    ['CREDIT_UNION_LAKESHORECU', summit, false],
    ['CREDIT_UNION_OTHERCU', lakeshore, false],
  ] as const)('%s for %o: %s', (type, org, applies) => {
    expect(discountApplies(type, org)).toBe(applies);
  });
  it('names a partner type by its code', () => {
    expect(partnerCreditUnionDiscountType('lakeshorecu')).toBe('CREDIT_UNION_LAKESHORECU');
  });
});
