import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { engineDb, type EngineDb } from './db/tables';
import type { Providers } from './providers';
import { sandboxProviders } from './providers/sandbox';
import { applyDueTransitions, type EngineDeps, nextDueAt } from './workflow/scheduler';

declare module 'fastify' {
  interface FastifyInstance {
    engine: Engine;
  }
}

export interface Engine extends EngineDeps {
  db: EngineDb;
  /** Applies the due transitions of one application (before its status is read) or of all (the sweeper). */
  applyDue(applicationUuid?: string): Promise<number>;
  /** Whether the application has a transition due now (applied or being applied by nobody yet). No lock taken. */
  hasDue(applicationUuid: string): Promise<boolean>;
}

export interface EnginePluginOptions {
  /** Outside parties; the sandbox by default (DESIGN §5: real providers plug in behind the same interfaces). */
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
    inFlight = app.engine
      .applyDue()
      .catch((err: unknown) => app.log.error({ err }, 'sweeping due transitions failed'))
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

export const enginePlugin = fp<EnginePluginOptions>(
  async (app, options) => {
    const db = engineDb(app.db);
    const deps: EngineDeps = {
      providers: options.providers ?? sandboxProviders,
      processingDelayMs: app.config.processingDelayMs,
      now: () => app.clock(),
    };
    app.decorate('engine', {
      ...deps,
      db,
      applyDue: (applicationUuid?: string) => applyDueTransitions(db, deps, applicationUuid ? { applicationUuid } : {}),
      hasDue: async (applicationUuid: string) => {
        const due = await nextDueAt(db, applicationUuid);
        return due !== null && due.getTime() <= deps.now().getTime();
      },
    });

    const intervalMs = options.sweepIntervalMs ?? (app.config.nodeEnv === 'test' ? 0 : app.config.sweepIntervalMs);
    if (intervalMs > 0) {
      let stop: () => Promise<void> = async () => {};
      app.addHook('onReady', async () => {
        stop = startSweeper(app, intervalMs);
      });
      app.addHook('onClose', async () => stop());
    }
  },
  { name: 'engine', dependencies: ['config', 'db'] },
);
