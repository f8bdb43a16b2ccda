import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { INTL_LOCALE_OF, type Language, type MessageValues } from '@heloc/domain';
import { DOMAIN_SPANISH } from '@heloc/domain/catalogue';

/*
 * The server formats the same ICU messages the web does, with FormatJS (docs/i18n.md): a message's English is its
 * `defaultMessage`, its Spanish is found by id in a catalogue, the domain's unless another is given (a module's own,
 * catalogue.ts). One formatter per catalogue and language, made on first use.
 */

/** A message as the server formats it: a domain message, or one of a module's catalogue. */
export interface ServerMessage {
  readonly id: string;
  readonly defaultMessage: string;
  readonly values?: MessageValues;
}

/** A catalogue's Spanish, by message id. */
export type SpanishById = Readonly<Record<string, string>>;

const cache = createIntlCache();
const formatters = new WeakMap<SpanishById, Map<Language, IntlShape>>();

const formatterOf = (language: Language, spanish: SpanishById): IntlShape => {
  let byLanguage = formatters.get(spanish);
  if (!byLanguage) formatters.set(spanish, (byLanguage = new Map()));
  let intl = byLanguage.get(language);
  if (!intl) {
    intl = createIntl(
      {
        locale: INTL_LOCALE_OF[language],
        defaultLocale: INTL_LOCALE_OF.en,
        messages: language === 'en' ? {} : spanish,
        // A message missing from a catalogue reads its English; the completeness test keeps that from shipping.
        onError: () => undefined,
      },
      cache,
    );
    byLanguage.set(language, intl);
  }
  return intl;
};

/** `message` in `language`, its values (the message's own, then `values`) filled in. */
export const formatMessageIn = (
  language: Language,
  message: ServerMessage,
  values?: MessageValues,
  spanish: SpanishById = DOMAIN_SPANISH,
): string => {
  const all = message.values || values ? { ...message.values, ...values } : undefined;
  return formatterOf(language, spanish).formatMessage({ id: message.id, defaultMessage: message.defaultMessage }, all);
};

/** A text that is a message, in `language`; a plain text (a wire code, a field's name) as it is. */
export const textIn = (language: Language, text: string | ServerMessage): string =>
  typeof text === 'string' ? text : formatMessageIn(language, text);
