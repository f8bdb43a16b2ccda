import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, createDatabase } from '../database';
import { migrateToLatest } from '../migrate';
import { readSetting, writeSetting } from '../settings.repo';
import { seedOfferCodes } from './lending-data';
import { SEED_FINGERPRINT_SETTING, seedDatabase, seedFingerprint } from './seed.repo';

// docs/decisions.md "Start-up on existing data": the seed writes only when it differs from the one last written.
describe('the seed', () => {
  let db: Db;
  const offerCode = seedOfferCodes[0]!.code;
  const offerCodeRows = async () =>
    (await db.selectFrom('offer_codes').select('code').where('code', '=', offerCode).execute()).length;

  beforeAll(async () => {
    db = createDatabase({ pgliteDir: 'memory://' });
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db.destroy();
  });

  it('writes its rows once and records what it wrote', async () => {
    await seedDatabase(db);
    expect(await offerCodeRows()).toBe(1);
    expect(await readSetting(db, SEED_FINGERPRINT_SETTING)).toBe(seedFingerprint());
    await seedDatabase(db);
    expect(await offerCodeRows()).toBe(1);
  });

  it('leaves a seeded row an operator deleted deleted while the seed is unchanged', async () => {
    await db.deleteFrom('offer_codes').where('code', '=', offerCode).execute();
    await seedDatabase(db);
    expect(await offerCodeRows()).toBe(0);
  });

  it('writes its missing rows again once the seed has changed', async () => {
    await writeSetting(db, SEED_FINGERPRINT_SETTING, 'an earlier release');
    await seedDatabase(db);
    expect(await offerCodeRows()).toBe(1);
    expect(await readSetting(db, SEED_FINGERPRINT_SETTING)).toBe(seedFingerprint());
  });
});
