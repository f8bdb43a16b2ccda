import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { countRateLimitHit, pruneRateLimits } from '../database/rate-limits.repo';
import { AppError } from './errors';

/** The answer of a call over its limit (ours). */
export const RATE_LIMITED_MESSAGE = 'Too many requests from your address: please wait a moment and try again';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * The store of @fastify/rate-limit, kept in the database (table rate_limits) so that every server node counts the
 * same hits: one row per call and client address, keyed by a hash (the address is never stored), pruned once its
 * window has ended.
 */
const databaseStore = (app: FastifyInstance) => {
  let lastPrune = 0;
  return class DatabaseRateLimitStore {
    private readonly route: string;

    /** The plugin constructs the root store with its options; each rate-limited route gets a child named after it. */
    constructor(route?: unknown) {
      this.route = typeof route === 'string' ? route : '';
    }

    /** The plugin passes the window (its types do not say so); the configured one otherwise. */
    incr(address: string, callback: IncrCallback, timeWindow: number = app.config.rateLimit.windowMs): void {
      const now = app.clock();
      const key = createHash('sha256').update(`${this.route}\n${address}`).digest('base64url');
      const work = async () => {
        if (now.getTime() - lastPrune >= timeWindow) {
          lastPrune = now.getTime();
          await pruneRateLimits(app.db, now);
        }
        const { hits, resetAt } = await countRateLimitHit(app.db, key, now, timeWindow);
        return { current: hits, ttl: Math.max(0, resetAt.getTime() - now.getTime()) };
      };
      work().then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    /** The plugin passes the route's merged options, with the route under routeInfo (its types do not say so). */
    child(options: object): DatabaseRateLimitStore {
      const route = (options as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? {};
      return new DatabaseRateLimitStore(`${String(route.method)} ${String(route.url)}`);
    }
  };
};

/**
 * Calls anyone may make without signing in are limited per client address and per call (RATE_LIMIT_MAX
 * per RATE_LIMIT_WINDOW_SECONDS), before their body is read. A route opts in with `config: { rateLimit: {} }`
 * (contractRoute does it from the contract's limits). Over the limit: 429 `{ errors }` with Retry-After. The client
 * address is Fastify's request.ip, which follows TRUST_PROXY.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    const { max, windowMs, exempt } = app.config.rateLimit;
    await app.register(rateLimit, {
      global: false,
      max,
      timeWindow: windowMs,
      hook: 'onRequest',
      store: databaseStore(app),
      keyGenerator: (request) => request.ip,
      allowList: (request) => max === 0 || exempt.includes(request.ip),
      errorResponseBuilder: (_request, context) =>
        new AppError('rate_limited', RATE_LIMITED_MESSAGE, {
          retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)),
        }),
    });
  },
  { name: 'rate-limit', dependencies: ['config', 'error-handler', 'db'] },
);
