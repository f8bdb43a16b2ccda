/**
 * THE one named rounding step of the domain (docs/product/widgets-and-calculations.md §9: "Rounding is half-to-even at a given number of decimals
 * (default 2)"). Every money figure this package returns is rounded by `roundHalfEven`, as the last step of its
 * calculation.
 *
 * Ties are detected on the number's shortest decimal representation (the digits JavaScript prints for it), not on
 * its binary value: 2.675 is stored as 2.67499999999999982236431605997495353221893310546875, yet a person reading
 * "2.675" sees a tie, so it rounds to the even neighbour 2.68. The digits are rounded as a scaled BigInt, so no
 * floating-point arithmetic happens before the tie is decided.
 */

/** Largest number of decimals accepted: beyond this a double has no meaningful digits left. */
export const MAX_ROUNDING_DECIMALS = 20;

interface ScaledDecimal {
  /** All significant digits as an integer. */
  digits: bigint;
  /** How many of those digits lie after the decimal point (may be negative for values like 1e+25). */
  scale: number;
}

// Splits the shortest round-trip representation ('2.675', '1.5e-7', '1e+21') into digits and scale.
const toScaledDecimal = (magnitude: number): ScaledDecimal => {
  const [mantissa = '0', exponentText = '0'] = magnitude.toString().split('e');
  const [integerPart = '0', fractionPart = ''] = mantissa.split('.');
  return { digits: BigInt(integerPart + fractionPart), scale: fractionPart.length - Number(exponentText) };
};

/**
 * Rounds `value` half-to-even at `decimals` places: 2.675 → 2.68, 2.665 → 2.66, 0.125 → 0.12, -2.5 (0 decimals) → -2.
 * Units: whatever `value` is in (dollars for money); the result is in the same unit.
 * Non-finite values (NaN, ±Infinity) are returned unchanged. Throws RangeError if `decimals` is not an integer from
 * 0 to MAX_ROUNDING_DECIMALS.
 */
export const roundHalfEven = (value: number, decimals = 2): number => {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_ROUNDING_DECIMALS) {
    throw new RangeError(`decimals must be an integer from 0 to ${MAX_ROUNDING_DECIMALS}`);
  }
  if (!Number.isFinite(value)) return value;
  const { digits, scale } = toScaledDecimal(Math.abs(value));
  if (scale <= decimals) return value;

  const divisor = 10n ** BigInt(scale - decimals);
  const half = divisor / 2n;
  let kept = digits / divisor;
  const remainder = digits % divisor;
  if (remainder > half || (remainder === half && kept % 2n === 1n)) kept += 1n;

  // Number('<digits>e-<decimals>') gives the double nearest to the exact decimal result.
  const rounded = Number(`${kept}e-${decimals}`);
  // Keep the sign symmetric (-2.5 → -2) and avoid returning -0.
  return value < 0 && rounded !== 0 ? -rounded : rounded;
};

/** Rounds a dollar amount to whole cents with the half-to-even step. Units: dollars in, dollars out. */
export const roundToCents = (dollars: number): number => roundHalfEven(dollars, 2);
