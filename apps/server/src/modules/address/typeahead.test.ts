import { describe, expect, it } from 'vitest';
import { suggestAddresses } from './typeahead';

describe('suggestAddresses', () => {
  it('takes city and state from a trailing zip', () => {
    expect(suggestAddresses('123 Main St 78701')).toEqual([
      { street1: '123 Main St', city: 'Austin', state: 'TX', zip: '78701' },
    ]);
  });

  it('suggests the street in the zips of a typed city, Texas first for Austin', () => {
    const suggestions = suggestAddresses('123 Main St Austin');
    expect(suggestions).toHaveLength(5);
    expect(suggestions.every((s) => s.street1 === '123 Main St' && s.city === 'Austin' && s.state === 'TX')).toBe(true);
  });

  it('keeps to the state when one is typed after the city', () => {
    const suggestions = suggestAddresses('9 Oak Ave, Austin, MN');
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.every((s) => s.state === 'MN' && s.street1 === '9 Oak Ave')).toBe(true);
  });

  it('matches multi-word cities and a city still being typed', () => {
    expect(suggestAddresses('1 Ocean Dr San Diego CA')[0]).toMatchObject({
      street1: '1 Ocean Dr',
      city: 'San Diego',
      state: 'CA',
    });
    expect(suggestAddresses('500 Elm St Sacram')[0]).toMatchObject({ street1: '500 Elm St', city: 'Sacramento' });
  });

  it('answers nothing for text that is not yet an address (docs/product/widgets-and-calculations.md §5) or has no known city', () => {
    expect(suggestAddresses('12')).toEqual([]);
    expect(suggestAddresses('Main')).toEqual([]);
    expect(suggestAddresses('123 Main St Qzxv')).toEqual([]);
    expect(suggestAddresses('Austin TX')).toEqual([]);
    // A house number alone is not a street: 'Main' is the street being typed, not the city of Maine, NY.
    expect(suggestAddresses('100 Main')).toEqual([]);
  });

  it('looks up a bare zip', () => {
    expect(suggestAddresses('10001')).toEqual([{ street1: '', city: 'New York', state: 'NY', zip: '10001' }]);
  });
});
