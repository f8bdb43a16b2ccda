import { describe, expect, it } from 'vitest';
import { csvCell, csvOf } from './audit-csv';

// docs/product/operations-console.md §7: the audit export as RFC 4180 CSV, guarded against formula injection.
describe('the audit CSV', () => {
  it('quotes a cell with a comma, a quote, a line break or edge spaces, doubling the quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('one\ntwo')).toBe('"one\ntwo"');
    expect(csvCell('one\r\ntwo')).toBe('"one\r\ntwo"');
    expect(csvCell(' padded ')).toBe('" padded "');
  });

  it('prefixes a cell a spreadsheet would run as a formula with a quote', () => {
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('writes empty cells for nothing and JSON for values; records end with CRLF', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
    expect(csvCell(42)).toBe('42');
    expect(csvCell({ a: 1, b: 'x' })).toBe('"{""a"":1,""b"":""x""}"');
    expect(csvOf(['at', 'actor'], [['2026-01-01T00:00:00.000Z', 'Avery, Admin']])).toBe(
      'at,actor\r\n2026-01-01T00:00:00.000Z,"Avery, Admin"\r\n',
    );
  });
});
