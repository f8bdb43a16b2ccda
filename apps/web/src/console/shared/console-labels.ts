import { statusName, type ConditionCategory, type ConditionState, type DocumentType } from '@heloc/domain';
import type { WaitingOn } from '@heloc/domain/contracts';

/** The product's name in the console's top bar and titles. */
export const CONSOLE_NAME = 'Operations console';

const UPPER_WORDS = new Set([
  'CLTV',
  'LTV',
  'DTI',
  'AUS',
  'HOA',
  'ID',
  'HELOC',
  'BPO',
  'UW',
  'AVM',
  'NAV',
  'SSN',
  'PIN',
  'HMDA',
  'OTP',
  'TILA',
  'KYC',
]);

/** An enum value in words ('WAITING_FOR_ID_UPLOAD' → 'Waiting for ID upload'), for values without a label of their own. */
export const readableEnum = (value: string): string => {
  const words = value.split('_').filter(Boolean);
  return words
    .map((word, i) => {
      if (UPPER_WORDS.has(word)) return word;
      const lower = word.toLowerCase();
      return i === 0 ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower;
    })
    .join(' ');
};

/** A checklist status as staff read it: the domain's staff names (staff/status-names.ts). */
export const statusLabel = (status: string): string => statusName(status);

/** docs/product/operations-console.md §3: who must act next. */
export const WAITING_ON_LABELS: Readonly<Record<WaitingOn, string>> = {
  BORROWER: 'Borrower',
  LENDER: 'Lender',
  OUTSIDE_PARTY: 'Outside party',
  DATE: 'A date',
  NOBODY: 'Closed',
};

/** The same, in a sentence's words ("Waiting on: the borrower"). */
export const WAITING_ON_PHRASES: Readonly<Record<WaitingOn, string>> = {
  BORROWER: 'the borrower',
  LENDER: 'the lender',
  OUTSIDE_PARTY: 'an outside party',
  DATE: 'a date',
  NOBODY: 'nobody (the file is closed)',
};

/** The 12 condition categories (docs/product/application-area.md §4.1), as the lender names them. */
export const CONDITION_CATEGORY_LABELS: Readonly<Record<ConditionCategory, string>> = {
  BANK_ACCOUNT_FRAUD_REVIEW: 'Bank account review (bank statement or letter)',
  ID_VERIFICATION_FAILURE: 'ID verification failed (new ID photo)',
  MISSING_PHONE_NUMBER: 'Missing phone number',
  REVIEW_TRUST_REQUIREMENTS: 'Trust requirements (certificate of trust)',
  PROPERTY_LEGAL_DESCRIPTION: 'Property legal description (mortgage, deed of trust or deed)',
  IDENTITY_DOCUMENT_FRAUD_REVIEW: 'Identity document review (ID upload)',
  PROPERTY_OWNERSHIP_FRAUD_REVIEW: 'Property ownership review (deed or transfer document)',
  FALSE_OWNERSHIP_TYPE_REVIEW: 'Ownership type review (deed or transfer document)',
  HELOC_MANUAL_PAYSTUB_UPLOAD: 'Paystubs',
  HARD_CREDIT_INQUIRY_REVIEW: 'Recent credit inquiry (proof of cancellation)',
  GENERIC_DOCUMENT_REQUEST: 'Other document request',
  ESCALATION_REVIEW: 'Escalation review',
};

export const conditionCategoryLabel = (category: string): string =>
  CONDITION_CATEGORY_LABELS[category as ConditionCategory] ?? readableEnum(category);

/** A condition's state as the reviewer reads it (the domain's labels are the borrower's words). */
export const CONDITION_STATE_STAFF_LABELS: Readonly<Record<ConditionState, string>> = {
  NEEDED: 'Needed from the borrower',
  SUBMITTED: 'Answered, to review',
  IN_REVIEW: 'In review',
  ACCEPTED: 'Accepted',
  REJECTED: 'Rejected, the borrower answers again',
};

export const DOCUMENT_TYPE_LABELS: Readonly<Record<DocumentType, string>> = {
  DISCLOSURES: 'Disclosures',
  ID_FRONT: 'ID (front)',
  ID_BACK: 'ID (back)',
  BANK_STATEMENT: 'Bank statement',
  BANK_LETTER: 'Bank letter',
  PAYSTUB: 'Paystub',
  HAZARD_INSURANCE_PROOF: 'Proof of hazard insurance',
  FLOOD_INSURANCE_PROOF: 'Proof of flood insurance',
  CERTIFICATE_OF_TRUST: 'Certificate of trust',
  MORTGAGE: 'Mortgage',
  DEED_OF_TRUST: 'Deed of trust',
  DEED: 'Deed',
  TRANSFER_DOCUMENT: 'Transfer document',
  PROOF_OF_CANCELLATION: 'Proof of cancellation',
  OTHER: 'Other',
};

/** How long ago, in whole units without "ago" ("3 days", "5 hours"), for time in status. */
export const durationSince = (since: string, now: Date): string => {
  const ms = Math.max(0, now.getTime() - new Date(since).getTime());
  const minutes = Math.floor(ms / 60_000);
  const unit = (count: number, name: string) => `${count} ${name}${count === 1 ? '' : 's'}`;
  if (minutes < 1) return 'Under a minute';
  if (minutes < 60) return unit(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return unit(hours, 'hour');
  return unit(Math.floor(hours / 24), 'day');
};

/** A date and time as staff read it, in the browser's time zone. */
export const formatDateTime = (iso: string): string =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
