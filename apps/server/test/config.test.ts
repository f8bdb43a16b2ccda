import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createClock } from '../src/platform/config/clock';
import { CONFIG_VARIABLES, ConfigError, REPO_ROOT, loadConfig } from '../src/platform/config/config';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      tokenSecret: undefined,
      tokenTtlSeconds: 3600,
      sandboxMode: true,
      sandboxKey: 'sandbox-dev-key',
      logLevel: 'info',
      bodyLimitBytes: 1024 * 1024,
      processingDelayMs: 3000,
    });
    expect(config.dataDir).toMatch(/[/\\]data$/);
    expect(config.webDistDir).toMatch(/apps[/\\]web[/\\]dist$/);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT: must be a whole number'],
    [{ PORT: '70000' }, 'PORT: must be at most 65535'],
    [{ TOKEN_SECRET: 'short' }, 'TOKEN_SECRET: must be at least 32 characters'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: must be a postgres:// or postgresql:// URL'],
    [{ SANDBOX_MODE: 'maybe' }, 'SANDBOX_MODE: must be one of true, false, 1, 0, on, off, yes, no'],
    [{ BODY_LIMIT_BYTES: '-1' }, 'BODY_LIMIT_BYTES: must be a whole number'],
    [{ NODE_ENV: 'production' }, 'TOKEN_SECRET: is required when NODE_ENV=production (at least 32 characters)'],
    [
      { NODE_ENV: 'production' },
      'DATA_ENCRYPTION_KEYS: is required when NODE_ENV=production (keyId:base64key entries, 32-byte keys, current first)',
    ],
    [{ DOCUMENT_STORE: 's3' }, 'S3_BUCKET: is required when DOCUMENT_STORE=s3'],
    [
      { TRUST_PROXY: 'true' },
      'TRUST_PROXY: must name the proxies (a hop count or addresses); "true" would trust any client to name its address',
    ],
  ])('names the bad variable in %j', (env, problem) => {
    expect(problemsOf(env)).toContain(problem);
  });

  it('turns sandbox mode off in production unless set, with no default key', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    const secret = 'x'.repeat(32);
    const production = {
      NODE_ENV: 'production',
      TOKEN_SECRET: secret,
      DATA_ENCRYPTION_KEYS: `k1:${key}`,
      DATA_INDEX_KEY: key,
    };
    expect(loadConfig(production)).toMatchObject({
      sandboxMode: false,
      sandboxKey: undefined,
    });
    expect(loadConfig({ ...production, SANDBOX_MODE: 'on', SANDBOX_KEY: 'k'.repeat(12) })).toMatchObject({
      sandboxMode: true,
      sandboxKey: 'k'.repeat(12),
    });
  });

  it("leaves condition answers to the lender's staff in production, to the sandbox reviewer elsewhere", () => {
    const production = {
      NODE_ENV: 'production',
      TOKEN_SECRET: 'x'.repeat(32),
      DATA_ENCRYPTION_KEYS: `k1:${Buffer.alloc(32, 7).toString('base64')}`,
      DATA_INDEX_KEY: Buffer.alloc(32, 7).toString('base64'),
    };
    expect(loadConfig({}).conditionReviewer).toBe('sandbox');
    expect(loadConfig(production).conditionReviewer).toBe('staff');
    expect(loadConfig({ ...production, CONDITION_REVIEWER: 'sandbox' }).conditionReviewer).toBe('sandbox');
    expect(loadConfig({ CONDITION_REVIEWER: 'staff' }).conditionReviewer).toBe('staff');
    expect(() => loadConfig({ CONDITION_REVIEWER: 'robot' })).toThrow(/CONDITION_REVIEWER/);
  });

  describe('CLOCK_START', () => {
    const production = {
      NODE_ENV: 'production',
      TOKEN_SECRET: 'x'.repeat(32),
      DATA_ENCRYPTION_KEYS: `k1:${Buffer.alloc(32, 7).toString('base64')}`,
      DATA_INDEX_KEY: Buffer.alloc(32, 7).toString('base64'),
    };
    const refusedOutsideSandbox =
      'CLOCK_START: is allowed only in sandbox mode (SANDBOX_MODE on, which NODE_ENV=production turns off unless set)';

    it('is unset by default: the real time', () => {
      expect(loadConfig({}).clockStart).toBeUndefined();
    });

    it.each([
      ['2026-11-28T00:30:00Z', '2026-11-28T00:30:00.000Z'],
      ['2026-11-27T18:30:00-06:00', '2026-11-28T00:30:00.000Z'],
      ['2026-11-28T00:30:00.250+00:00', '2026-11-28T00:30:00.250Z'],
    ])('accepts the instant %s in sandbox mode', (value, instant) => {
      expect(loadConfig({ CLOCK_START: value }).clockStart?.toISOString()).toBe(instant);
      expect(loadConfig({ ...production, SANDBOX_MODE: 'on', CLOCK_START: value }).clockStart?.toISOString()).toBe(
        instant,
      );
    });

    // Without an offset the instant would depend on the machine's time zone; a date alone names no instant.
    it.each(['2026-11-28T00:30:00', '2026-11-28', '2026-02-30T00:00:00Z', 'next friday', '1795825800000'])(
      'refuses %j with a message saying what it must be',
      (value) => {
        expect(problemsOf({ CLOCK_START: value })).toEqual([
          'CLOCK_START: must be an ISO 8601 instant with Z or an offset, like 2026-11-28T00:30:00Z',
        ]);
      },
    );

    it('is refused in production and wherever sandbox mode is off', () => {
      expect(problemsOf({ ...production, CLOCK_START: '2026-11-28T00:30:00Z' })).toEqual([refusedOutsideSandbox]);
      expect(problemsOf({ SANDBOX_MODE: 'off', CLOCK_START: '2026-11-28T00:30:00Z' })).toEqual([refusedOutsideSandbox]);
    });

    it('starts the clock at the instant and lets real time run from there', () => {
      let elapsed = 0;
      const clock = createClock(new Date('2026-11-28T00:30:00Z'), () => elapsed);
      expect(clock().toISOString()).toBe('2026-11-28T00:30:00.000Z');
      elapsed = 90_000;
      expect(clock().toISOString()).toBe('2026-11-28T00:31:30.000Z');
      const real = createClock(undefined)().getTime();
      expect(Math.abs(real - Date.now())).toBeLessThan(1000);
    });
  });

  it.each([
    [undefined, false],
    ['1', 1],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
  ])('reads TRUST_PROXY %j as %j', (value, trustProxy) => {
    expect(loadConfig(value ? { TRUST_PROXY: value } : {}).trustProxy).toEqual(trustProxy);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  // The schema is the one declaration; the documents are held to it so they cannot drift.
  const documentedVariables = (file: string, heading?: string): string[] => {
    const text = readFileSync(path.join(REPO_ROOT, file), 'utf8');
    const section = heading ? text.slice(0, text.indexOf(heading)) : text;
    return [...section.matchAll(/^\| `([A-Z][A-Z0-9_]+)` \|/gm)].map((m) => m[1] ?? '');
  };

  it('docs/configuration.md lists exactly the variables the schema reads', () => {
    expect(documentedVariables('docs/configuration.md', 'Test-only variables').sort()).toEqual(
      [...CONFIG_VARIABLES].sort(),
    );
  });

  it("the README's configuration table names only variables the schema reads", () => {
    const readme = documentedVariables('README.md');
    expect(readme.length).toBeGreaterThan(5);
    expect(readme.filter((name) => !CONFIG_VARIABLES.includes(name as never))).toEqual([]);
  });
});
