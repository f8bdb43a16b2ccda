import type { ColumnType, Kysely } from 'kysely';
import type { Db } from '../../db/database';

/*
 * The telemetry tables (migration 0003-telemetry). Kept apart from db/types.ts, which the platform owns, the way the
 * engine keeps its tables: `telemetryDb(db)` gives a Kysely typed with them.
 */
type CreatedAt = ColumnType<Date, Date | undefined, never>;
type Json<T> = ColumnType<T, string, string>;

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

export interface TelemetryTables {
  telemetry_sessions: TelemetrySessionsTable;
  telemetry_events: TelemetryEventsTable;
}

export const telemetryDb = (db: Db): Kysely<TelemetryTables> => db as unknown as Kysely<TelemetryTables>;
