import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/platform/config/config';
import { type Db, createDatabase } from '../src/platform/database/database';
import type { Database } from '../src/platform/database/schema';

export const TEST_PASSWORD = 'Correct-Horse-9!';

/** Configuration for tests: quiet logs, a fixed secret, no web build unless a test gives one. */
export const testConfig = (env: Record<string, string> = {}): Config =>
  loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    TOKEN_SECRET: 'test-secret-test-secret-test-secret-0123',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    // Tests call from the loopback address many times a minute; test/rate-limit.test.ts turns this off.
    RATE_LIMIT_EXEMPT: '127.0.0.1',
    ...env,
  });

export interface TestDatabase {
  db: Db;
  /** Set when running against PostgreSQL: the throwaway database's URL. */
  url: string | undefined;
  dispose(): Promise<void>;
}

/**
 * A fresh database for one test file: in-memory PGlite, or, when TEST_DATABASE_URL is set, a throwaway database
 * created on that server (heloc_test_<random>) and dropped afterwards.
 */
export const createTestDatabase = async (): Promise<TestDatabase> => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const db = createDatabase({ pgliteDir: 'memory://' });
    return { db, url: undefined, dispose: () => db.destroy() };
  }
  const name = `heloc_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = createDatabase({ databaseUrl: url.toString() });
  return {
    db,
    url: url.toString(),
    async dispose() {
      await db.destroy();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
};

/** A clock tests can move forward. */
export const createTestClock = (start = new Date()) => {
  let now = start;
  return {
    now: () => now,
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
};

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  clock: ReturnType<typeof createTestClock>;
  close(): Promise<void>;
}

/** Builds the app on one database per test file (PGlite is heavy: never one per test). */
export const buildTestApp = async (
  env: Record<string, string> = {},
  logStream?: NodeJS.WritableStream,
): Promise<TestApp> => {
  const database = await createTestDatabase();
  const clock = createTestClock();
  const app = await buildApp({
    config: testConfig(env),
    db: database.db,
    clock: clock.now,
    ...(logStream ? { logStream } : {}),
  });
  await app.ready();
  return {
    app,
    db: database.db,
    clock,
    async close() {
      await app.close();
      await database.dispose();
    },
  };
};

let counter = 0;
/** A unique email per call, so tests sharing one database never collide. */
export const uniqueEmail = (prefix = 'applicant'): string =>
  `${prefix}.${process.pid}.${Date.now()}.${++counter}@example.com`;

export interface Registered {
  jwt: string;
  email: string;
  password: string;
  identityUuid: string;
  auth: { authorization: string };
}

/** Registers a new identity and signs it in through the login call; returns the login token. */
export const registerAndLogin = async (
  app: FastifyInstance,
  { org = 'summit', email = uniqueEmail(), password = TEST_PASSWORD, phoneNumber = '(555) 123-4567' } = {},
): Promise<Registered> => {
  const reg = await app.inject({
    method: 'POST',
    url: `/identity/api/v1/registration/register?organization=${org}`,
    payload: { email, password, phoneNumber },
  });
  if (reg.statusCode !== 200) throw new Error(`register failed: ${reg.statusCode} ${reg.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/identity-broker/customer/api/v3/login',
    headers: { 'x-org': org },
    payload: { email, password },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  const { jwt } = login.json<{ jwt: string }>();
  const identity = await app.inject({
    url: '/identity/secure/api/v1_1/identity',
    headers: { authorization: `Bearer ${jwt}` },
  });
  return {
    jwt,
    email,
    password,
    identityUuid: identity.json<{ uuid: string }>().uuid,
    auth: { authorization: `Bearer ${jwt}` },
  };
};

/** Row counts of the tables a failed request must not touch. */
export const countRows = async (db: Db, table: keyof Database): Promise<number> => {
  const result = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
};

/**
 * One database that outlives the apps opened on it, for restart tests: a PGlite data dir, or one throwaway PostgreSQL
 * database when TEST_DATABASE_URL is set. Each `open()` answers a new connection to the same data.
 */
export const reopenableDatabase = (prefix: string) => {
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  let created: TestDatabase | undefined;
  return {
    async open(): Promise<Db> {
      if (!process.env.TEST_DATABASE_URL) return createDatabase({ pgliteDir: path.join(tmpDir, 'pglite') });
      if (!created) {
        created = await createTestDatabase();
        return created.db;
      }
      return createDatabase({ databaseUrl: created.url });
    },
    async dispose(): Promise<void> {
      await created?.dispose();
      fs.rmSync(tmpDir, { recursive: true, force: true });
    },
  };
};

export interface TwoNodes {
  database: TestDatabase;
  nodeA: FastifyInstance;
  nodeB: FastifyInstance;
  close(): Promise<void>;
}

/**
 * Two server nodes on one test database, as two servers behind a load balancer: on PostgreSQL the second has its own
 * pool; PGlite is one process, so both share its instance.
 */
export const twoNodesOnOneDatabase = async (env: Record<string, string>, clock?: () => Date): Promise<TwoNodes> => {
  const database = await createTestDatabase();
  const options = { config: testConfig(env), ownsDb: false, ...(clock ? { clock } : {}) };
  const nodeA = await buildApp({ ...options, db: database.db });
  await nodeA.ready();
  const secondDb = database.url ? createDatabase({ databaseUrl: database.url }) : database.db;
  const nodeB = await buildApp({ ...options, db: secondDb });
  await nodeB.ready();
  return {
    database,
    nodeA,
    nodeB,
    async close() {
      await nodeB.close();
      await nodeA.close();
      if (database.url) await secondDb.destroy();
      await database.dispose();
    },
  };
};

/**
 * Waits until `count` connections LISTEN on `channel` in the test database (PostgreSQL only): a node remembers nothing
 * until it hears the database's announcements, and on a busy machine its listening connection may open after the
 * first requests.
 */
export const waitUntilListening = async (database: TestDatabase, channel: string, count: number): Promise<void> => {
  if (!database.url) return;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const { rows } = await sql<{ listening: number }>`select count(*)::int as listening from pg_stat_activity
      where datname = current_database() and query = ${`LISTEN "${channel}"`}`.execute(database.db);
    if ((rows[0]?.listening ?? 0) >= count) return;
    if (Date.now() > deadline) throw new Error(`fewer than ${count} connections listen on ${channel}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** Runs SQL on a connection of its own, as an operator or another program would (PostgreSQL only). */
export const onOwnConnection = async (database: TestDatabase, statements: string[]): Promise<void> => {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
};
