import type { ProviderApplicant } from './applicant';

/*
 * Linking a payroll or bank account (a Plaid/Pinwheel-style link session): the applicant picks an institution and
 * signs in there; the provider answers the accounts (and, for payroll, the income) it found. Account numbers come
 * from the provider to the server, never through the browser.
 */

export type LinkKind = 'PAYROLL' | 'BANK';

export interface LinkInstitution {
  id: string;
  name: string;
  kind: LinkKind;
}

export interface LinkedAccount {
  accountId: string;
  /** As the institution names it ('Everyday Checking'). */
  name: string;
  type: 'CHECKING' | 'SAVINGS';
  holderName: string;
  routingNumber: string;
  accountNumber: string;
  /** The current balance the institution reports, dollars (bank accounts; product/assets counts it). */
  balanceDollars?: number;
}

export interface LinkedPayroll {
  employerName: string;
  /** Gross pay over the last 12 months, dollars. */
  annualIncomeDollars: number;
}

export type LinkResult =
  | { outcome: 'LINKED'; institution: LinkInstitution; accounts: LinkedAccount[]; payroll: LinkedPayroll | null }
  | { outcome: 'INVALID_CREDENTIALS' | 'INSTITUTION_UNAVAILABLE' | 'UNKNOWN_INSTITUTION' };

export interface LinkCredentials {
  institutionId: string;
  username: string;
  password: string;
}

export interface AccountLinkProvider {
  institutions(kind: LinkKind): LinkInstitution[];
  link(
    applicant: ProviderApplicant,
    credentials: LinkCredentials,
    statedAnnualIncomeDollars: number,
  ): Promise<LinkResult>;
}
