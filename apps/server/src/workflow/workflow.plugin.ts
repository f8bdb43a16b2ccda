import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { channelListenerOf, writeCountsOf } from '../platform/database/database';
import { isDatabaseUnavailable } from '../platform/database/unavailable';
import { LATE_AFTER_SECONDS } from '../platform/metrics/registry';
import type { Workflow } from './workflow-verbs';
import type { Providers } from './providers';
import { sandboxProviders } from './providers/sandbox';
import { withLatency } from './providers/sandbox/latency';
import { countDueTransitions } from './scheduler/scheduler.repo';
import { staffConditionReview } from './providers/staff-condition-review';
import { APPLICATION_CHANGED_CHANNEL, createStatusCache } from './status/status-cache';
import { createWorkflow } from './workflow';

declare module 'fastify' {
  interface FastifyInstance {
    /** The lending engine's facade (workflow/index.ts): the only way modules reach the engine. */
    workflow: Workflow;
  }
}

export interface WorkflowPluginOptions {
  /** Outside parties; the sandbox by default (docs/architecture.md: real providers plug in behind the same interfaces). */
  providers?: Providers;
  /** How often the sweeper applies due transitions of all applications; 0 turns it off. */
  sweepIntervalMs?: number;
}

/**
 * A periodic sweep of due transitions of all applications, so progress does not wait for a status read. It keeps no
 * state a restart would lose: the schedule is in the database. Returns a function that stops it.
 */
export const startSweeper = (app: FastifyInstance, intervalMs: number): (() => Promise<void>) => {
  let inFlight: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (inFlight) return;
    inFlight = app.workflow
      .applyDue()
      .catch((err: unknown) =>
        // The database being away is not our fault: the next sweep after it returns catches up.
        isDatabaseUnavailable(err)
          ? app.log.warn('sweeping due transitions: database unavailable')
          : app.log.error({ err }, 'sweeping due transitions failed'),
      )
      .finally(() => {
        inFlight = null;
      });
  }, intervalMs);
  timer.unref();
  // Stopping waits for a sweep in progress, so closing the app never cuts a transaction short.
  return async () => {
    clearInterval(timer);
    await inFlight;
  };
};

/**
 * The outside parties: the sandbox's, except that with CONDITION_REVIEWER=staff the lender's staff review what
 * borrowers send for conditions (docs/product/operations-console.md §8).
 */
const providersOf = (config: FastifyInstance['config']): Providers => {
  const providers = withLatency(sandboxProviders, config.sandboxLatencyMs);
  return config.conditionReviewer === 'staff' ? { ...providers, conditionReview: staffConditionReview } : providers;
};

export const workflowPlugin = fp<WorkflowPluginOptions>(
  async (app, options) => {
    // Status answers kept per node for STATUS_CACHE_MS while nothing they read changes; every node hears every change.
    const statusCache = createStatusCache({
      ttlMs: app.config.statusCacheMs,
      writes: writeCountsOf(app.db),
      lookups: app.metrics.statusMemory,
    });
    // The operator's scheduler gauges, read from the database at scrape time (docs/operations.md).
    app.metrics.readScheduler(async () => {
      const now = app.clock();
      const { due, late, oldest } = await countDueTransitions(
        app.db,
        now,
        new Date(now.getTime() - LATE_AFTER_SECONDS * 1000),
      );
      return { due, late, oldestDueSeconds: oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0 };
    });
    const listen = channelListenerOf(app.db);
    if (listen)
      app.addHook('onClose', listen(APPLICATION_CHANGED_CHANNEL, statusCache.heard, statusCache.setListening));
    app.decorate(
      'workflow',
      createWorkflow(
        app.db,
        {
          providers: options.providers ?? providersOf(app.config),
          cipher: app.fieldCipher,
          documents: app.documents,
          processingDelayMs: app.config.processingDelayMs,
          conditionReviewDelayMs: app.config.conditionReviewDelayMs,
          now: () => app.clock(),
        },
        { statusCache },
      ),
    );

    const intervalMs = options.sweepIntervalMs ?? (app.config.nodeEnv === 'test' ? 0 : app.config.sweepIntervalMs);
    if (intervalMs > 0) {
      let stop: () => Promise<void> = async () => {};
      app.addHook('onReady', async () => {
        stop = startSweeper(app, intervalMs);
      });
      app.addHook('onClose', async () => stop());
    }
  },
  { name: 'workflow', dependencies: ['config', 'db', 'field-cipher', 'documents', 'metrics'] },
);
