import type { IncomeProvider } from '../income';
import { personaForLastName } from './personas';

/** docs/sandbox.md "Income": the share of the stated income the LOWER persona verifies. */
export const SANDBOX_LOWER_INCOME_SHARE = 0.7;

/** What the sandbox reviewer tells a Paystub persona after reading the uploaded paystubs. */
export const SANDBOX_PAYSTUB_REQUEST =
  'Your paystubs must show your name, your employer and your year-to-date earnings. Please upload your two most ' +
  'recent paystubs, covering the last 30 days.';

/**
 * The sandbox income verifier: the persona of the applicant's last name decides (docs/sandbox.md): the stated income
 * (default), 70% of it (Lowincome), nothing it can verify (Noincome), or, for uploaded paystubs, a request for
 * two more (Paystub). A linked payroll's reported income is used as it came when the persona does not override it.
 */
export const sandboxIncome: IncomeProvider = {
  async verify(applicant, { method, statedAnnualIncomeDollars, reportedAnnualIncomeDollars, documentTypes = [] }) {
    const persona = personaForLastName(applicant.lastName);
    if (persona.incomeCheck === 'NONE') return { outcome: 'NOT_VERIFIED' };
    if (method === 'DOCUMENTS' && persona.paystubRequest && documentTypes.includes('PAYSTUB')) {
      return {
        outcome: 'MORE_DOCUMENTS',
        documentType: 'PAYSTUB',
        count: 2,
        commentsToBorrower: SANDBOX_PAYSTUB_REQUEST,
      };
    }
    if (persona.incomeCheck === 'LOWER') {
      return {
        outcome: 'VERIFIED',
        verifiedAnnualIncomeDollars: Math.round(statedAnnualIncomeDollars * SANDBOX_LOWER_INCOME_SHARE),
      };
    }
    const verified =
      method === 'PAYROLL' ? (reportedAnnualIncomeDollars ?? statedAnnualIncomeDollars) : statedAnnualIncomeDollars;
    return verified > 0 ? { outcome: 'VERIFIED', verifiedAnnualIncomeDollars: verified } : { outcome: 'NOT_VERIFIED' };
  },
};
