import { describe, expect, it } from 'vitest';
import { ConfigError, configSchema, loadConfig } from '../src/config';

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
  ])('names the bad variable in %j', (env, problem) => {
    expect(problemsOf(env)).toContain(problem);
  });

  it('turns sandbox mode off in production unless set, with no default key', () => {
    const secret = 'x'.repeat(32);
    expect(loadConfig({ NODE_ENV: 'production', TOKEN_SECRET: secret })).toMatchObject({
      sandboxMode: false,
      sandboxKey: undefined,
    });
    expect(
      loadConfig({ NODE_ENV: 'production', TOKEN_SECRET: secret, SANDBOX_MODE: 'on', SANDBOX_KEY: 'k'.repeat(12) }),
    ).toMatchObject({
      sandboxMode: true,
      sandboxKey: 'k'.repeat(12),
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it('exports the schema listing every variable', () => {
    expect(Object.keys(configSchema.shape)).toEqual(
      expect.arrayContaining([
        'PORT',
        'HOST',
        'DATABASE_URL',
        'DATA_DIR',
        'TOKEN_SECRET',
        'TOKEN_TTL_SECONDS',
        'SANDBOX_MODE',
        'SANDBOX_KEY',
        'LOG_LEVEL',
        'BODY_LIMIT_BYTES',
        'WEB_DIST_DIR',
        'PROCESSING_DELAY_MS',
        'MAIN_SITE_ORIGIN',
      ]),
    );
  });
});
