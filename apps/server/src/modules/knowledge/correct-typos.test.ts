import { describe, expect, it } from 'vitest';
import { typoReader } from './correct-typos';

/* Typos read as the word meant (correct-typos.ts), against the words of a few texts. */

describe('a typo reader', () => {
  const english = typoReader(['How long funding takes', 'The online notary', 'Paying off early'], 'en');
  const spanish = typoReader(['Cuándo llega su dinero', 'Una estafa por correo'], 'es');

  it('reads a letter dropped, swapped or struck beside it as the word meant', () => {
    expect(english.correct('how lon does fundng take')).toBe('how lon does funding take');
    expect(english.correct('notray')).toBe('notary');
    expect(english.correct('notery')).toBe('notary');
  });

  it('leaves a known word, a short word and a letter for an unrelated one as they are', () => {
    expect(english.correct('paying early')).toBe('paying early');
    expect(english.correct('soon')).toBe('soon');
    expect(spanish.correct('estaba')).toBe('estaba');
  });

  it('reads a letter Spanish spells alike as a slip', () => {
    expect(spanish.correct('dinerro llejga')).toBe('dinero llega');
  });
});
