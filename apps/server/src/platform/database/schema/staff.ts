/** The operations console's tables (migration 0028): staff members, their links, sessions and codes, the audit trail, notes. */
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, JsonDefault } from './columns';

export interface StaffMembersTable {
  uuid: string;
  /** Lower-case. */
  email: string;
  name: string;
  /** StaffRole[] */
  roles: JsonDefault<string[]>;
  org_codes: JsonDefault<string[]>;
  /** null until the member followed their set-up link. */
  password_hash: string | null;
  /** Sealed (platform/crypto); pending while totp_confirmed_at is null. */
  totp_secret_sealed: string | null;
  totp_confirmed_at: Date | null;
  /** The last time step a code was accepted at: a code is never accepted twice. */
  totp_last_step: number | null;
  disabled_at: Date | null;
  invited_by: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface StaffLinksTable {
  /** Keyed hash of the one-time set-up token. */
  token_hash: string;
  member_uuid: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
}

export interface StaffSessionsTable {
  /** Keyed hash of the session token the browser holds. */
  token_hash: string;
  member_uuid: string;
  /** When the second factor was done; null between the password and the code. */
  second_factor_at: Date | null;
  /** The last request: the session ends STAFF_IDLE_TIMEOUT_MINUTES after it. */
  last_seen_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  created_at: CreatedAt;
}

export interface StaffRecoveryCodesTable {
  id: Generated<number>;
  member_uuid: string;
  code_hash: string;
  used_at: Date | null;
  created_at: CreatedAt;
}

/** Append-only (a trigger refuses update and delete). */
export interface StaffAuditTable {
  id: Generated<number>;
  at: Date;
  member_uuid: string | null;
  /** The member's name and e-mail at the time, or 'command line'. */
  actor: string;
  application_uuid: string | null;
  action: string;
  before: ColumnType<unknown, string | null | undefined, never>;
  after: ColumnType<unknown, string | null | undefined, never>;
}

export interface ApplicationNotesTable {
  uuid: string;
  application_uuid: string;
  member_uuid: string;
  text: string;
  created_at: Date;
}

/** Migration 0043: a file began to wait on a member (docs/product/operations-console.md §12). */
export interface StaffNotificationsTable {
  uuid: string;
  member_uuid: string;
  application_uuid: string;
  /** LenderWaitKind of the domain. */
  kind: string;
  /** When the wait began: with the member, the file and the kind, it makes the notification once. */
  since: Date;
  created_at: CreatedAt;
  read_at: Date | null;
}

/** Migration 0043: how a member is told (StaffNotificationChannel of the domain); no row: the default. */
export interface StaffNotificationSettingsTable {
  member_uuid: string;
  channel: string;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}
