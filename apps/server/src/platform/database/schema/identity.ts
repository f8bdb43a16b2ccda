/** People and their sign-in: identities, profiles, sessions, two-step verification, sign-in attempts, consents. */
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, UpdatedAt, Json } from './columns';

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
  /** Profiles written before migration 0040 only, until sealed at start-up; null afterwards. */
  dob: Json<{ day: number; month: number; year: number } | null>;
  /** The date of birth sealed by platform/crypto (context profiles/<uuid>/dob); null until registration gives it. */
  dob_sealed: ColumnType<string | null, string | null | undefined, string | null>;
  phone_numbers: Json<{ type: string; number: string }[]>;
  addresses: Json<Record<string, unknown>[]>;
  type: string;
  optimizely_profile_uuid: string | null;
  /** 'en' or 'es' (docs/i18n.md); null until the person chooses. */
  language: Generated<string | null>;
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
