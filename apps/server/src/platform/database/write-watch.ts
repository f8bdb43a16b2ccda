import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type OperationNode,
  type QueryResult,
  type RootOperationNode,
  TableNode,
  type TransactionSettings,
} from 'kysely';
import { noteStatement } from './read-record';

/**
 * Counts the writes this node makes to each table, as they take effect: a statement outside a transaction when it
 * returns, the writes of a transaction when it commits (a per-node cache of the status call is stale the
 * moment a write it depends on takes effect, and must know it without asking the database). A statement whose table
 * cannot be told (raw SQL that is not a plain SELECT) counts as a write to every table.
 */
export interface WriteCounts {
  /** How many writes to any of `tables` (or to an unknown table) have taken effect on this node so far. */
  of(tables: Iterable<string>): number;
  /** Every table's count now, to compare with later (a write to an unknown table counts under `*`). */
  snapshot(): ReadonlyMap<string, number>;
}

const ANY_TABLE = '*';
const READ_ONLY = /^\s*(select|show|explain)\b/i;

const tableName = (node: OperationNode | undefined) =>
  node && TableNode.is(node) ? node.table.identifier.name : ANY_TABLE;

/** The table a builder-made write names; ANY_TABLE for raw SQL (or a table not named plainly); undefined for a read. */
const writtenTable = (query: CompiledQuery): string | undefined => {
  const node: RootOperationNode = query.query;
  switch (node.kind) {
    case 'SelectQueryNode':
      return undefined;
    case 'InsertQueryNode':
      return tableName(node.into);
    case 'UpdateQueryNode':
      return tableName(node.table);
    case 'DeleteQueryNode':
      return node.from.froms.length === 1 ? tableName(node.from.froms[0]) : ANY_TABLE;
    default:
      return READ_ONLY.test(query.sql) ? undefined : ANY_TABLE;
  }
};

class WatchedConnection implements DatabaseConnection {
  /** Tables written by the open transaction, counted at its commit; undefined outside a transaction. */
  pending: Set<string> | undefined;

  constructor(
    readonly inner: DatabaseConnection,
    private readonly counted: (tables: Iterable<string>) => void,
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
    const table = writtenTable(query);
    if (!table) return;
    if (this.pending) this.pending.add(table);
    else this.counted([table]);
  }
}

class WatchedDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly counted: (tables: Iterable<string>) => void,
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
    watched.pending = new Set();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const watched = connection as WatchedConnection;
    const written = watched.pending ?? new Set<string>();
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

/** The same dialect, with the writes made through it counted per table. */
export const watchWrites = (dialect: Dialect): { dialect: Dialect; writes: WriteCounts } => {
  const counts = new Map<string, number>();
  const counted = (tables: Iterable<string>) => {
    for (const table of tables) counts.set(table, (counts.get(table) ?? 0) + 1);
  };
  return {
    dialect: {
      createAdapter: () => dialect.createAdapter(),
      createDriver: () => new WatchedDriver(dialect.createDriver(), counted),
      createQueryCompiler: () => dialect.createQueryCompiler(),
      createIntrospector: (db) => dialect.createIntrospector(db),
    },
    writes: {
      of(tables) {
        let sum = counts.get(ANY_TABLE) ?? 0;
        for (const table of tables) sum += counts.get(table) ?? 0;
        return sum;
      },
      snapshot: () => new Map(counts),
    },
  };
};
