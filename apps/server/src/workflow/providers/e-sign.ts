import type { ProviderApplicant } from './applicant';

export interface SigningSession {
  envelopeId: string;
  /** Where the borrower signs (embedded signing URL). */
  signingUrl: string;
}

export interface ESignProvider {
  createEnvelope(signer: ProviderApplicant, documentNames: string[]): Promise<SigningSession>;
}
