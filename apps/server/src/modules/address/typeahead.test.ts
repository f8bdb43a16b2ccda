import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import { suggestAddresses } from './typeahead';

/** The zipcodes package's 5 MB table as a module this thread has read (it is then in the require cache). */
const requireCache = createRequire(import.meta.url).cache;
const tableModulesHere = () => Object.keys(requireCache).filter((file) => file.endsWith('/zipcodes/lib/codes.js'));

describe('suggestAddresses', () => {
  it('takes city and state from a trailing zip', async () => {
    expect(await suggestAddresses('123 Main St 78701')).toEqual([
      { street1: '123 Main St', city: 'Austin', state: 'TX', zip: '78701' },
    ]);
  });

  it('suggests the street in the zips of a typed city, Texas first for Austin', async () => {
    const suggestions = await suggestAddresses('123 Main St Austin');
    expect(suggestions).toHaveLength(5);
    expect(suggestions.every((s) => s.street1 === '123 Main St' && s.city === 'Austin' && s.state === 'TX')).toBe(true);
  });

  it('keeps to the state when one is typed after the city', async () => {
    const suggestions = await suggestAddresses('9 Oak Ave, Austin, MN');
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.every((s) => s.state === 'MN' && s.street1 === '9 Oak Ave')).toBe(true);
  });

  it('matches multi-word cities and a city still being typed', async () => {
    expect((await suggestAddresses('1 Ocean Dr San Diego CA'))[0]).toMatchObject({
      street1: '1 Ocean Dr',
      city: 'San Diego',
      state: 'CA',
    });
    expect((await suggestAddresses('500 Elm St Sacram'))[0]).toMatchObject({
      street1: '500 Elm St',
      city: 'Sacramento',
    });
  });

  it('answers nothing for text that is not yet an address (docs/product/widgets-and-calculations.md §5) or has no known city', async () => {
    expect(await suggestAddresses('12')).toEqual([]);
    expect(await suggestAddresses('Main')).toEqual([]);
    expect(await suggestAddresses('123 Main St Qzxv')).toEqual([]);
    expect(await suggestAddresses('Austin TX')).toEqual([]);
    // A house number alone is not a street: 'Main' is the street being typed, not the city of Maine, NY.
    expect(await suggestAddresses('100 Main')).toEqual([]);
  });

  it('looks up a bare zip', async () => {
    expect(await suggestAddresses('10001')).toEqual([{ street1: '', city: 'New York', state: 'NY', zip: '10001' }]);
  });

  it("reads the zip table on a thread of its own, and the server's thread goes on meanwhile", async () => {
    vi.resetModules();
    // The suite's files share a worker (--no-isolate, docs/decisions.md "Tests"), and another file may have read the
    // table here: forgotten first, so only this call could bring it back.
    for (const file of tableModulesHere()) delete requireCache[file];
    const fresh = await import('./typeahead');
    let turns = 0;
    const counting = setInterval(() => (turns += 1), 0);
    try {
      expect(await fresh.suggestAddresses('77 Lake St 55401')).toEqual([
        { street1: '77 Lake St', city: 'Minneapolis', state: 'MN', zip: '55401' },
      ]);
    } finally {
      clearInterval(counting);
    }
    expect(tableModulesHere()).toEqual([]);
    expect(turns).toBeGreaterThan(0);
  });
});
