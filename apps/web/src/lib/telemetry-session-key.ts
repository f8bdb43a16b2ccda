/**
 * Where the tab keeps its telemetry session (lib/telemetry-session.ts), and a reader of its uuid free of any other
 * module: the events sent before the app starts (lib/telemetry-event.ts) carry it as their sessionKey too.
 */
export const TELEMETRY_SESSION_STORAGE_KEY = 'heloc.telemetry-session';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const storedTelemetrySessionUuid = (): string | undefined => {
  try {
    const uuid: unknown = (
      JSON.parse(sessionStorage.getItem(TELEMETRY_SESSION_STORAGE_KEY) ?? 'null') as {
        uuid?: unknown;
      } | null
    )?.uuid;
    return typeof uuid === 'string' && UUID.test(uuid) ? uuid : undefined;
  } catch {
    return undefined;
  }
};
