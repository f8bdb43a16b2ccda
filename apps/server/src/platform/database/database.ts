import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './schema';

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

/**
 * DESIGN §3: one SQL dialect from a laptop (embedded PGlite, data in `${DATA_DIR}/pglite`) to a managed PostgreSQL
 * (DATABASE_URL). `db.destroy()` closes the pool or the PGlite instance, flushing its data dir.
 */
export const createDatabase = ({ databaseUrl, pgliteDir = 'memory://', poolSize = 10 }: DatabaseOptions): Db => {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
    // An idle connection the server drops (restart, failover, a dropped test database) must not crash the process:
    // the pool discards that client and the next query opens a new one.
    pool.on('error', () => {});
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (!pgliteDir.startsWith('memory://')) fs.mkdirSync(path.dirname(pgliteDir), { recursive: true });
  // PGlite returns int8 as bigint; parse to number like the pg driver above.
  const pglite = new PGlite(pgliteDir, { parsers: { 20: (value: string) => Number(value) } });
  return new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
};
