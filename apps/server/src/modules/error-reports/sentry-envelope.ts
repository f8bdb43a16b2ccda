import type { ReportClientErrorBody } from '@heloc/domain/contracts';

/**
 * Forwarding a report to a Sentry-compatible project (SENTRY_DSN, docs/configuration.md): the DSN
 * `https://publicKey@host/projectId` names the envelope endpoint `https://host/api/projectId/envelope/` and the key the
 * X-Sentry-Auth header carries. Plain fetch: no SDK for one request.
 */

export interface SentryTarget {
  url: string;
  auth: string;
  dsn: string;
}

export const SENTRY_CLIENT = 'heloc-server/1.0';

/** The envelope endpoint and auth header of a DSN (checked when the configuration is read). */
export const sentryTarget = (dsn: string): SentryTarget => {
  const parsed = new URL(dsn);
  const projectId = parsed.pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  const basePath = parsed.pathname.slice(0, parsed.pathname.lastIndexOf('/'));
  return {
    url: `${parsed.protocol}//${parsed.host}${basePath}/api/${projectId}/envelope/`,
    auth: `Sentry sentry_version=7, sentry_key=${decodeURIComponent(parsed.username)}, sentry_client=${SENTRY_CLIENT}`,
    dsn,
  };
};

/** Sentry's stack frames, outermost first, from a browser's stack text (the lines it can read). */
const framesOf = (stack: string | undefined) =>
  (stack ?? '')
    .split('\n')
    .map((line) => /(?:at\s+(.*?)\s+\(?|@)?(https?:\/\/[^\s)]+?):(\d+):(\d+)\)?\s*$/.exec(line.trim()))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({
      function: match[1] || '?',
      filename: match[2],
      lineno: Number(match[3]),
      colno: Number(match[4]),
      in_app: true,
    }))
    .reverse();

/** One event envelope: its header, the item header and the event (newline-delimited JSON). */
export const sentryEnvelope = (
  target: SentryTarget,
  input: { eventId: string; at: Date; orgCode: string; environment: string; report: ReportClientErrorBody },
): string => {
  const { report } = input;
  const frames = framesOf(report.stack);
  const event = {
    event_id: input.eventId,
    timestamp: input.at.getTime() / 1000,
    platform: 'javascript',
    level: 'error',
    logger: report.source,
    release: report.appVersion,
    environment: input.environment,
    transaction: report.pathname,
    tags: { org: input.orgCode, source: report.source },
    request: { url: report.pathname, headers: report.userAgent ? { 'User-Agent': report.userAgent } : {} },
    exception: {
      values: [
        {
          type: report.name ?? 'Error',
          value: report.message,
          ...(frames.length > 0 ? { stacktrace: { frames } } : {}),
        },
      ],
    },
  };
  const header = { event_id: input.eventId, sent_at: input.at.toISOString(), dsn: target.dsn };
  return [JSON.stringify(header), JSON.stringify({ type: 'event' }), JSON.stringify(event)].join('\n');
};
