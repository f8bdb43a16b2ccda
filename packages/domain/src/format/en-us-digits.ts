/**
 * Printed here while the value in units of its last decimal stays below this: a double that close to a decimal of
 * `decimals` places is then off by far less than half a unit of that place, so toFixed picks that decimal, as Intl
 * (which reads the shortest representation) does. Larger values go to Intl.
 */
const LARGEST_SCALED = 1e14;

/**
 * A number as en-US prints it with exactly `decimals` decimals ('-1,234.50'): what
 * `new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })` prints for a
 * value already rounded to `decimals` places. The first Intl number formatter a page makes costs ~15 ms
 * (ICU starting up; ~60 ms on a phone 4x slower), a long task in the offers screen's first render, which formats
 * money and rates and nothing else with Intl. Answers undefined where Intl is needed (non-finite values; 1e14 units of
 * the last decimal and more: $1e12 with cents), for the caller to fall back to it.
 */
export const enUsDigits = (value: number, decimals: number): { negative: boolean; digits: string } | undefined => {
  if (!Number.isFinite(value) || Math.abs(value) * 10 ** decimals >= LARGEST_SCALED) return undefined;
  const [whole = '0', fraction] = Math.abs(value).toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  // Intl keeps the sign of -0, as of any negative value.
  return { negative: value < 0 || Object.is(value, -0), digits: fraction ? `${grouped}.${fraction}` : grouped };
};
