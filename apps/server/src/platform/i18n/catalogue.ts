import type { Language, MessageValues } from '@heloc/domain';
import { formatMessageIn, type ServerMessage, type SpanishById } from './format-message';

/*
 * A server module's own texts (docs/i18n.md), as the web's screens keep theirs: `<name>.messages.ts` beside the code
 * that writes them (ids `server.<module>.<key>`, the English as `defaultMessage`, ICU syntax) and its Spanish
 * `<name>.messages.es.ts`, one text per key (`Catalogue<typeof messages>` fails the type check when one is missing).
 */

/** A module's messages, by key (identity: the shape the catalogue test and the formatter read). */
export const defineMessages = <K extends string>(messages: Record<K, ServerMessage>): Record<K, ServerMessage> =>
  messages;

/** The Spanish (or any other language's) texts of a message module: one per message, nothing left out. */
export type Catalogue<T extends Record<string, ServerMessage>> = { readonly [K in keyof T]: string };

/**
 * The Spanish of a content file (docs/i18n.md, "Content written in a language"): structured texts that are not
 * messages (the chatbot's default articles, its lexicon), keyed as the English file is, every key present.
 */
export type ContentCatalogue<T, V> = { readonly [K in keyof T]: V };

/** Formats a module's messages in a language: `words(language)(m.subject, { applicant })`. */
export type Words = (message: ServerMessage, values?: MessageValues) => string;

/** The texts of a module's catalogue, in the language asked for. */
export const wordsOf = <T extends Record<string, ServerMessage>>(
  messages: T,
  spanish: Catalogue<T>,
): ((language: Language) => Words) => {
  let byId: SpanishById | undefined;
  const spanishById = (): SpanishById =>
    (byId ??= Object.fromEntries(
      Object.entries(messages).map(([key, message]) => [message.id, spanish[key as keyof T]]),
    ));
  return (language) => (message, values) => formatMessageIn(language, message, values, spanishById());
};
