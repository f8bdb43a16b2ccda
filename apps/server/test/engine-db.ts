import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFieldCipher, type FieldCipher, parseKeyring } from '../src/platform/crypto';
import { createDiskDocumentStore, type DocumentStore } from '../src/platform/storage';
import { createTestDatabase } from './helper';
import { json } from '../src/platform/database/json';
import { migrateToLatest } from '../src/platform/database/migrate';
import { seedDatabase } from '../src/platform/database/seed/seed.repo';
import type { Db as EngineDb } from '../src/platform/database/database';

/**
 * A migrated, seeded database for engine tests: in-memory PGlite, or a throwaway database on TEST_DATABASE_URL.
 * Dispose it with `dispose()`.
 */
export const openEngineDb = async (): Promise<{ db: EngineDb; dispose: () => Promise<void> }> => {
  const test = await createTestDatabase();
  await migrateToLatest(test.db);
  await seedDatabase(test.db);
  return { db: test.db, dispose: test.dispose };
};

/** Inserts an identity and an application waiting for its soft credit pull; answers the application uuid. */
export const insertWaitingApplication = async (db: EngineDb, lastName: string, orgCode = 'summit'): Promise<string> => {
  const identityUuid = randomUUID();
  const uuid = randomUUID();
  await db
    .insertInto('identities')
    .values({
      uuid: identityUuid,
      org_code: orgCode,
      email: `${identityUuid}@example.com`,
      password_hash: 'x',
      phone_number: '5125550100',
      profile_type: 'PRIMARY',
      aliases: json([]),
    })
    .execute();
  await db
    .insertInto('applications')
    .values({
      uuid,
      identity_uuid: identityUuid,
      org_code: orgCode,
      loan_number: null,
      checklist_status: 'WAITING_FOR_SOFT_CREDIT',
      property_street1: '123 Main St',
      property_street2: null,
      property_city: 'Austin',
      property_state: 'TX',
      property_zip: '78701',
      applicant: json({
        firstName: 'Pat',
        middleName: null,
        lastName,
        suffix: null,
        dob: { day: 1, month: 2, year: 1980 },
        email: 'pat@example.com',
        phoneNumber: '5125550100',
      }),
      income: json({ incomePrimary: 120_000, incomeOther: null, incomeCoDeeders: null }),
    })
    .execute();
  return uuid;
};

/** The engine's platform services for tests that drive the scheduler without an app: a cipher and a disk store. */
export const testEngineServices = (): { cipher: FieldCipher; documents: DocumentStore } => {
  const parsed = parseKeyring(`test1:${randomBytes(32).toString('base64')}`);
  if (!parsed.ok) throw new Error(parsed.problems.join(', '));
  return {
    cipher: createFieldCipher({ keyring: parsed.keyring, indexKey: randomBytes(32) }),
    documents: createDiskDocumentStore(mkdtempSync(path.join(tmpdir(), 'heloc-documents-'))),
  };
};
