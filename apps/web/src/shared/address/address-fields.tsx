import { isValidPropertyAddressInput } from '@heloc/domain';
import type { AddressSuggestion } from '@heloc/domain/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useI18n } from '../../lib/i18n';
import { TextField } from '../../ui/text-field';
import { addressMessages as m } from './address-fields.messages';
import { addressLookupKey, lookupAddressQueryOptions } from './api/lookup-address';
import { earlyLookupOf } from './api/early-lookups';
import { CLOSE_AFTER_BLUR_MS, SUGGESTED_PARTS, optionId, suggestionKey, suggestionValues } from './address-suggestions';
import { useFieldError } from '../../ui/use-field-error';
import './address-typeahead.css';

/** How long the street must rest before it is looked up. */
export const ADDRESS_LOOKUP_DEBOUNCE_MS = 250;

const useDebounced = (value: string, ms: number): string => {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
};

/** The class names of the layout around the fields, each area's own; the typeahead's are one (address-typeahead.css). */
export interface AddressFieldsClasses {
  root: string;
  row: string;
}

export interface AddressFieldsProps {
  /** The form path of the address object, e.g. 'mailingAddress'. */
  prefix: string;
  streetLabel: string;
  classes: AddressFieldsClasses;
}

/**
 * The one address with the server's lookup (docs/product/registration-and-routing.md §9,
 * docs/product/widgets-and-calculations.md §7): street with suggestions (arrow keys and Enter, or a click, fill the
 * other fields; Escape closes them: address-suggestions.ts, which the first registration step's field follows too
 * before the app has loaded), apartment, city, state and ZIP. Used by the registration's address steps and by the
 * application area (start/contact, review-app/property).
 */
export function AddressFields({ prefix, streetLabel, classes }: AddressFieldsProps) {
  const { t, localize } = useI18n();
  const { register, setValue, control } = useFormContext();
  const field = (name: string) => `${prefix}.${name}`;
  const street = (useWatch({ control, name: field('street1') }) as string | undefined) ?? '';
  const [isOpen, setIsOpen] = useState(false);
  // The list closes a moment after the street field loses focus (below); not once the fields are gone.
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  const [active, setActive] = useState(-1);
  const queryClient = useQueryClient();
  const typed = street.trim();
  const debounced = useDebounced(typed, ADDRESS_LOOKUP_DEBOUNCE_MS);
  // An answer already at hand (asked before, or before the app had loaded) is shown at once.
  const isAnswered =
    queryClient.getQueryData(addressLookupKey(typed)) !== undefined || earlyLookupOf(typed) !== undefined;
  const query = isAnswered ? typed : debounced;
  const streetName = field('street1');
  // The street changed while its field has focus, other than by choosing a suggestion: the typing the first
  // registration step copies over when the app takes it over (first-step-handoff.ts) goes on showing suggestions.
  const chosenStreet = useRef<string | null>(null);
  useEffect(() => {
    const isChosen = chosenStreet.current === street;
    chosenStreet.current = null;
    if (!isChosen && street && document.activeElement?.getAttribute('name') === streetName) setIsOpen(true);
  }, [street, streetName]);
  const listId = useId();
  const localized = (message: string | undefined) => message && localize(message);
  const errors = {
    street1: localized(useFieldError(field('street1'))),
    city: localized(useFieldError(field('city'))),
    state: localized(useFieldError(field('state'))),
    zip: localized(useFieldError(field('zip'))),
  };
  // docs/product/widgets-and-calculations.md §5: nothing is looked up for an input the typeahead would flag invalid.
  const suggestions = useQuery({
    ...lookupAddressQueryOptions(query),
    enabled: isOpen && isValidPropertyAddressInput(query),
  });
  const options: AddressSuggestion[] = isOpen ? (suggestions.data?.suggestions ?? []) : [];

  const choose = (suggestion: AddressSuggestion) => {
    const opts = { shouldValidate: true, shouldDirty: true };
    chosenStreet.current = suggestion.street1;
    for (const part of SUGGESTED_PARTS) setValue(field(part), suggestion[part], opts);
    setIsOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const action = suggestionKey(event.key, active, options.length);
    if (!action) return;
    if (action.kind === 'close') return setIsOpen(false);
    event.preventDefault();
    if (action.kind === 'highlight') setActive(action.index);
    else choose(options[action.index]!);
  };

  const streetField = register(field('street1'), { onChange: () => setIsOpen(true) });
  return (
    <div className={classes.root}>
      <div className="address-typeahead">
        <TextField
          {...streetField}
          label={streetLabel}
          isRequired
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-activedescendant={active >= 0 ? optionId(listId, active) : undefined}
          onKeyDown={onKeyDown}
          onBlur={(event) => {
            void streetField.onBlur(event);
            // Let a click on a suggestion land before the list closes.
            clearTimeout(closeTimer.current);
            closeTimer.current = setTimeout(() => setIsOpen(false), CLOSE_AFTER_BLUR_MS);
          }}
          error={errors.street1}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={t(m.suggestions)}
          className="address-typeahead__list"
          hidden={!options.length}
        >
          {options.map((s, index) => (
            <li
              key={`${s.street1}-${s.zip}`}
              id={optionId(listId, index)}
              role="option"
              aria-selected={index === active}
              className="address-typeahead__option"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(s)}
            >
              {t(m.suggestion, suggestionValues(s))}
            </li>
          ))}
        </ul>
      </div>
      <TextField {...register(field('street2'))} label={t(m.street2)} autoComplete="address-line2" />
      <TextField
        {...register(field('city'))}
        label={t(m.city)}
        isRequired
        autoComplete="address-level2"
        error={errors.city}
      />
      <div className={classes.row}>
        <TextField
          {...register(field('state'))}
          label={t(m.state)}
          isRequired
          maxLength={2}
          autoComplete="address-level1"
          error={errors.state}
        />
        <TextField
          {...register(field('zip'))}
          label={t(m.zip)}
          isRequired
          inputMode="numeric"
          maxLength={5}
          autoComplete="postal-code"
          error={errors.zip}
        />
      </div>
    </div>
  );
}
