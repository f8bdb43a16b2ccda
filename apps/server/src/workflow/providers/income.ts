import type { ProviderApplicant } from './applicant';

/** spec 03 §3 income sources the borrower links (payroll, bank, paystub). */
export type IncomeMethod = 'PAYROLL' | 'BANK' | 'PAYSTUB';

export interface IncomeVerification {
  method: IncomeMethod;
  /** Verified yearly income, dollars; null when it could not be verified. */
  verifiedAnnualIncomeDollars: number | null;
}

export interface IncomeProvider {
  verify(
    applicant: ProviderApplicant,
    method: IncomeMethod,
    statedAnnualIncomeDollars: number,
  ): Promise<IncomeVerification>;
}
