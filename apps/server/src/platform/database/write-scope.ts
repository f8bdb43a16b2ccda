import {
  AndNode,
  BinaryOperationNode,
  ColumnNode,
  type ColumnUpdateNode,
  type CompiledQuery,
  type InsertQueryNode,
  type OperationNode,
  OperatorNode,
  ParensNode,
  PrimitiveValueListNode,
  ReferenceNode,
  TableNode,
  ValueListNode,
  ValueNode,
  ValuesNode,
  WhereNode,
} from 'kysely';
import { ANY_TABLE } from './change-log';

/** What one statement writes: its table, and the applications its rows belong to when that is known. */
export interface WrittenRows {
  table: string;
  /** Undefined: unscoped (any application's rows, or rows of no application). */
  applications?: string[];
}

const READ_ONLY = /^\s*(select|show|explain)\b/i;

const tableName = (node: OperationNode | undefined) =>
  node && TableNode.is(node) ? node.table.identifier.name : ANY_TABLE;

/** The column that names a row's application: its own key in `applications`, `application_uuid` elsewhere. */
const applicationColumnOf = (table: string) => (table === 'applications' ? 'uuid' : 'application_uuid');

const columnName = (node: OperationNode): string | undefined => (ColumnNode.is(node) ? node.column.name : undefined);

/** Whether `node` names `column` of `table` (bare, or qualified with the table's own name). */
const isColumn = (node: OperationNode, table: string, column: string): boolean => {
  if (ColumnNode.is(node)) return node.column.name === column;
  if (!ReferenceNode.is(node)) return false;
  return columnName(node.column) === column && (!node.table || tableName(node.table) === table);
};

/**
 * `value` as the statement runs it. A statement compiled once and run again with other parameters
 * (application.repo.ts) keeps its first values in its tree: a value that is not among the parameters is not trusted.
 */
const boundValue = (value: unknown, parameters: readonly unknown[]): string | undefined =>
  typeof value === 'string' && parameters.includes(value) ? value : undefined;

/** The values of a `= value` or `in (values)` operand, when each is a plain bound string. */
const valuesOf = (node: OperationNode | undefined, parameters: readonly unknown[]): string[] | undefined => {
  let raw: readonly unknown[] | undefined;
  if (!node) raw = undefined;
  else if (ValueNode.is(node)) raw = [node.value];
  else if (PrimitiveValueListNode.is(node)) raw = node.values;
  else if (ValueListNode.is(node)) raw = node.values.map((v) => (ValueNode.is(v) ? v.value : undefined));
  if (!raw?.length) return undefined;
  const bound = raw.map((value) => boundValue(value, parameters));
  return bound.every((value) => value !== undefined) ? (bound as string[]) : undefined;
};

/**
 * The applications a WHERE clause keeps the rows to: a conjunct `column = value` or `column in (values)`, at the top
 * level or inside ANDs. Anything else (OR, a subquery, a function) is not understood: undefined.
 */
const applicationsWhere = (
  node: OperationNode | undefined,
  table: string,
  column: string,
  parameters: readonly unknown[],
): string[] | undefined => {
  if (!node) return undefined;
  if (WhereNode.is(node)) return applicationsWhere(node.where, table, column, parameters);
  if (ParensNode.is(node)) return applicationsWhere(node.node, table, column, parameters);
  if (AndNode.is(node))
    return (
      applicationsWhere(node.left, table, column, parameters) ??
      applicationsWhere(node.right, table, column, parameters)
    );
  if (!BinaryOperationNode.is(node) || !OperatorNode.is(node.operator)) return undefined;
  const { operator } = node.operator;
  if ((operator !== '=' && operator !== 'in') || !isColumn(node.leftOperand, table, column)) return undefined;
  return valuesOf(node.rightOperand, parameters);
};

const setsColumn = (updates: readonly ColumnUpdateNode[] | undefined, column: string) =>
  (updates ?? []).some((update) => columnName(update.column) === column);

/** The applications of the rows an INSERT ... VALUES writes, when each row names one plainly. */
const insertedApplications = (
  node: InsertQueryNode,
  table: string,
  parameters: readonly unknown[],
): string[] | undefined => {
  const column = applicationColumnOf(table);
  const at = (node.columns ?? []).findIndex((c) => columnName(c) === column);
  if (at < 0 || !node.values || !ValuesNode.is(node.values) || node.with) return undefined;
  // An upsert may update a row of another application unless the conflict is on the application's column.
  const conflict = node.onConflict;
  if (
    conflict &&
    !conflict.doNothing &&
    (!(conflict.columns ?? []).some((c) => columnName(c) === column) || setsColumn(conflict.updates, column))
  )
    return undefined;
  const found = new Set<string>();
  for (const row of node.values.values) {
    const cell = PrimitiveValueListNode.is(row)
      ? boundValue(row.values[at], parameters)
      : valuesOf(row.values[at], parameters)?.[0];
    if (cell === undefined) return undefined;
    found.add(cell);
  }
  return found.size ? [...found] : undefined;
};

const scoped = (table: string, applications: string[] | undefined): WrittenRows =>
  applications && table !== ANY_TABLE ? { table, applications } : { table };

/**
 * The table `query` writes and, for a builder-made INSERT, UPDATE or DELETE whose rows all belong to named
 * applications, those applications. Undefined for a read. Raw SQL that is not a plain read writes ANY_TABLE; a write
 * whose applications cannot be told from its tree (a join, a CTE, a subquery, a row moved to another application) is
 * unscoped: it counts for every application.
 */
export const rowsWritten = (query: CompiledQuery): WrittenRows | undefined => {
  const node = query.query;
  const { parameters } = query;
  switch (node.kind) {
    case 'SelectQueryNode':
      return undefined;
    case 'InsertQueryNode': {
      const table = tableName(node.into);
      return scoped(table, insertedApplications(node, table, parameters));
    }
    case 'UpdateQueryNode': {
      const table = tableName(node.table);
      const column = applicationColumnOf(table);
      const plain = !node.from && !node.joins && !node.with && !setsColumn(node.updates, column);
      return scoped(table, plain ? applicationsWhere(node.where, table, column, parameters) : undefined);
    }
    case 'DeleteQueryNode': {
      const { froms } = node.from;
      if (froms.length !== 1) return { table: ANY_TABLE };
      const table = tableName(froms[0]);
      const plain = !node.using && !node.joins && !node.with;
      const column = applicationColumnOf(table);
      return scoped(table, plain ? applicationsWhere(node.where, table, column, parameters) : undefined);
    }
    default:
      return READ_ONLY.test(query.sql) ? undefined : { table: ANY_TABLE };
  }
};
