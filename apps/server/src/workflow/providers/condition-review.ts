import type { ProviderApplicant } from './applicant';

/** One file of an answer, as the document store recorded it. */
export interface ReviewedFile {
  documentUuid: string;
  contentType: string;
  /** Bytes. */
  size: number;
  sha256: string;
}

export interface ConditionReviewRequest {
  applicant: ProviderApplicant;
  /** The condition's categoryEnum (docs/product/application-area.md §4.1). */
  categoryEnum: string;
  /** 1 for the first answer to this condition, 2 after one rejection, ... */
  attempt: number;
  /** The files of this answer; empty for an answer that is data (a phone number). */
  files: readonly ReviewedFile[];
}

export type ConditionReviewAnswer =
  | { decision: 'ACCEPT' }
  /** `reason` is shown to the applicant, who can answer again. */
  | { decision: 'REJECT'; reason: string }
  /** Left for operations staff (the sandbox control API accepts or rejects it). */
  | { decision: 'HOLD' };

/** The lender's reviewer of answers to conditions (docs/architecture.md: the sandbox stands in for the lender). */
export interface ConditionReviewer {
  review(request: ConditionReviewRequest): Promise<ConditionReviewAnswer>;
}
