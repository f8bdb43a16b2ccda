import path from 'node:path';
import { z } from 'zod';
import { cryptoConfigSchema, readCryptoConfig } from '../crypto';
import { emailConfigSchema, readEmailConfig } from '../email/email-config';
import { readStorageConfig, storageConfigSchema } from '../storage';

import { DEFAULT_DATA_DIR, REPO_ROOT, resolveDataDir } from './paths';

export { REPO_ROOT };

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'], {
    error: 'must be one of true, false, 1, 0, on, off, yes, no',
  })
  .transform((v) => ['true', '1', 'on', 'yes'].includes(v));

const intFromEnv = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, { error: 'must be a whole number' })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(min, { error: `must be at least ${min}` })
        .max(max, { error: `must be at most ${max}` }),
    );

/**
 * Every environment variable the server reads, with its default. docs/configuration.md lists the same table (a test
 * holds them together). Values arrive as strings; empty strings count as unset.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: intFromEnv(0, 65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  DATA_DIR: z.string().min(1).default(DEFAULT_DATA_DIR),
  // Connections per node to PostgreSQL (unused with the embedded PGlite, which has one).
  DATABASE_POOL_SIZE: intFromEnv(1, 200).default(10),
  TOKEN_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  TOKEN_TTL_SECONDS: intFromEnv(60, 30 * 24 * 3600).default(3600),
  // How long a node trusts a session it found live without reading it again; 0 reads it every request.
  SESSION_CACHE_MS: intFromEnv(0, 60_000).default(5000),
  // How long a node keeps a status call's answer while nothing it reads changes; 0 reads it every request.
  STATUS_CACHE_MS: intFromEnv(0, 60_000).default(5000),
  // How long a node keeps the answer of a read a signed-in screen makes when it opens while no table it read is
  // written; 0 reads it every request.
  ANSWER_CACHE_MS: intFromEnv(0, 60_000).default(5000),
  SANDBOX_MODE: booleanFromEnv.optional(),
  SANDBOX_KEY: z.string().min(8, { error: 'must be at least 8 characters' }).optional(),
  // The instant the server's clock starts at (then it runs in real time), so a test run sees the same weekday and
  // holidays whenever it runs (docs/configuration.md). Sandbox mode only: checked in configSchema below.
  CLOCK_START: z.iso
    .datetime({ offset: true, error: 'must be an ISO 8601 instant with Z or an offset, like 2026-11-28T00:30:00Z' })
    .transform((v) => new Date(v))
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: intFromEnv(1024, 100 * 1024 * 1024).default(1024 * 1024),
  WEB_DIST_DIR: z.string().min(1).default('apps/web/dist'),
  PROCESSING_DELAY_MS: intFromEnv(0, 600_000).default(3000),
  // How long the sandbox reviewer takes to decide a submitted condition; 0 in tests and e2e.
  CONDITION_REVIEW_DELAY_MS: intFromEnv(0, 3_600_000).default(5000),
  // Who reviews the files a borrower sends for a lender condition: the sandbox reviewer (by persona) or the lender's
  // staff in the operations console (docs/product/operations-console.md §8). Default: staff in production.
  CONDITION_REVIEWER: z.enum(['sandbox', 'staff']).optional(),
  // How long the sandbox broker price opinion takes once ordered (bpo/hold); 0 in tests and e2e.
  VALUATION_DELAY_MS: intFromEnv(0, 3_600_000).default(20_000),
  // How long each sandbox outside party takes to answer, as a real one would (the fault tests use it to stop
  // a node in the middle of a step).
  SANDBOX_LATENCY_MS: intFromEnv(0, 60_000).default(0),
  // After SIGTERM, how long a node keeps serving (health 503) before it stops listening (graceful shutdown).
  SHUTDOWN_DRAIN_MS: intFromEnv(0, 60_000).default(1000),
  // The sweeper's period; 0 turns it off (status reads still apply due transitions). Off under NODE_ENV=test.
  SWEEP_INTERVAL_MS: intFromEnv(0, 3_600_000).default(1000),
  MAIN_SITE_ORIGIN: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  // Where the server is reached from outside, for the staff set-up links (docs/product/operations-console.md §1).
  PUBLIC_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  // Which proxies may name the client address in X-Forwarded-For: a hop count, or addresses/CIDRs/keywords.
  TRUST_PROXY: z
    .string()
    .regex(/^(\d{1,2}|[\w.:/-]+(\s*,\s*[\w.:/-]+)*)$/, {
      error: 'must be a hop count or a comma-separated list of addresses, CIDRs or loopback/linklocal/uniquelocal',
    })
    .refine((v) => !['true', 'false', '*'].includes(v.toLowerCase()), {
      error: 'must name the proxies (a hop count or addresses); "true" would trust any client to name its address',
    })
    .optional(),
  // Anonymous calls are rate limited per client address and call, counted in the database.
  RATE_LIMIT_MAX: intFromEnv(0, 1_000_000).default(100),
  RATE_LIMIT_WINDOW_SECONDS: intFromEnv(1, 86_400).default(60),
  RATE_LIMIT_EXEMPT: z
    .string()
    .regex(/^[\w.:]+(\s*,\s*[\w.:]+)*$/, { error: 'must be a comma-separated list of client addresses' })
    .optional(),
  // A Sentry-compatible project that receives the web app's error reports too (docs/product/application-area.md §8).
  SENTRY_DSN: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) DSN: https://publicKey@host/projectId' })
    .refine((v) => URL.canParse(v) && new URL(v).username !== '' && /\/\d+$/.test(new URL(v).pathname), {
      error: 'must name the public key and the project: https://publicKey@host/projectId',
    })
    .optional(),
  // The bearer token of GET /metrics (platform/metrics); unset, /metrics answers 404.
  METRICS_TOKEN: z
    .string()
    .min(32, { error: 'must be at least 32 characters' })
    .regex(/^[\x21-\x7e]+$/, { error: 'must be printable characters without spaces' })
    .optional(),
  // Personal data at rest (platform/crypto) and uploaded documents (platform/storage).
  ...cryptoConfigSchema.shape,
  ...storageConfigSchema.shape,
  // Outgoing e-mail (platform/email): the sandbox outbox or SMTP.
  ...emailConfigSchema.shape,
});
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * The validated environment turned into the server's configuration: the one declaration of both, so the type cannot
 * drift from the schema (config written once). Rules that need two variables at once are checked here, all
 * of them, so one start names every problem.
 */
