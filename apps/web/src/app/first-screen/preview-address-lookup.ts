import type { AddressSuggestion } from '@heloc/domain/contracts';
import { keepEarlyLookup } from '../../shared/address/api/early-lookups';
import { lookUpAddressEarly, warmAddressLookup } from './api/look-up-address-early';

/**
 * The address lookup of the first registration step before the app has loaded (docs/product/registration-and-routing.md
 * §9): the street field of the server's markup asks the same lookup as the app's typeahead
 * (shared/address/address-fields.tsx) and shows its suggestions in the same list, so a visitor who types at once sees
 * them without waiting for the app. A touch or click on a suggestion fills the address, which the app then copies
 * (first-step-handoff.ts); the app's typeahead starts from the answers kept here (early-lookups.ts).
 */

/** How long the street must rest before it is looked up: less than the app's, the first answer is the one waited for. */
export const PREVIEW_LOOKUP_DEBOUNCE_MS = 120;
/** How long after the field loses focus the list closes: a tap on a suggestion lands first. */
const CLOSE_AFTER_BLUR_MS = 150;

/**
 * isValidPropertyAddressInput of @heloc/domain (docs/product/widgets-and-calculations.md §5: nothing is looked up for an
 * input the typeahead would flag invalid), restated: its module holds zod schemas, which the first step leaves to the
 * app (first-screen-budget.test.ts). preview-address-lookup.test.ts holds the two to the same answers.
 */
export const isLookedUp = (text: string): boolean => {
  const value = text.trim();
  return value.length >= 3 && value.split(/\s+/).length > 1;
};

const STREET_FIELD = 'propertyAddress.street1';
const ADDRESS_PARTS = ['street1', 'city', 'state', 'zip'] as const;

/** A suggestion as the app words it (address-fields.messages.ts: the same in every catalogue). */
export const suggestionText = (s: AddressSuggestion): string => `${s.street1}, ${s.city}, ${s.state} ${s.zip}`;

/**
 * Looks the street of the preview `form` up as it is typed. Answers a function that stops (for tests); the preview's
 * markup leaving the page stops it too.
 */
export const lookUpInPreview = (form: HTMLFormElement, { orgCode }: { orgCode: string }): (() => void) => {
  const street = form.elements.namedItem(STREET_FIELD);
  const list =
    street instanceof HTMLInputElement
      ? form.ownerDocument.getElementById(street.getAttribute('aria-controls') ?? '')
      : null;
  if (!(street instanceof HTMLInputElement) || !list) return () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asking: AbortController | undefined;

  const show = (suggestions: readonly AddressSuggestion[]) => {
    list.replaceChildren(
      ...suggestions.map((suggestion, index) => {
        const option = form.ownerDocument.createElement('li');
        option.id = `${list.id}-${index}`;
        option.setAttribute('role', 'option');
        option.setAttribute('aria-selected', 'false');
        option.className = 'address-typeahead__option';
        option.textContent = suggestionText(suggestion);
        option.addEventListener('mousedown', (event) => event.preventDefault());
        option.addEventListener('click', () => choose(suggestion));
        return option;
      }),
    );
    list.hidden = suggestions.length === 0;
    street.setAttribute('aria-expanded', String(suggestions.length > 0));
  };

  const choose = (suggestion: AddressSuggestion) => {
    for (const part of ADDRESS_PARTS) {
      const input = form.elements.namedItem(`propertyAddress.${part}`);
      if (input instanceof HTMLInputElement) input.value = suggestion[part];
    }
    show([]);
  };

  const lookUp = async (query: string) => {
    asking?.abort();
    const controller = new AbortController();
    asking = controller;
    try {
      const suggestions = await lookUpAddressEarly(orgCode, query, controller.signal);
      if (!suggestions) return;
      keepEarlyLookup(query, suggestions);
      // Only the answer for what the field still holds.
      if (street.value.trim() === query && form.ownerDocument.activeElement === street) show(suggestions);
    } catch {
      // Aborted by a later key, or the network: the app's typeahead asks again once it is there.
    }
  };

  let isWarmed = false;
  const onInput = () => {
    clearTimeout(timer);
    const query = street.value.trim();
    if (!isWarmed && query) {
      // The first key tells the server an address is coming: it readies its lookup while the rest is typed.
      isWarmed = true;
      warmAddressLookup(orgCode, query);
    }
    if (!isLookedUp(query)) {
      asking?.abort();
      show([]);
      return;
    }
    timer = setTimeout(() => void lookUp(query), PREVIEW_LOOKUP_DEBOUNCE_MS);
  };
  const onBlur = () => setTimeout(() => show([]), CLOSE_AFTER_BLUR_MS);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') show([]);
  };

  street.addEventListener('input', onInput);
  street.addEventListener('blur', onBlur);
  street.addEventListener('keydown', onKeyDown);
  return () => {
    clearTimeout(timer);
    asking?.abort();
    street.removeEventListener('input', onInput);
    street.removeEventListener('blur', onBlur);
    street.removeEventListener('keydown', onKeyDown);
  };
};
