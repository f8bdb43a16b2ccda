/** The organisations (brands) and what they configure: settings, feature flags, loan officers, referrals, offer codes, prefilled records, excluded ZIP codes, the waitlist. */
import type { Generated } from 'kysely';
import type { CreatedAt, UpdatedAt, Json } from './columns';

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
  /** Set while the partner is suspended (migration 0051): its hosts show a page of their own instead of registration. */
  suspended_at: Generated<Date | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** A version of an organisation's pricing sheet (migration 0050, docs/pricing.md "Pricing sheets"); never changed. */
export interface PricingSheetsTable {
  org_code: string;
  version: number;
  sheet: Json<unknown>;
  effective_at: Date;
  restored_from: number | null;
  note: Generated<string>;
  /** The staff member's uuid, or 'import' for the seed and an import of partners. */
  created_by: string;
  created_at: CreatedAt;
}

/** A version of a partner's brand (migration 0051): written whole, never changed; the newest is the one in use. */
export interface PartnerBrandVersionsTable {
  org_code: string;
  version: number;
  brand: Json<unknown>;
  restored_from: number | null;
  created_by: string;
  created_at: CreatedAt;
}

/** An uploaded logo or favicon, named by the hash of its bytes (migration 0051): never changed. */
export interface BrandAssetsTable {
  name: string;
  content_type: string;
  body: Buffer;
  created_at: CreatedAt;
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
