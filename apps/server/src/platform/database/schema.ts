import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Timestamps: written as Date (or left to the default), read back as Date. */
type CreatedAt = ColumnType<Date, Date | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | undefined, Date>;
/** jsonb columns: written as a JSON string (see db/json.ts), read back parsed. */
type Json<T> = ColumnType<T, string, string>;

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
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface Database {
  settings: SettingsTable;
  organizations: OrganizationsTable;
  identities: IdentitiesTable;
  profiles: ProfilesTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  feature_flags: FeatureFlagsTable;
  loan_officers: LoanOfficersTable;
  referrals: ReferralsTable;
  applications: ApplicationsTable;
}

export type OrganizationRow = Selectable<OrganizationsTable>;
export type IdentityRow = Selectable<IdentitiesTable>;
export type NewIdentity = Insertable<IdentitiesTable>;
export type ProfileRow = Selectable<ProfilesTable>;
