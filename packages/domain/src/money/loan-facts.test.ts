import { describe, expect, it } from 'vitest';
import { formatMoney } from '../format/money';
import { formatPercent } from '../format/percent';
import {
  AGE_RESTRICTED_INTEREST_ONLY_RECORDING_TAX_STATES,
  isAgeRestrictedInterestOnlyRecordingTaxState,
  LOAN_FACTS,
} from './loan-facts';

describe('loan facts (docs/product/widgets-and-calculations.md §1, §9)', () => {
  it.each([
    ['minimum amount', formatMoney(LOAN_FACTS.minLoanAmountDollars), '$15,000'],
    ['maximum amount', formatMoney(LOAN_FACTS.maxLoanAmountDollars), '$400,000'],
    ['lowest APR', formatPercent(LOAN_FACTS.minAprFraction, 2), '7.60%'],
    ['highest APR', formatPercent(LOAN_FACTS.maxAprFraction, 2), '17.20%'],
    ['origination fee ceiling', formatPercent(LOAN_FACTS.maxOriginationFeeFraction, 2), '4.99%'],
    ['valuation fee without AVM', formatMoney(LOAN_FACTS.valuationFeeDollars), '$180'],
    ['manual notarization', formatMoney(LOAN_FACTS.manualNotaryFeeDollars), '$300'],
    ['recording fees from', formatMoney(LOAN_FACTS.minRecordingFeeDollars), '$0'],
    ['recording fees to', formatMoney(LOAN_FACTS.maxRecordingFeeDollars), '$315'],
    ['recording taxes from (per $100,000)', formatMoney(LOAN_FACTS.minRecordingTaxDollarsPer100k), '$0'],
    ['recording taxes to (per $100,000)', formatMoney(LOAN_FACTS.maxRecordingTaxDollarsPer100k), '$1,400'],
  ])('%s reads %s', (_name, shown, expected) => {
    expect(shown).toBe(expected);
  });
});

describe('age-restricted interest-only recording-tax states (docs/product/widgets-and-calculations.md §9)', () => {
  it('is exactly the spec list', () => {
    expect(AGE_RESTRICTED_INTEREST_ONLY_RECORDING_TAX_STATES.join(', ')).toBe(
      'AR, CO, HI, IL, IN, KY, LA, MD, ME, MI, MN, MO, NJ, NV, OK, OR, PA, SD, UT, WV, WY',
    );
  });

  it.each([
    ['AR', true],
    ['wy', true],
    [' NJ ', true],
    ['CA', false],
    ['NY', false],
    ['TX', false],
  ])('%s → %s', (state, expected) => {
    expect(isAgeRestrictedInterestOnlyRecordingTaxState(state)).toBe(expected);
  });
});
