import type { Insertable } from 'kysely';
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
