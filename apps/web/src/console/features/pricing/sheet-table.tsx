import { Button } from '../../../ui/button';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { ConsoleTable } from '../../shared/console-table';
import { rangeHint } from './sheet-draft';
import { cellKey, type ColumnSpec, TABLE_FIELDS, type TableKey, type Unit } from './sheet-fields';

type Row = Record<string, string>;

/** What a column's values are typed in, for its heading. */
const UNIT_NAMES: Record<Unit, string> = { percent: '%', dollars: '$', whole: '', text: '' };
/** A row's name inside a sentence: "credit tier", but "CLTV band". */
const inSentence = (name: string) => (/^[A-Z]{2}/.test(name) ? name : name.charAt(0).toLowerCase() + name.slice(1));
const headingOf = (column: ColumnSpec) => {
  const hint = rangeHint(column);
  return hint ? `${column.label} (${hint})` : column.label;
};

/**
 * One list or map of the sheet as an editable table (docs/pricing.md "Pricing sheets"): a row per entry, each cell a
 * field named by its row ("Credit tier 2: Adjustment (%)") with its range in the column's heading and its refusal
 * under it, a button to remove the row and one to add a row; the table's own refusals under it.
 */
export function SheetTable({
  table,
  rows,
  onChange,
  errorOf,
  discountTypes,
  newRow,
}: {
  table: TableKey;
  rows: Row[];
  onChange: (rows: Row[]) => void;
  /** The messages filed under a field key, joined; undefined when none. */
  errorOf: (field: string) => string | undefined;
  discountTypes: readonly string[];
  newRow: () => Row;
}) {
  const spec = TABLE_FIELDS[table];
  const set = (index: number, key: string, value: string) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [key]: value } : row)));
  const tableError = errorOf(table);
  const cell = (column: ColumnSpec, row: Row, index: number) => {
    const label = `${spec.row} ${index + 1}: ${column.label}${UNIT_NAMES[column.unit] ? ` (${UNIT_NAMES[column.unit]})` : ''}`;
    const error = errorOf(cellKey(table, index, column.key));
    if (column.key === 'type')
      return (
        <SelectField
          label={label}
          options={[...new Set([...discountTypes, row.type ?? ''])]
            .filter(Boolean)
            .map((t) => ({ value: t, label: t }))}
          value={row.type ?? ''}
          error={error}
          onChange={(event) => set(index, column.key, event.target.value)}
        />
      );
    return (
      <TextField
        label={label}
        inputMode={column.unit === 'text' ? 'text' : 'decimal'}
        maxLength={column.key === 'state' ? 2 : 12}
        value={row[column.key] ?? ''}
        error={error}
        onChange={(event) =>
          set(index, column.key, column.key === 'state' ? event.target.value.toUpperCase() : event.target.value)
        }
      />
    );
  };
  return (
    <div className="stack pricing-sheet-table">
      <ConsoleTable label={spec.label} caption={spec.label} columns={spec.columns.map(headingOf)} actions>
        {rows.map((row, index) => (
          <tr key={index}>
            {spec.columns.map((column) => (
              <td key={column.key}>{cell(column, row, index)}</td>
            ))}
            <td className="console-row-actions">
              <Button variant="secondary" onClick={() => onChange(rows.filter((_, i) => i !== index))}>
                {`Remove ${inSentence(spec.row)} ${index + 1}`}
              </Button>
            </td>
          </tr>
        ))}
      </ConsoleTable>
      {tableError && (
        <p className="ui-field__error" data-testid={`${table}-error`}>
          {tableError}
        </p>
      )}
      <div>
        <Button
          variant="secondary"
          disabled={rows.length >= spec.maxRows}
          onClick={() => onChange([...rows, newRow()])}
        >
          {`Add a ${inSentence(spec.row)}`}
        </Button>
      </div>
    </div>
  );
}
