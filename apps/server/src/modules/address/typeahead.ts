import { ADDRESS_STATE_CODES, isValidPropertyAddressInput } from '@heloc/domain';
import type { AddressSuggestion } from '@heloc/domain/contracts';
import { Worker } from 'node:worker_threads';

/*
 * The address typeahead (docs/product/registration-and-routing.md §9, docs/product/widgets-and-calculations.md §7) over the zipcodes package's US zip table: the tester's street is kept as
 * typed, and the city, state and zip come from the table. '123 Main St 78701' takes city and state from the zip;
 * '123 Main St Austin' (or '... Austin TX', '... Aus') suggests the street in that city's zips.
 */
export const MAX_SUGGESTIONS = 5;
const US_STATES = new Set<string>(ADDRESS_STATE_CODES);

/** A zip of the table: its city and state. */
interface ZipRecord {
  zip: string;
  city: string;
  state: string;
}

/** The zip table, indexed: by zip, and by upper-case city name (about 40,000 zips of the states served). */
interface AddressTable {
  byZip: Map<string, ZipRecord>;
  byCity: Map<string, ZipRecord[]>;
}

/** The table as the worker sends it (zip-table-worker.mjs). */
interface ZipColumns {
  zips: string;
  cities: string[];
  cityOf: Uint32Array;
  states: string[];
  stateOf: Uint8Array;
}

const WORKER_FILE = new URL('./zip-table-worker.mjs', import.meta.url);
/** Records indexed per turn of the event loop: a few milliseconds each, so requests go on in between. */
const RECORDS_PER_TURN = 5000;

const readZipColumns = (): Promise<ZipColumns> =>
  new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_FILE);
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the zip table's thread ended (${code}) before it answered`)));
  });

const indexTable = async ({ zips, cities, cityOf, states, stateOf }: ZipColumns): Promise<AddressTable> => {
  const table: AddressTable = { byZip: new Map(), byCity: new Map() };
  for (let i = 0; i < cityOf.length; i += 1) {
    if (i > 0 && i % RECORDS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
    const state = states[stateOf[i]!]!;
    if (!US_STATES.has(state)) continue;
    const record: ZipRecord = { zip: zips.slice(5 * i, 5 * i + 5), city: cities[cityOf[i]!]!, state };
    table.byZip.set(record.zip, record);
    const key = record.city.toUpperCase();
    const records = table.byCity.get(key);
    if (records) records.push(record);
    else table.byCity.set(key, [record]);
  }
  return table;
};

/**
 * The zip table, read on a thread of its own on first use (docs/decisions.md "The address table off the server's
 * thread") and indexed a few thousand zips per turn: the server answers other requests meanwhile, and a lookup that
 * comes before it is ready waits for it. A server that only answers signed-in applicants never reads it. A failed read
 * is tried again by the next lookup.
 */
let loading: Promise<AddressTable> | undefined;
const addressTable = (): Promise<AddressTable> => {
  loading ??= readZipColumns()
    .then(indexTable)
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
};

/** Starts reading the table, so the lookups that follow find it ready; a failure is left to the next lookup. */
export const loadAddressTable = (): void => {
  addressTable().catch(() => undefined);
};

const cleanStreet = (words: string[]): string => words.join(' ').replace(/[,\s]+$/, '');

const suggestion = (street1: string, record: ZipRecord): AddressSuggestion => ({
  street1,
  city: record.city,
  state: record.state,
  zip: record.zip,
});

// Cities in one state come before the same name elsewhere; bigger cities (more zips) first.
const rankCities = (groups: ZipRecord[][]): ZipRecord[] =>
  groups
    .sort((a, b) => b.length - a.length)
    .flatMap((records) => [...records].sort((x, y) => x.zip.localeCompare(y.zip)));

const cityMatches = (
  index: Map<string, ZipRecord[]>,
  words: string[],
  state: string | undefined,
): { street: string; records: ZipRecord[] } | null => {
  const inState = (records: ZipRecord[]) => (state ? records.filter((r) => r.state === state) : records);
  for (let size = Math.min(3, words.length - 1); size >= 1; size -= 1) {
    const city = words.slice(-size).join(' ').replace(/,/g, '').toUpperCase();
    const exact = inState(index.get(city) ?? []);
    if (exact.length > 0) {
      const byState = new Map<string, ZipRecord[]>();
      for (const r of exact) byState.set(r.state, [...(byState.get(r.state) ?? []), r]);
      return { street: cleanStreet(words.slice(0, -size)), records: rankCities([...byState.values()]) };
    }
  }
  // A city still being typed: a prefix of at least 3 letters.
  const fragment = (words[words.length - 1] ?? '').replace(/,/g, '').toUpperCase();
  if (fragment.length < 3 || words.length < 2) return null;
  const groups = [...index.entries()]
    .filter(([name]) => name.startsWith(fragment))
    .map(([, records]) => inState(records));
  const records = rankCities(groups.filter((g) => g.length > 0));
  return records.length > 0 ? { street: cleanStreet(words.slice(0, -1)), records } : null;
};

/** Suggestions for the typed text; none until it reads like an address (docs/product/widgets-and-calculations.md §5) or is a zip. */
export const suggestAddresses = async (query: string): Promise<AddressSuggestion[]> => {
  const words = query.trim().split(/\s+/).filter(Boolean);
  const last = words[words.length - 1]?.replace(/,/g, '') ?? '';
  if (/^\d{5}$/.test(last)) {
    const record = (await addressTable()).byZip.get(last);
    return record ? [suggestion(cleanStreet(words.slice(0, -1)), record)] : [];
  }
  if (!isValidPropertyAddressInput(query)) return [];
  const stateWord = last.toUpperCase();
  const state = US_STATES.has(stateWord) && words.length > 2 ? stateWord : undefined;
  const match = cityMatches((await addressTable()).byCity, state ? words.slice(0, -1) : words, state);
  // A street needs a name, not only a number: '100 Main' is a street being typed, not '100' in Maine, NY.
  if (!match || !/[a-z]/i.test(match.street)) return [];
  return match.records.slice(0, MAX_SUGGESTIONS).map((record) => suggestion(match.street, record));
};
