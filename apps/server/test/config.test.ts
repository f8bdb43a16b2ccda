import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
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

  // The schema is the one declaration; the documents are held to it so they cannot drift (issue 9).
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
