import { z } from 'zod';
import {
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  PHONE_COUNTRY_CODE_MESSAGE,
  PHONE_INVALID_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
} from './messages';
import { MAX_LENGTH, maxLength } from './limits';
import { lazySchema } from '../helpers/lazy-schema';
import { type Message } from '../i18n/message';

/** A missing value gets the field's own required message; a value of the wrong type keeps zod's (it names the type). */
const missingOr =
  (requiredMessage: Message) =>
  (issue: { input?: unknown }): string | undefined =>
    issue.input === undefined || issue.input === null ? requiredMessage.error(issue) : undefined;

/** An email that is required and well formed; the required message names whose email it is. */
export const requiredEmailSchema = (requiredMessage: Message) =>
  z
    .string({ error: missingOr(requiredMessage) })
    .trim()
    .min(1, { ...requiredMessage, abort: true })
    .max(MAX_LENGTH.email, maxLength(MAX_LENGTH.email))
    .pipe(z.email(EMAIL_INVALID_MESSAGE));

// docs/product/widgets-and-calculations.md §5: email required ('Please enter your email'), valid format ('Please enter a valid email address').
export const emailSchema = lazySchema(() => requiredEmailSchema(EMAIL_REQUIRED_MESSAGE));

// docs/product/widgets-and-calculations.md §9: phone 14 formatted characters, '(xxx) xxx-xxxx'.
export const PHONE_FORMATTED_LENGTH = 14;
const FORMATTED_PHONE = /^\(\d{3}\) \d{3}-\d{4}$/;

/**
 * docs/product/widgets-and-calculations.md §5: a US phone number as the phone input formats it, '(xxx) xxx-xxxx'. Required, must not start with 1
 * (checked before the length so a typed leading country code gets its own message), exactly 14 formatted characters.
 * The required message names whose phone it is.
 */
export const formattedPhoneSchema = (requiredMessage: Message) =>
  z
    .string({ error: missingOr(requiredMessage) })
    .min(1, { ...requiredMessage, abort: true })
    .max(MAX_LENGTH.phone, { ...PHONE_INVALID_MESSAGE, abort: true })
    .refine((v) => !v.replace(/\D/g, '').startsWith('1'), { ...PHONE_COUNTRY_CODE_MESSAGE, abort: true })
    .refine((v) => v.length === PHONE_FORMATTED_LENGTH && FORMATTED_PHONE.test(v), PHONE_INVALID_MESSAGE);

/** docs/product/widgets-and-calculations.md §5: the applicant's own mobile phone. */
export const phoneSchema = lazySchema(() => formattedPhoneSchema(PHONE_REQUIRED_MESSAGE));
