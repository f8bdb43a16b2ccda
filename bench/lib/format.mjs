// How figures are written: units, and a verdict against a target. A figure never fails the run; a missed target is
// printed as MISSED and recorded as met: false in the JSON.

/** 1 KB = 1024 bytes, one decimal. */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value) => `${Math.round(value)} ms`;
export const seconds = (valueMs) => `${(valueMs / 1000).toFixed(2)} s`;
export const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
/** The middle value of a list (the mean of the two middle ones when its length is even). */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
/** The value below which `p`% of an ascending list falls (0 for an empty list). */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/** A target: `max` means the value must stay at or below it, `min` at or above. */
export const atMost = (limit, show) => ({ limit, kind: 'max', show });
export const atLeast = (limit, show) => ({ limit, kind: 'min', show });

export const isMet = (value, target) => (target.kind === 'max' ? value <= target.limit : value >= target.limit);

/** `<shown value> (target ≤ <limit>) met|MISSED`, the same words for every figure. */
export const verdict = (value, target, shownValue) =>
  `${shownValue} (target ${target.kind === 'max' ? '≤' : '≥'} ${target.show}) ${isMet(value, target) ? 'met' : 'MISSED'}`;

/** The JSON form of a compared value. */
export const compared = (value, target) => ({
  value,
  target: { [target.kind]: target.limit },
  met: isMet(value, target),
});

/** The reason a figure (or part of one) could not be measured, as printed and as stored. */
export const notMeasured = (reason) => ({ notMeasured: reason });
export const describeError = (error) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0].slice(0, 300);
