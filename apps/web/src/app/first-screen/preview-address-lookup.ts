import { isValidPropertyAddressInput } from '@heloc/domain';
import type { AddressSuggestion } from '@heloc/domain/contracts';
import {
  CLOSE_AFTER_BLUR_MS,
  SUGGESTED_PARTS,
  optionId,
  suggestionKey,
  suggestionText,
} from '../../shared/address/address-suggestions';
import { keepEarlyLookup } from '../../shared/address/api/early-lookups';
import { lookUpAddressEarly, warmAddressLookup } from './api/look-up-address-early';

/**
 * The address lookup of the first registration step before the app has loaded (docs/product/registration-and-routing.md
 * §9): the street field of the server's markup asks the same lookup as the app's typeahead
 * (shared/address/address-fields.tsx) and shows its suggestions in the same list, by the same rules
 * (shared/address/address-suggestions.ts: arrow keys and Enter, a tap or click, Escape), so a visitor who types at once
 * sees them without waiting for the app. A chosen suggestion fills the address, which the app then copies
 * (first-step-handoff.ts); the app's typeahead starts from the answers kept here (early-lookups.ts). This adapter draws
 * the list with the DOM because the app's field needs React, the query cache and the form library, which this page
 * loads only once the visitor acts (docs/decisions.md "Performance of the pages").
 */

/** How long the street must rest before it is looked up: less than the app's, the first answer is the one waited for. */
export const PREVIEW_LOOKUP_DEBOUNCE_MS = 120;

const ADDRESS = 'propertyAddress';

/**
 * Looks the street of the preview `form` up as it is typed. Answers a function that stops (for tests); the preview's
 * markup leaving the page stops it too.
 */
export const lookUpInPreview = (form: HTMLFormElement, { orgCode }: { orgCode: string }): (() => void) => {
  const street = form.elements.namedItem(`${ADDRESS}.street1`);
  const list =
    street instanceof HTMLInputElement
      ? form.ownerDocument.getElementById(street.getAttribute('aria-controls') ?? '')
      : null;
  if (!(street instanceof HTMLInputElement) || !list) return () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asking: AbortController | undefined;
  let shown: readonly AddressSuggestion[] = [];
  let active = -1;

  const highlight = (index: number) => {
    active = index;
    [...list.children].forEach((option, at) => option.setAttribute('aria-selected', String(at === index)));
    if (index >= 0) street.setAttribute('aria-activedescendant', optionId(list.id, index));
    else street.removeAttribute('aria-activedescendant');
  };

  const show = (suggestions: readonly AddressSuggestion[]) => {
    shown = suggestions;
    list.replaceChildren(
      ...suggestions.map((suggestion, index) => {
        const option = form.ownerDocument.createElement('li');
        option.id = optionId(list.id, index);
        option.setAttribute('role', 'option');
        option.className = 'address-typeahead__option';
        option.textContent = suggestionText(suggestion);
        option.addEventListener('mousedown', (event) => event.preventDefault());
        option.addEventListener('click', () => choose(suggestion));
        return option;
      }),
    );
    highlight(-1);
    list.hidden = suggestions.length === 0;
    street.setAttribute('aria-expanded', String(suggestions.length > 0));
  };

  const choose = (suggestion: AddressSuggestion) => {
    for (const part of SUGGESTED_PARTS) {
      const input = form.elements.namedItem(`${ADDRESS}.${part}`);
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
    if (!isValidPropertyAddressInput(query)) {
      asking?.abort();
      show([]);
      return;
    }
    timer = setTimeout(() => void lookUp(query), PREVIEW_LOOKUP_DEBOUNCE_MS);
  };
  const onBlur = () => setTimeout(() => show([]), CLOSE_AFTER_BLUR_MS);
  const onKeyDown = (event: KeyboardEvent) => {
    const action = suggestionKey(event.key, active, shown.length);
    if (!action) return;
    if (action.kind === 'close') return show([]);
    // Enter on a suggestion chooses it rather than submit the step.
    event.preventDefault();
    if (action.kind === 'highlight') highlight(action.index);
    else choose(shown[action.index]!);
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