export const configSchema = envSchema.transform((v, ctx) => {
  const production = v.NODE_ENV === 'production';
  const crypto = readCryptoConfig(v, v.NODE_ENV);
  const storage = readStorageConfig(v);
  const email = readEmailConfig(v);
  const problems = [
    ...(crypto.ok ? [] : crypto.problems),
    ...(storage.ok ? [] : storage.problems),
    ...(email.ok ? [] : email.problems),
  ];
  if (production && !v.TOKEN_SECRET) {
    problems.unshift('TOKEN_SECRET: is required when NODE_ENV=production (at least 32 characters)');
  }
  const sandboxMode = v.SANDBOX_MODE ?? !production;
  if (v.CLOCK_START && !sandboxMode) {
    // A server whose clock is not the real time would date real loans and notices wrongly.
    problems.push(
      'CLOCK_START: is allowed only in sandbox mode (SANDBOX_MODE on, which NODE_ENV=production turns off unless set)',
    );
  }
  for (const message of problems) ctx.addIssue({ code: 'custom', message });
  if (!crypto.ok || !storage.ok || !email.ok || problems.length > 0) return z.NEVER;
  return {
    nodeEnv: v.NODE_ENV,
    port: v.PORT,
    host: v.HOST,
    databaseUrl: v.DATABASE_URL,
    databasePoolSize: v.DATABASE_POOL_SIZE,
    /** Absolute directory of the embedded database and other local data. */
    dataDir: resolveDataDir(v.DATA_DIR),
    /** undefined: generated once and kept in the settings table (outside production only). */
    tokenSecret: v.TOKEN_SECRET,
    tokenTtlSeconds: v.TOKEN_TTL_SECONDS,
    sessionCacheMs: v.SESSION_CACHE_MS,
    statusCacheMs: v.STATUS_CACHE_MS,
    answerCacheMs: v.ANSWER_CACHE_MS,
    sandboxMode,
    /** undefined when sandbox mode has no key (production without SANDBOX_KEY): the sandbox API then refuses all. */
    sandboxKey: v.SANDBOX_KEY ?? (production ? undefined : 'sandbox-dev-key'),
    /** undefined: the real time; else the instant the server's clock starts at (sandbox mode only, see clock.ts). */
    clockStart: v.CLOCK_START,
    logLevel: v.LOG_LEVEL,
    bodyLimitBytes: v.BODY_LIMIT_BYTES,
    /** Absolute directory of the web app's build. */
    webDistDir: path.resolve(REPO_ROOT, v.WEB_DIST_DIR),
    processingDelayMs: v.PROCESSING_DELAY_MS,
    conditionReviewDelayMs: v.CONDITION_REVIEW_DELAY_MS,
    conditionReviewer: v.CONDITION_REVIEWER ?? (production ? 'staff' : 'sandbox'),
    valuationDelayMs: v.VALUATION_DELAY_MS,
    sandboxLatencyMs: v.SANDBOX_LATENCY_MS,
    shutdownDrainMs: v.SHUTDOWN_DRAIN_MS,
    sweepIntervalMs: v.SWEEP_INTERVAL_MS,
    mainSiteOrigin: v.MAIN_SITE_ORIGIN,
    /**
     * The server's public origin (no trailing slash) for the staff set-up links; undefined: an invitation uses the
     * request's own origin and the command http://localhost:PORT.
     */
    publicBaseUrl: v.PUBLIC_BASE_URL?.replace(/\/+$/, ''),
    /** Fastify's trustProxy: false (the socket address is the client) unless TRUST_PROXY names the proxies. */
    trustProxy: !v.TRUST_PROXY
      ? (false as const)
      : /^\d+$/.test(v.TRUST_PROXY)
        ? Number(v.TRUST_PROXY)
        : v.TRUST_PROXY.split(',').map((entry) => entry.trim()),
    /**
     * Per-address limit of anonymous calls (platform/http/rate-limit.ts): at most `max` calls of one call per client
     * address per window (max 0: off); `exempt` addresses are never limited (the browser journeys' loopback).
     */
    rateLimit: {
      max: v.RATE_LIMIT_MAX,
      windowMs: v.RATE_LIMIT_WINDOW_SECONDS * 1000,
      exempt: (v.RATE_LIMIT_EXEMPT ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    },
    /** Keys of the personal-data cipher; outside production, generated once into the settings table when unset. */
    crypto: crypto.config,
    /** Where uploaded documents live (disk under DATA_DIR, or an S3-compatible bucket) and the upload limit. */
    storage: storage.config,
    /** Outgoing e-mail: the sandbox outbox (stored for the tester) or SMTP, and the sender address. */
    email: email.config,
    /** undefined: the web app's error reports are kept in the database only. */
    sentryDsn: v.SENTRY_DSN,
    /** The bearer token of GET /metrics; undefined: /metrics answers 404 (platform/metrics). */
    metricsToken: v.METRICS_TOKEN,
  };
});
export type Config = z.output<typeof configSchema>;
/** The environment variables the server reads, by name (docs/configuration.md lists exactly these). */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[];

/** Reads and validates the environment; throws ConfigError naming every bad variable. */
export const loadConfig = (env: Record<string, string | undefined> = process.env): Config => {
  const present = Object.fromEntries(
    CONFIG_VARIABLES.map((key) => [key, env[key]?.trim()] as const).filter(
      ([, value]) => value !== undefined && value !== '',
    ),
  );
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    // Problems found across variables already name theirs ('DATA_INDEX_KEY: is required ...').
    throw new ConfigError(
      parsed.error.issues.map((issue) =>
        issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
      ),
    );
  }
  return parsed.data;
};
