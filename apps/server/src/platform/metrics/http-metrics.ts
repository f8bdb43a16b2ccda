import type { FastifyInstance } from 'fastify';
import { Histogram } from 'prom-client';
import type { Metrics } from './registry';

/**
 * Seconds. Fine below 100 ms, where the status call (p99 8 ms) and the application read (target 50 ms) live
 * (docs/scaling.md), so a p99 alert on either reads a bucket bound, not an interpolation across a wide one.
 */
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The route label of a call no route matched (an unknown path's 404): never the raw URL, which is unbounded. */
const UNMATCHED = 'unmatched';

/**
 * Every answered call, timed from its arrival to its last byte, by route pattern (`/…/heloc/:uuid/status`, never the
 * URL with its ids), method and status class (2xx … 5xx). The histogram's `_count` is the request rate. Each label
 * set's series is looked up once and kept, so a call costs a map read and an observation.
 */
export const recordHttpMetrics = (app: FastifyInstance, metrics: Metrics, skip: string): void => {
  const duration = new Histogram({
    name: 'heloc_http_request_duration_seconds',
    help: 'Time from a call arriving to its answer sent, by route pattern, method and status class.',
    labelNames: ['route', 'method', 'status_class'] as const,
    buckets: BUCKETS,
    registers: [metrics.registry],
  });
  const series = new Map<string, ReturnType<typeof duration.labels>>();
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED;
    if (route === skip) return;
    const statusClass = `${Math.floor(reply.statusCode / 100)}xx`;
    const key = `${request.method} ${statusClass} ${route}`;
    let child = series.get(key);
    if (!child) {
      child = duration.labels(route, request.method, statusClass);
      series.set(key, child);
    }
    child.observe(reply.elapsedTime / 1000);
  });
};
