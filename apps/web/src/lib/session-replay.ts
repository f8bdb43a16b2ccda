import { storedTelemetrySessionUuid } from './telemetry-session-key';

/*
 * The session replay we offer (docs/product/registration-and-routing.md §7, docs/decisions.md "Session trail"): no
 * third-party replay tool runs; a visit's replay is its telemetry session's trail, which the lender's staff read in the
 * console. Free of the API client, which sends these headers.
 */

/** Where the console shows a session's trail: an absolute http(s) URL, as the full-story-link call requires. */
export const sessionTrailLink = (sessionKey: string): string =>
  `${window.location.origin}/console/sessions/${sessionKey}`;

/** docs/product/widgets-and-calculations.md §7: the replay's id and url, sent with the optimize calls once a session exists. */
export const fsSessionHeaders = (): Record<string, string> => {
  const uuid = storedTelemetrySessionUuid();
  return uuid ? { 'x-fs-session-id': uuid, 'x-fs-session-url': sessionTrailLink(uuid) } : {};
};
