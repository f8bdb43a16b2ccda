import type { PricingSheet } from '@heloc/domain';
import { describe, expect, it } from 'vitest';
import { checkDraft, draftOf, rangeHint, typedOf, valueOf } from './sheet-draft';
import { SCALAR_FIELDS, TABLE_FIELDS } from './sheet-fields';

const SHEET: PricingSheet = {
  minRate: 0.076,
  maxRate: 0.172,
  terms: [10, 30],
  fixedBaseRateByTerm: { '10': 0.0899, '30': 0.0974 },
  variableTerms: [10],
  variableMargin: 0.01,
  primeRate: 0.075,
  additionalDrawMargin: 0.015,
  creditTiers: [
    { minScore: 740, adjustment: 0 },
    { minScore: 0, adjustment: 0.05 },
  ],
  cltvBands: [{ maxCltv: 1, adjustment: -0.0025 }],
  maxCltv: 0.85,
  minCreditScore: 640,
  maxDti: 0.5,
  originationFee: 0.0299,
  maxOriginationFee: 0.0499,
  originationFeeMaxDollars: null,
  discounts: [{ type: 'AUTOPAY', rateReduction: 0.0025 }],
  minAmount: 15_000,
  maxAmount: 400_000,
  recordingTaxPer100kByState: { FL: 200 },
  defaultRecordingTaxPer100k: 0,
};

describe('a pricing sheet as staff type it (docs/pricing.md "Pricing sheets")', () => {
  it.each([
    ['percent', 0.0799, '7.99'],
    ['percent', 0.076, '7.6'],
    ['percent', -0.0025, '-0.25'],
    ['percent', 0.0499, '4.99'],
    ['dollars', 15_000, '15000'],
    ['whole', 640, '640'],
  ] as const)('a %s of %s is typed as %s, and read back', (unit, value, typed) => {
    expect(typedOf(value, unit)).toBe(typed);
    expect(valueOf(typed, unit)).toBe(value);
  });

  it.each([
    ['7.99%', 'percent', 0.0799],
    [' 17.2 ', 'percent', 0.172],
    ['.5', 'percent', 0.005],
    ['$15,000', 'dollars', 15_000],
    ['7,99', 'percent', Number.NaN],
    ['', 'whole', Number.NaN],
    ['abc', 'dollars', Number.NaN],
  ] as const)('"%s" typed in %s reads as %s', (text, unit, value) => {
    expect(valueOf(text, unit)).toBe(value);
  });

  // One row per key: its range (PRICING_SHEET_RANGES) as the field's hint, in the unit typed.
  it.each([
    ['minRate', '7.6% to 17.2%'],
    ['maxRate', '7.6% to 17.2%'],
    ['primeRate', '0% to 15%'],
    ['variableMargin', '0% to 10%'],
    ['additionalDrawMargin', '0% to 10%'],
    ['originationFee', '0% to 4.99%'],
    ['maxOriginationFee', '0% to 4.99%'],
    ['originationFeeMaxDollars', '$0 to $20,000; empty for none'],
    ['minAmount', '$15,000 to $400,000'],
    ['maxAmount', '$15,000 to $400,000'],
    ['maxCltv', '50% to 100%'],
    ['minCreditScore', '300 to 850'],
    ['maxDti', '10% to 65%'],
    ['defaultRecordingTaxPer100k', '$0 to $1,400'],
  ] as const)('%s: %s', (key, hint) => {
    expect(rangeHint(SCALAR_FIELDS[key])).toBe(hint);
  });

  it.each([
    ['terms', 'term', '1 to 30'],
    ['variableTerms', 'term', '1 to 30'],
    ['fixedBaseRateByTerm', 'term', '1 to 30'],
    ['fixedBaseRateByTerm', 'rate', '0% to 17.2%'],
    ['creditTiers', 'minScore', '0 to 850'],
    ['creditTiers', 'adjustment', '-5% to 10%'],
    ['cltvBands', 'maxCltv', '0% to 100%'],
    ['cltvBands', 'adjustment', '-5% to 10%'],
    ['discounts', 'rateReduction', '0% to 2%'],
    ['recordingTaxPer100kByState', 'tax', '$0 to $1,400'],
  ] as const)('%s, column %s: %s', (table, column, hint) => {
    const spec = TABLE_FIELDS[table].columns.find((c) => c.key === column)!;
    expect(rangeHint(spec)).toBe(hint);
  });

  it('opens on a sheet and reads it back whole', () => {
    expect(checkDraft(draftOf(SHEET))).toEqual({ sheet: SHEET, problems: [] });
    expect(draftOf(SHEET).tables.creditTiers[0]).toEqual({ minScore: '740', adjustment: '0' });
  });

  it('files each refusal under its field, its bound in the unit typed', () => {
    const draft = draftOf(SHEET);
    draft.scalars.maxRate = '17.5';
    draft.scalars.minAmount = '$500,000';
    draft.tables.creditTiers[1]!.adjustment = '12';
    draft.tables.fixedBaseRateByTerm[1]!.rate = 'x';
    draft.tables.recordingTaxPer100kByState.push({ state: 'fl', tax: '100' });
    expect(checkDraft(draft).problems).toEqual(
      expect.arrayContaining([
        { field: 'maxRate', where: 'Highest rate', message: 'The highest rate must be at most 17.2%.' },
        { field: 'minAmount', where: 'Smallest line', message: 'The smallest line must be at most $400,000.' },
        {
          field: 'creditTiers.1.adjustment',
          where: 'Credit tier 2',
          message: 'A credit tier adjustment must be at most 10%.',
        },
        {
          field: 'fixedBaseRateByTerm.1.rate',
          where: 'Fixed base rate 2',
          message: 'A fixed base rate must be a number.',
        },
        { field: 'recordingTaxPer100kByState.1.state', where: 'Recording tax 2', message: 'State FL is listed twice.' },
      ]),
    );
  });

  it('files the checks across keys, which follow once every key is in range, under the key they name', () => {
    const draft = draftOf(SHEET);
    draft.tables.terms[1]!.term = '10';
    draft.scalars.minRate = '9';
    draft.scalars.maxRate = '8';
    expect(checkDraft(draft).problems).toEqual([
      { field: 'minRate', where: 'Lowest rate', message: 'The lowest rate is above the highest.' },
      { field: 'terms', where: 'Terms', message: 'Each term is listed once.' },
    ]);
  });

  it('reads an empty fee cap in dollars as none, and a bad map key by its own message', () => {
    const draft = draftOf({ ...SHEET, originationFeeMaxDollars: 500 });
    expect(draft.scalars.originationFeeMaxDollars).toBe('500');
    draft.scalars.originationFeeMaxDollars = ' ';
    draft.tables.fixedBaseRateByTerm[0]!.term = '0';
    expect(checkDraft(draft).problems).toEqual([
      {
        field: 'fixedBaseRateByTerm.0.term',
        where: 'Fixed base rate 1',
        message: 'A term is a whole number of years.',
      },
    ]);
  });
});
