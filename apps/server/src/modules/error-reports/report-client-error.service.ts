import { createHash, randomUUID } from 'node:crypto';
import type { ReportClientErrorBody } from '@heloc/domain/contracts';
import type { ServiceContext } from '../service-context';
import { recordClientError } from './error-reports.repo';
import { sentryEnvelope, sentryTarget } from './sentry-envelope';

/** How long a report waits on the Sentry-compatible receiver before it gives up on it. */
export const SENTRY_TIMEOUT_MS = 3000;

/** The first frame of a stack: where the error was raised (the rest varies with how it was reached). */
const firstFrame = (stack: string | undefined): string =>
  (stack ?? '')
    .split('\n')
    .map((line) => line.trim())
    .find((line) => /:\d+:\d+\)?$/.test(line)) ?? '';

/** Reports alike share a row: the same kind and message raised at the same place. */
export const fingerprintOf = (report: Pick<ReportClientErrorBody, 'name' | 'message' | 'stack'>): string =>
  createHash('sha256')
    .update(`${report.name ?? 'Error'}\n${report.message}\n${firstFrame(report.stack)}`)
    .digest('hex');

/** A page without its query or fragment: they may carry personal data. */
const bare = (pathname: string): string => pathname.split(/[?#]/)[0] || '/';

/**
 * Keeps one error report of the web app (docs/product/application-area.md §8), counted with those alike, then, when
 * SENTRY_DSN is set, sends it on to that project too. A failing or slow receiver never fails the report: it is
 * already stored, and `onForwardFailure` hears why.
 */
export const reportClientError = async (
  ctx: ServiceContext,
  orgCode: string,
  report: ReportClientErrorBody,
  onForwardFailure: (reason: string) => void,
): Promise<{ ok: true }> => {
  const now = ctx.now();
  const pathname = bare(report.pathname);
  await recordClientError(ctx.db, {
    uuid: randomUUID(),
    orgCode,
    fingerprint: fingerprintOf(report),
    source: report.source,
    name: report.name ?? 'Error',
    message: report.message,
    stack: report.stack ?? null,
    pathname,
    appVersion: report.appVersion,
    userAgent: report.userAgent ?? null,
    now,
  });
  const dsn = ctx.config.sentryDsn;
  if (dsn) {
    const target = sentryTarget(dsn);
    const body = sentryEnvelope(target, {
      eventId: randomUUID().replaceAll('-', ''),
      at: now,
      orgCode,
      environment: ctx.config.nodeEnv,
      report: { ...report, pathname },
    });
    try {
      const response = await fetch(target.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-sentry-envelope', 'X-Sentry-Auth': target.auth },
        body,
        signal: AbortSignal.timeout(SENTRY_TIMEOUT_MS),
      });
      if (!response.ok) onForwardFailure(`the receiver answered ${response.status}`);
    } catch (error) {
      onForwardFailure(error instanceof Error ? error.message : String(error));
    }
  }
  return { ok: true };
};
