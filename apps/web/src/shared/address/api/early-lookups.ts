import type { AddressSuggestion } from '@heloc/domain/contracts';

/**
 * Lookups answered before the app had loaded (the first registration step's own lookup, app/first-screen/): the
 * app's typeahead starts from them, so the suggestions on screen stay there when the app takes the step over.
 */
const answered = new Map<string, AddressSuggestion[]>();

export const keepEarlyLookup = (query: string, suggestions: AddressSuggestion[]): void => {
  answered.set(query, suggestions);
};

export const earlyLookupOf = (query: string): { suggestions: AddressSuggestion[] } | undefined => {
  const suggestions = answered.get(query);
  return suggestions ? { suggestions } : undefined;
};
