import type { ChecklistStatus } from '../enums/checklist-statuses';

/*
 * Every checklist status as the lender's staff name it, grouped by the stage of the application it belongs to
 * (docs/product/operations-console.md §3): the console's status filter, the pipeline, the file and the audit trail
 * read these words, never the codes. Restated row by row in status-names.test.ts.
 */

/** The stages of an application, in the order a file goes through them. */
export const STATUS_STAGES = ['REGISTRATION', 'OFFERS', 'FINISHING', 'CLOSING', 'AFTER_FUNDING', 'ENDED'] as const;
export type StatusStage = (typeof STATUS_STAGES)[number];

export const STATUS_STAGE_NAMES: Readonly<Record<StatusStage, string>> = {
  REGISTRATION: 'Registration',
  OFFERS: 'Offers',
  FINISHING: 'Finishing the application',
  CLOSING: 'Closing',
  AFTER_FUNDING: 'After funding',
  ENDED: 'Ended',
};

interface StatusName {
  stage: StatusStage;
  /** The status in the staff's words, as a short phrase. */
  name: string;
}

const at =
  (stage: StatusStage) =>
  (name: string): StatusName => ({ stage, name });
const registration = at('REGISTRATION');
const offers = at('OFFERS');
const finishing = at('FINISHING');
const closing = at('CLOSING');
const afterFunding = at('AFTER_FUNDING');
const ended = at('ENDED');

