import type { ConditionCategory, DocumentType } from '../enums';

// docs/product/application-area.md §2.1: the conditions screens; docs/product/application-area.md §2.2: a signer's default location is upload-document.
export const CONDITION_LOCATIONS = ['upload-document', 'phone-number', 'identity'] as const;
export type ConditionLocation = (typeof CONDITION_LOCATIONS)[number];
export const DEFAULT_CONDITION_LOCATION: ConditionLocation = 'upload-document';

export const CONDITION_ACTION_KINDS = [
  'UPLOAD_BANK_STATEMENT',
  'UPLOAD_BANK_LETTER',
  'REVERIFY_ID',
  'ENTER_PHONE_NUMBER',
  'UPLOAD_CERTIFICATE_OF_TRUST',
  'UPLOAD_PROPERTY_DOCUMENT',
  'REUPLOAD_ID',
  'UPLOAD_OWNERSHIP_DOCUMENT',
  'UPLOAD_PAYSTUBS',
  'UPLOAD_PROOF_OF_CANCELLATION',
  'GENERIC_UPLOAD',
] as const;
export type ConditionActionKind = (typeof CONDITION_ACTION_KINDS)[number];

export interface ConditionActionRule {
  readonly kind: ConditionActionKind;
  /** The user action in the spec's words. */
  readonly description: string;
  /** Which conditions screen handles it; the choice of screen per category is ours. */
  readonly location: ConditionLocation;
  /** Documents accepted; the names are ours except BANK_LETTER (see enums/documents). */
  readonly documentTypes: readonly DocumentType[];
}

const upload = (
  kind: ConditionActionKind,
  description: string,
  documentTypes: readonly DocumentType[],
): ConditionActionRule => ({
  kind,
  description,
  location: 'upload-document',
  documentTypes,
});

// docs/product/application-area.md §4.1: the action each condition category asks for, one row per spec row.
export const CONDITION_ACTIONS: Readonly<Record<ConditionCategory, ConditionActionRule>> = {
  BANK_ACCOUNT_FRAUD_REVIEW: upload('UPLOAD_BANK_STATEMENT', 'upload a bank statement', ['BANK_STATEMENT']),
  ID_VERIFICATION_FAILURE: {
    kind: 'REVERIFY_ID',
    description: 're-verify ID',
    location: 'identity',
    documentTypes: [],
  },
  MISSING_PHONE_NUMBER: {
    kind: 'ENTER_PHONE_NUMBER',
    description: 'enter a phone number',
    location: 'phone-number',
    documentTypes: [],
  },
  REVIEW_TRUST_REQUIREMENTS: upload('UPLOAD_CERTIFICATE_OF_TRUST', 'upload a certificate of trust', [
    'CERTIFICATE_OF_TRUST',
  ]),
  PROPERTY_LEGAL_DESCRIPTION: upload('UPLOAD_PROPERTY_DOCUMENT', 'upload a mortgage, deed of trust or deed', [
    'MORTGAGE',
    'DEED_OF_TRUST',
    'DEED',
  ]),
  IDENTITY_DOCUMENT_FRAUD_REVIEW: {
    kind: 'REUPLOAD_ID',
    description: 're-upload ID',
    location: 'identity',
    documentTypes: ['ID_FRONT', 'ID_BACK'],
  },
  PROPERTY_OWNERSHIP_FRAUD_REVIEW: upload('UPLOAD_OWNERSHIP_DOCUMENT', 'upload a deed or transfer document', [
    'DEED',
    'TRANSFER_DOCUMENT',
  ]),
  FALSE_OWNERSHIP_TYPE_REVIEW: upload('UPLOAD_OWNERSHIP_DOCUMENT', 'upload a deed or transfer document', [
    'DEED',
    'TRANSFER_DOCUMENT',
  ]),
  HELOC_MANUAL_PAYSTUB_UPLOAD: upload('UPLOAD_PAYSTUBS', 'upload paystubs', ['PAYSTUB']),
  HARD_CREDIT_INQUIRY_REVIEW: upload(
    'UPLOAD_PROOF_OF_CANCELLATION',
    'upload proof of cancellation of another application',
    ['PROOF_OF_CANCELLATION'],
  ),
  GENERIC_DOCUMENT_REQUEST: upload('GENERIC_UPLOAD', 'generic upload', ['OTHER']),
  ESCALATION_REVIEW: upload('GENERIC_UPLOAD', 'generic upload', ['OTHER']),
};

// docs/product/application-area.md §4.1: BANK_ACCOUNT_FRAUD_REVIEW asks for a bank letter when only BANK_LETTER is requested.
export const BANK_LETTER_ACTION: ConditionActionRule = upload('UPLOAD_BANK_LETTER', 'upload a bank letter', [
  'BANK_LETTER',
]);

// docs/product/application-area.md §9: manual paystub count default 1.
export const DEFAULT_PAYSTUB_COUNT = 1;
