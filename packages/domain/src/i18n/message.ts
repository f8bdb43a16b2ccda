import { formatPlain } from './format-plain';

/*
 * A text a person reads, written in the domain (docs/i18n.md): a FormatJS message descriptor, its id and its English
 * (the spec's exact words) in ICU syntax, so the web (react-intl) and the server (@formatjs/intl) format the same
 * message in the reader's language, its Spanish found by id in the catalogue beside it (`<module>.es.ts`).
 */

/** The values of a message's `{arguments}`: already formatted where a figure needs a language's format. */
export type MessageValues = Readonly<Record<string, string | number>>;

export interface Message {
  /** `domain.<area>.<key>`: unique across every catalogue (the completeness test checks it). */
  readonly id: string;
  /** The English, in ICU syntax. */
  readonly defaultMessage: string;
  /** For a message made from values (tooLongMessage(100)): what its arguments read. */
  readonly values?: MessageValues;
  /**
   * A message is also a zod check's params (`z.string().min(1, REQUIRED_MESSAGE)`): the issue reads the English, and
   * carries the message itself under ISSUE_MESSAGE_KEY, so the server and the web render it by id, never by its words.
   */
  readonly error: (issue: object) => string;
}

/** Where a zod issue raised by a domain message carries it (the server finds it in the issue's params). */
export const ISSUE_MESSAGE_KEY = 'descriptor' as const;

/** The English of a message, its arguments filled in (what a zod issue, a log or the console reads). */
export const englishOf = (message: Pick<Message, 'defaultMessage' | 'values'>): string =>
  message.values ? formatPlain(message.defaultMessage, message.values) : message.defaultMessage;

const make = (id: string, defaultMessage: string, values: MessageValues | undefined): Message => {
  const made: Message = {
    id,
    defaultMessage,
    ...(values ? { values } : {}),
    error: (issue) => {
      Object.assign(issue, { [ISSUE_MESSAGE_KEY]: made });
      return englishOf(made);
    },
  };
  return made;
};

/** A message of the domain: its id and its English. */
/* @__NO_SIDE_EFFECTS__ */
export const message = (id: string, defaultMessage: string): Message => make(id, defaultMessage, undefined);

/** A message made from values: `withValues(TOO_LONG_MESSAGE, { max: 100 })` reads 'Please use 100 characters or fewer'. */
export const withValues = (template: Message, values: MessageValues): Message =>
  make(template.id, template.defaultMessage, values);

/**
 * Messages of labels, one per code: `labelMessages('domain.person.maritalStatus', { MARRIED: 'Married' })`. A label
 * that is already a message (one answer several lists share) stays that message.
 */
/* @__NO_SIDE_EFFECTS__ */
export const labelMessages = <K extends string>(
  prefix: string,
  english: Readonly<Record<K, string | Message>>,
): Readonly<Record<K, Message>> =>
  Object.fromEntries(
    Object.entries<string | Message>(english).map(([code, text]) => [
      code,
      typeof text === 'string' ? message(`${prefix}.${code}`, text) : text,
    ]),
  ) as Record<K, Message>;

export const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Message).id === 'string' &&
  typeof (value as Message).defaultMessage === 'string' &&
  typeof (value as Message).error === 'function';

/** The message a zod issue was raised with, if a domain message raised it (the issue itself, or its params). */
export const messageOfIssue = (issue: object): Message | undefined => {
  const found = (issue as Record<string, unknown>)[ISSUE_MESSAGE_KEY];
  return isMessage(found) ? found : undefined;
};

/** A text that may be a message: its English. */
export const textOf = (text: string | Message): string => (typeof text === 'string' ? text : englishOf(text));

/** The fields of an issue a schema adds itself: `ctx.addIssue({ code: 'custom', path, ...issueFields(MESSAGE) })`. */
export const issueFields = (raised: Message) => ({ message: englishOf(raised), [ISSUE_MESSAGE_KEY]: raised });
