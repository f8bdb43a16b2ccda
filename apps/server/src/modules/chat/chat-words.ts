import { wordsOf } from '../../platform/i18n/catalogue';
import { chatWordsMessages } from './chat-words.messages';
import spanish from './chat-words.messages.es';

/** The chat's own words in a language (docs/i18n.md): `chatWordsIn(language)(chatWordsMessages.noAnswer)`. */
export const chatWordsIn = wordsOf(chatWordsMessages, spanish);
export { chatWordsMessages };
