import { roundHalfEven } from '../money/rounding';

/** docs/product/widgets-and-calculations.md §9: file sizes use decimal units, KB = 1000 bytes and MB = 1,000,000 bytes. */
export const BYTES_PER_KB = 1_000;
export const BYTES_PER_MB = 1_000_000;

/**
 * Formats a size in bytes: under 1000 as bytes ('512 bytes', '1 byte'), under 1,000,000 as KB, otherwise MB, with at
 * most one decimal and no trailing zero ('1.5 KB', '2 MB'). The spec gives the units, not the precision: one
 * decimal is ours. Returns '' for a negative or non-finite size.
 */
export const formatFileSize = (bytes: number): string => {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < BYTES_PER_KB) return bytes === 1 ? '1 byte' : `${roundHalfEven(bytes, 0)} bytes`;
  if (bytes < BYTES_PER_MB) return `${roundHalfEven(bytes / BYTES_PER_KB, 1)} KB`;
  return `${roundHalfEven(bytes / BYTES_PER_MB, 1)} MB`;
};
