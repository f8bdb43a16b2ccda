import type { ProviderApplicant } from './applicant';

export type IdentityCheckOutcome = 'VERIFIED' | 'FAILED_VERIFICATION' | 'PENDING_REVIEW';

/** Identity verification (ID document + selfie). Outcomes follow spec 03 §4 "Verification". */
export interface IdentityVerificationProvider {
  verify(applicant: ProviderApplicant): Promise<{ outcome: IdentityCheckOutcome }>;
}
