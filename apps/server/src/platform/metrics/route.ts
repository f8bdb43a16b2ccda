import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { NOT_FOUND, UNAUTHENTICATED } from '../http/errors';
import type { Metrics } from './registry';

export const METRICS_PATH = '/metrics';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the Authorization header carries `Bearer <token>`, compared in constant time. */
const carriesToken = (header: string | undefined, token: string): boolean => {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
};

/**
 * GET /metrics in the Prometheus text format, for the operator's scraper only (docs/operations.md "Metrics and
 * alerts"): with METRICS_TOKEN unset it answers 404 like an unknown path (never public, and never the web app's
 * shell); with it, a call without `Authorization: Bearer <METRICS_TOKEN>` answers 401.
 */
export const metricsRoute = (app: FastifyInstance, metrics: Metrics, token: string | undefined): void => {
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!token) return reply.code(404).send({ errors: [NOT_FOUND] });
    if (!carriesToken(request.headers.authorization, token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ errors: [UNAUTHENTICATED] });
    }
    const { text, failed } = await metrics.scrape();
    for (const { name, error } of failed) request.log.warn({ err: error }, `metrics: ${name} not read`);
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(text);
  });
};
