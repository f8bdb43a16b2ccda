import { describe, expect, it } from 'vitest';
import { addressMessages } from './address-fields.messages';
import spanish from './address-fields.messages.es';
import { suggestionKey, suggestionText } from './address-suggestions';

// The street field's rules, which the app's field and the first step's field before the app share.

describe('the suggestions of the street field', () => {
  it('read as the app words them, in every language', () => {
    const suggestion = { street1: '123 Main St', city: 'Austin', state: 'TX', zip: '78701' };
    expect(suggestionText(suggestion)).toBe('123 Main St, Austin, TX 78701');
    // The first step writes it without the catalogues: every language must write an address the same way.
    expect(spanish.suggestion).toBe(addressMessages.suggestion.defaultMessage);
  });

  it.each([
    ['ArrowDown', -1, { kind: 'highlight', index: 0 }],
    ['ArrowDown', 2, { kind: 'highlight', index: 0 }],
    ['ArrowUp', 0, { kind: 'highlight', index: 2 }],
    ['Enter', 1, { kind: 'choose', index: 1 }],
    ['Enter', -1, null],
    ['Escape', -1, { kind: 'close' }],
    ['a', 0, null],
  ])('answer %s with the highlight at %i of three', (key, active, action) => {
    expect(suggestionKey(key, active, 3)).toEqual(action);
  });

  it('leave every key to the field while no suggestion is shown', () => {
    for (const key of ['ArrowDown', 'Enter', 'Escape']) expect(suggestionKey(key, -1, 0)).toBeNull();
  });
});
