import type { Language } from '@heloc/domain';
import { PHRASES, STEMMERS, STOP_WORDS, SYNONYMS } from './question-lexicon';

/*
 * How the chatbot reads a question and an article (docs/product/chat.md §3): lower case without accents, the
 * lexicon's phrases joined ('pay it off' → payoff), words that say nothing of the subject left out, each word stemmed
 * in its language (Snowball: 'fees', 'fee' → fee; 'comisiones' → comision) and synonyms brought to one term
 * ('money', 'funds', 'cash' → fund). Articles and questions go through the same steps, so any of the words matches.
 */

/** Lower case and without accents, so 'Comisión' and 'comision' are one word. */
export const foldText = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

// One cache per language: the same few hundred words come back in every question.
const stems: Record<Language, Map<string, string | null>> = { en: new Map(), es: new Map() };

/** A word's term, or null for a word that says nothing of the subject. */
export const termOf = (word: string, language: Language): string | null => {
  const cache = stems[language];
  const known = cache.get(word);
  if (known !== undefined) return known;
  const term =
    word.length < 2 && !/\d/.test(word) ? null : STOP_WORDS[language].has(word) ? null : STEMMERS[language](word);
  const canonical = term === null ? null : (SYNONYMS[language].get(term) ?? term);
  if (cache.size < 50_000) cache.set(word, canonical);
  return canonical;
};

/** The words of a text, folded, with the lexicon's phrases joined into one word each. */
export const wordsOf = (text: string, language: Language): string[] => {
  let folded = ` ${foldText(text).replace(/[^a-z0-9ñ]+/g, ' ')} `;
  for (const [phrase, word] of PHRASES[language]) folded = folded.replaceAll(phrase, word);
  return folded.split(' ').filter(Boolean);
};

/** The terms of a text, in order (repeated terms kept: they count in BM25). */
export const termsOf = (text: string, language: Language): string[] =>
  wordsOf(text, language).flatMap((word) => termOf(word, language) ?? []);
