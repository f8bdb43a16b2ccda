/** The closing: the closing package and its signatures, additional signers, the notary, the funding transfers. */
import type { Generated } from 'kysely';
import type { CreatedAt, UpdatedAt, JsonDefault } from './columns';

/** Migration 0020: one document of the closing package. */
export interface ClosingDocumentsTable {
  uuid: string;
  application_uuid: string;
  /** CLOSING_DOCUMENT_KEYS of the domain. */
  doc_key: string;
  title: string;
  position: number;
  document_uuid: string;
  sha256: string;
  signed_document_uuid: string | null;
  signed_copy_signatures: Generated<number>;
  created_at: CreatedAt;
}

/** Migration 0021: a signer's consent to sign electronically and whether they finished. */
export interface SigningSessionsTable {
  application_uuid: string;
  identity_uuid: string;
  /** BORROWER or OWNER. */
  signer_role: string;
  consent_version: string | null;
  consented_at: Date | null;
  consent_ip: string | null;
  consent_user_agent: string | null;
  location: JsonDefault<SigningLocation | null>;
  completed_at: Date | null;
  created_at: CreatedAt;
}

export interface SigningLocation {
  latitude: number;
  longitude: number;
  accuracy: number | null;
}

export interface ClosingDocumentReadsTable {
  closing_document_uuid: string;
  identity_uuid: string;
  read_at: Date;
}

/** Migration 0021: one signature and its audit trail. */
export interface SignaturesTable {
  uuid: string;
  application_uuid: string;
  closing_document_uuid: string;
  place_key: string;
  identity_uuid: string;
  signer_role: string;
  signer_name: string;
  /** TYPED or DRAWN. */
  kind: string;
  typed_text: string | null;
  image: string | null;
  document_sha256: string;
  ip: string;
  user_agent: string;
  location: JsonDefault<SigningLocation | null>;
  signed_at: Date;
}

/** Migration 0024: one participant's remote online notarisation session. */
export interface NotarySessionsTable {
  application_uuid: string;
  identity_uuid: string;
  /** NOTARY_SESSION_STEPS of the domain. */
  step: Generated<string>;
  notary_name: string;
  commission: string;
  /** The questions asked with the right choice of each (never sent to the client). */
  questions: JsonDefault<NotaryQuestionRecord[]>;
  failed_attempts: Generated<number>;
  id_document_type: string | null;
  id_checked_at: Date | null;
  questions_passed_at: Date | null;
  sealed_at: Date | null;
  /** Migration 0029: a closer reopened the session closed after refused answers ('staff:<uuid>'). */
  reopened_at: Date | null;
  reopened_by: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface NotaryQuestionRecord {
  id: string;
  text: string;
  choices: { id: string; text: string }[];
  answerId: string;
}

/** Migration 0024: the in-person notary appointment of an application. */
export interface NotaryReservationsTable {
  application_uuid: string;
  slot_id: string;
  starts_at: Date;
  place: JsonDefault<{ name: string; street1: string; city: string; state: string; zip: string }>;
  notary_name: string;
  fee_dollars: number;
  reserved_by: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** Migration 0025: a transfer asked of the funding provider, by the key it dedupes on. */
export interface FundingTransfersTable {
  idempotency_key: string;
  application_uuid: string;
  amount_dollars: number;
  transfer_id: string;
  status: string;
  account_last4: string;
  /** The bank's reason when it refused the transfer (REJECTED). */
  return_reason: string | null;
  created_at: CreatedAt;
}

/** Migration 0022: a person who must sign the closing besides the primary applicant. */
export interface AdditionalSignersTable {
  uuid: string;
  application_uuid: string;
  /** TITLE, STATE_RULE or APPLICANT (SIGNER_SOURCES of the domain). */
  source: string;
  /** CO_OWNER, SPOUSE or OTHER (SIGNER_RELATIONSHIPS of the domain). */
  relationship: string;
  first_name: string | null;
  last_name: string | null;
  /** Lower-cased; null until the applicant gives it. */
  email: string | null;
  /** The CO_DEEDER identity the signer created from the invitation. */
  identity_uuid: string | null;
  /** SHA-256 (hex) of the single-use invitation token; null once used. */
  invitation_token_hash: string | null;
  invitation_expires_at: Date | null;
  invited_at: Date | null;
  invitations_sent: Generated<number>;
  joined_at: Date | null;
  /** When the signer completed the closing package (workflow: additionalSignerSigned). */
  signed_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}
