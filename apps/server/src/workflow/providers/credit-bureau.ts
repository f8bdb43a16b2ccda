import type { ProviderAddress, ProviderApplicant } from './applicant';

/** spec 01 §1: a soft pull for the pre-qualification, a hard pull on submission. */
export type CreditPullKind = 'SOFT' | 'HARD';

/** NO_MATCH: no file found by name and address; NO_MATCH_SSN: none even with the SSN; FROZEN / LOCKED by the consumer. */
export type CreditPullResult =
  { outcome: 'OK'; report: CreditReport } | { outcome: 'NO_MATCH' | 'NO_MATCH_SSN' | 'FROZEN' | 'LOCKED' };

export interface CreditReport {
  /** Credit score, 300-850. */
  score: number;
  /** Sum of the minimum monthly payments of all open debts, dollars. */
  monthlyDebtDollars: number;
  /** Balance still owed on mortgages and liens against the subject property, dollars. */
  propertyLienDollars: number;
  /** A mortgage payment 60+ days late in the last 12 months. */
  hasMortgageDelinquency: boolean;
}

export interface CreditBureau {
  pull(kind: CreditPullKind, applicant: ProviderApplicant, homeAddress: ProviderAddress): Promise<CreditPullResult>;
}
