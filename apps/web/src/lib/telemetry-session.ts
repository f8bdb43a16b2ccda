import { SESSION_MAX_ATTEMPTS, SESSION_RETRIES_FAILED_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from '@heloc/domain';
import { telemetrySessionSchema, type TelemetrySession } from '@heloc/domain/contracts';
import { ApiError } from './api-error';
import { TELEMETRY_SESSION_STORAGE_KEY } from './telemetry-session-key';
import { NO_SESSION, type Audience } from './transport/audience';
import { httpCall } from './transport/http-call';

/**
 * The telemetry session of this visit (docs/product/widgets-and-calculations.md §3, §7, §8): POST /ft/external/session, up to
 * SESSION_MAX_ATTEMPTS tries, then an error with status 500. The answer's uuid is the sessionKey of every later event,
 * its trackerUuid the trackerId of the experiment decisions. Kept for the browser tab (sessionStorage), so a reload
 * resumes the same session. Like the events, it goes through the transport as an audience of its own: no token is
 * needed and a failure never ends a sign-in.
 */
export const TELEMETRY_SESSION_PATH = '/ft/external/session';
export { TELEMETRY_SESSION_STORAGE_KEY };
/** The library version of docs/product/widgets-and-calculations.md §7's body: this client's own (ours). */
export const TELEMETRY_LIB_VERSION = 'heloc-web-telemetry/1';
export const APP_VERSION = '1.0.0';

const stored = (): TelemetrySession | undefined => {
  try {
    const parsed = telemetrySessionSchema.safeParse(
      JSON.parse(sessionStorage.getItem(TELEMETRY_SESSION_STORAGE_KEY) ?? 'null'),
    );
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
};

/** The session already established in this tab, if any (no call). */
export const currentTelemetrySession = (): TelemetrySession | undefined => stored();

export const sessionBody = (resume: string | undefined) => ({
  platform: 'WEB' as const,
  libVersion: TELEMETRY_LIB_VERSION,
  referrer: document.referrer || undefined,
  queryParams: Object.fromEntries(new URLSearchParams(window.location.search)),
  screenWidth: window.screen?.width ?? 0,
  screenHeight: window.screen?.height ?? 0,
  windowWidth: window.innerWidth,
  windowHeight: window.innerHeight,
  sessionKey: resume,
  appVersion: APP_VERSION,
});

/** The visit's telemetry: the organisation only, cookies, no token and no session to end. */
const telemetryAudience = (orgCode: string): Audience => ({
  credentials: 'include',
  credentialHeaders: () => ({ 'x-org': orgCode }),
  ...NO_SESSION,
});

const attempt = async (orgCode: string, resume: string | undefined): Promise<TelemetrySession> => {
  const body = await httpCall(telemetryAudience(orgCode), {
    method: 'POST',
    path: TELEMETRY_SESSION_PATH,
    body: sessionBody(resume),
  });
  const parsed = telemetrySessionSchema.safeParse((body as { sessionKey?: unknown } | undefined)?.sessionKey);
  if (!parsed.success) throw new ApiError(200, body, UNEXPECTED_ERROR_MESSAGE);
  return parsed.data;
};

let pending: Promise<TelemetrySession> | undefined;
/** The session this page established or resumed: asked for once per page load. */
let established: TelemetrySession | undefined;

/**
 * Establishes (or resumes) the session: one call for the whole page. After SESSION_MAX_ATTEMPTS failed tries
 * it rejects with status 500 and 'An error occurred while establishing a session, retries failed'; the next caller
 * tries again.
 */
export const establishTelemetrySession = (orgCode: string): Promise<TelemetrySession> => {
  if (established) return Promise.resolve(established);
  pending ??= (async () => {
    const resume = stored()?.uuid;
    for (let i = 0; i < SESSION_MAX_ATTEMPTS; i += 1) {
      try {
        const session = await attempt(orgCode, resume);
        sessionStorage.setItem(TELEMETRY_SESSION_STORAGE_KEY, JSON.stringify(session));
        established = session;
        return session;
      } catch {
        // Tried again up to SESSION_MAX_ATTEMPTS times.
      }
    }
    throw new ApiError(500, undefined, SESSION_RETRIES_FAILED_MESSAGE);
  })().finally(() => {
    pending = undefined;
  });
  return pending;
};

/** Forgets the tab's session (tests; a new visit). */
export const forgetTelemetrySession = (): void => {
  sessionStorage.removeItem(TELEMETRY_SESSION_STORAGE_KEY);
  pending = undefined;
  established = undefined;
};
