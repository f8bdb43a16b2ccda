import fp from 'fastify-plugin';
import { poolUseOf } from '../database/database';
import { recordHttpMetrics } from './http-metrics';
import { createMetrics, type Metrics } from './registry';
import { METRICS_PATH, metricsRoute } from './route';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics (platform/metrics): counters to count, and readings taken at scrape time. */
    metrics: Metrics;
  }
}

/**
 * The operator's metrics (docs/operations.md "Metrics and alerts"): the calls' rate and latency by route, the
 * database pool, and what other parts register (the status memory, the scheduler, chat sockets, the e-mail
 * outbox); served at /metrics only with METRICS_TOKEN. Registered before the modules, so its hook times their routes.
 */
export const metricsPlugin = fp(
  async (app) => {
    const metrics = createMetrics();
    app.decorate('metrics', metrics);
    const token = app.config.metricsToken;
    if (token) metrics.collectDefaults();
    recordHttpMetrics(app, metrics, METRICS_PATH);
    metrics.readPool(() => poolUseOf(app.db));
    metricsRoute(app, metrics, token);
  },
  { name: 'metrics', dependencies: ['config', 'db'] },
);
