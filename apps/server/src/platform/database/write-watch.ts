import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { type ChangeCounts, createChangeLog } from './change-log';
import { noteStatement } from './read-record';
import { rowsWritten, type WrittenRows } from './write-scope';

/**
 * Counts the writes this node makes to each table, and to each application where the write says so (write-scope.ts),
 * as they take effect: a statement outside a transaction when it returns, the writes of a transaction when it commits
 * (a per-node cache is stale the moment a write it depends on takes effect, and must know it without asking the
 * database). A statement whose table cannot be told (raw SQL that is not a plain SELECT) counts as a write to every
 * table.
 */
export type WriteCounts = ChangeCounts;

class WatchedConnection implements DatabaseConnection {
  /** What the open transaction wrote, counted at its commit; undefined outside a transaction. */
  pending: WrittenRows[] | undefined;

  constructor(
    readonly inner: DatabaseConnection,
    private readonly counted: (written: Iterable<WrittenRows>) => void,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    noteStatement(query.sql);
    const result = await this.inner.executeQuery<R>(query);
    this.wrote(query);
    return result;
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    // Streams are reads here; a streamed write counts from its start, which only over-counts.
    noteStatement(query.sql);
    this.wrote(query);
    return this.inner.streamQuery<R>(query, chunkSize);
  }

  private wrote(query: CompiledQuery) {
    const written = rowsWritten(query);
    if (!written) return;
    if (this.pending) this.pending.push(written);
    else this.counted([written]);
  }
}

class WatchedDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly counted: (written: Iterable<WrittenRows>) => void,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new WatchedConnection(await this.inner.acquireConnection(), this.counted);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const watched = connection as WatchedConnection;
    await this.inner.beginTransaction(watched.inner, settings);
    watched.pending = [];
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const watched = connection as WatchedConnection;
    const written = watched.pending ?? [];
    watched.pending = undefined;
    await this.inner.commitTransaction(watched.inner);
    this.counted(written);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const watched = connection as WatchedConnection;
    watched.pending = undefined;
    await this.inner.rollbackTransaction(watched.inner);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection((connection as WatchedConnection).inner);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** The same dialect, with the writes made through it counted per table and application. */
export const watchWrites = (dialect: Dialect): { dialect: Dialect; writes: WriteCounts } => {
  const log = createChangeLog();
  const counted = (written: Iterable<WrittenRows>) => {
    for (const { table, applications } of written) log.record(table, applications);
  };
  return {
    dialect: {
      createAdapter: () => dialect.createAdapter(),
      createDriver: () => new WatchedDriver(dialect.createDriver(), counted),
      createQueryCompiler: () => dialect.createQueryCompiler(),
      createIntrospector: (db) => dialect.createIntrospector(db),
    },
    writes: log,
  };
};
