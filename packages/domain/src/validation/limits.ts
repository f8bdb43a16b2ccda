import { z } from 'zod';
import { message, withValues, type Message } from '../i18n/message';

/** Any field over its length limit (ours: the spec gives no wording). */
export const TOO_LONG_MESSAGE = message('domain.limits.tooLong', 'Please use {max} characters or fewer');
export const tooLongMessage = (max: number): Message => withValues(TOO_LONG_MESSAGE, { max });
/** A list or dictionary over its size limit (ours). */
export const TOO_MANY_MESSAGE = message('domain.limits.tooMany', 'Please send {max} items or fewer');
export const tooManyMessage = (max: number): Message => withValues(TOO_MANY_MESSAGE, { max });

/**
 * The longest value a caller may send for each kind of field, so no request can make the server keep (or
 * even read) an unbounded value. Chosen by meaning: a person's name 100, an email 254 (RFC 5321's path limit), a
 * street 100, a zip 10, free text per its spec (feedback 1000); lists are bounded too. Contracts use these with
 * `.max(n, maxLength(n))`; a test walks every contract and refuses an unbounded string or array.
 */
export const MAX_LENGTH = {
  name: 100,
  email: 254,
  street: 100,
  city: 100,
  zip: 10,
  /** '(xxx) xxx-xxxx' is 14; a little room for what a client may add. */
  phone: 20,
  /** NIST SP 800-63B asks for at least 64; passphrases are welcome. */
  password: 256,
  /** Short codes and identifiers: an organisation code, an experiment name, a version, an institution id. */
  code: 64,
  /** Longer opaque identifiers: a conversation id, a telemetry event name, an external id. */
  identifier: 128,
  /** A nonce or a token handed back by the server. */
  token: 4096,
  /** A URL or a path. */
  url: 2048,
  /** One line a person types (a reason, a note title). */
  shortText: 100,
  /** A paragraph a person types (feedback, a note, a chat message). */
  freeText: 1000,
  /** A bank login's user name or password (a sandbox institution's). */
  credential: 256,
  /** Digits of a routing or account number with room for spaces. */
  accountDigits: 34,
  /** One telemetry property or query value. */
  telemetryValue: 1000,
} as const;

/** The most items in a list a caller sends (choices, consents, experiments, liens). */
export const MAX_ITEMS = 50;
/** The most keys in a dictionary a caller sends (UTM parameters, telemetry properties). */
export const MAX_KEYS = 50;

/** Options for `.max(n, maxLength(n))`: the field's message, and no further checks run on an over-long value. */
export const maxLength = (max: number) => ({ ...tooLongMessage(max), abort: true });
/** Options for an array's `.max(n, maxItems(n))`. */
export const maxItems = (max: number) => tooManyMessage(max);

/** A string of at most `max` characters, with the over-length message. */
export const text = (max: number) => z.string().max(max, maxLength(max));

/** A list of at most `max` items. */
export const list = <T extends z.ZodType>(item: T, max: number = MAX_ITEMS) => z.array(item).max(max, maxItems(max));

/** A dictionary of bounded keys and values, with at most `max` keys. */
export const dictionary = <V extends z.ZodType>(value: V, max: number = MAX_KEYS) =>
  z
    .record(text(MAX_LENGTH.identifier), value)
    .refine((entries) => Object.keys(entries).length <= max, tooManyMessage(max));
