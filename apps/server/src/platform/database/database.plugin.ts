import fp from 'fastify-plugin';
import type { Db } from './database';
import { migrateToLatest } from './migrate';
import { seedDatabase } from './seed/seed.repo';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /**
     * Runs `work` once the database is migrated and seeded (start-up reads of settings). buildApp waits for it all
     * before it returns; meanwhile the routes register.
     */
    onDbPrepared: (work: () => Promise<void>) => void;
    /** Resolves once the migrations, the seed and every `onDbPrepared` work are done; rejects with a failure. */
    dbPrepared: () => Promise<void>;
  }
}

/**
 * Exposes the database at once and migrates and seeds it meanwhile: the routes register while an embedded database
 * is still opening on its thread (docs/decisions.md "Routes register while the database opens"). Closing the app
 * destroys the Kysely instance, which ends the pg pool or closes PGlite (flushing its data dir), so shutdown never
 * leaves it half-written. `ownsDb: false` leaves closing to the caller (tests sharing one database across app
 * instances).
 */
export const dbPlugin = fp<{ db: Db; ownsDb: boolean }>(
  async (app, { db, ownsDb }) => {
    const started: Promise<void>[] = [];
    const track = (work: Promise<void>): Promise<void> => {
      // Awaited by dbPrepared(); handled here too, so a failure before then is not an unhandled rejection.
      work.catch(() => {});
      started.push(work);
      return work;
    };
    const prepared = track(migrateToLatest(db).then(() => seedDatabase(db)));
    app.decorate('db', db);
    app.decorate('onDbPrepared', (work: () => Promise<void>) => void track(prepared.then(work)));
    app.decorate('dbPrepared', async () => {
      await Promise.all(started);
    });
    if (ownsDb) app.addHook('onClose', async () => db.destroy());
  },
  { name: 'db', dependencies: ['config'] },
);
