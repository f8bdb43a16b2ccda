/*
 * Where the offers screen starts the first draw when the borrower has not said how much they need (ours: the spec
 * is silent; docs/product/application-area.md §2.6). Never silently at the largest draw: a line of credit is drawn
 * as needed, and most borrowers take about half of it at closing. The screen says so beside the amount and asks
 * what they need today.
 */

/** The share of the largest draw the screen starts at. */
export const TYPICAL_FIRST_DRAW_SHARE = 0.5;
/** The starting amount is a round figure: whole thousands. */
export const FIRST_DRAW_ROUNDING_DOLLARS = 1_000;

/**
 * The first draw to start at within `min`..`max` (whole dollars): about half of the largest draw, down to whole
 * thousands, and never below the smallest draw allowed.
 */
export const typicalFirstDraw = (range: { min: number; max: number }): number => {
  const half =
    Math.floor((range.max * TYPICAL_FIRST_DRAW_SHARE) / FIRST_DRAW_ROUNDING_DOLLARS) * FIRST_DRAW_ROUNDING_DOLLARS;
  return Math.min(Math.max(half, range.min), range.max);
};
