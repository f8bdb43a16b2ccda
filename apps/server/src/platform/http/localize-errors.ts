import { INVALID_SIGNATURE_MESSAGE, type Language, localizeMessage, UNAUTHENTICATED_MESSAGE } from '@heloc/domain';

// docs/product/registration-and-routing.md §8: the client reads these words to end the session: they are codes.
const WIRE_CODES = new Set<string>([UNAUTHENTICATED_MESSAGE, INVALID_SIGNATURE_MESSAGE]);

// A validation message names its field first ("firstName: Please enter the first name"): the field is the
// contract's and stays; the words after it are translated.
const FIELD_PREFIX = /^([^\s:]+): (.+)$/s;

/**
 * docs/i18n.md: the error messages a request hears, in its language. English answers exactly as written; Spanish
 * reads the domain's catalogue of the English texts, a message it does not know staying English.
 */
export const localizeErrors = (messages: readonly string[], language: Language): string[] =>
  language === 'en' ? [...messages] : messages.map((message) => localizeError(message, language));

const localizeError = (message: string, language: Language): string => {
  if (WIRE_CODES.has(message)) return message;
  const whole = localizeMessage(message, language);
  if (whole !== message) return whole;
  const [, name, text] = FIELD_PREFIX.exec(message) ?? [];
  if (name === undefined || text === undefined) return message;
  const translated = localizeMessage(text, language);
  return translated === text ? message : `${name}: ${translated}`;
};
