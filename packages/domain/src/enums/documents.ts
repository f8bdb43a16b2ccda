import { labelMessages } from '../i18n/message';
// Enumerations of conditions, documents, notifications and banners (docs/product/application-area.md §3-§4, docs/product/widgets-and-calculations.md §3).

// docs/product/application-area.md §4.1: condition categories (categoryEnum); docs/product/widgets-and-calculations.md §3 calls them task or review types.
export const CONDITION_CATEGORIES = [
  'BANK_ACCOUNT_FRAUD_REVIEW',
  'ID_VERIFICATION_FAILURE',
  'MISSING_PHONE_NUMBER',
  'REVIEW_TRUST_REQUIREMENTS',
  'PROPERTY_LEGAL_DESCRIPTION',
  'IDENTITY_DOCUMENT_FRAUD_REVIEW',
  'PROPERTY_OWNERSHIP_FRAUD_REVIEW',
  'FALSE_OWNERSHIP_TYPE_REVIEW',
  'HELOC_MANUAL_PAYSTUB_UPLOAD',
  'HARD_CREDIT_INQUIRY_REVIEW',
  'GENERIC_DOCUMENT_REQUEST',
  'ESCALATION_REVIEW',
] as const;
export type ConditionCategory = (typeof CONDITION_CATEGORIES)[number];

// docs/product/widgets-and-calculations.md §3: "a long list including disclosures, ID front and back, bank statement, paystub, insurance proofs and
// others"; docs/product/application-area.md §3-§4 adds BANK_LETTER and the documents conditions ask for. Every name except BANK_LETTER is ours.
export const DOCUMENT_TYPES = [
  'DISCLOSURES',
  'ID_FRONT',
  'ID_BACK',
  'BANK_STATEMENT',
  'BANK_LETTER',
  'PAYSTUB',
  'HAZARD_INSURANCE_PROOF',
  'FLOOD_INSURANCE_PROOF',
  'CERTIFICATE_OF_TRUST',
  'MORTGAGE',
  'DEED_OF_TRUST',
  'DEED',
  'TRANSFER_DOCUMENT',
  'PROOF_OF_CANCELLATION',
  'OTHER',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

// docs/product/application-area.md §3: notification status is UNREAD or read.
export const NOTIFICATION_STATUSES = ['UNREAD', 'READ'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

// docs/product/widgets-and-calculations.md §3: banner variant (info or warn).
export const BANNER_VARIANTS = ['info', 'warn'] as const;
export type BannerVariant = (typeof BANNER_VARIANTS)[number];

// docs/product/application-area.md §5.1: feedback topics and the marketing consent answer.
export const FEEDBACK_TOPICS = ['IMPROVE', 'COMPLIMENT'] as const;
export type FeedbackTopic = (typeof FEEDBACK_TOPICS)[number];
export const FEEDBACK_TOPIC_LABELS: Record<FeedbackTopic, string> = {
  IMPROVE: 'Improve our product',
  COMPLIMENT: 'Give us a compliment',
};
export const FEEDBACK_MARKETING_CONSENTS = ['YES', 'NO'] as const;
export type FeedbackMarketingConsent = (typeof FEEDBACK_MARKETING_CONSENTS)[number];

// What a stored file of an application is (the document store used by the application, conditions and
// closing). Ours.
export const APPLICATION_DOCUMENT_KINDS = [
  'APPLICATION_SUMMARY',
  'INCOME_DOCUMENT',
  'GOVERNMENT_ID',
  'LIEN_PAYOFF_PROOF',
  'PAYOFF_LETTER',
  'CONDITION_DOCUMENT',
  'INSURANCE_PROOF',
  'CLOSING_DISCLOSURE',
  'SIGNED_DOCUMENT',
  'ADVERSE_ACTION_NOTICE',
  'REVIEW_DOCUMENT',
  // A bank or investment statement sent on product/assets.
  'ASSET_STATEMENT',
  // The notary disclosure and each signer's notarial certificate.
  'NOTARY_DISCLOSURE',
  'NOTARIAL_CERTIFICATE',
  // The disclosure of each draw after the first (the funded line on the dashboard).
  'DRAW_DISCLOSURE',
] as const;
export type ApplicationDocumentKind = (typeof APPLICATION_DOCUMENT_KINDS)[number];
export const APPLICATION_DOCUMENT_KIND_LABELS = labelMessages<ApplicationDocumentKind>('domain.documents.kind', {
  APPLICATION_SUMMARY: 'Application summary',
  INCOME_DOCUMENT: 'Income document',
  GOVERNMENT_ID: 'Government ID',
  LIEN_PAYOFF_PROOF: 'Proof of lien payoff',
  PAYOFF_LETTER: 'Payoff letter',
  CONDITION_DOCUMENT: 'Requested document',
  INSURANCE_PROOF: 'Proof of insurance',
  CLOSING_DISCLOSURE: 'Closing disclosure',
  SIGNED_DOCUMENT: 'Signed document',
  ADVERSE_ACTION_NOTICE: 'Adverse action notice',
  REVIEW_DOCUMENT: 'Document for the underwriter',
  ASSET_STATEMENT: 'Asset statement',
  NOTARY_DISCLOSURE: 'Notary disclosure',
  NOTARIAL_CERTIFICATE: 'Notarial certificate',
  DRAW_DISCLOSURE: 'Draw disclosure',
});

// Who put a file in the store: the applicant's upload, the lender's operations staff, or the platform itself (a
// generated summary, a provider's payoff letter).
export const DOCUMENT_UPLOADERS = ['APPLICANT', 'LENDER', 'SYSTEM'] as const;
export type DocumentUploader = (typeof DOCUMENT_UPLOADERS)[number];

// Upload rules (OWASP ASVS 5.2): the types a file may be, judged by its bytes on the server and by its
// declared type in the browser, and the largest size accepted.
export const UPLOAD_ACCEPTED_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/heic'] as const;
export type UploadContentType = (typeof UPLOAD_ACCEPTED_CONTENT_TYPES)[number];
/** Bytes: 10 MiB. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** The file input's `accept` attribute: the types and their usual extensions. */
export const UPLOAD_ACCEPT_ATTRIBUTE = [
  ...UPLOAD_ACCEPTED_CONTENT_TYPES,
  '.pdf',
  '.jpg',
  '.jpeg',
  '.png',
  '.heic',
].join(',');
