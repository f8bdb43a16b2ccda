/** The application row and the snapshots it keeps, its participants, its status history and scheduled steps, retries, credit reports, recorded decisions and review submissions. */
import type { BpoStatus, ConsentType, PropertyCondition, TitleStatus, UwDecision, UwSubDecision } from '@heloc/domain';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, UpdatedAt, Json, JsonDefault } from './columns';

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
  /** The pricing sheet version that priced the offers (migration 0050); 0: the organisation's standing pricing. */
  pricing_sheet_version: number | null;
  selected_offer: JsonDefault<unknown>;
  referrer_uuid: string | null;
  referral_uuid: string | null;
  wholesale_broker_nmls: string | null;
  offer_code: string | null;
  consents: JsonDefault<{ type: ConsentType; version: string | null; agreed: boolean }[]>;
  experiments: JsonDefault<{ name: string; variation: string }[]>;
  utm_parameters: JsonDefault<Record<string, string>>;
  /** The marketing tool ids the create call carried (migration 0034); null when it carried none. */
  marketing_tools: JsonDefault<{ totalExpertOwnerId: string | null; totalExpertContactId: string | null } | null>;
  full_story_link: string | null;
  /** start/contact (migration 0005): the contact details the applicant confirmed or corrected. */
  contact: JsonDefault<ContactSnapshot | null>;
  marital_status: string | null;
  /** start/contact (migration 0060): how the applicant holds title, SOLE, JOINT or TRUST. */
  ownership_type: string | null;
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
  /** Migration 0028: the staff member the file is assigned to, and when it entered its checklist status. */
  assignee_uuid: string | null;
  status_changed_at: ColumnType<Date, Date | undefined, Date>;
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

export interface ApplicationParticipantsTable {
  application_uuid: string;
  identity_uuid: string;
  /** PRIMARY or ADDITIONAL_SIGNER. */
  role: string;
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

/** One open account of a credit report; lienPosition ties a debt secured by the property to its lien. */
export interface CreditTradeline {
  creditor: string;
  kind: 'MORTGAGE' | 'HELOC' | 'REVOLVING' | 'INSTALLMENT';
  balanceDollars: number;
  minimumPaymentDollars: number;
  lienPosition: number | null;
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
  /** The report's open accounts (migration 0034): the application's liabilities. */
  tradelines: JsonDefault<CreditTradeline[]>;
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
