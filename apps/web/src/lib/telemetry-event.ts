import type { ProductType } from '@heloc/domain';
import { storedTelemetrySessionUuid } from './telemetry-session-key';
import { send } from './transport/send';

/**
 * Telemetry (docs/product/registration-and-routing.md §7, docs/product/widgets-and-calculations.md §7): posts one event to /ft/external/event, through
 * the transport's core (transport/send.ts) rather than the api client: it needs no token, must never end a session, a
 * failure never reaches the user, and the page's first script sends events before the app has loaded.
 */
export const TELEMETRY_EVENT_PATH = '/ft/external/event';

export interface TelemetryEventInput {
  orgCode: string;
  productType: ProductType;
  identityUuid?: string | undefined;
  applicationUuid?: string | undefined;
  eventProperties?: Record<string, unknown>;
}

/** The event body of docs/product/widgets-and-calculations.md §7; PAGEVIEW is its own event type, the others are 'EVENT' (ours). */
export const buildEventBody = (event: string, input: TelemetryEventInput, location: Location = window.location) => ({
  domain: location.hostname || 'localhost',
  queryParams: Object.fromEntries(new URLSearchParams(location.search)),
  pagePath: location.pathname || '/',
  event,
  // docs/product/widgets-and-calculations.md §7: the telemetry session of the visit, once established.
  sessionKey: storedTelemetrySessionUuid(),
  eventType: event === 'PAGEVIEW' ? 'PAGEVIEW' : 'EVENT',
  productType: input.productType,
  identityId: input.identityUuid ?? null,
  applicationUuid: input.applicationUuid ?? null,
  eventProperties: input.eventProperties ?? {},
});

/** Sends one event; resolves whatever happens (telemetry never blocks the user). */
export const sendTelemetryEvent = async (event: string, input: TelemetryEventInput): Promise<void> => {
  try {
    await send(
      TELEMETRY_EVENT_PATH,
      {
        method: 'POST',
        credentials: 'include',
        keepalive: true,
        headers: { 'Content-Type': 'application/json', 'x-org': input.orgCode },
        body: JSON.stringify(buildEventBody(event, input)),
      },
      () => undefined,
    );
  } catch {
    // Ignored on purpose.
  }
};
