import type { AddressSuggestion } from '@heloc/domain/contracts';
import { addressMessages } from './address-fields.messages';

/*
 * How the street field's suggestions behave, with no framework: the app's field (address-fields.tsx, React) and the
 * first registration step's field before the app has loaded (app/first-screen/preview-address-lookup.ts, the DOM)
 * both follow these rules, so the field behaves and reads the same before and after the app takes the step over
 * (docs/product/widgets-and-calculations.md §7). Whether a text is looked up at all is the domain's
 * (isValidPropertyAddressInput, docs/product/widgets-and-calculations.md §5). The first step's script imports this
 * file, whose bytes are budgeted (app/first-screen/first-screen-budget.test.ts): nothing heavier than these lines.
 */

/** How long after the street field loses focus the list closes: a click or tap on a suggestion lands first. */
export const CLOSE_AFTER_BLUR_MS = 150;

/** The parts of an address a chosen suggestion fills, by their field's name under the address's path. */
export const SUGGESTED_PARTS = ['street1', 'city', 'state', 'zip'] as const;

/** What a suggestion's text says (`address.suggestion` of address-fields.messages.ts). */
export const suggestionValues = (suggestion: AddressSuggestion) => ({
  street: suggestion.street1,
  city: suggestion.city,
  state: suggestion.state,
  zip: suggestion.zip,
});

/**
 * A suggestion's text without react-intl, for the first step before the app has loaded: the catalogue's pattern, which
 * every language writes the same (an address is not translated).
 */
export const suggestionText = (suggestion: AddressSuggestion): string => {
  const values: Record<string, string> = suggestionValues(suggestion);
  return addressMessages.suggestion.defaultMessage.replace(
    /\{(\w+)\}/g,
    (whole, name: string) => values[name] ?? whole,
  );
};

/** The id of a suggestion's option in its list, which the street field names as its active descendant. */
export const optionId = (listId: string, index: number): string => `${listId}-${index}`;

/** What a key pressed in the street field does while `count` suggestions are shown, `active` the highlighted one. */
export type SuggestionKey =
  { kind: 'highlight'; index: number } | { kind: 'choose'; index: number } | { kind: 'close' };

/**
 * Arrow keys move the highlight round the list, Enter chooses the highlighted suggestion, Escape closes the list;
 * any other key, or any key with no suggestion shown, is the field's (null).
 */
export const suggestionKey = (key: string, active: number, count: number): SuggestionKey | null => {
  if (count === 0) return null;
  if (key === 'ArrowDown' || key === 'ArrowUp') {
    const step = key === 'ArrowDown' ? 1 : -1;
    return { kind: 'highlight', index: (active + step + count) % count };
  }
  if (key === 'Enter' && active >= 0 && active < count) return { kind: 'choose', index: active };
  if (key === 'Escape') return { kind: 'close' };
  return null;
};
