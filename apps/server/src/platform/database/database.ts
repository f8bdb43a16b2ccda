import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { type Dialect, type Driver, Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './schema';
import { inThisThread, takePgliteThread } from './pglite-thread';
import { type WriteCounts, watchWrites } from './write-watch';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** A PostgreSQL URL; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; 'memory://' for a throwaway in-memory database. */
  pgliteDir?: string;
  /** Most connections to PostgreSQL this node opens (config DATABASE_POOL_SIZE). */
  poolSize?: number;
}

// node-postgres turns int8 (bigint, count(*)) into strings by default; counts here stay well inside 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** The SQL texts run as named prepared statements, by their statement name (see `preparedStatement`). */
const prepared = new Map<string, string>();

/**
 * Marks one SQL text as a hot statement (the status call): it is then parsed and planned once per
 * connection and run again by name. On PostgreSQL planning the status read took 0.3 ms of a 0.37 ms statement. Only
 * for a handful of fixed texts: each stays prepared on every connection for its lifetime.
 */
export const preparedStatement = (sqlText: string): void => {
  if (!prepared.has(sqlText))
    prepared.set(sqlText, `heloc_${createHash('sha1').update(sqlText).digest('hex').slice(0, 16)}`);
};

/** Listens on a PostgreSQL notification channel; answers a function that stops listening. */
export type ChannelListener = (
  channel: string,
  onMessage: (payload: string) => void,
  onConnected: (connected: boolean) => void,
) => () => Promise<void>;

/** How each database (by its Kysely instance) delivers notifications. */
const listeners = new WeakMap<Db, ChannelListener>();

/** The writes each database (by its Kysely instance) has seen this node make (write-watch.ts). */
const writeCounts = new WeakMap<Db, WriteCounts>();

/** How busy each database's (by its Kysely instance) connections are, read when the metrics are scraped. */
const poolUses = new WeakMap<Db, () => PoolUse>();

/**
 * The connections of this node at one instant: PostgreSQL's pool (up to DATABASE_POOL_SIZE), or PGlite's one
 * connection, which Kysely lends to one caller at a time while the others queue.
 */
export interface PoolUse {
  max: number;
  /** Connections open and lent to a caller. */
  inUse: number;
  /** Connections open and free. */
  idle: number;
  /** Callers waiting for a connection. */
  waiting: number;
}

export const poolUseOf = (db: Db): PoolUse | undefined => poolUses.get(db)?.();

