// @ts-check
// The zipcodes package's US zip table, read on a thread of its own (typeahead.ts starts it; docs/decisions.md
// "The address table off the server's thread"). Reading the package's 5 MB table holds a thread for about 0.4 s, which
// on the server's thread every request then waited for. Plain JavaScript: Node runs it as it is in every mode (the
// build, `npm run dev`, the tests), with no TypeScript loader in the thread.
//
// Message out, once, then the thread ends: every US record in the package's order, as columns that cross threads in
// one copy: { zips: a string of five-character zips, cities: string[], cityOf: Uint32Array, states: string[],
// stateOf: Uint8Array } (record i: zip at 5i, city cities[cityOf[i]], state states[stateOf[i]]).
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';

if (!parentPort) throw new Error('zip-table-worker.mjs runs only as a worker thread');

/** @type {{ codes: Record<string, { zip: string; city: string; state: string; country: string }> }} */
const { codes } = createRequire(import.meta.url)('zipcodes');

const records = Object.values(codes).filter((record) => record.country === 'US' && /^\d{5}$/.test(record.zip));
/** The place of each distinct value in `values`, added on first sight. */
const numbering = () => {
  /** @type {Map<string, number>} */
  const places = new Map();
  /** @type {string[]} */
  const values = [];
  const placeOf = (/** @type {string} */ value) => {
    let place = places.get(value);
    if (place === undefined) {
      place = values.push(value) - 1;
      places.set(value, place);
    }
    return place;
  };
  return { values, placeOf };
};
const cities = numbering();
const states = numbering();
const cityOf = new Uint32Array(records.length);
const stateOf = new Uint8Array(records.length);
records.forEach((record, i) => {
  cityOf[i] = cities.placeOf(record.city);
  stateOf[i] = states.placeOf(record.state);
});
const table = {
  zips: records.map((record) => record.zip).join(''),
  cities: cities.values,
  cityOf,
  states: states.values,
  stateOf,
};
parentPort.postMessage(table, [cityOf.buffer, stateOf.buffer]);
