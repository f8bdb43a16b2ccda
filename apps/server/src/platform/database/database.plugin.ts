import fp from 'fastify-plugin';
import type { Db } from './database';
import { migrateToLatest } from './migrate';
import { seedDatabase } from './seed/seed.repo';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/**
 * Runs migrations and the idempotent seed, then exposes the database. Closing the app destroys the Kysely instance,
 * which ends the pg pool or closes PGlite (flushing its data dir), so shutdown never leaves it half-written.
 * `ownsDb: false` leaves closing to the caller (tests sharing one database across app instances).
 */
export const dbPlugin = fp<{ db: Db; ownsDb: boolean }>(
  async (app, { db, ownsDb }) => {
    await migrateToLatest(db);
    await seedDatabase(db);
    app.decorate('db', db);
    if (ownsDb) app.addHook('onClose', async () => db.destroy());
  },
  { name: 'db', dependencies: ['config'] },
);
