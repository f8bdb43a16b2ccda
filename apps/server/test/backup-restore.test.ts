import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { applicantOf } from '../src/workflow';
import { createHeloc, readStatus } from './engine-fixtures';
import { type Registered, createTestDatabase, registerAndLogin, testConfig } from './helper';
import { postgresBinDir } from './server-process';

/*
 * The backup and restore of docs/operations.md, done as written there and restored into a fresh instance:
 * the applicant signs in, the application reads back, sealed personal data opens (its keys travel with the data
 * outside production), and stored documents are there.
 */

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'heloc-backup-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

interface Written {
  user: Registered;
  uuid: string;
  status: string;
  documentKey: string;
}

// Secrets generated into the data (TOKEN_SECRET unset); no step falls due meanwhile, so the status reads back as is.
const KEEP = { TOKEN_SECRET: '', PROCESSING_DELAY_MS: '600000' };
const DOCUMENT = new TextEncoder().encode('%PDF-1.7 backup test');

const writeData = async (app: FastifyInstance): Promise<Written> => {
  const user = await registerAndLogin(app);
  const uuid = await createHeloc(app, user);
  const documentKey = randomUUID();
  await app.documents.put(documentKey, DOCUMENT, 'application/pdf');
  return { user, uuid, status: (await readStatus(app, user, uuid)).checklistStatus, documentKey };
};

const expectRestored = async (app: FastifyInstance, written: Written) => {
  const login = await app.inject({
    method: 'POST',
    url: '/identity-broker/customer/api/v3/login',
    headers: { 'x-org': 'summit' },
    payload: { email: written.user.email, password: written.user.password },
  });
  expect(login.statusCode).toBe(200);
  // A token issued before the backup is still good: the signing secret is part of the data.
  expect((await readStatus(app, written.user, written.uuid)).checklistStatus).toBe(written.status);
  const row = await app.db.selectFrom('applications').selectAll().where('uuid', '=', written.uuid).executeTakeFirst();
  expect(applicantOf(row!, app.fieldCipher).dateOfBirth).toBe('1978-03-12');
  expect(Buffer.from((await app.documents.getBytes(written.documentKey))!)).toEqual(Buffer.from(DOCUMENT));
};

describe.runIf(!onPostgres)('backup and restore of the embedded data directory', () => {
  it('a copy of DATA_DIR taken while the server is stopped starts a fresh instance with everything', async () => {
    const original = path.join(work, 'data');
    const first = await buildApp({ config: testConfig({ DATA_DIR: original, ...KEEP }) });
    const written = await writeData(first);
    await first.close();

    // docs/operations.md: stop the server, archive the directory, unpack it where the new instance keeps its data.
    const archive = path.join(work, 'heloc-backup.tar.gz');
    execFileSync('tar', ['-czf', archive, '-C', original, '.']);
    const restored = path.join(work, 'restored');
    fs.mkdirSync(restored);
    execFileSync('tar', ['-xzf', archive, '-C', restored]);

    const second = await buildApp({ config: testConfig({ DATA_DIR: restored, ...KEEP }) });
    try {
      await expectRestored(second, written);
    } finally {
      await second.close();
    }
  });
});

const pgBin = postgresBinDir();

describe.runIf(onPostgres && pgBin)('backup and restore of PostgreSQL', () => {
  it('pg_dump of the database and a copy of the document store restore into a fresh instance', async () => {
    const source = await createTestDatabase();
    const target = await createTestDatabase();
    const documents = path.join(work, 'pg-data');
    try {
      const env = (url: string, dataDir: string) => ({ DATABASE_URL: url, DATA_DIR: dataDir, ...KEEP });
      const first = await buildApp({ config: testConfig(env(source.url!, documents)) });
      const written = await writeData(first);
      await first.close();

      // docs/operations.md: a custom-format dump while the servers run, restored into an empty database.
      const dump = path.join(work, 'heloc.dump');
      execFileSync(path.join(pgBin!, 'pg_dump'), ['--format=custom', '--no-owner', '--file', dump, source.url!]);
      const restoredDocuments = path.join(work, 'pg-restored');
      fs.cpSync(documents, restoredDocuments, { recursive: true });
      execFileSync(path.join(pgBin!, 'pg_restore'), ['--no-owner', '--exit-on-error', '--dbname', target.url!, dump]);

      const second = await buildApp({ config: testConfig(env(target.url!, restoredDocuments)) });
      try {
        await expectRestored(second, written);
      } finally {
        await second.close();
      }
    } finally {
      await source.dispose();
      await target.dispose();
    }
  });
});
