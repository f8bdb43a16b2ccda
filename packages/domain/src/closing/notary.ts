import { labelMessages } from '../i18n/message';
/*
 * The notary step of the closing (docs/product/registration-and-routing.md §4 routes GEN_NOTARY_DISCLOSURE, ATTORNEY_REVIEW,
 * NOTARY_WAITING_PERIOD and DEED_SIGNING before acceptance to notary/intro, MANUAL_DEED_SIGNING to
 * notary/reserve-manual). The remote (eNotary) session has three steps; its names and the choices offered are ours.
 */

/** Where a participant is in the remote online notarisation session. */
export const NOTARY_SESSION_STEPS = ['IDENTITY', 'QUESTIONS', 'SEAL', 'DONE'] as const;
export type NotarySessionStep = (typeof NOTARY_SESSION_STEPS)[number];

/** The government ID the notary checks. */
export const NOTARY_ID_DOCUMENT_TYPES = ['DRIVERS_LICENSE', 'STATE_ID', 'PASSPORT'] as const;
export type NotaryIdDocumentType = (typeof NOTARY_ID_DOCUMENT_TYPES)[number];
export const NOTARY_ID_DOCUMENT_LABELS = labelMessages<NotaryIdDocumentType>('domain.notary.idDocument', {
  DRIVERS_LICENSE: "Driver's license",
  STATE_ID: 'State ID card',
  PASSPORT: 'U.S. passport',
});

/** REMOTE: an online notary (eNotary); IN_PERSON: a notary the applicant meets (docs/product/application-area.md §2.5 "manual notary"). */
export const NOTARY_MODES = ['REMOTE', 'IN_PERSON'] as const;
export type NotaryMode = (typeof NOTARY_MODES)[number];

/** The statuses where the closing waits on the notary step (docs/product/registration-and-routing.md §4). */
export const NOTARY_STATUSES = [
  'GEN_NOTARY_DISCLOSURE',
  'ATTORNEY_REVIEW',
  'NOTARY_WAITING_PERIOD',
  'DEED_SIGNING',
  'MANUAL_DEED_SIGNING',
] as const;

/** The statuses after the deed is signed, shown on the complete screen (docs/product/registration-and-routing.md §4). */
export const AFTER_SIGNING_STATUSES = [
  'GEN_RESCISSION',
  'RESCISSION',
  'RECORDING',
  'FUNDABLE',
  'FUNDING_DECISION',
  'COMPLETE',
] as const;

export const NOTARY_MESSAGES = labelMessages('domain.notary', {
  documentTypeRequired: 'Choose the ID you will show the notary',
  documentLast4: 'Enter the last 4 characters of the ID number',
  answerEveryQuestion: 'Answer every question',
  deedSignedRequired: 'Sign the deed before the notary applies the seal',
  slotRequired: 'Choose a time and place',
});
