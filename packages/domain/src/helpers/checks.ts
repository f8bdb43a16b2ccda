/** Shared input checks (docs/product/widgets-and-calculations.md §5 "Shared helpers"). */

/** docs/product/widgets-and-calculations.md §5: "URL check: starts with http or https" — read as the scheme, so 'http://' or 'https://' must lead. */
export const isUrl = (value: string): boolean => /^https?:\/\//i.test(value);

/** docs/product/widgets-and-calculations.md §5: "UUID check: 8-4-4-4-12 hexadecimal form" (any version, either case). */
export const isUuid = (value: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/**
 * docs/product/widgets-and-calculations.md §5: "Numeric range check: rejects non-numbers, NaN, values below the minimum or above the maximum".
 * Both bounds are inclusive; units are the caller's (the same for value, min and max).
 */
export const isInRange = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && !Number.isNaN(value) && value >= min && value <= max;
