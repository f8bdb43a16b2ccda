// A throwaway database on a PostgreSQL server, so the bench never writes into the one it was given: the server of
// DATABASE_URL, or else a local PostgreSQL on 127.0.0.1:5432 when one answers (with the same default user as
// `npm run test:server:pg`).
import { randomUUID } from 'node:crypto';
import net from 'node:net';

export const LOCAL_POSTGRES_URL = `postgres://${process.env.PGUSER || 'postgres'}@127.0.0.1:5432/postgres`;

/** The server's URL with another database name. */
const withDatabase = (url, database) => {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
};

const answersOnPort = (host, port, timeoutMs) =>
  new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });

/**
 * The PostgreSQL server figure 3 measures on: DATABASE_URL when set, else a local one that accepts a connection.
 * Answers { url } or { reason } saying why there is none.
 */
export const findPostgres = async () => {
  const configured = process.env.DATABASE_URL?.trim();
  if (configured) return { url: configured };
  if (!(await answersOnPort('127.0.0.1', 5432, 1000)))
    return { reason: 'DATABASE_URL is not set and no PostgreSQL answers on 127.0.0.1:5432' };
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: LOCAL_POSTGRES_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return { url: LOCAL_POSTGRES_URL };
  } catch (error) {
    const why = (error instanceof Error ? error.message : String(error)).split('\n')[0];
    return { reason: `DATABASE_URL is not set and the local PostgreSQL refused ${LOCAL_POSTGRES_URL}: ${why}` };
  } finally {
    await client.end().catch(() => {});
  }
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
