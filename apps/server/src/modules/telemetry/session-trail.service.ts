import type { ServiceContext } from '../service-context';
import { findTrailSession, listTrailEvents } from './telemetry.repo';

/** The details the browser sent when it opened the session (docs/product/widgets-and-calculations.md §7). */
const numberOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const sizeOf = (width: unknown, height: unknown) => {
  const w = numberOf(width);
  const h = numberOf(height);
  return w === null || h === null ? null : { width: w, height: h };
};

type Scalar = string | number | boolean | null;
const scalarsOf = (value: unknown): Record<string, Scalar> =>
  Object.fromEntries(
    Object.entries(value && typeof value === 'object' ? value : {}).filter(
      (entry): entry is [string, Scalar] =>
        entry[1] === null || ['string', 'number', 'boolean'].includes(typeof entry[1]),
    ),
  );

export interface SessionTrail {
  sessionKey: string;
  orgCode: string | null;
  startedAt: string;
  platform: string;
  screen: { width: number; height: number } | null;
  window: { width: number; height: number } | null;
  referrer: string | null;
  events: { at: string; pagePath: string; event: string; eventType: string; properties: Record<string, Scalar> }[];
}

/**
 * A telemetry session and its events in order: the session trail the console shows a lender's staff
 * (docs/product/operations-console.md §9). Undefined for an unknown session; who may read it is the caller's rule.
 */
export const readSessionTrail = async (
  { db }: ServiceContext,
  sessionKey: string,
): Promise<SessionTrail | undefined> => {
  const session = await findTrailSession(db, sessionKey);
  if (!session) return undefined;
  const details = (session.details ?? {}) as Record<string, unknown>;
  const events = await listTrailEvents(db, sessionKey);
  return {
    sessionKey: session.uuid,
    orgCode: session.org_code,
    startedAt: session.created_at.toISOString(),
    platform: session.platform,
    screen: sizeOf(details.screenWidth, details.screenHeight),
    window: sizeOf(details.windowWidth, details.windowHeight),
    referrer: typeof details.referrer === 'string' && details.referrer ? details.referrer : null,
    events: events.map((e) => ({
      at: e.created_at.toISOString(),
      pagePath: e.page_path,
      event: e.event,
      eventType: e.event_type,
      properties: scalarsOf(e.event_properties),
    })),
  };
};
