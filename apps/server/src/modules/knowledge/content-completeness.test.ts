import { describe, expect, it } from 'vitest';
import { articleTextsIn, DEFAULT_ARTICLE_SOURCES } from './default-articles/index';
import { OUT_OF_SCOPE_SUBJECTS } from './out-of-scope.messages';
import { OUT_OF_SCOPE_SUBJECTS_ES } from './out-of-scope.messages.es';
import { ENGLISH_LEXICON } from './question-lexicon.messages';
import { SPANISH_LEXICON } from './question-lexicon.messages.es';

/*
 * The knowledge base's content files (docs/i18n.md, "Content written in a language"): every default article, every
 * subject no article answers and every group of the lexicon is written in English and in Spanish, by the same keys,
 * none empty. The type check holds the Spanish to the English's keys; this holds what it cannot see.
 */

const sorted = (keys: readonly string[]) => [...keys].sort();

describe('the knowledge base in both languages', () => {
  it('has every default article, and only those, in each language', () => {
    const slugs = sorted(DEFAULT_ARTICLE_SOURCES.map((article) => article.slug));
    for (const language of ['en', 'es'] as const) {
      const texts = articleTextsIn(language);
      expect(sorted(Object.keys(texts)), language).toEqual(slugs);
      for (const [slug, text] of Object.entries(texts)) {
        expect(text.title.trim(), `${language} ${slug}`).not.toBe('');
        expect(text.body.trim(), `${language} ${slug}`).not.toBe('');
        expect(text.keywords.trim(), `${language} ${slug}`).not.toBe('');
        expect(text.questions.length, `${language} ${slug}`).toBeGreaterThanOrEqual(10);
      }
    }
  });

  it('has every subject no article answers in each language', () => {
    expect(sorted(Object.keys(OUT_OF_SCOPE_SUBJECTS_ES))).toEqual(sorted(Object.keys(OUT_OF_SCOPE_SUBJECTS)));
    for (const subject of [...Object.values(OUT_OF_SCOPE_SUBJECTS), ...Object.values(OUT_OF_SCOPE_SUBJECTS_ES)])
      expect(subject.trim()).not.toBe('');
  });

  it('has every group of the lexicon in each language, and stop words, phrases and typing in both', () => {
    expect(sorted(Object.keys(SPANISH_LEXICON.synonyms))).toEqual(sorted(Object.keys(ENGLISH_LEXICON.synonyms)));
    for (const lexicon of [ENGLISH_LEXICON, SPANISH_LEXICON]) {
      for (const group of Object.values(lexicon.synonyms)) expect(group.trim()).not.toBe('');
      expect(lexicon.stopWords.trim()).not.toBe('');
      expect(lexicon.phrases.length).toBeGreaterThan(0);
      expect(lexicon.questionOpeners.trim()).not.toBe('');
      // The keyboard's rows and the letters spelt alike, as correct-typos.ts reads them: words of letters, pairs.
      expect(lexicon.keyboardRows).toMatch(/^[a-zñ]+( [a-zñ]+)+$/);
      expect(lexicon.lettersAlike).toMatch(/^[a-zñ]{2}( [a-zñ]{2})*$/);
      // A phrase is matched with the spaces around it, as whole words, and read as words or none (question-terms.ts): a
      // product no article offers is one word of its own beside its own words.
      for (const [phrase, word] of lexicon.phrases) {
        expect(phrase).toMatch(/^ [a-z0-9ñ ]+ $/);
        expect(word).toMatch(/^ ([a-z0-9ñ]+ )*$/);
      }
    }
  });
});
