import type { ProviderApplicant } from './applicant';

/*
 * The income verifier (docs/product/widgets-and-calculations.md §3 income sources: POINTSERV payroll, PLAID transactions, manual paystubs, tax forms,
 * EMPINFO): after the applicant linked an account, uploaded documents or named an employer, it answers the yearly
 * income it could verify, that it could verify none, or that the reviewer needs more documents.
 */

/** What the verifier reads: a linked payroll, a linked bank's deposits, uploaded documents, the employer's answer. */
export type IncomeMethod = 'PAYROLL' | 'BANK' | 'DOCUMENTS' | 'EMPLOYER';

export interface IncomeVerificationRequest {
  method: IncomeMethod;
  /** Yearly, dollars: what the applicant stated (primary plus other income). */
  statedAnnualIncomeDollars: number;
  /** Yearly gross pay the payroll provider reported at link time, dollars (PAYROLL only). */
  reportedAnnualIncomeDollars?: number | null;
  /** The income document types uploaded (DOCUMENTS only): INCOME_DOCUMENT_TYPES of the domain. */
  documentTypes?: readonly string[];
}

export type IncomeVerification =
  | { outcome: 'VERIFIED'; verifiedAnnualIncomeDollars: number }
  | { outcome: 'NOT_VERIFIED' }
  | {
      /** The reviewer asks for more of one document type (a HELOC_MANUAL_PAYSTUB_UPLOAD condition). */
      outcome: 'MORE_DOCUMENTS';
      documentType: 'PAYSTUB';
      count: number;
      commentsToBorrower: string;
    };

export interface IncomeProvider {
  verify(applicant: ProviderApplicant, request: IncomeVerificationRequest): Promise<IncomeVerification>;
}
