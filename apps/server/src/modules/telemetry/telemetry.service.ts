import { randomUUID } from 'node:crypto';
import type { StartTelemetrySessionBody, TelemetryEventBody, TelemetrySession } from '@heloc/domain/contracts';
import type { Db } from '../../db/database';
import { json } from '../../db/json';
import { telemetryDb } from './telemetry.repo';

export interface TelemetryScope {
  context: string;
  orgCode: string | null;
  now: Date;
}

/**
 * spec 03 §7: starts a session, or resumes the one named by `sessionKey` when it exists (the client retries up to 3
 * times, so a retry must not open a second session).
 */
export const startSession = async (
  db: Db,
  body: StartTelemetrySessionBody,
  scope: TelemetryScope,
): Promise<TelemetrySession> => {
  const tdb = telemetryDb(db);
  if (body.sessionKey) {
    const existing = await tdb
      .selectFrom('telemetry_sessions')
      .select(['uuid', 'epoch', 'tracker_uuid'])
      .where('uuid', '=', body.sessionKey)
      .executeTakeFirst();
    if (existing) return { uuid: existing.uuid, epoch: Number(existing.epoch), trackerUuid: existing.tracker_uuid };
  }
  const { sessionKey: _ignored, platform, ...details } = body;
  const session = { uuid: randomUUID(), epoch: scope.now.getTime(), trackerUuid: randomUUID() };
  await tdb
    .insertInto('telemetry_sessions')
    .values({
      uuid: session.uuid,
      tracker_uuid: session.trackerUuid,
      epoch: session.epoch,
      context: scope.context,
      org_code: scope.orgCode,
      platform,
      details: json(details),
      created_at: scope.now,
    })
    .execute();
  return session;
};

/**
 * The key under which an event is stored once (ours: the spec names dontDedupe and dedupeProperty without their
 * rule). Events without a session, or sent with dontDedupe, are never deduplicated.
 */
export const dedupeKeyOf = (body: TelemetryEventBody): string | null => {
  if (body.dontDedupe || !body.sessionKey) return null;
  const property = body.dedupeProperty ? String(body.eventProperties?.[body.dedupeProperty] ?? '') : body.pagePath;
  return [body.sessionKey, body.eventType, body.event, property].join('|');
};

/** spec 01 §7, 03 §7: records one event; a duplicate (same dedupe key) is accepted and not stored again. */
export const recordEvent = async (db: Db, body: TelemetryEventBody, scope: TelemetryScope): Promise<void> => {
  await telemetryDb(db)
    .insertInto('telemetry_events')
    .values({
      uuid: randomUUID(),
      context: scope.context,
      org_code: scope.orgCode,
      event: body.event,
      event_type: body.eventType,
      domain: body.domain,
      page_path: body.pagePath,
      session_key: body.sessionKey ?? null,
      identity_uuid: body.identityId ?? body.identityUuid ?? null,
      application_uuid: body.applicationUuid ?? null,
      product_type: body.productType ?? null,
      query_params: json(body.queryParams ?? {}),
      event_properties: json(body.eventProperties ?? {}),
      dedupe_key: dedupeKeyOf(body),
      created_at: scope.now,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .execute();
};
