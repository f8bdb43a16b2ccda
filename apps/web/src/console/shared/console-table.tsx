import type { ReactNode } from 'react';
import { TableRegion } from './table-region';

/**
 * A console table in its scroll box: the column headings (and, with `actions`, an unnamed column for the row's
 * buttons), then the rows the caller gives. A `caption` names the table (hidden when the heading above names it);
 * `labelledBy` names it by that heading instead.
 */
export function ConsoleTable({
  label,
  caption,
  captionHidden = false,
  labelledBy,
  columns,
  actions = false,
  children,
}: {
  /** The scroll box's name. */
  label: string;
  caption?: string;
  captionHidden?: boolean;
  labelledBy?: string;
  columns: readonly string[];
  actions?: boolean;
  children: ReactNode;
}) {
  return (
    <TableRegion label={label}>
      <table className="console-table" aria-labelledby={labelledBy}>
        {caption !== undefined && (
          <caption className={captionHidden ? 'ui-visually-hidden' : undefined}>{caption}</caption>
        )}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            {actions && (
              <th scope="col">
                <span className="ui-visually-hidden">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableRegion>
  );
}
