import { z } from 'zod';
import { PERSON_NAME_SUFFIXES, REGISTRATION_NAME_SUFFIXES } from '../enums';
import {
  FIRST_NAME_REQUIRED_MESSAGE,
  FIRST_NAME_TOO_SHORT_MESSAGE,
  LAST_NAME_REQUIRED_MESSAGE,
  LAST_NAME_TOO_SHORT_MESSAGE,
  UNSUPPORTED_CHARACTERS_MESSAGE,
} from './messages';
import { MAX_LENGTH, maxLength } from './limits';
import { lazySchema } from '../helpers/lazy-schema';
import { type Message } from '../i18n/message';

// docs/product/widgets-and-calculations.md §5: names are at least 2 characters. "Letters" are the Latin letters A-Z: the name must match the
// government ID and the credit file (our reading; the spec does not say which alphabet).
export const NAME_MIN_LENGTH = 2;
const FIRST_NAME = /^[A-Za-z -]+$/;
const LAST_NAME = /^[A-Za-z -]+$/;
const LAST_NAME_WITH_DIGITS = /^[A-Za-z0-9 -]+$/;
// Letters, with up to 2 single separators (space, hyphen or apostrophe), and an optional trailing period.
const MIDDLE_NAME = /^[A-Za-z]+(?:[ '-][A-Za-z]+){0,2}\.?$/;

export interface NameSchemaOptions {
  /** docs/product/widgets-and-calculations.md §5: digits are allowed in the last name outside production. */
  readonly allowDigits?: boolean;
}

const requiredName = (required: Message, tooShort: Message, pattern: RegExp) =>
  z
    .string(required)
    .max(MAX_LENGTH.name, maxLength(MAX_LENGTH.name))
    .trim()
    .min(1, { ...required, abort: true })
    .regex(pattern, { ...UNSUPPORTED_CHARACTERS_MESSAGE, abort: true })
    .min(NAME_MIN_LENGTH, tooShort);

// docs/product/widgets-and-calculations.md §5 (first name), docs/product/registration-and-routing.md §5 (first and last names are trimmed).
export const firstNameSchema = lazySchema(() =>
  requiredName(FIRST_NAME_REQUIRED_MESSAGE, FIRST_NAME_TOO_SHORT_MESSAGE, FIRST_NAME),
);

// docs/product/widgets-and-calculations.md §5: middle name, optional; blank is accepted.
export const middleNameSchema = lazySchema(() =>
  z
    .string()
    .max(MAX_LENGTH.name, maxLength(MAX_LENGTH.name))
    .trim()
    .refine((v) => v === '' || MIDDLE_NAME.test(v), UNSUPPORTED_CHARACTERS_MESSAGE)
    .optional(),
);

// docs/product/widgets-and-calculations.md §5 (last name); the too-short message is ours.
export const lastNameSchema = ({ allowDigits = false }: NameSchemaOptions = {}) =>
  requiredName(
    LAST_NAME_REQUIRED_MESSAGE,
    LAST_NAME_TOO_SHORT_MESSAGE,
    allowDigits ? LAST_NAME_WITH_DIGITS : LAST_NAME,
  );

// docs/product/widgets-and-calculations.md §3: the person form's suffix (blank for none); docs/product/registration-and-routing.md §3: the registration suffix (N/A for none).
export const personSuffixSchema = lazySchema(() => z.enum(PERSON_NAME_SUFFIXES));
export const registrationSuffixSchema = lazySchema(() => z.enum(REGISTRATION_NAME_SUFFIXES));

/** The legal name of the person form (docs/product/widgets-and-calculations.md §3, §5). */
export const legalNameSchema = (options: NameSchemaOptions = {}) =>
  z.object({
    firstName: firstNameSchema,
    middleName: middleNameSchema,
    lastName: lastNameSchema(options),
    suffix: personSuffixSchema.optional(),
  });
