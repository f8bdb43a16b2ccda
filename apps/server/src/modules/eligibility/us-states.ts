// Only the package's small state table: its zip table is loaded by the address typeahead when first needed.
import states from 'zipcodes/lib/states.js';

const titleCase = (name: string): string =>
  name
    .toLowerCase()
    .split(' ')
    .map((word) => (word === 'of' ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');

/** Two-letter code -> full state name, from the zipcodes package's state table ('DC' -> 'District of Columbia'). */
export const STATE_NAMES: ReadonlyMap<string, string> = new Map(
  Object.entries(states.abbr).map(([code, name]) => [code, titleCase(name)] as const),
);

export const stateName = (code: string): string => STATE_NAMES.get(code) ?? code;
