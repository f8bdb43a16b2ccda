import type { Language } from '@heloc/domain';
import { wordsOf } from '../../platform/i18n/catalogue';
import { chatbotPhraseMessages } from './chatbot-phrases.messages';
import spanish from './chatbot-phrases.messages.es';

/*
 * The chatbot's own sentences (chatbot-phrases.messages.ts), in the visitor's language (docs/i18n.md). The
 * application's steps it names are the progress bar's (the domain's APPLICATION_PROGRESS_STEPS).
 */

export type ChatbotPhrase = keyof typeof chatbotPhraseMessages;

const wordsIn = wordsOf(chatbotPhraseMessages, spanish);

/** A phrase in a language, its values put in. */
export const phraseIn =
  (language: Language) =>
  (key: ChatbotPhrase, values: Record<string, string | number> = {}): string =>
    wordsIn(language)(chatbotPhraseMessages[key], values);
