import { type Insertable, sql } from 'kysely';
import type { Db } from '../../platform/database/database';
import type { Database } from '../../platform/database/schema';

/** Kysely queries of telemetry sessions and events (migration 0003-telemetry); no decisions here. */

export const findTelemetrySession = (db: Db, uuid: string) =>
  db
    .selectFrom('telemetry_sessions')
    .select(['uuid', 'epoch', 'tracker_uuid'])
    .where('uuid', '=', uuid)
    .executeTakeFirst();

export const insertTelemetrySession = async (db: Db, session: Insertable<Database['telemetry_sessions']>) => {
  await db.insertInto('telemetry_sessions').values(session).execute();
};

/** A duplicate (same dedupe key) is accepted and not stored again. */
export const insertTelemetryEvent = async (db: Db, event: Insertable<Database['telemetry_events']>) => {
  await db
    .insertInto('telemetry_events')
    .values(event)
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .execute();
};

/** A session as the console's session trail shows it (docs/product/operations-console.md §9). */
export const findTrailSession = (db: Db, uuid: string) =>
  db
    .selectFrom('telemetry_sessions')
    .select(['uuid', 'org_code', 'platform', 'details', 'created_at'])
    .where('uuid', '=', uuid)
    .executeTakeFirst();

/**
 * The session's events in the order they were recorded. Events are append-only and never updated, so the row's
 * physical position orders two events recorded at the same instant as they came.
 */
export const listTrailEvents = (db: Db, sessionKey: string) =>
  db
    .selectFrom('telemetry_events')
    .select(['created_at', 'page_path', 'event', 'event_type', 'event_properties'])
    .where('session_key', '=', sessionKey)
    .orderBy('created_at', 'asc')
    .orderBy(sql`ctid`)
    .execute();