/** Each status: its stage and its name (in the stage's order of a file's path where there is one). */
export const STATUS_NAMES: Readonly<Record<ChecklistStatus, StatusName>> = {
  // Registration: the disclosures, the soft credit pull, the property, the first reviews.
  GEN_PRE_SOFT_CREDIT_DISCLOSURE: registration('Preparing the credit pull disclosure'),
  WAITING_FOR_SOFT_CREDIT: registration('Soft credit pull running'),
  CREDIT_NO_MATCH: registration('Credit file not found'),
  CREDIT_NO_MATCH_SSN: registration('Credit file to match by hand'),
  SOFT_CREDIT_LOCKED: registration('Credit file locked (soft pull)'),
  SOFT_CREDIT_FROZEN: registration('Credit file frozen (soft pull)'),
  CREDIT_ERROR: registration('Credit bureau error'),
  CREDIT_MINOR: ended('Too young to apply'),
  FACTA_REVIEW: registration('Fraud alert review'),
  DELINQUENCY_REVIEW: registration('Delinquency review'),
  UW_REVIEW: registration('Underwriting review'),
  WAITING_FOR_PROPERTY_DATA: registration('Property records being fetched'),
  NO_PROPERTY_FOUND: registration('Property not found'),
  MULTIPLE_PROPERTIES: registration('Several properties found'),
  INCORRECT_PIN: registration('Parcel number review'),
  INCORRECT_OWNERSHIP: registration('Ownership review'),
  PREQUAL_TITLE: registration('Pre-qualification title search'),
  ASSETS_PREQUAL: registration('Assets to link or upload'),
  WAITING_FOR_ASSET_VERIFICATION: registration('Assets being verified'),
  IN_PROGRESS: registration('Being processed'),
  UNKNOWN: registration('Unknown (to look into)'),
  // Offers: the first offers, the valuation when no automated value exists, the choice.
  WAITING_FOR_INITIAL_OFFERS: offers('Initial offers being priced'),
  NO_AVM_FOUND: offers('No automated home value'),
  NAV_BPO_ESTIMATE: offers('Home value estimate (for a broker’s opinion)'),
  NAV_RESI_EVAL_ESTIMATE: offers('Home value estimate (for a residential evaluation)'),
  BPO_ORDER_REQUEST: offers('Broker’s price opinion to order'),
  NAV_BPO_ORDER_REQUEST: offers('Broker’s price opinion to order (no automated value)'),
  NAV_RESI_EVAL_ORDER_REQUEST: offers('Residential evaluation to order'),
  NAV_BPO_PROCESSING: offers('Broker’s price opinion awaited'),
  NAV_RESI_EVAL_PROCESSING: offers('Residential evaluation awaited'),
  HOLD_FOR_APPRAISAL_REVIEW: offers('Broker could not value the home'),
  APPRAISAL_REVIEW_COMPLETE: offers('Appraisal review done'),
  ONSITE_APPRAISAL_REQUEST: offers('On-site appraisal being scheduled'),
  ONSITE_APPRAISAL_BORROWER_PAYMENT: offers('On-site appraisal to pay'),
  ONSITE_APPRAISAL_PENDING: offers('On-site appraisal awaited'),
  CLTV_LIEN_POSITION_REQUALIFY: offers('Lower line to accept'),
  OFFER_SELECTION: offers('Offer selection'),
  // Finishing the application: the hard pull, the details, the verifications, the liens and the accounts.
  HARD_CREDIT_PULL: finishing('Hard credit pull running'),
  WAITING_FOR_HARD_CREDIT: finishing('Hard credit report awaited'),
  HARD_CREDIT_LOCKED: finishing('Credit file locked (hard pull)'),
  HARD_CREDIT_FROZEN: finishing('Credit file frozen (hard pull)'),
  COLLECT_ADDITIONAL_INFO: finishing('Collect additional info'),
  HMDA: finishing('Government monitoring questions'),
  APP_SUBMISSION: finishing('Application to submit'),
  GEN_APP_DISCLOSURES: finishing('Preparing the application disclosures'),
  GEN_SUMMARY_DISCLOSURE: finishing('Preparing the application summary'),
  INCOME_VERIFICATION: finishing('Income verification'),
  WAITING_FOR_INCOME_VERIFICATION: finishing('Verified income awaited'),
  EMPLOYMENT_VERIFICATION: finishing('Employment verification'),
  WAITING_FOR_REVISED_OFFERS: finishing('Revised offers being priced'),
  REVISED_OFFER_SELECTION: finishing('Revised offer selection'),
  IDENTITY_VERIFICATION: finishing('Identity verification'),
  WAITING_FOR_IDENTITY_VERIFICATION: finishing('ID check awaited'),
  WAITING_FOR_TITLE: finishing('Title report awaited'),
  ORDER_FULL_TITLE: finishing('Full title report ordered'),
  FINAL_TITLE: finishing('Final title report awaited'),
  FINAL_TITLE_REVIEW: finishing('Final title review'),
  FINAL_TITLE_CLEARED: finishing('Final title cleared'),
  LIEN_VERIFICATION: finishing('Liens to confirm'),
  LIEN_VERIFICATION_INQUIRY: finishing('Question about the liens'),
  WAITING_FOR_LIEN_VERIFICATION: finishing('Lien confirmation awaited'),
  REQUEST_STEWART_PAYOFFS: finishing('Payoff amounts requested from title'),
  PAYOFF_REQUEST_PENDING: finishing('Payoff letters awaited'),
  DISBURSEMENT_ACCOUNT: finishing('Account for the draw'),
  AUTOPAY_ACCOUNT: finishing('Autopay and accounts'),
  VERIFIED_AUTOPAY_ACCOUNT: finishing('Accounts to confirm'),
  // Closing: the documents, the signatures, the notary, the right to cancel, recording and funding.
  GEN_CLOSING_DISCLOSURE: closing('Preparing the closing documents'),
  WAITING_FOR_FLOOD_CERT: closing('Flood certificate awaited'),
  WAITING_FOR_FINAL_OFFERS: closing('Final offer being priced'),
  FINAL_OFFER: closing('Final offer to accept'),
  NOTE_SIGNING: closing('Closing documents to sign'),
  WAITING_FOR_SIGNING: closing('Signed documents awaited'),
  GEN_NOTE_SIGNING: closing('Preparing the signed copies'),
  CO_DEED_REQ: closing('Additional signers to sign'),
  GEN_NOTARY_DISCLOSURE: closing('Preparing the notary disclosure'),
  ATTORNEY_REVIEW: closing('Closing attorney review'),
  NOTARY_WAITING_PERIOD: closing('Waiting period before the deed'),
  DEED_SIGNING: closing('Deed signing (online notary)'),
  MANUAL_DEED_SIGNING: closing('Deed signing (in-person notary)'),
  WAITING_FOR_NOTARY: closing('Notarised deed awaited'),
  GEN_RESCISSION: closing('Preparing the right to cancel'),
  RESCISSION: closing('Right to cancel'),
  RECORDING: closing('Deed recording'),
  FUNDABLE: closing('Ready to fund'),
  FUNDING_DECISION: closing('Funding'),
  WAITING_FOR_FUNDING: closing('First draw awaited'),
  // After funding: the debts paid from the draw, the open line.
  DIRECT_DEBT_PAYOFF: afterFunding('Debts being paid off from the draw'),
  COMPLETE: afterFunding('Complete: the line is open'),
  // Ended without a line.
  CANCELLED: ended('Cancelled'),
  DECLINED: ended('Declined'),
};

/** A status in the staff's words; a status the console does not know yet, its code in words. */
export const statusName = (status: string): string =>
  (STATUS_NAMES as Partial<Record<string, StatusName>>)[status]?.name ??
  status
    .toLowerCase()
    .replace(/_/g, ' ')
    .replace(/^./, (first) => first.toUpperCase());

/** The statuses of each stage, in the stage's order then the table's: the status filter's groups. */
export const statusesByStage = (): { stage: StatusStage; name: string; statuses: ChecklistStatus[] }[] =>
  STATUS_STAGES.map((stage) => ({
    stage,
    name: STATUS_STAGE_NAMES[stage],
    statuses: (Object.keys(STATUS_NAMES) as ChecklistStatus[]).filter((status) => STATUS_NAMES[status].stage === stage),
  }));
