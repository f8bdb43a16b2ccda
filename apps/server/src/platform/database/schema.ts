/*
 * The one schema of the database (every migration under migrations/): every table, its columns and how each is read
 * and written. One Kysely type for the whole server, so no query needs a cast between schema types.
 */
import type {
  BpoStatus,
  ConditionState,
  ConsentType,
  DocumentType,
  PropertyCondition,
  TitleStatus,
  UwDecision,
  UwSubDecision,
} from '@heloc/domain';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Timestamps: written as Date (or left to the default), read back as Date. */
type CreatedAt = ColumnType<Date, Date | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | undefined, Date>;
/** jsonb columns: written as a JSON string (see db/json.ts), read back parsed. */
type Json<T> = ColumnType<T, string, string>;
/** jsonb with a column default: may be left out of an insert. */
type JsonDefault<T> = ColumnType<T, string | undefined, string>;

export interface SettingsTable {
  key: string;
  value: string;
  updated_at: UpdatedAt;
}

export interface OrganizationsTable {
  org_code: string;
  canonical_org_code: string;
  base_url: string;
  org_brand: Json<unknown>;
  org_meta_data: Json<unknown>;
  org_pricing_data: Json<unknown[]>;
  hosts: Json<string[]>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface IdentityAlias {
  type: string;
  value: string;
}

export interface IdentitiesTable {
  uuid: string;
  org_code: string;
  /** Lower-cased; unique per organisation. */
  email: string;
  password_hash: string;
  phone_number: string;
  profile_type: string;
  aliases: Json<IdentityAlias[]>;
  two_factor_enabled: Generated<boolean>;
  password_expired: Generated<boolean>;
  totp_verified: Generated<boolean>;
  is_broker: Generated<boolean>;
  wallet_account_address: string | null;
  wallet_group_policy_address: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** The authenticator secret, sealed (migration 0013): pending until totp_verified, then live. */
  totp_secret_sealed: ColumnType<string | null, string | null | undefined, string | null>;
  /** The last TOTP time step a code was accepted at (replays of it or earlier steps are refused). */
  totp_last_step: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface MfaRecoveryCodesTable {
  id: Generated<string>;
  identity_uuid: string;
  /** HMAC-SHA-256 under the field cipher's index key; the code itself is never stored. */
  code_hash: string;
  used_at: Date | null;
  created_at: CreatedAt;
}

/** Sign-ins waiting for their second factor (migration 0013). */
export interface MfaChallengesTable {
  /** Keyed hash of the challenge token the client holds. */
  token_hash: string;
  identity_uuid: string;
  portal: string;
  /** '<org>:<email>', as in login_attempts: failed codes count against the account. */
  account_key: string;
  device_id: string;
  redirect_url: string | null;
  attempts: Generated<number>;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
}

export interface ProfilesTable {
  uuid: string;
  identity_uuid: string;
  email: string;
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  suffix: string | null;
  dob: Json<{ day: number; month: number; year: number } | null>;
  phone_numbers: Json<{ type: string; number: string }[]>;
  addresses: Json<Record<string, unknown>[]>;
  type: string;
  optimizely_profile_uuid: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SessionsTable {
  /** The token's jti. */
  jti: string;
  identity_uuid: string;
  created_at: CreatedAt;
  expires_at: Date;
  revoked_at: Date | null;
}

export interface LoginAttemptsTable {
  id: Generated<string>;
  /** '<org>:<email>' */
  account_key: string;
  client_ip: string;
  succeeded: boolean;
  attempted_at: Date;
  /** The device cookie the attempt came with (migration 0010); a success teaches the account this device. */
  device_id: string | null;
}

export interface FeatureFlagsTable {
  key: string;
  /** '*' for the global default; an organisation code for its override. */
  org_code: string;
  enabled: boolean;
  variables: Json<Record<string, unknown>>;
  description: string;
  updated_at: UpdatedAt;
}

export interface LoanOfficersTable {
  uuid: string;
  org_code: string;
  originator_name: string;
  broker_name: string | null;
  nmls: string;
  email: string;
  phone_number: string;
  avatar_uri: string | null;
  licensed_states: Json<string[]>;
  enforce_licensed_states_for_referral: boolean;
  originator_display_info: Json<{ phoneNumber: string; email: string }>;
  wholesale_broker_nmls: string | null;
  active: Generated<boolean>;
  created_at: CreatedAt;
}

export interface ReferralsTable {
  uuid: string;
  org_code: string;
  loan_officer_uuid: string | null;
  first_name: string;
  last_name: string;
  suffix: string | null;
  street1: string;
  street2: string | null;
  city: string;
  state: string;
  zip: string;
  phone_number: string;
  email: string;
  status: string;
  created_at: CreatedAt;
}

export interface ApplicationsTable {
  uuid: string;
  identity_uuid: string;
  org_code: string;
  loan_number: string | null;
  checklist_status: string;
  property_street1: string | null;
  property_street2: string | null;
  property_city: string | null;
  property_state: string | null;
  property_zip: string | null;
  uw_decision: UwDecision | null;
  uw_sub_decision: UwSubDecision | null;
  bpo: BpoStatus | null;
  title: TitleStatus | null;
  property_condition: PropertyCondition | null;
  waiting_on_flood_cert: Generated<boolean>;
  manual_notary: Generated<boolean>;
  primary_participant_accept_complete: Generated<boolean>;
  is_crypto: Generated<boolean>;
  is_inquiry: Generated<boolean>;
  /** false once COMPLETE or CANCELLED: at most one active application per identity and organisation. */
  active: Generated<boolean>;
  completed_at: Date | null;
  disburse_routing_number: string | null;
  disburse_account_number: string | null;
  idempotency_key: string | null;
  applicant: JsonDefault<ApplicantSnapshot | null>;
  home_address: JsonDefault<AddressSnapshot | null>;
  occupancy_type: string | null;
  property_listed_for_sale: Generated<boolean>;
  employment_type: string | null;
  income: JsonDefault<IncomeSnapshot | null>;
  credit_score: number | null;
  monthly_debt_dollars: number | null;
  existing_lien_dollars: number | null;
  property_value_dollars: number | null;
  flood_zone: string | null;
  offers: JsonDefault<unknown[]>;
  selected_offer: JsonDefault<unknown>;
  referrer_uuid: string | null;
  referral_uuid: string | null;
  wholesale_broker_nmls: string | null;
  offer_code: string | null;
  consents: JsonDefault<{ type: ConsentType; version: string | null; agreed: boolean }[]>;
  experiments: JsonDefault<{ name: string; variation: string }[]>;
  utm_parameters: JsonDefault<Record<string, string>>;
  full_story_link: string | null;
  /** start/contact (migration 0005): the contact details the applicant confirmed or corrected. */
  contact: JsonDefault<ContactSnapshot | null>;
  marital_status: string | null;
  /** start/hmda: the Regulation C answers, as the domain's hmdaAnswersSchema shapes them. */
  hmda: JsonDefault<unknown>;
  /** start/app-summary: the E-SIGN consent given before any disclosure. */
  esign_consent: JsonDefault<{ version: string; consentedAt: string } | null>;
  submitted_at: Date | null;
  summary_document_uuid: string | null;
  /** income/*: the yearly income the verification found, dollars. */
  verified_income_dollars: number | null;
  /** bank/autopay: null until the applicant chose. */
  autopay_enrolled: boolean | null;
  /** Migration 0024: REMOTE or IN_PERSON notarisation, the county and rule that decided it. */
  notary_mode: string | null;
  notary_county: string | null;
  notary_reason: string | null;
  /** NOTARY_WAITING_PERIOD: the earliest the deed may be signed. */
  notary_waiting_until: Date | null;
  /** Migration 0025: when the deed was notarised, the right to cancel, the recording and the funding. */
  deed_signed_at: Date | null;
  rescission_last_day: string | null;
  rescission_ends_at: Date | null;
  recorded_at: Date | null;
  recording_reference: string | null;
  funded_at: Date | null;
  /** Migration 0020: the flood certificate ordered for closing: how many orders, what it said. */
  flood_cert_orders: Generated<number>;
  flood_certificate: JsonDefault<FloodCertificateSnapshot | null>;
  /** When the closing package was generated (GEN_CLOSING_DISCLOSURE). */
  closing_package_at: Date | null;
  /** credit/social (migration 0015): the full SSN sealed by platform/crypto (applications/<uuid>/ssn); never plain. */
  ssn_sealed: string | null;
  ssn_last4: string | null;
  /** What stopped the last credit pull (credit/social, credit/error); null once a pull went through. */
  credit_block: JsonDefault<CreditBlock | null>;
  /** How many times each credit pull and the property lookup ran. */
  soft_credit_pulls: Generated<number>;
  hard_credit_pulls: Generated<number>;
  property_lookups: Generated<number>;
  /** MULTIPLE_PROPERTIES: what public records found, for review-app/property. */
  property_candidates: JsonDefault<PropertyCandidate[]>;
  /** The parcel the applicant picked among the candidates. */
  property_apn: string | null;
  /** product/assets (migration 0016): when the assets were sent for verification, and what was verified (dollars). */
  assets_submitted_at: Date | null;
  assets_verified_dollars: number | null;
  /** product/prequal-winback: the lower line after the title search, and when the applicant accepted it. */
  requalification: JsonDefault<RequalificationSnapshot | null>;
  requalification_accepted_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** product/prequal-winback: what the title search changed (dollars). */
export interface RequalificationSnapshot {
  previousMaxLine: number;
  newMaxLine: number;
  reportedLienDollars: number;
  titleLienDollars: number;
  lienPosition: number;
  propertyValueDollars: number;
}

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

export interface CreditBlock {
  pull: 'SOFT' | 'HARD';
  outcome: 'NO_MATCH' | 'NO_MATCH_SSN' | 'FROZEN' | 'LOCKED';
  /** EQUIFAX, EXPERIAN or TRANSUNION, when the bureau said which file is frozen or locked. */
  bureau: string | null;
}

export interface PropertyCandidate {
  apn: string;
  ownerName: string | null;
  address: AddressSnapshot;
}

export interface FloodCertificateSnapshot {
  certificateNumber: string;
  zone: string;
  requiresInsurance: boolean;
  determinedAt: string;
}

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

export interface ApplicantSnapshot {
  firstName: string;
  middleName: string | null;
  lastName: string;
  suffix: string | null;
  /** The date of birth sealed by platform/crypto (context applications/<uuid>/applicant.dob). */
  dobSealed?: string;
  /** Rows written before migration 0012 only, until sealed at start-up. */
  dob?: { day: number; month: number; year: number };
  email: string;
  phoneNumber: string;
}

export interface AddressSnapshot {
  street1: string;
  street2: string | null;
  city: string;
  state: string;
  zip: string;
}

export interface IncomeSnapshot {
  incomePrimary: number;
  incomeOther: number | null;
  incomeCoDeeders: number | null;
}

/** Columns migration 0002 adds to the platform's `applications` table. */

export interface ContactSnapshot {
  email: string;
  phoneNumber: string;
  /** null: the property address is the mailing address. */
  mailingAddress: AddressSnapshot | null;
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

export interface ApplicationParticipantsTable {
  application_uuid: string;
  identity_uuid: string;
  /** PRIMARY or ADDITIONAL_SIGNER. */
  role: string;
  created_at: CreatedAt;
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

export interface StatusHistoryTable {
  id: Generated<number>;
  application_uuid: string;
  /** The status field that changed, by its API name (checklistStatus, uwDecision, ...). */
  field: string;
  from_value: string | null;
  to_value: string | null;
  /** Who or what: 'engine:SOFT_CREDIT', 'identity:<uuid>', 'sandbox', 'system'. */
  changed_by: string;
  /** The scheduled transition that made the change, if any. */
  transition_id: string | null;
  created_at: CreatedAt;
}

export interface ScheduledTransitionsTable {
  id: string;
  application_uuid: string;
  step: string;
  due_at: Date;
  applied_at: Date | null;
  /** APPLIED, or SKIPPED when the application had already left the status the step expects. */
  outcome: string | null;
  created_at: CreatedAt;
}

export interface ConditionsTable {
  uuid: string;
  application_uuid: string;
  category_enum: string;
  request_documents: Json<DocumentType[]>;
  action_needed: string | null;
  notes: string | null;
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

export interface WaitlistEntriesTable {
  uuid: string;
  org_code: string;
  first_name: string;
  last_name: string;
  /** Rows written before migration 0012 only, until sealed at start-up; null afterwards. */
  dob: Json<{ day: number; month: number; year: number } | null>;
  /** The date of birth sealed by platform/crypto (context waitlist_entries/<uuid>/dob). */
  dob_sealed: string | null;
  email: string;
  income: number;
  street1: string;
  street2: string | null;
  city: string;
  state: string;
  zip: string;
  consent: boolean;
  waitlisted: boolean;
  created_at: CreatedAt;
}

export interface UserConsentsTable {
  id: Generated<number>;
  identity_uuid: string;
  org_code: string;
  source: string;
  product_type: string;
  phone: string;
  email: string;
  consent_prompt_uuid: string;
  consent_type: string;
  version: string;
  opt_in_out: string;
  created_at: CreatedAt;
}

export interface OfferCodesTable {
  code: string;
  org_code: string;
  first_name: string;
  last_name: string;
  in_home_date: string;
  respond_by_date: string;
  street1: string;
  street2: string | null;
  city: string;
  state: string;
  zip: string;
}

export interface PrepopRecordsTable {
  token: string;
  org_code: string;
  data: Json<unknown>;
}

export interface ExcludedZipsTable {
  /** '*' for every organisation. */
  org_code: string;
  zip: string;
  reason: string;
}

export interface TrackerProfilesTable {
  identity_uuid: string;
  optimizely_profile_uuid: string | null;
  tracker_uuid: string | null;
  updated_at: UpdatedAt;
}

export interface TelemetrySessionsTable {
  uuid: string;
  tracker_uuid: string;
  /** Milliseconds since 1970 when the session started. */
  epoch: number;
  context: string;
  org_code: string | null;
  platform: string;
  details: Json<Record<string, unknown>>;
  created_at: CreatedAt;
}

export interface TelemetryEventsTable {
  uuid: string;
  context: string;
  org_code: string | null;
  event: string;
  event_type: string;
  domain: string;
  page_path: string;
  session_key: string | null;
  identity_uuid: string | null;
  application_uuid: string | null;
  product_type: string | null;
  query_params: Json<Record<string, string>>;
  event_properties: Json<Record<string, unknown>>;
  dedupe_key: string | null;
  created_at: CreatedAt;
}

/** One per-address rate-limit window of one anonymous call (platform/http/rate-limit.ts). */
export interface RateLimitsTable {
  /** A hash of the call and the client address, never the address itself. */
  key: string;
  hits: number;
  reset_at: Date;
}

/** Migration 0015: one row per retry of a dead end the applicant asked for, keyed by its request key. */
export interface ApplicationRetriesTable {
  uuid: string;
  application_uuid: string;
  identity_uuid: string;
  action: string;
  request_key: string;
  from_status: string;
  created_at: CreatedAt;
}

/** A successful credit pull, kept for the score disclosure of an adverse action notice (FCRA §615). */
export interface CreditReportsTable {
  uuid: string;
  application_uuid: string;
  kind: 'SOFT' | 'HARD';
  score: number;
  score_model: string;
  range_min: number;
  range_max: number;
  key_factors: JsonDefault<string[]>;
  bureau: Json<{ name: string; address: string; phone: string; website: string }>;
  pulled_at: Date;
}

/** The engine's recorded decline with its principal reasons (Reg B 1002.9). */
export interface UnderwritingDecisionsTable {
  uuid: string;
  application_uuid: string;
  outcome: 'DECLINED';
  category: 'CREDIT' | 'INCOME' | 'COLLATERAL' | 'OTHER';
  reasons: Json<{ code: string; text: string }[]>;
  credit_report_uuid: string | null;
  notice_document_uuid: string | null;
  decided_by: string;
  decided_at: Date;
}

/** What an applicant sends a manual review (review-app/*) or the insurance requirement. */
export interface ReviewSubmissionsTable {
  uuid: string;
  application_uuid: string;
  review: string;
  explanation: string | null;
  document_uuids: JsonDefault<string[]>;
  submitted_by: string;
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

/** Migration 0023: an e-mail kept by the sandbox outbox instead of being sent. */
export interface EmailOutboxTable {
  uuid: string;
  org_code: string;
  to_address: string;
  from_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  kind: string;
  created_at: CreatedAt;
}

export interface Database {
  settings: SettingsTable;
  organizations: OrganizationsTable;
  identities: IdentitiesTable;
  profiles: ProfilesTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  mfa_recovery_codes: MfaRecoveryCodesTable;
  mfa_challenges: MfaChallengesTable;
  feature_flags: FeatureFlagsTable;
  loan_officers: LoanOfficersTable;
  referrals: ReferralsTable;
  applications: ApplicationsTable;
  application_participants: ApplicationParticipantsTable;
  notary_sessions: NotarySessionsTable;
  notary_reservations: NotaryReservationsTable;
  funding_transfers: FundingTransfersTable;
  status_history: StatusHistoryTable;
  scheduled_transitions: ScheduledTransitionsTable;
  conditions: ConditionsTable;
  credit_reports: CreditReportsTable;
  underwriting_decisions: UnderwritingDecisionsTable;
  review_submissions: ReviewSubmissionsTable;
  condition_history: ConditionHistoryTable;
  waitlist_entries: WaitlistEntriesTable;
  user_consents: UserConsentsTable;
  offer_codes: OfferCodesTable;
  prepop_records: PrepopRecordsTable;
  excluded_zips: ExcludedZipsTable;
  tracker_profiles: TrackerProfilesTable;
  telemetry_sessions: TelemetrySessionsTable;
  telemetry_events: TelemetryEventsTable;
  rate_limits: RateLimitsTable;
  documents: DocumentsTable;
  closing_documents: ClosingDocumentsTable;
  signing_sessions: SigningSessionsTable;
  closing_document_reads: ClosingDocumentReadsTable;
  signatures: SignaturesTable;
  income_verifications: IncomeVerificationsTable;
  identity_checks: IdentityChecksTable;
  liens: LiensTable;
  bank_accounts: BankAccountsTable;
  additional_signers: AdditionalSignersTable;
  email_outbox: EmailOutboxTable;
  application_retries: ApplicationRetriesTable;
  valuations: ValuationsTable;
  asset_accounts: AssetAccountsTable;
}

export type OrganizationRow = Selectable<OrganizationsTable>;
export type IdentityRow = Selectable<IdentitiesTable>;
export type NewIdentity = Insertable<IdentitiesTable>;
export type ProfileRow = Selectable<ProfilesTable>;
export type ApplicationRow = Selectable<ApplicationsTable>;
export type ConditionRow = Selectable<ConditionsTable>;
export type ConditionHistoryRow = Selectable<ConditionHistoryTable>;
export type DocumentRow = Selectable<DocumentsTable>;
export type ClosingDocumentRow = Selectable<ClosingDocumentsTable>;
export type SignatureRow = Selectable<SignaturesTable>;
export type SigningSessionRow = Selectable<SigningSessionsTable>;
export type LienRow = Selectable<LiensTable>;
export type BankAccountRow = Selectable<BankAccountsTable>;
export type AdditionalSignerRow = Selectable<AdditionalSignersTable>;
export type EmailOutboxRow = Selectable<EmailOutboxTable>;
export type ValuationRow = Selectable<ValuationsTable>;
export type AssetAccountRow = Selectable<AssetAccountsTable>;
