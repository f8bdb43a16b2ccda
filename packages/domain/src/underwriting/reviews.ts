import type { AdverseActionReasonCode } from './adverse-action';

/*
 * The manual reviews an application can wait in (review-app/*) and the insurance proof a reviewer checks
 * before closing. The spec names the screens only; the statuses UW_REVIEW, INCORRECT_PIN and INCORRECT_OWNERSHIP and
 * everything below are ours (docs/decisions.md).
 */
export const REVIEW_KEYS = [
  'delinquency',
  'uw',
  'incorrect-pin',
  'incorrect-ownership',
  'no-credit',
  'insurance',
] as const;
export type ReviewKey = (typeof REVIEW_KEYS)[number];

/** The checklist status an application waits in while the review is open (insurance: any status before closing). */
export const REVIEW_STATUSES: Record<Exclude<ReviewKey, 'insurance'>, string> = {
  delinquency: 'DELINQUENCY_REVIEW',
  uw: 'UW_REVIEW',
  'incorrect-pin': 'INCORRECT_PIN',
  'incorrect-ownership': 'INCORRECT_OWNERSHIP',
  'no-credit': 'CREDIT_NO_MATCH_SSN',
};

/** Business days a reviewer takes once the applicant has sent what is asked (ours). */
export const REVIEW_BUSINESS_DAYS = 2;

/** The most characters of an explanation an applicant sends a reviewer. */
export const REVIEW_EXPLANATION_MAX = 2000;

/** FEMA flood zones that are special flood hazard areas (flood insurance required for a federally related loan). */
export const isSpecialFloodHazardArea = (zone: string | null | undefined): boolean =>
  !!zone && /^(A|V)/i.test(zone.trim());

/** The reviews a reviewer decides through the sandbox control API (insurance proof is checked with the closing). */
export const DECIDABLE_REVIEW_KEYS = [
  'delinquency',
  'uw',
  'incorrect-pin',
  'incorrect-ownership',
  'no-credit',
] as const;
export type DecidableReviewKey = (typeof DECIDABLE_REVIEW_KEYS)[number];

/** A reviewer's decline records these reasons unless it gives its own (Reg B sample form C-1 statements). */
export const REVIEW_DECLINE_DEFAULTS: Record<
  DecidableReviewKey,
  { category: 'CREDIT' | 'COLLATERAL'; reasons: { code: AdverseActionReasonCode; text?: string }[] }
> = {
  delinquency: { category: 'CREDIT', reasons: [{ code: 'DELINQUENT_OBLIGATIONS' }] },
  uw: { category: 'CREDIT', reasons: [{ code: 'REVOLVING_BALANCES' }, { code: 'RECENT_INQUIRIES' }] },
  'incorrect-pin': {
    category: 'COLLATERAL',
    reasons: [{ code: 'OTHER', text: 'Unable to verify the legal description of the property' }],
  },
  'incorrect-ownership': { category: 'COLLATERAL', reasons: [{ code: 'UNABLE_TO_VERIFY_OWNERSHIP' }] },
  'no-credit': { category: 'CREDIT', reasons: [{ code: 'NO_CREDIT_FILE' }] },
};
