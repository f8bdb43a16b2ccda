import { describe, expect, it } from 'vitest';
import { BYTES_PER_KB, BYTES_PER_MB, formatFileSize } from './file-size';

describe('formatFileSize (docs/product/widgets-and-calculations.md §9: bytes, KB = 1000, MB = 1,000,000)', () => {
  it('uses decimal units', () => {
    expect(BYTES_PER_KB).toBe(1_000);
    expect(BYTES_PER_MB).toBe(1_000_000);
  });

  it.each<[number, string]>([
    [0, '0 bytes'],
    [1, '1 byte'],
    [999, '999 bytes'],
    [1_000, '1 KB'],
    [1_500, '1.5 KB'],
    [999_949, '999.9 KB'],
    [1_000_000, '1 MB'],
    [2_450_000, '2.4 MB'], // 2.45 is a tie: half-to-even gives 2.4
    [25_000_000, '25 MB'],
    [-1, ''],
    [Number.NaN, ''],
  ])('%d bytes → %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });
});
