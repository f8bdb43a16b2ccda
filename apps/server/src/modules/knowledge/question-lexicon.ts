import type { Language } from '@heloc/domain';
import { stemmer as englishStem } from '@orama/stemmers/english';
import { stemmer as spanishStem } from '@orama/stemmers/spanish';
import { ENGLISH_LEXICON } from './question-lexicon.messages';
import { SPANISH_LEXICON } from './question-lexicon.messages.es';

/*
 * The chatbot's lexicon (docs/product/chat.md §3): the words that say nothing of a subject, the phrases that mean one
 * thing, and the words borrowers use for the same thing. Its own vocabulary of this product, one content file per
 * language (question-lexicon.messages.ts, question-lexicon.messages.es.ts: docs/i18n.md); any article's words are
 * matched whether or not they are here.
 */

/** One language's lexicon, written without accents as words are compared. */
export interface Lexicon<GroupKey extends string> {
  /** Words that say nothing of a subject, separated by spaces or lines. */
  stopWords: string;
  /**
   * Words that open a question ('how', 'can'): in a long question of one sentence, a story told before the question,
   * the question is read from the last of them (rank-articles.ts). Separated by spaces.
   */
  questionOpeners: string;
  /**
   * Endings the stemmer strips only with their accent, as typed without it and as written ('cion', 'ción'): a folded
   * word's ending gets its accent back before it is stemmed.
   */
  accentedEndings: ReadonlyArray<readonly [string, string]>;
  /** The keyboard's rows of letters, separated by spaces: a letter struck for one beside it is a typo (correct-typos.ts). */
  keyboardRows: string;
  /** Letters spelt alike, in pairs separated by spaces ('bv'): one typed for the other is a typo (correct-typos.ts). */
  lettersAlike: string;
  /**
   * Phrases read as one word, in order (with the spaces around them, so only whole words match). A product no article
   * offers ('credit card', 'car loan') keeps its words beside its one word: no article knows that word, so it tells a
   * declined subject (rank-articles.ts), while an article still matches on the words.
   */
  phrases: ReadonlyArray<readonly [string, string]>;
  /**
   * Words for the same thing, each group read as its first word, by the same keys in every language. Kept to the
   * product's subjects: a synonym added here makes a question about something else match more, so each group is a
   * word the articles use.
   */
  synonyms: Readonly<Record<GroupKey, string>>;
}

const LEXICONS: Record<Language, Lexicon<string>> = { en: ENGLISH_LEXICON, es: SPANISH_LEXICON };

const words = (text: string) => new Set(text.split(/\s+/).filter(Boolean));

export const STOP_WORDS: Record<Language, ReadonlySet<string>> = {
  en: words(LEXICONS.en.stopWords),
  es: words(LEXICONS.es.stopWords),
};

/** Words that open a question, folded. */
export const QUESTION_OPENERS: Record<Language, ReadonlySet<string>> = {
  en: words(LEXICONS.en.questionOpeners),
  es: words(LEXICONS.es.questionOpeners),
};

/** Phrases read as one word (with the spaces around them, so only whole words match). */
export const PHRASES: Record<Language, ReadonlyArray<readonly [string, string]>> = {
  en: LEXICONS.en.phrases,
  es: LEXICONS.es.phrases,
};

/**
 * Snowball's Spanish stemmer reads the accent of the ending it strips ('-ción'), and words are compared without
 * accents: a folded word has that accent put back first (the lexicon's accentedEndings), so 'cancelacion' and
 * 'cancelación' stem as 'cancelar' does (cancel), not to a word of their own. (Putting back the conditional's '-aría'
 * as well rewrote nouns such as 'bancaria' and was dropped on measurement.)
 */
const withAccentedEnding = (word: string, language: Language): string => {
  const ending = LEXICONS[language].accentedEndings.find(([typed]) => word.endsWith(typed));
  return ending ? `${word.slice(0, -ending[0].length)}${ending[1]}` : word;
};

/** A folded word's stem in its language (Snowball). */
export const STEMMERS: Record<Language, (word: string) => string> = {
  en: (word) => englishStem(withAccentedEnding(word, 'en')),
  es: (word) => spanishStem(withAccentedEnding(word, 'es')),
};

interface Typing {
  keyboardRows: readonly string[];
  lettersAlike: readonly string[];
}

const typingOf = (language: Language): Typing => ({
  keyboardRows: [...words(LEXICONS[language].keyboardRows)],
  lettersAlike: [...words(LEXICONS[language].lettersAlike)],
});

/** How each language's keyboard and spelling make typos (correct-typos.ts). */
export const TYPING: Record<Language, Typing> = { en: typingOf('en'), es: typingOf('es') };

const synonymsOf = (language: Language): ReadonlyMap<string, string> => {
  const map = new Map<string, string>();
  for (const group of Object.values(LEXICONS[language].synonyms)) {
    const [first, ...others] = group.split(' ').map(STEMMERS[language]);
    for (const stem of others) map.set(stem, first as string);
  }
  return map;
};

/** Stem → the stem its group is read as. */
export const SYNONYMS: Record<Language, ReadonlyMap<string, string>> = { en: synonymsOf('en'), es: synonymsOf('es') };
