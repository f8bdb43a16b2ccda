import { randomUUID } from 'node:crypto';
import type { StartTelemetrySessionBody, TelemetryEventBody, TelemetrySession } from '@heloc/domain/contracts';
import type { ServiceContext } from '../service-context';
import { json } from '../../platform/database/json';
import { findTelemetrySession, insertTelemetryEvent, insertTelemetrySession } from './telemetry.repo';

export interface TelemetryScope {
  context: string;
  orgCode: string | null;
}

/**
 * docs/product/widgets-and-calculations.md §7: starts a session, or resumes the one named by `sessionKey` when it exists (the client retries up to 3
 * times, so a retry must not open a second session).
 */
export const startSession = async (
  { db, now }: ServiceContext,
  body: StartTelemetrySessionBody,
  scope: TelemetryScope,
): Promise<TelemetrySession> => {
  if (body.sessionKey) {
    const existing = await findTelemetrySession(db, body.sessionKey);
    if (existing) return { uuid: existing.uuid, epoch: Number(existing.epoch), trackerUuid: existing.tracker_uuid };
  }
  const { sessionKey: _ignored, platform, ...details } = body;
  const at = now();
  const session = { uuid: randomUUID(), epoch: at.getTime(), trackerUuid: randomUUID() };
  await insertTelemetrySession(db, {
    uuid: session.uuid,
    tracker_uuid: session.trackerUuid,
    epoch: session.epoch,
    context: scope.context,
    org_code: scope.orgCode,
    platform,
    details: json(details),
    created_at: at,
  });
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

/** docs/product/registration-and-routing.md §7, docs/product/widgets-and-calculations.md §7: records one event; a duplicate (same dedupe key) is accepted and not stored again. */
export const recordEvent = async (
  { db, now }: ServiceContext,
  body: TelemetryEventBody,
  scope: TelemetryScope,
): Promise<void> => {
  await insertTelemetryEvent(db, {
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
    created_at: now(),
  });
};
