import type {
  BpoStatus,
  ConsentType,
  DocumentType,
  PropertyCondition,
  TitleStatus,
  UwDecision,
  UwSubDecision,
} from '@heloc/domain';
import type { ColumnType, Generated, Kysely, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/types';

/*
 * The lending engine's tables (migration 0002-engine) and the columns it adds to `applications`. They are kept apart
 * from db/types.ts, which the platform owns; `engineDb(db)` gives a Kysely typed with both.
 */

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | undefined, Date>;
/** jsonb: written as JSON text (db/json.ts), read back parsed. */
type Json<T> = ColumnType<T, string, string>;
type JsonDefault<T> = ColumnType<T, string | undefined, string>;

export interface ApplicantSnapshot {
  firstName: string;
  middleName: string | null;
  lastName: string;
  suffix: string | null;
  dob: { day: number; month: number; year: number };
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
export interface ApplicationEngineColumns {
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
}

export interface WaitlistEntriesTable {
  uuid: string;
  org_code: string;
  first_name: string;
  last_name: string;
  dob: Json<{ day: number; month: number; year: number }>;
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

export interface EngineTables {
  applications: ApplicationEngineColumns;
  application_participants: ApplicationParticipantsTable;
  status_history: StatusHistoryTable;
  scheduled_transitions: ScheduledTransitionsTable;
  conditions: ConditionsTable;
  waitlist_entries: WaitlistEntriesTable;
  user_consents: UserConsentsTable;
  offer_codes: OfferCodesTable;
  prepop_records: PrepopRecordsTable;
  excluded_zips: ExcludedZipsTable;
  tracker_profiles: TrackerProfilesTable;
}

export type EngineDatabase = Omit<Database, 'applications'> &
  Omit<EngineTables, 'applications'> & { applications: Database['applications'] & ApplicationEngineColumns };
export type EngineDb = Kysely<EngineDatabase>;
export type ApplicationRow = Selectable<EngineDatabase['applications']>;

/** The platform's Kysely, typed with the engine's tables too (same connection, no copy). */
export const engineDb = (db: Db | Kysely<never>): EngineDb => db as unknown as EngineDb;
