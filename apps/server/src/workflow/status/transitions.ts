import type { ChecklistStatus } from '@heloc/domain';

/*
 * The status machine of the engine: which checklistStatus may follow which. The spec shows the statuses and where
 * each routes (docs/product/registration-and-routing.md §4) but not the transitions between them (docs/product/widgets-and-calculations.md §4: "Transitions between these statuses are
 * not shown"), so this table is ours. docs/sandbox.md draws it. The sandbox control API may set any status: it is
 * how operations staff (and tests) move a file past the steps the engine does not drive yet.
 */
export const ALLOWED_TRANSITIONS: Partial<Record<ChecklistStatus, readonly ChecklistStatus[]>> = {
  // Soft credit pull (engine step SOFT_CREDIT).
  WAITING_FOR_SOFT_CREDIT: [
    'WAITING_FOR_INITIAL_OFFERS',
    'CREDIT_NO_MATCH',
    'CREDIT_NO_MATCH_SSN',
    'SOFT_CREDIT_FROZEN',
    'SOFT_CREDIT_LOCKED',
    'DECLINED',
    'DELINQUENCY_REVIEW',
    'ASSETS_PREQUAL',
    'UW_REVIEW',
  ],
  // Manual reviews (review-app/*): the reviewer approves (on to the offers) or declines (with reasons).
  DELINQUENCY_REVIEW: ['WAITING_FOR_INITIAL_OFFERS', 'DECLINED'],
  UW_REVIEW: ['WAITING_FOR_INITIAL_OFFERS', 'DECLINED'],
  // no-credit after the hard pull (the offer was confirmed): on to the application's next step instead.
  CREDIT_NO_MATCH_SSN: ['WAITING_FOR_INITIAL_OFFERS', 'COLLECT_ADDITIONAL_INFO', 'DECLINED'],
  INCORRECT_PIN: ['OFFER_SELECTION', 'DECLINED'],
  INCORRECT_OWNERSHIP: ['OFFER_SELECTION', 'DECLINED'],
  // Property, valuation, title, flood and pricing (engine step INITIAL_OFFERS).
  WAITING_FOR_INITIAL_OFFERS: [
    'OFFER_SELECTION',
    'NO_PROPERTY_FOUND',
    'MULTIPLE_PROPERTIES',
    'NO_AVM_FOUND',
    'DECLINED',
    'CLTV_LIEN_POSITION_REQUALIFY',
    'INCORRECT_PIN',
    'INCORRECT_OWNERSHIP',
  ],
  // A home without an automated value: the applicant's estimate, the order of a broker price opinion (after
  // the Texas condition questionnaire), then the engine step BPO_VALUATION prices the offers (or a specialist reviews).
  NO_AVM_FOUND: ['BPO_ORDER_REQUEST'],
  BPO_ORDER_REQUEST: ['NAV_BPO_PROCESSING'],
  NAV_BPO_PROCESSING: [
    'OFFER_SELECTION',
    'CLTV_LIEN_POSITION_REQUALIFY',
    'DECLINED',
    'HOLD_FOR_APPRAISAL_REVIEW',
    'INCORRECT_PIN',
    'INCORRECT_OWNERSHIP',
  ],
  // The broker could not value the home: the applicant asks for another visit (docs/product/operations-console.md §5).
  HOLD_FOR_APPRAISAL_REVIEW: ['NAV_BPO_PROCESSING'],
  // Product/assets: linked accounts and statements are verified (engine step VERIFY_ASSETS); enough assets go
  // on to the initial offers.
  ASSETS_PREQUAL: ['WAITING_FOR_ASSET_VERIFICATION'],
  WAITING_FOR_ASSET_VERIFICATION: ['WAITING_FOR_INITIAL_OFFERS', 'DECLINED'],
  // Product/prequal-winback: the applicant accepts the lower line (or withdraws: CANCELLED).
  CLTV_LIEN_POSITION_REQUALIFY: ['OFFER_SELECTION'],
  // The borrower confirms an offer: the hard pull follows (docs/product/registration-and-routing.md §1: "A hard credit pull happens on submission").
  OFFER_SELECTION: ['HARD_CREDIT_PULL'],
  // A revised offer (lower verified income) is confirmed after the hard pull already happened: identity is next.
  REVISED_OFFER_SELECTION: ['HARD_CREDIT_PULL', 'IDENTITY_VERIFICATION'],
  // Hard credit pull (engine step HARD_CREDIT).
  HARD_CREDIT_PULL: [
    'COLLECT_ADDITIONAL_INFO',
    'HARD_CREDIT_FROZEN',
    'HARD_CREDIT_LOCKED',
    'CREDIT_NO_MATCH',
    'CREDIT_NO_MATCH_SSN',
    'DECLINED',
  ],
  // A way out of the credit and property dead ends (modules/retries): the full SSN re-runs the pull that
  // found no file (the hard one once it has run); "I've lifted it" re-runs the frozen or locked pull; a corrected
  // address or the parcel picked among several re-runs the property lookup.
  CREDIT_NO_MATCH: ['WAITING_FOR_SOFT_CREDIT', 'HARD_CREDIT_PULL'],
  SOFT_CREDIT_FROZEN: ['WAITING_FOR_SOFT_CREDIT'],
  SOFT_CREDIT_LOCKED: ['WAITING_FOR_SOFT_CREDIT'],
  HARD_CREDIT_FROZEN: ['HARD_CREDIT_PULL'],
  HARD_CREDIT_LOCKED: ['HARD_CREDIT_PULL'],
  NO_PROPERTY_FOUND: ['WAITING_FOR_INITIAL_OFFERS'],
  MULTIPLE_PROPERTIES: ['WAITING_FOR_INITIAL_OFFERS'],
  // Finishing the application: the applicant's answers move it on (start/contact, start/hmda, submit).
  COLLECT_ADDITIONAL_INFO: ['HMDA'],
  HMDA: ['APP_SUBMISSION'],
  APP_SUBMISSION: ['GEN_SUMMARY_DISCLOSURE'],
  // The application summary is generated (engine step), then income is verified.
  GEN_SUMMARY_DISCLOSURE: ['INCOME_VERIFICATION'],
  // Verified income: as stated (identity next), lower (re-priced offers), none that qualifies (declined), or the
  // employer is asked (EMPLOYMENT_VERIFICATION).
  INCOME_VERIFICATION: ['EMPLOYMENT_VERIFICATION', 'IDENTITY_VERIFICATION', 'REVISED_OFFER_SELECTION', 'DECLINED'],
  EMPLOYMENT_VERIFICATION: ['IDENTITY_VERIFICATION', 'REVISED_OFFER_SELECTION', 'DECLINED', 'INCOME_VERIFICATION'],
  // An ID that fails stays here with an ID_VERIFICATION_FAILURE condition until re-verified.
  IDENTITY_VERIFICATION: ['LIEN_VERIFICATION'],
  // Liens confirmed: a payoff letter is requested for each lien paid from the line; the crypto variant has no
  // disbursement account (docs/product/registration-and-routing.md §4), so it goes to autopay.
  LIEN_VERIFICATION: ['PAYOFF_REQUEST_PENDING', 'DISBURSEMENT_ACCOUNT', 'AUTOPAY_ACCOUNT'],
  PAYOFF_REQUEST_PENDING: ['DISBURSEMENT_ACCOUNT', 'AUTOPAY_ACCOUNT'],
  DISBURSEMENT_ACCOUNT: ['AUTOPAY_ACCOUNT'],
  // bank/confirm: the closing documents are prepared next (the closing issue takes over there).
  AUTOPAY_ACCOUNT: ['GEN_CLOSING_DISCLOSURE'],
  // Documents and signing: the flood certificate and the closing package (engine step GEN_CLOSING_DISCLOSURE),
  // the borrower signs (signing/sign), the signed copies are made (engine step GEN_NOTE_SIGNING), then additional
  // signers (CO_DEED_REQ) or the notary disclosure (workflow/signers/next-after-primary-signed.ts decides).
  GEN_CLOSING_DISCLOSURE: ['NOTE_SIGNING'],
  NOTE_SIGNING: ['GEN_NOTE_SIGNING'],
  FINAL_OFFER: ['GEN_NOTE_SIGNING'],
  GEN_NOTE_SIGNING: ['CO_DEED_REQ', 'GEN_NOTARY_DISCLOSURE'],
  // Additional signers: once everyone who must sign has signed (workflow/signers/).
  CO_DEED_REQ: ['GEN_NOTARY_DISCLOSURE'],
  // The notary (engine steps in workflow/steps/notary.ts): a closing attorney and a waiting period where the
  // state asks, then the deed is signed online (DEED_SIGNING) or before a notary in person (MANUAL_DEED_SIGNING).
  GEN_NOTARY_DISCLOSURE: ['ATTORNEY_REVIEW', 'NOTARY_WAITING_PERIOD', 'DEED_SIGNING', 'MANUAL_DEED_SIGNING'],
  ATTORNEY_REVIEW: ['NOTARY_WAITING_PERIOD', 'DEED_SIGNING', 'MANUAL_DEED_SIGNING'],
  NOTARY_WAITING_PERIOD: ['DEED_SIGNING', 'MANUAL_DEED_SIGNING'],
  // An online session closed after refused identity answers is not a dead end (docs/product/operations-console.md
  // §5): the file switches to an in-person notary, and a closer may open the online session again.
  DEED_SIGNING: ['GEN_RESCISSION', 'MANUAL_DEED_SIGNING'],
  MANUAL_DEED_SIGNING: ['GEN_RESCISSION', 'DEED_SIGNING'],
  // After the signing (workflow/steps/rescission-funding.ts): the right to cancel of a primary residence
  // (the primary applicant may cancel: CANCELLED), the recording, then the funded first draw.
  GEN_RESCISSION: ['RESCISSION', 'RECORDING'],
  RESCISSION: ['RECORDING'],
  RECORDING: ['FUNDABLE'],
  FUNDABLE: ['FUNDING_DECISION'],
  FUNDING_DECISION: ['COMPLETE'],
};

/** Statuses that close an application: it stops being the active one of its identity and organisation. */
export const CLOSING_STATUSES: readonly ChecklistStatus[] = ['COMPLETE', 'CANCELLED'];

/** True when the engine or the borrower may move an application from `from` to `to`; CANCELLED is always allowed. */
export const canTransition = (from: string, to: ChecklistStatus): boolean =>
  to === 'CANCELLED' || (ALLOWED_TRANSITIONS[from as ChecklistStatus] ?? []).includes(to);
