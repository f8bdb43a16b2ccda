import { describe, expect, it } from 'vitest';
import * as money from './index';

describe('money area public surface', () => {
  it.each([
    'roundHalfEven',
    'roundToCents',
    'LOAN_FACTS',
    'AGE_RESTRICTED_INTEREST_ONLY_RECORDING_TAX_STATES',
    'isAgeRestrictedInterestOnlyRecordingTaxState',
    'originationFeeDollars',
    'totalDrawFromAmount',
    'monthlyPayment',
    'annuityPayment',
    'financedPrincipal',
    'interestForPeriod',
    'drawLimits',
    'paymentSchedule',
  ])('exports %s', (name) => {
    expect(money).toHaveProperty(name);
  });
});
