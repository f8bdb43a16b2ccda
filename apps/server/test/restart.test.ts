import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createTestDatabase, registerAndLogin, testConfig } from './helper';

// The app owns its database here (as in production): on PGlite a data dir on disk, on PostgreSQL a throwaway database.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'heloc-restart-'));
const pgDatabase = process.env.TEST_DATABASE_URL ? await createTestDatabase() : undefined;
// TOKEN_SECRET empty = unset: the app generates one and keeps it in the settings table.
const env = { DATA_DIR: dataDir, TOKEN_SECRET: '', ...(pgDatabase?.url ? { DATABASE_URL: pgDatabase.url } : {}) };

afterAll(async () => {
  await pgDatabase?.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('restart', () => {
  it('keeps registered identities and still accepts tokens issued before the restart', async () => {
    const first = await buildApp({ config: testConfig(env) });
    const user = await registerAndLogin(first);
    await first.close();
    if (!pgDatabase) expect(fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);

    const second = await buildApp({ config: testConfig(env) });
    try {
      const identity = await second.inject({ url: '/identity/secure/api/v1_1/identity', headers: user.auth });
      expect(identity.statusCode).toBe(200);
      expect(identity.json().email).toBe(user.email);
      const login = await second.inject({
        method: 'POST',
        url: '/identity-broker/customer/api/v3/login',
        payload: { email: user.email, password: user.password },
      });
      expect(login.statusCode).toBe(200);
      // The seed ran again without duplicating anything.
      const orgs = await second.db.selectFrom('organizations').select('org_code').execute();
      expect(new Set(orgs.map((o) => o.org_code)).size).toBe(orgs.length);
      expect(orgs.length).toBeGreaterThanOrEqual(6);
    } finally {
      await second.close();
    }
  });
});
