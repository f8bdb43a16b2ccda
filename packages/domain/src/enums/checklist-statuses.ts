// Application step (checklist) statuses: every status named in docs/product/registration-and-routing.md §4 and docs/product/widgets-and-calculations.md §4. Where the spec describes a
// group without naming its members, the members below are OUR names, grouped in an exported array and marked so.

// docs/product/registration-and-routing.md §4 (routing) and §4 (polling): credit no-match statuses.
export const CREDIT_NO_MATCH_STATUSES = ['CREDIT_NO_MATCH', 'CREDIT_NO_MATCH_SSN'] as const;

// docs/product/registration-and-routing.md §4: "hard or soft credit locked or frozen". The names are ours.
export const CREDIT_LOCKED_OR_FROZEN_STATUSES = [
  'SOFT_CREDIT_LOCKED',
  'SOFT_CREDIT_FROZEN',
  'HARD_CREDIT_LOCKED',
  'HARD_CREDIT_FROZEN',
] as const;

// docs/product/registration-and-routing.md §4: "the NAV BPO or resi-eval estimate statuses" (routed with NO_AVM_FOUND). The names are ours.
export const NAV_ESTIMATE_STATUSES = ['NAV_BPO_ESTIMATE', 'NAV_RESI_EVAL_ESTIMATE'] as const;

// docs/product/registration-and-routing.md §4: "BPO order request statuses". The names are ours.
export const BPO_ORDER_REQUEST_STATUSES = [
  'BPO_ORDER_REQUEST',
  'NAV_BPO_ORDER_REQUEST',
  'NAV_RESI_EVAL_ORDER_REQUEST',
] as const;

// docs/product/registration-and-routing.md §4: "the final title statuses"; docs/product/widgets-and-calculations.md §4: "title steps (prequal and final)". The final names are ours;
// PREQUAL_TITLE and ORDER_FULL_TITLE are the spec's.
export const FINAL_TITLE_STATUSES = ['FINAL_TITLE', 'FINAL_TITLE_REVIEW', 'FINAL_TITLE_CLEARED'] as const;

// docs/product/registration-and-routing.md §4 (polling): processing statuses are those starting with WAITING_FOR. WAITING_FOR_SOFT_CREDIT and
// WAITING_FOR_INITIAL_OFFERS are the spec's (docs/product/widgets-and-calculations.md §4); the others are ours, one per processing step of the engine.
export const WAITING_FOR_STATUSES = [
  'WAITING_FOR_SOFT_CREDIT',
  'WAITING_FOR_INITIAL_OFFERS',
  'WAITING_FOR_HARD_CREDIT',
  'WAITING_FOR_REVISED_OFFERS',
  'WAITING_FOR_FINAL_OFFERS',
  'WAITING_FOR_PROPERTY_DATA',
  'WAITING_FOR_INCOME_VERIFICATION',
  'WAITING_FOR_IDENTITY_VERIFICATION',
  'WAITING_FOR_TITLE',
  'WAITING_FOR_LIEN_VERIFICATION',
  'WAITING_FOR_FLOOD_CERT',
  'WAITING_FOR_SIGNING',
  'WAITING_FOR_NOTARY',
  'WAITING_FOR_FUNDING',
  // The assets the applicant linked or uploaded on product/assets are being verified (engine VERIFY_ASSETS).
  'WAITING_FOR_ASSET_VERIFICATION',
] as const;

// docs/product/registration-and-routing.md §4 (polling): the processing statuses named besides the WAITING_FOR prefix.
export const NAMED_PROCESSING_STATUSES = [
  'GEN_APP_DISCLOSURES',
  'GEN_NOTE_SIGNING',
  'GEN_PRE_SOFT_CREDIT_DISCLOSURE',
  'HARD_CREDIT_PULL',
  'IN_PROGRESS',
  'ONSITE_APPRAISAL_REQUEST',
  'PREQUAL_TITLE',
] as const;

// Manual reviews that route to review-app/uw, review-app/incorrect-pin and review-app/incorrect-ownership.
// The spec names the screens but no status routes to them: these names are ours.
export const MANUAL_REVIEW_STATUSES = ['UW_REVIEW', 'INCORRECT_PIN', 'INCORRECT_OWNERSHIP'] as const;

// Every other status named in docs/product/registration-and-routing.md §4 (routing table) and docs/product/widgets-and-calculations.md §4 (application step statuses).
const NAMED_STATUSES = [
  'APP_SUBMISSION',
  'OFFER_SELECTION',
  'REVISED_OFFER_SELECTION',
  'FINAL_OFFER',
  'IDENTITY_VERIFICATION',
  'INCOME_VERIFICATION',
  'EMPLOYMENT_VERIFICATION',
  'CREDIT_ERROR',
  'CREDIT_MINOR',
  'FACTA_REVIEW',
  'NO_PROPERTY_FOUND',
  'MULTIPLE_PROPERTIES',
  'DECLINED',
  'COLLECT_ADDITIONAL_INFO',
  'HMDA',
  'DELINQUENCY_REVIEW',
  'GEN_CLOSING_DISCLOSURE',
  'GEN_SUMMARY_DISCLOSURE',
  'GEN_NOTARY_DISCLOSURE',
  'GEN_RESCISSION',
  'NOTE_SIGNING',
  'ASSETS_PREQUAL',
  'CLTV_LIEN_POSITION_REQUALIFY',
  'DISBURSEMENT_ACCOUNT',
  'AUTOPAY_ACCOUNT',
  'VERIFIED_AUTOPAY_ACCOUNT',
  'NO_AVM_FOUND',
  'PAYOFF_REQUEST_PENDING',
  'NAV_BPO_PROCESSING',
  'NAV_RESI_EVAL_PROCESSING',
  'RESCISSION',
  'RECORDING',
  'FUNDABLE',
  'DIRECT_DEBT_PAYOFF',
  'FUNDING_DECISION',
  'DEED_SIGNING',
  'MANUAL_DEED_SIGNING',
  'APPRAISAL_REVIEW_COMPLETE',
  'HOLD_FOR_APPRAISAL_REVIEW',
  'ORDER_FULL_TITLE',
  'REQUEST_STEWART_PAYOFFS',
  'LIEN_VERIFICATION',
  'LIEN_VERIFICATION_INQUIRY',
  'CO_DEED_REQ',
  'ATTORNEY_REVIEW',
  'NOTARY_WAITING_PERIOD',
  'ONSITE_APPRAISAL_BORROWER_PAYMENT',
  'ONSITE_APPRAISAL_PENDING',
  'COMPLETE',
  'CANCELLED',
  'UNKNOWN',
] as const;

/** Every checklist status the product knows (docs/product/widgets-and-calculations.md §4: "about 90 values"). */
export const CHECKLIST_STATUSES = [
  ...WAITING_FOR_STATUSES,
  ...NAMED_PROCESSING_STATUSES,
  ...CREDIT_NO_MATCH_STATUSES,
  ...CREDIT_LOCKED_OR_FROZEN_STATUSES,
  ...NAV_ESTIMATE_STATUSES,
  ...BPO_ORDER_REQUEST_STATUSES,
  ...FINAL_TITLE_STATUSES,
  ...NAMED_STATUSES,
  ...MANUAL_REVIEW_STATUSES,
] as const;
export type ChecklistStatus = (typeof CHECKLIST_STATUSES)[number];

export const isChecklistStatus = (value: unknown): value is ChecklistStatus =>
  (CHECKLIST_STATUSES as readonly unknown[]).includes(value);
