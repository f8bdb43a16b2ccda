/** What the platform keeps besides applications: telemetry, tracker profiles, rate limits, the e-mail outbox. */
import type { CreatedAt, UpdatedAt, Json } from './columns';

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
