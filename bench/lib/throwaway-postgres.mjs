// A throwaway database on the PostgreSQL server of DATABASE_URL, so the bench never writes into the one it was given.
import { randomUUID } from 'node:crypto';

/** The server's URL with another database name. */
const withDatabase = (url, database) => {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
};

/** Creates a new empty database, runs `use(url)` and drops the database again (also on errors). */
export const withThrowawayDatabase = async (databaseUrl, use) => {
  const { default: pg } = await import('pg');
  const name = `heloc_bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    try {
      return await use(withDatabase(databaseUrl, name));
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    }
  } finally {
    await admin.end();
  }
};
