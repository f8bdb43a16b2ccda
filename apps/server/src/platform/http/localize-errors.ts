import type { Language, Message } from '@heloc/domain';
import { textIn } from '../i18n/format-message';

/**
 * docs/i18n.md: the errors a request hears, in its language. A domain message is rendered by its id (and values);
 * a plain text is answered as it is: a wire code the client acts on ('unauthenticated', docs/product/registration-
 * and-routing.md §8), or a message only staff or developers read (the console stays English).
 */
export const localizeErrors = (errors: ReadonlyArray<string | Message>, language: Language): string[] =>
  errors.map((error) => textIn(language, error));
