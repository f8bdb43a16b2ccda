/*
 * The audit trail as CSV (docs/product/operations-console.md §7), RFC 4180: every cell quoted when it holds a comma, a
 * quote, a line break or leading/trailing space, quotes doubled, CRLF between records. A cell a spreadsheet would
 * read as a formula (starting with = + - @, or a tab or carriage return) is prefixed with a single quote, so opening
 * the export never runs what a borrower or a member typed (the OWASP "CSV injection" advice).
 */

export const AUDIT_CSV_COLUMNS = ['at', 'actor', 'action', 'before', 'after'] as const;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** One cell, escaped and guarded. */
export const csvCell = (value: unknown): string => {
  let text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export const csvOf = (header: readonly string[], rows: readonly (readonly unknown[])[]): string =>
  [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
