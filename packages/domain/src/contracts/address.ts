import { z } from 'zod';
import { MAX_LENGTH as MAX, text } from '../validation/limits';
import { defineContract, errorsSchema } from './contract';
import { lazySchema } from '../helpers/lazy-schema';

/*
 * Address shapes shared by the other contracts, and the address lookup typeahead.
 * Paths (ours): docs/product/widgets-and-calculations.md §7 says only "a GET with the typed text appended", so the typeahead is
 * GET /service-address/external/api/v1/typeahead?query=<typed text>.
 * Wire conventions of every contract file in this folder: ids are 8-4-4-4-12 hex uuids (docs/product/widgets-and-calculations.md §5 UUID check),
 * dates are ISO 8601 strings, amounts are dollars, rates and fees are fractions (0.0799 for 7.99%), terms are years.
 */

/** Two-letter state code, e.g. 'CA'. */
export const stateCodeSchema = lazySchema(() => z.string().regex(/^[A-Z]{2}$/));
/** docs/product/widgets-and-calculations.md §5: zip is exactly 5 digits. */
export const zipSchema = lazySchema(() => z.string().regex(/^\d{5}$/));
/** Ten digits, no formatting (ours: the display form '(xxx) xxx-xxxx' is built by the client). */
export const phoneDigitsSchema = lazySchema(() => z.string().regex(/^\d{10}$/));
/**
 * A phone number a client sends: ten digits, or the form's display '(xxx) xxx-xxxx' (docs/product/widgets-and-calculations.md §5). The server stores
 * the ten digits. Ours.
 */
export const phoneInputSchema = lazySchema(() => z.string().regex(/^(\d{10}|\(\d{3}\) \d{3}-\d{4})$/));
export const uuidSchema = lazySchema(() => z.guid());

/** docs/product/widgets-and-calculations.md §3 Address (display): street1, street2, city, state, zip. */
export const addressSchema = lazySchema(() =>
  z.object({
    street1: text(MAX.street).min(1),
    street2: text(MAX.street).nullish(),
    city: text(MAX.city).min(1),
    state: stateCodeSchema,
    zip: zipSchema,
  }),
);
export type Address = z.infer<typeof addressSchema>;

/** docs/product/widgets-and-calculations.md §3 Date parts: day, month (1-12), year. */
export const datePartsSchema = lazySchema(() =>
  z.object({
    day: z.number().int().min(1).max(31),
    month: z.number().int().min(1).max(12),
    year: z.number().int().min(1900),
  }),
);
export type DateParts = z.infer<typeof datePartsSchema>;

export const addressSuggestionSchema = lazySchema(() =>
  z.object({
    street1: z.string(),
    city: z.string(),
    state: stateCodeSchema,
    zip: zipSchema,
  }),
);
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;

export const getAddressTypeaheadContract = defineContract({
  method: 'GET',
  path: '/service-address/external/api/v1/typeahead',
  auth: 'public',
  service: 'address',
  summary:
    'Address lookup typeahead for the street field (docs/product/registration-and-routing.md §9, docs/product/widgets-and-calculations.md §7). Path, query and response shape are ours: the spec does not show them.',
  querystring: lazySchema(() => z.object({ query: z.string().min(1).max(200) })),
  response: {
    200: lazySchema(() => z.object({ suggestions: z.array(addressSuggestionSchema) })),
    400: errorsSchema,
  },
});
