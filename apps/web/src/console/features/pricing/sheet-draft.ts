import { type PricingSheet, pricingSheetSchema } from '@heloc/domain';
import {
  cellKey,
  type ColumnSpec,
  type FieldSpec,
  SCALAR_FIELDS,
  type ScalarKey,
  TABLE_FIELDS,
  type TableKey,
  type TableSpec,
  type Unit,
} from './sheet-fields';

/*
 * The sheet as staff type it (every value a text, in the unit its field shows), read back as a sheet and checked by
 * the domain's pricingSheetSchema (docs/pricing.md "Pricing sheets"); each refusal filed under the field it concerns.
 */

type Row = Record<string, string>;
export interface SheetDraft {
  scalars: Record<ScalarKey, string>;
  tables: Record<TableKey, Row[]>;
}

const scalarKeys = Object.keys(SCALAR_FIELDS) as ScalarKey[];
const tableKeys = Object.keys(TABLE_FIELDS) as TableKey[];
const tableOf = (key: TableKey): TableSpec => TABLE_FIELDS[key];

/** A value as typed in its unit: 0.0799 as "7.99" for a percent; dollars and whole numbers as they are. */
export const typedOf = (value: number, unit: Unit): string => {
  if (unit !== 'percent') return String(value);
  // Shifting the decimal point in the text keeps 0.0799 as 7.99 (value × 100 would give 7.989999999999999).
  const shifted = Number(`${value}e2`);
  return String(Number.isFinite(shifted) ? shifted : Math.round(value * 1e8) / 1e6);
};

/** A typed text as the sheet's value: "7.99" as 0.0799 for a percent; "$15,000" as 15000. NaN when not a number. */
export const valueOf = (text: string, unit: Unit): number => {
  const plain = text.trim().replace(unit === 'dollars' ? /[$,\s]/g : /[\s%]/g, '');
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(plain)) return Number.NaN;
  return unit === 'percent' ? Number(`${plain}e-2`) : Number(plain);
};

/** A bound shown in the unit staff type: 7.6%, $15,000, 300. */
const shownBound = (value: number, unit: Unit): string =>
  unit === 'percent'
    ? `${typedOf(value, unit)}%`
    : unit === 'dollars'
      ? `$${value.toLocaleString('en-US')}`
      : String(value);

/** A field's range as its hint: "7.6% to 17.2%". */
export const rangeHint = (field: FieldSpec): string | undefined => {
  if (!field.range) return undefined;
  const hint = `${shownBound(field.range.min, field.unit)} to ${shownBound(field.range.max, field.unit)}`;
  return field.isOptional ? `${hint}; empty for none` : hint;
};

/** The form as it opens on a sheet. */
export const draftOf = (sheet: PricingSheet): SheetDraft => {
  const scalars = Object.fromEntries(
    scalarKeys.map((key) => {
      const value = sheet[key];
      return [key, value === null ? '' : typedOf(value, SCALAR_FIELDS[key].unit)];
    }),
  ) as Record<ScalarKey, string>;
  const rowOf = (spec: TableSpec, values: readonly unknown[]): Row =>
    Object.fromEntries(
      spec.columns.map((column, i) => {
        const value = values[i];
        return [column.key, typeof value === 'number' ? typedOf(value, column.unit) : String(value)];
      }),
    );
  const tables = Object.fromEntries(
    tableKeys.map((key) => {
      const spec = tableOf(key);
      const value = sheet[key] as unknown;
      const entries: unknown[][] =
        spec.kind === 'list'
          ? (value as unknown[]).map((item) => [item])
          : spec.kind === 'map'
            ? Object.entries(value as Record<string, unknown>)
            : (value as Record<string, unknown>[]).map((item) => spec.columns.map((column) => item[column.key]));
      return [key, entries.map((values) => rowOf(spec, values))];
    }),
  ) as Record<TableKey, Row[]>;
  return { scalars, tables };
};

/** A map's key as the sheet keeps it: a term as typed, a state in capitals. */
const mapKey = (text: string | undefined) => (text ?? '').trim().toUpperCase();
const cellValue = (row: Row, column: ColumnSpec) =>
  column.unit === 'text' ? (row[column.key] ?? '').trim() : valueOf(row[column.key] ?? '', column.unit);

