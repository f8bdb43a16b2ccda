// Underwriting and valuation enumerations of the application status object (docs/product/widgets-and-calculations.md §4 "Other enumerations").

// docs/product/widgets-and-calculations.md §4: Decision.
export const UW_DECISIONS = [
  'APPROVED',
  'ASSET_DEPLETION',
  'DECLINE',
  'ERROR',
  'FINAL',
  'INELIGIBLE',
  'INITIAL',
  'REVIEW',
  'SELECT',
  'UNKNOWN',
] as const;
export type UwDecision = (typeof UW_DECISIONS)[number];

// docs/product/widgets-and-calculations.md §4: Subdecision.
export const UW_SUB_DECISIONS = [
  'BPO_PENDING',
  'CREDIT_FROZEN',
  'FINAL_OFFER',
  'UNVERIFIED_DTI_LIMITED',
  'UNVERIFIED_OFFER',
  'UNVERIFIED_ONBOARDING_COMPLETE',
  'VERIFIED_DTI_LIMITED',
  'VERIFIED_INCOME_MATCHED_OFFER',
  'VERIFIED_OFFER',
  'VERIFIED_RESERVE_LIMITED',
] as const;
export type UwSubDecision = (typeof UW_SUB_DECISIONS)[number];

// docs/product/widgets-and-calculations.md §4 lists the BPO values as NOT_REQUIRED, REQUIRED, UNKNOWN, PROCESSING, COMPLETE, while the routing table of
// docs/product/registration-and-routing.md §4 compares the bpo status with BPO_REQUIRED. We keep the prefixed spelling so that both read true.
export const BPO_STATUSES = [
  'BPO_NOT_REQUIRED',
  'BPO_REQUIRED',
  'BPO_UNKNOWN',
  'BPO_PROCESSING',
  'BPO_COMPLETE',
] as const;
export type BpoStatus = (typeof BPO_STATUSES)[number];

// docs/product/widgets-and-calculations.md §4: Title: TITLE_REQUIRED, NOT_REQUIRED, PREQUAL processing, PREQUAL complete, FINAL processing, FINAL
// complete, UNKNOWN. The spelling of the four processing/complete values is ours.
export const TITLE_STATUSES = [
  'TITLE_REQUIRED',
  'NOT_REQUIRED',
  'PREQUAL_PROCESSING',
  'PREQUAL_COMPLETE',
  'FINAL_PROCESSING',
  'FINAL_COMPLETE',
  'UNKNOWN',
] as const;
export type TitleStatus = (typeof TITLE_STATUSES)[number];

// docs/product/widgets-and-calculations.md §4: Property condition.
export const PROPERTY_CONDITIONS = [
  'UNKNOWN_CONDITION',
  'NOT_AVAILABLE',
  'POOR',
  'FAIR',
  'AVERAGE',
  'GOOD',
  'EXCELLENT',
] as const;
export type PropertyCondition = (typeof PROPERTY_CONDITIONS)[number];

// docs/product/widgets-and-calculations.md §4: Verification.
export const VERIFICATION_STATUSES = ['VERIFIED', 'FAILED_VERIFICATION', 'PENDING_REVIEW'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

// docs/product/widgets-and-calculations.md §4: Step progress.
export const STEP_PROGRESS_VALUES = ['INITIAL', 'IN_PROGRESS', 'COMPLETE'] as const;
export type StepProgress = (typeof STEP_PROGRESS_VALUES)[number];

// docs/product/application-area.md §2.5: the progress enum of the application progress bar.
export const APPLICATION_PROGRESS_VALUES = [
  'INITIAL',
  'PRODUCT_SELECT',
  'MORE_INFO',
  'LINK_INCOME',
  'ID_UPLOAD',
  'SIGNING',
  'ENOTARY',
  'MANUAL_NOTARY',
  'COMPLETE',
] as const;
export type ApplicationProgress = (typeof APPLICATION_PROGRESS_VALUES)[number];