/** PGlite's dialect with its one connection's loans counted (its driver queues the callers beyond the first). */
const countLoans = (dialect: Dialect): { dialect: Dialect; use: () => PoolUse } => {
  let inUse = 0;
  let waiting = 0;
  const counted = (driver: Driver): Driver =>
    new Proxy(driver, {
      get(target, property) {
        if (property === 'acquireConnection')
          return async () => {
            waiting += 1;
            try {
              const connection = await target.acquireConnection();
              inUse += 1;
              return connection;
            } finally {
              waiting -= 1;
            }
          };
        if (property === 'releaseConnection')
          return async (connection: Parameters<Driver['releaseConnection']>[0]) => {
            inUse -= 1;
            return target.releaseConnection(connection);
          };
        const value: unknown = Reflect.get(target, property);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  return {
    dialect: {
      createAdapter: () => dialect.createAdapter(),
      createDriver: () => counted(dialect.createDriver()),
      createQueryCompiler: () => dialect.createQueryCompiler(),
      createIntrospector: (db) => dialect.createIntrospector(db),
    },
    use: () => ({ max: 1, inUse, idle: 1 - inUse, waiting }),
  };
};

/** Counts of this node's writes per table, as they take effect (per-node caches know when they are stale). */
export const writeCountsOf = (db: Db): WriteCounts | undefined => writeCounts.get(db);

/**
 * How this node hears what any node announces with NOTIFY (logouts). On PostgreSQL the listener holds its
 * own connection (outside the pool) and reconnects after a second when it drops, telling `onConnected` each time, so
 * a caller can stop trusting what it may have missed. PGlite is one process, so one node: its own LISTEN suffices.
 */
export const channelListenerOf = (db: Db): ChannelListener | undefined => listeners.get(db);

const listenWith =
  (connectionString: string): ChannelListener =>
  (channel, onMessage, onConnected) => {
    let stopped = false;
    let client: pg.Client | undefined;
    let retry: NodeJS.Timeout | undefined;
    const connect = async () => {
      const current = new pg.Client({ connectionString });
      client = current;
      const lost = () => {
        if (client !== current) return;
        client = undefined;
        onConnected(false);
        void current.end().catch(() => {});
        if (!stopped) retry = setTimeout(() => void connect(), 1000).unref();
      };
      current.on('error', lost);
      current.on('end', lost);
      current.on('notification', (message) => {
        if (message.channel === channel && message.payload) onMessage(message.payload);
      });
      try {
        await current.connect();
        await current.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        if (stopped) return void (await current.end());
        onConnected(true);
      } catch {
        lost();
      }
    };
    void connect();
    return async () => {
      stopped = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      onConnected(false);
      await current?.end().catch(() => {});
    };
  };

/**
 * docs/decisions.md: one SQL dialect from a laptop (embedded PGlite, data in `${DATA_DIR}/pglite`) to a managed PostgreSQL
 * (DATABASE_URL). `db.destroy()` closes the pool or the PGlite instance, flushing its data dir.
 */
export const createDatabase = ({ databaseUrl, pgliteDir = 'memory://', poolSize = 10 }: DatabaseOptions): Db => {
  if (databaseUrl) {
    // A call waits at most 3 s for a connection, so a database that is away answers 503 quickly instead of
    // queueing callers until their own timeouts.
    const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, connectionTimeoutMillis: 3000 });
    // An idle connection the server drops (restart, failover, a dropped test database) must not crash the process:
    // the pool discards that client and the next query opens a new one.
    pool.on('error', () => {});
    // Hot statements (preparedStatement) go by name: node-postgres prepares a name once per connection.
    pool.on('connect', (client) => {
      // A connection cut while a transaction holds it (not idle, not mid-query) emits 'error' on the client itself;
      // unheard it would end the process. The client is then unusable: its next query fails (a 503, unavailable.ts)
      // and the pool discards it on release.
      client.on('error', () => {});
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      client.query = ((text: unknown, ...rest: unknown[]) => {
        const name = typeof text === 'string' ? prepared.get(text) : undefined;
        if (name && Array.isArray(rest[0])) return query({ name, text, values: rest[0] }, ...rest.slice(1));
        return query(text, ...rest);
      }) as typeof client.query;
    });
    const { dialect, writes } = watchWrites(new PostgresDialect({ pool }));
    const db = new Kysely<Database>({ dialect });
    listeners.set(db, listenWith(databaseUrl));
    writeCounts.set(db, writes);
    poolUses.set(db, () => ({
      max: poolSize,
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }));
    return db;
  }
  if (!pgliteDir.startsWith('memory://')) fs.mkdirSync(path.dirname(pgliteDir), { recursive: true });
  // On disk PGlite runs on its own thread (pglite-thread.ts), often started before the server's code loaded.
  const pglite = pgliteDir.startsWith('memory://') ? inThisThread(pgliteDir) : takePgliteThread(pgliteDir);
  // The dialect calls only `query` and `close`, which the thread answers as PGlite does.
  const loans = countLoans(new PGliteDialect(pglite as PGlite));
  const { dialect, writes } = watchWrites(loans.dialect);
  const db = new Kysely<Database>({ dialect });
  writeCounts.set(db, writes);
  poolUses.set(db, loans.use);
  listeners.set(db, (channel, onMessage, onConnected) => {
    // Handled at once: a database closed before LISTEN ran must not leave a rejection nobody hears.
    const unlisten = pglite.listen(channel, onMessage).then(
      (stop) => {
        onConnected(true);
        return stop;
      },
      () => undefined,
    );
    return async () => {
      onConnected(false);
      await unlisten.then((stop) => stop?.()).catch(() => {});
    };
  });
  return db;
};
