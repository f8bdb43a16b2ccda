import type { ProviderAddress, ProviderApplicant } from './applicant';

/** docs/product/registration-and-routing.md §1: a soft pull for the pre-qualification, a hard pull on submission. */
export type CreditPullKind = 'SOFT' | 'HARD';

/** The three nationwide consumer credit bureaus. */
export type CreditBureauName = 'EQUIFAX' | 'EXPERIAN' | 'TRANSUNION';

/**
 * NO_MATCH: no file found by name and address; NO_MATCH_SSN: none even with the SSN; FROZEN / LOCKED by the consumer
 * (with the bureau whose file it is, when it says).
 */
export type CreditPullResult =
  | { outcome: 'OK'; report: CreditReport }
  | { outcome: 'NO_MATCH' | 'NO_MATCH_SSN' }
  | { outcome: 'FROZEN' | 'LOCKED'; bureau?: CreditBureauName };

/** What a retried pull adds. */
export interface CreditPullOptions {
  /** The full 9-digit SSN the applicant entered after a no-match (credit/social). */
  ssn?: string | null;
  /**
   * Which pull of this kind for this application this is (1 for the first). A real bureau ignores it; the sandbox
   * uses it to play a consumer who lifted a freeze before the retry.
   */
  attempt?: number;
}

export interface CreditReport {
  /** Credit score, 300-850. */
  score: number;
  /** Sum of the minimum monthly payments of all open debts, dollars. */
  monthlyDebtDollars: number;
  /** Balance still owed on mortgages and liens against the subject property, dollars. */
  propertyLienDollars: number;
  /** A mortgage payment 60+ days late in the last 12 months. */
  hasMortgageDelinquency: boolean;
  /** The score model, e.g. 'FICO Score 8'; its range is 300-850 (CREDIT_SCORE_RANGE). */
  scoreModel: string;
  /** FCRA §609(f): up to four key factors that adversely affected the score, most important first. */
  keyFactors: string[];
  /** The consumer reporting agency, as an adverse action notice names it (FCRA §615(a)). */
  bureauContact: CreditBureauContact;
  /** The open accounts the report lists (the application's liabilities); absent when the bureau gave none. */
  tradelines?: CreditTradeline[];
}

/**
 * One open account of the report. lienPosition is set for a debt secured by the subject property: the lien of the
 * title search at that position is the same debt, and the applicant's payoff choice on it is the account's.
 */
export interface CreditTradeline {
  creditor: string;
  kind: 'MORTGAGE' | 'HELOC' | 'REVOLVING' | 'INSTALLMENT';
  balanceDollars: number;
  minimumPaymentDollars: number;
  lienPosition: number | null;
}

export interface CreditBureauContact {
  name: string;
  /** One line: street, city, state, zip. */
  address: string;
  /** Toll-free number. */
  phone: string;
  website: string;
}

export interface CreditBureau {
  pull(
    kind: CreditPullKind,
    applicant: ProviderApplicant,
    homeAddress: ProviderAddress,
    options?: CreditPullOptions,
  ): Promise<CreditPullResult>;
}
