/** What finishing the application gathers: valuation, assets, documents, income and identity checks, liens, bank accounts, lender conditions. */
import type { ConditionState, DocumentType } from '@heloc/domain';
import type { Generated } from 'kysely';
import type { CreatedAt, UpdatedAt, Json, JsonDefault } from './columns';

/** Migration 0016: the valuation of a home without an automated value (bpo/*). */
export interface ValuationsTable {
  application_uuid: string;
  estimated_value_dollars: number | null;
  condition_answers: JsonDefault<Record<string, unknown> | null>;
  fee_dollars: number | null;
  fee_covered_by_lender: boolean | null;
  ordered_at: Date | null;
  ordered_by: string | null;
  expected_by: Date | null;
  value_dollars: number | null;
  completed_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** Migration 0016: an account linked on product/assets, with the balance its institution reported. */
export interface AssetAccountsTable {
  uuid: string;
  application_uuid: string;
  institution_id: string;
  institution_name: string;
  account_id: string;
  account_name: string;
  account_type: string;
  account_last4: string;
  balance_dollars: number;
  created_at: CreatedAt;
}

export interface DocumentsTable {
  uuid: string;
  application_uuid: string;
  /** APPLICATION_DOCUMENT_KINDS of the domain. */
  kind: string;
  income_document_type: string | null;
  /** What the document answers, if anything: a lien, a condition, an identity check. */
  subject_uuid: string | null;
  /** The uploader's name for it: display only. */
  file_name: string;
  /** Detected from the bytes. */
  content_type: string;
  size: number;
  sha256: string;
  /** Key in the document store (a server-made uuid). */
  storage_key: string;
  /** APPLICANT, LENDER or SYSTEM. */
  uploaded_by: string;
  uploaded_by_identity: string | null;
  created_at: CreatedAt;
}

export interface IncomeVerificationsTable {
  uuid: string;
  application_uuid: string;
  /** INCOME_VERIFICATION_METHODS of the domain. */
  method: string;
  institution_id: string | null;
  /** PENDING, VERIFIED or FAILED. */
  status: string;
  verified_annual_income: number | null;
  employer: JsonDefault<Record<string, string> | null>;
  created_at: CreatedAt;
  completed_at: Date | null;
}

export interface IdentityChecksTable {
  uuid: string;
  application_uuid: string;
  identity_uuid: string;
  id_type: string;
  front_document_uuid: string;
  back_document_uuid: string | null;
  /** VERIFIED, FAILED_VERIFICATION or PENDING_REVIEW; null while the provider has not answered. */
  outcome: string | null;
  /** platform/crypto sealed value; never plain. */
  id_number_encrypted: string | null;
  id_number_last4: string | null;
  created_at: CreatedAt;
  completed_at: Date | null;
}

export interface LiensTable {
  uuid: string;
  application_uuid: string;
  /** 1 = first lien. */
  position: number;
  lender_name: string;
  balance_dollars: number;
  monthly_payment_dollars: number;
  /** LIEN_ACTIONS of the domain; null until the applicant chose. */
  action: string | null;
  /** LIEN_PAYOFF_STATUSES of the domain. */
  payoff_status: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface BankAccountsTable {
  uuid: string;
  application_uuid: string;
  /** DISBURSE or AUTOPAY. */
  purpose: string;
  /** LINK or MANUAL. */
  source: string;
  institution_id: string | null;
  account_type: string;
  holder_name: string;
  /** platform/crypto sealed values; never plain. */
  routing_number_encrypted: string;
  account_number_encrypted: string;
  routing_last4: string;
  account_last4: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ConditionsTable {
  uuid: string;
  application_uuid: string;
  category_enum: string;
  request_documents: Json<DocumentType[]>;
  action_needed: string | null;
  /** Migration 0041: what the lender wrote for itself; never in a borrower's or signer's answer (docs/product/privacy.md). */
  internal_notes: string | null;
  /** What the borrower reads: the request in their words. */
  comments_to_borrower: string | null;
  num_docs_required: number | null;
  resolved_at: Date | null;
  created_at: CreatedAt;
  // Migration 0011: the condition's life.
  state: Generated<ConditionState>;
  rejection_reason: string | null;
  submissions: Generated<number>;
  review_due_at: Date | null;
}

/** Every change of a condition's state: who, what, when. */
export interface ConditionHistoryTable {
  uuid: string;
  seq: Generated<number>;
  condition_uuid: string;
  application_uuid: string;
  from_state: ConditionState | null;
  to_state: ConditionState;
  changed_by: string;
  note: string | null;
  document_uuids: JsonDefault<string[]>;
  created_at: CreatedAt;
}
