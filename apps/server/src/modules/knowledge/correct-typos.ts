import type { Language } from '@heloc/domain';
import { TYPING } from './question-lexicon';
import { foldText, termOf } from './question-terms';

/*
 * Typos read as the word meant (docs/product/chat.md §3): a question's word whose term no article or declined subject
 * knows is read as the one word of theirs it is a slip of the finger away from, 'fundng' as 'funding', 'notery' as
 * 'notary'. A slip is one letter dropped, doubled, added or two swapped, or one struck for a key beside it on the
 * keyboard or for a letter spelt alike (the lexicon's keyboardRows and lettersAlike: a vowel for a vowel, and in
 * Spanish b/v, s/z/c, y/i, g/j); two slips in a word of eight letters or more. Any other letter for a letter makes a
 * word of its own, not a slip ('estaba' is not 'estafa'), and a word under five letters is left as it is (a 'soon' is
 * not a 'son').
 */

/** A text's words, folded, before the lexicon's phrases are joined (a phrase is read after its words are). */
const rawWordsOf = (text: string): string[] =>
  foldText(text)
    .split(/[^a-z0-9ñ]+/)
    .filter(Boolean);

/** Letters one key apart on the language's keyboard, and the letters it spells alike. */
const neighboursIn = (language: Language): ReadonlyMap<string, ReadonlySet<string>> => {
  const near = new Map<string, Set<string>>();
  const pair = (a: string, b: string) => {
    near.set(a, (near.get(a) ?? new Set()).add(b));
    near.set(b, (near.get(b) ?? new Set()).add(a));
  };
  const { keyboardRows, lettersAlike } = TYPING[language];
  keyboardRows.forEach((row, r) => {
    for (let c = 0; c < row.length; c += 1) {
      if (c + 1 < row.length) pair(row[c] as string, row[c + 1] as string);
      const below = keyboardRows[r + 1];
      // A key touches the two keys below it (the rows are offset by half a key).
      if (below?.[c]) pair(row[c] as string, below[c] as string);
      if (below?.[c - 1]) pair(row[c] as string, below[c - 1] as string);
    }
  });
  for (const letters of lettersAlike) pair(letters[0] as string, letters[1] as string);
  return near;
};

const NEIGHBOURS: Record<Language, ReadonlyMap<string, ReadonlySet<string>>> = {
  en: neighboursIn('en'),
  es: neighboursIn('es'),
};

const substitution = (near: ReadonlyMap<string, ReadonlySet<string>>, a: string, b: string): number =>
  a === b ? 0 : near.get(a)?.has(b) ? 1 : 2;

/** Slips between two words (Damerau-Levenshtein with the substitutions above), or `most + 1` once beyond `most`. */
const slipsBetween = (
  near: ReadonlyMap<string, ReadonlySet<string>>,
  typed: string,
  known: string,
  most: number,
): number => {
  if (Math.abs(typed.length - known.length) > most) return most + 1;
  // A slip seldom touches both of the first two letters (a swap of the two keeps them): a quick test first.
  if (typed[0] !== known[0] && typed[1] !== known[1] && typed[0] !== known[1]) return most + 1;
  const width = known.length + 1;
  // Three rows of the table: two rows back (for a swap), the row before, and this one.
  let twoBack = new Int32Array(width);
  let before = Int32Array.from({ length: width }, (_, j) => j);
  let row = new Int32Array(width);
  for (let i = 1; i <= typed.length; i += 1) {
    row[0] = i;
    let least = i;
    for (let j = 1; j < width; j += 1) {
      let best = Math.min(
        (before[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (before[j - 1] as number) + substitution(near, typed[i - 1] as string, known[j - 1] as string),
      );
      if (i > 1 && j > 1 && typed[i - 1] === known[j - 2] && typed[i - 2] === known[j - 1])
        best = Math.min(best, (twoBack[j - 2] as number) + 1);
      row[j] = best;
      if (best < least) least = best;
    }
    if (least > most) return most + 1;
    [twoBack, before, row] = [before, row, twoBack];
  }
  return before[known.length] as number;
};

export interface TypoReader {
  /** The text with each typo read as the word meant. */
  correct(text: string): string;
}

/** A reader of typos against the words of the given texts (the articles' and the declined subjects'). */
export const typoReader = (texts: readonly string[], language: Language): TypoReader => {
  const frequency = new Map<string, number>();
  for (const text of texts) for (const word of rawWordsOf(text)) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const knownTerms = new Set<string>();
  for (const word of frequency.keys()) {
    const term = termOf(word, language);
    if (term !== null) knownTerms.add(term);
  }
  // The known words by length: a word is compared only with those of a length its slips can reach.
  const byLength = new Map<number, string[]>();
  for (const word of frequency.keys()) {
    if (word.length < 3 || /\d/.test(word)) continue;
    const same = byLength.get(word.length);
    if (same) same.push(word);
    else byLength.set(word.length, [word]);
  }
  const read = new Map<string, string>();

  const meant = (word: string): string => {
    const known = read.get(word);
    if (known !== undefined) return known;
    let best = word;
    const term = termOf(word, language);
    if (word.length >= 5 && !/\d/.test(word) && term !== null && !knownTerms.has(term)) {
      const most = word.length >= 8 ? 2 : 1;
      let fewest = most + 1;
      let mostUsed = 0;
      for (let length = word.length - most; length <= word.length + most; length += 1)
        for (const candidate of byLength.get(length) ?? []) {
          const slips = slipsBetween(NEIGHBOURS[language], word, candidate, most);
          const used = frequency.get(candidate) ?? 0;
          if (slips < fewest || (slips === fewest && slips <= most && used > mostUsed)) {
            fewest = slips;
            mostUsed = used;
            best = candidate;
          }
        }
      if (fewest > most) best = word;
    }
    if (read.size < 10_000) read.set(word, best);
    return best;
  };

  return {
    correct: (text) => rawWordsOf(text).map(meant).join(' '),
  };
};
