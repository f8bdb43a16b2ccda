import type { Language } from '@heloc/domain';
import { OUT_OF_SCOPE_SUBJECTS } from './out-of-scope.messages';
import { OUT_OF_SCOPE_SUBJECTS_ES } from './out-of-scope.messages.es';

/*
 * What the chatbot must not answer from an article (docs/product/chat.md §3): the subjects near a lender's that
 * borrowers also ask about, each written like an article's keywords. They are ranked beside the articles; a question
 * closest to one of them gets no article (the chatbot says so and offers a person), however many words it shares with
 * an article: 'the exchange rate for euros' is about currencies, not about the line's rate. They are never shown,
 * and an organisation's own articles take precedence only by being closer. Their words are in
 * out-of-scope.messages.ts (English) and out-of-scope.messages.es.ts (Spanish).
 */

/** The subjects of a language, in the order they are written. */
export const OUT_OF_SCOPE_TOPICS: Record<Language, readonly string[]> = {
  en: Object.values(OUT_OF_SCOPE_SUBJECTS),
  es: Object.values(OUT_OF_SCOPE_SUBJECTS_ES),
};
