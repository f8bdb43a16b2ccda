import type { IdDocumentSide, IdentityVerificationResult, IdType } from '@heloc/domain';
import type { ProviderApplicant } from './applicant';

export type IdentityCheckOutcome = IdentityVerificationResult;

/** One photographed side of the ID, as the document store recorded it (the provider fetches the bytes by its key). */
export interface IdDocumentImage {
  side: IdDocumentSide;
  documentUuid: string;
  /** Detected from the bytes: image/jpeg, image/png, image/heic or application/pdf. */
  contentType: string;
  /** Bytes. */
  size: number;
  /** Hex SHA-256 of the bytes. */
  sha256: string;
}

export interface IdentityCheckRequest {
  applicant: ProviderApplicant;
  idType: IdType;
  /** The front, then the back when it was captured. */
  images: readonly IdDocumentImage[];
  /** 1 for the applicant's first ID on this application, 2 for the next, ... */
  attempt: number;
}

export interface IdentityCheckAnswer {
  outcome: IdentityCheckOutcome;
  /** The ID number read from the document; null when it could not be read. Stored only encrypted, never shown. */
  idNumber: string | null;
  /** Why it failed or went to a reviewer, in words the applicant can act on; null when verified. */
  reason: string | null;
}

/** Identity verification of a government ID (docs/architecture.md). Outcomes follow docs/product/widgets-and-calculations.md §4 "Verification". */
export interface IdentityVerificationProvider {
  verify(request: IdentityCheckRequest): Promise<IdentityCheckAnswer>;
}
