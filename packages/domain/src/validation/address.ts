import { z } from 'zod';
import {
  CITY_INVALID_MESSAGE,
  PROPERTY_ADDRESS_INVALID_MESSAGE,
  STATE_INVALID_MESSAGE,
  STATE_LENGTH_MESSAGE,
  STATE_NOT_AVAILABLE_MESSAGE,
  STREET_REQUIRED_MESSAGE,
  ZIP_INVALID_MESSAGE,
} from './messages';
import { MAX_LENGTH, maxLength } from './limits';
import { lazySchema } from '../helpers/lazy-schema';
import { isValidPropertyAddressInput } from './address-input';

// The postal codes a property or home address may carry: the 50 states and DC.
export const ADDRESS_STATE_CODES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS',
  'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC',
  'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const; // prettier-ignore
export type AddressStateCode = (typeof ADDRESS_STATE_CODES)[number];

export interface AddressSchemaOptions {
  /** docs/product/widgets-and-calculations.md §5: New York is blocked when regulator review applies (decided by organisation and flags). */
  readonly blockNewYork?: boolean;
}

// docs/product/widgets-and-calculations.md §5: street required.
export const streetSchema = lazySchema(() =>
  z
    .string(STREET_REQUIRED_MESSAGE)
    .max(MAX_LENGTH.street, maxLength(MAX_LENGTH.street))
    .trim()
    .min(1, STREET_REQUIRED_MESSAGE),
);

// docs/product/widgets-and-calculations.md §5: city letters and spaces only.
export const citySchema = lazySchema(() =>
  z
    .string(CITY_INVALID_MESSAGE)
    .max(MAX_LENGTH.city, maxLength(MAX_LENGTH.city))
    .trim()
    .regex(/^[A-Za-z]+(?: +[A-Za-z]+)*$/, CITY_INVALID_MESSAGE),
);

// docs/product/widgets-and-calculations.md §5: state two letters, a real state, and not New York under regulator review.
export const stateSchema = ({ blockNewYork = false }: AddressSchemaOptions = {}) =>
  z
    .string(STATE_LENGTH_MESSAGE)
    .trim()
    .toUpperCase()
    .length(2, { ...STATE_LENGTH_MESSAGE, abort: true })
    .refine((v) => (ADDRESS_STATE_CODES as readonly string[]).includes(v), { ...STATE_INVALID_MESSAGE, abort: true })
    .refine((v) => !(blockNewYork && v === 'NY'), STATE_NOT_AVAILABLE_MESSAGE);

// docs/product/widgets-and-calculations.md §5, §9: zip exactly 5 digits.
export const zipSchema = lazySchema(() =>
  z
    .string(ZIP_INVALID_MESSAGE)
    .trim()
    .regex(/^\d{5}$/, ZIP_INVALID_MESSAGE),
);

/** A full address (docs/product/widgets-and-calculations.md §3 Address); street2 is optional. */
export const addressSchema = (options: AddressSchemaOptions = {}) =>
  z.object({
    street1: streetSchema,
    street2: z.string().max(MAX_LENGTH.street, maxLength(MAX_LENGTH.street)).trim().optional(),
    city: citySchema,
    state: stateSchema(options),
    zip: zipSchema,
  });

export const propertyAddressInputSchema = lazySchema(() =>
  z.string(PROPERTY_ADDRESS_INVALID_MESSAGE).refine(isValidPropertyAddressInput, PROPERTY_ADDRESS_INVALID_MESSAGE),
);