/** The draft read as a sheet, not yet checked. */
const candidateOf = (draft: SheetDraft): Record<string, unknown> => {
  const sheet: Record<string, unknown> = {};
  for (const key of scalarKeys) {
    const field: FieldSpec = SCALAR_FIELDS[key];
    const text = draft.scalars[key];
    sheet[key] = field.isOptional && text.trim() === '' ? null : valueOf(text, field.unit);
  }
  for (const key of tableKeys) {
    const spec = tableOf(key);
    const rows = draft.tables[key];
    const [first, second] = spec.columns as readonly [ColumnSpec, ColumnSpec?];
    sheet[key] =
      spec.kind === 'list'
        ? rows.map((row) => cellValue(row, first))
        : spec.kind === 'map'
          ? Object.fromEntries(rows.map((row) => [mapKey(row[first.key]), cellValue(row, second!)]))
          : rows.map((row) => Object.fromEntries(spec.columns.map((c) => [c.key, cellValue(row, c)])));
  }
  return sheet;
};

/** One refusal: the field it concerns (a scalar key, a cell's key or a table's key), its label, and why. */
export interface DraftProblem {
  field: string;
  where: string;
  message: string;
}

/** A map's rows that repeat a key: a map keeps one value per key, so a second row would be lost. */
const repeatedKeys = (draft: SheetDraft): DraftProblem[] =>
  tableKeys
    .filter((key) => tableOf(key).kind === 'map')
    .flatMap((key) => {
      const spec = tableOf(key);
      const keyColumn = spec.columns[0]!;
      const seen = new Set<string>();
      return draft.tables[key].flatMap((row, index) => {
        const value = mapKey(row[keyColumn.key]);
        const repeated = seen.has(value);
        seen.add(value);
        return repeated
          ? [
              {
                field: cellKey(key, index, keyColumn.key),
                where: `${spec.row} ${index + 1}`,
                message: `${keyColumn.label} ${value} is listed twice.`,
              },
            ]
          : [];
      });
    });

type Issue = {
  path: PropertyKey[];
  message: string;
  code?: string;
  minimum?: unknown;
  maximum?: unknown;
  issues?: { message: string }[];
};

/** Where a schema issue belongs: a scalar, a table's cell (a map's row found by its key), or the table as a whole. */
const problemOf = (draft: SheetDraft, issue: Issue): DraftProblem => {
  const [head, at] = issue.path;
  const key = String(head ?? '');
  let field = key;
  let where = 'The sheet';
  let unit: Unit = 'text';
  if (key in SCALAR_FIELDS) {
    const spec: FieldSpec = SCALAR_FIELDS[key as ScalarKey];
    where = spec.label;
    unit = spec.unit;
  } else if (key in TABLE_FIELDS) {
    const spec = tableOf(key as TableKey);
    where = spec.label;
    const index =
      spec.kind === 'map'
        ? draft.tables[key as TableKey].findIndex((row) => mapKey(row[spec.columns[0]!.key]) === String(at))
        : typeof at === 'number'
          ? at
          : -1;
    if (index >= 0) {
      const column =
        spec.kind === 'list'
          ? spec.columns[0]!
          : spec.kind === 'map'
            ? spec.columns[issue.code === 'invalid_key' ? 0 : 1]!
            : (spec.columns.find((c) => c.key === issue.path[2]) ?? spec.columns[0]!);
      field = cellKey(key as TableKey, index, column.key);
      where = `${spec.row} ${index + 1}`;
      unit = column.unit;
    }
  }
  return { field, where, message: shownMessage(issue, unit) };
};

/**
 * The domain's message, its bound shown in the unit typed: "The highest rate must be at most 17.2%." rather than
 * "0.172", since staff typed 17.5, not 0.175. A refused map key gives the key's own message.
 */
const shownMessage = (issue: Issue, unit: Unit): string => {
  if (issue.code === 'invalid_key' && issue.issues?.[0]) return issue.issues[0].message;
  const bound = issue.code === 'too_big' ? issue.maximum : issue.code === 'too_small' ? issue.minimum : undefined;
  if (typeof bound !== 'number' || (unit !== 'percent' && unit !== 'dollars')) return issue.message;
  return issue.message.replace(new RegExp(`${String(bound).replace('.', '\\.')}\\.$`), `${shownBound(bound, unit)}.`);
};

/** The draft checked: the sheet to publish, or every refusal filed under its field. */
export const checkDraft = (draft: SheetDraft): { sheet: PricingSheet; problems: [] } | { problems: DraftProblem[] } => {
  const parsed = pricingSheetSchema.safeParse(candidateOf(draft));
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => problemOf(draft, issue as Issue))),
    ...repeatedKeys(draft),
  ];
  return parsed.success && problems.length === 0 ? { sheet: parsed.data, problems: [] } : { problems };
};

/** An empty row of a table, to add. */
export const emptyRow = (table: TableKey): Row =>
  Object.fromEntries(tableOf(table).columns.map((column) => [column.key, '']));
