import { ADDRESS_STATE_CODES, isValidPropertyAddressInput } from '@heloc/domain';
import type { AddressSuggestion } from '@heloc/domain/contracts';
import { createRequire } from 'node:module';
import type { ZipCodeRecord } from 'zipcodes';

/*
 * The address typeahead (docs/product/registration-and-routing.md §9, docs/product/widgets-and-calculations.md §7) over the zipcodes package's US zip table: the tester's street is kept as
 * typed, and the city, state and zip come from the table. '123 Main St 78701' takes city and state from the zip;
 * '123 Main St Austin' (or '... Austin TX', '... Aus') suggests the street in that city's zips.
 */
export const MAX_SUGGESTIONS = 5;
const US_STATES = new Set<string>(ADDRESS_STATE_CODES);

/**
 * The zip table, loaded on the first lookup: about 90 MB once in memory, which a server that only answers
 * signed-in applicants never needs to hold.
 */
type ZipTable = (typeof import('zipcodes'))['default'];
let table: ZipTable | undefined;
const zipcodes = (): ZipTable => (table ??= createRequire(import.meta.url)('zipcodes') as ZipTable);

let byCity: Map<string, ZipCodeRecord[]> | undefined;
// Built on first use: about 40,000 zips grouped by upper-case city name.
const cityIndex = (): Map<string, ZipCodeRecord[]> => {
  if (!byCity) {
    byCity = new Map();
    for (const record of Object.values(zipcodes().codes)) {
      if (record.country !== 'US' || !US_STATES.has(record.state)) continue;
      const key = record.city.toUpperCase();
      const records = byCity.get(key);
      if (records) records.push(record);
      else byCity.set(key, [record]);
    }
  }
  return byCity;
};

/** Whether the first lookup still has the table to load (a second of the server's time, more on a busy machine). */
export const isAddressTableLoaded = (): boolean => byCity !== undefined;

/** Loads the table and its city index now, so the lookups that follow answer at once. */
export const loadAddressTable = (): void => {
  cityIndex();
};

const cleanStreet = (words: string[]): string => words.join(' ').replace(/[,\s]+$/, '');

const suggestion = (street1: string, record: ZipCodeRecord): AddressSuggestion => ({
  street1,
  city: record.city,
  state: record.state,
  zip: record.zip,
});

// Cities in one state come before the same name elsewhere; bigger cities (more zips) first.
const rankCities = (groups: ZipCodeRecord[][]): ZipCodeRecord[] =>
  groups
    .sort((a, b) => b.length - a.length)
    .flatMap((records) => [...records].sort((x, y) => x.zip.localeCompare(y.zip)));

const cityMatches = (
  words: string[],
  state: string | undefined,
): { street: string; records: ZipCodeRecord[] } | null => {
  const index = cityIndex();
  const inState = (records: ZipCodeRecord[]) => (state ? records.filter((r) => r.state === state) : records);
  for (let size = Math.min(3, words.length - 1); size >= 1; size -= 1) {
    const city = words.slice(-size).join(' ').replace(/,/g, '').toUpperCase();
    const exact = inState(index.get(city) ?? []);
    if (exact.length > 0) {
      const byState = new Map<string, ZipCodeRecord[]>();
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
export const suggestAddresses = (query: string): AddressSuggestion[] => {
  const words = query.trim().split(/\s+/).filter(Boolean);
  const last = words[words.length - 1]?.replace(/,/g, '') ?? '';
  if (/^\d{5}$/.test(last)) {
    const record = zipcodes().lookup(last);
    return record && US_STATES.has(record.state) ? [suggestion(cleanStreet(words.slice(0, -1)), record)] : [];
  }
  if (!isValidPropertyAddressInput(query)) return [];
  const stateWord = last.toUpperCase();
  const state = US_STATES.has(stateWord) && words.length > 2 ? stateWord : undefined;
  const match = cityMatches(state ? words.slice(0, -1) : words, state);
  // A street needs a name, not only a number: '100 Main' is a street being typed, not '100' in Maine, NY.
  if (!match || !/[a-z]/i.test(match.street)) return [];
  return match.records.slice(0, MAX_SUGGESTIONS).map((record) => suggestion(match.street, record));
};
