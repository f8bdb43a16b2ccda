/**
 * The shell's tables (migration 0033): feedback to the CEO, site banners and the web app's error reports
 * (docs/product/application-area.md §5.1, §8; docs/product/widgets-and-calculations.md §4).
 */
import type { ColumnType } from 'kysely';
import type { CreatedAt, Json, UpdatedAt } from './columns';

export interface CeoFeedbackTable {
  uuid: string;
  org_code: string;
  identity_uuid: string;
  /** Set when the sender takes part in the application named. */
  application_uuid: string | null;
  /** IMPROVE or COMPLIMENT. */
  topic: string;
  message: string;
  marketing_consent: boolean;
  pathname: string;
  product_type: string;
  /** Hash of the topic, message and page: the same feedback sent twice is kept once. */
  content_hash: string;
  created_at: CreatedAt;
}

export interface SiteBannersTable {
  uuid: string;
  org_code: string;
  message: string;
  apps: Json<string[]>;
  /** info or warn. */
  variant: string;
  active: boolean;
  dismissable: boolean;
  /** The staff member who last wrote it. */
  updated_by: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ClientErrorsTable {
  uuid: string;
  org_code: string;
  /** Hash of the kind, message and first stack line: reports alike share a row. */
  fingerprint: string;
  source: string;
  name: string;
  message: string;
  stack: string | null;
  pathname: string;
  app_version: string;
  user_agent: string | null;
  count: ColumnType<number, number | undefined, number>;
  first_seen_at: Date;
  last_seen_at: Date;
}
