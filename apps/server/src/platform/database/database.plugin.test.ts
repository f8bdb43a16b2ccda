import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type Db, createDatabase } from './database';
import { dbPlugin } from './database.plugin';
import type { Database } from './schema';

// The database plugin names the configuration as a dependency; these tests need none of it.
const configStandIn = fp(async () => {}, { name: 'config' });

let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** An in-memory database whose one connection is held by a transaction until `release()`. */
const heldDatabase = () => {
  const db = createDatabase({ pgliteDir: 'memory://' });
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const holding = db.transaction().execute(async (trx) => {
    await sql`select 1`.execute(trx);
    await released;
  });
  return { db, release: async () => (release(), holding) };
};

/** A database whose every connection is refused at once. */
const unreachableDatabase = (): Db =>
  new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => ({
        init: async () => {},
        acquireConnection: async () => {
          throw new Error('database away');
        },
        beginTransaction: async () => {},
        commitTransaction: async () => {},
        rollbackTransaction: async () => {},
        releaseConnection: async () => {},
        destroy: async () => {},
      }),
      createQueryCompiler: () => new PostgresQueryCompiler(),
      createIntrospector: (db) => new PostgresIntrospector(db),
    },
  });

const appOn = async (db: Db) => {
  app = Fastify();
  await app.register(configStandIn);
  await app.register(dbPlugin, { db, ownsDb: true });
  return app;
};

describe('preparing the database while the app registers', () => {
  it('registers the plugins that follow before the database answers, and is prepared once it has', async () => {
    const { db, release } = heldDatabase();
    const built = await appOn(db);
    let registeredAfter = false;
    await built.register(async () => {
      registeredAfter = true;
    });
    expect(registeredAfter).toBe(true);

    const organizationsSeen: number[] = [];
    built.onDbPrepared(async () => {
      const { count } = await db
        .selectFrom('organizations')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      organizationsSeen.push(Number(count));
    });
    let prepared = false;
    const preparing = built.dbPrepared().then(() => {
      prepared = true;
    });
    // The migrations wait for the held connection: neither they nor the work after them can have run.
    await new Promise((resolve) => setImmediate(resolve));
    expect(prepared).toBe(false);
    expect(organizationsSeen).toEqual([]);

    await release();
    await preparing;
    expect(prepared).toBe(true);
    // The work ran after the migrations and the seed: the seeded lenders are there.
    expect(organizationsSeen).toHaveLength(1);
    expect(organizationsSeen[0]).toBeGreaterThan(0);
  });

  it('answers a failed migration from dbPrepared, not as an unhandled rejection meanwhile', async () => {
    const built = await appOn(unreachableDatabase());
    let workRan = false;
    built.onDbPrepared(async () => {
      workRan = true;
    });
    // The failure settles before anyone awaits it (no timer is involved); an unhandled rejection fails the run.
    for (let turn = 0; turn < 10; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    await expect(built.dbPrepared()).rejects.toThrow('database away');
    expect(workRan).toBe(false);
  });
});
