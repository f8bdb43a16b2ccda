import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';

/**
 * The pseudo-locale (docs/i18n.md): every catalogued text accented and about 40% longer, in brackets, so a screen
 * shows at a glance a text left outside the catalogues (plain English) and a box too tight for a longer language
 * (clipped or overflowing). Only the words change: arguments, plurals and tags keep their ICU form.
 */
const ACCENTED: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ö',
  u: 'ü',
  c: 'ç',
  n: 'ñ',
  y: 'ý',
  A: 'Å',
  E: 'É',
  I: 'Í',
  O: 'Ö',
  U: 'Ü',
  C: 'Ç',
  N: 'Ñ',
  Y: 'Ý',
};

const accent = (text: string) => text.replace(/[aeioucnyAEIOUCNY]/g, (ch) => ACCENTED[ch] ?? ch);

/** Longer by doubling every third vowel: Spanish runs 20-30% longer than English, and this a bit more. */
const lengthen = (text: string) => {
  let vowels = 0;
  return text.replace(/[aeiouAEIOU]/g, (ch) => ((vowels += 1) % 3 === 0 ? ch + ch : ch));
};

const transform = (elements: MessageFormatElement[]): MessageFormatElement[] =>
  elements.map((element) => {
    if (element.type === TYPE.literal) return { ...element, value: accent(lengthen(element.value)) };
    if (element.type === TYPE.tag) return { ...element, children: transform(element.children) };
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([key, option]) => [key, { ...option, value: transform(option.value) }]),
      );
      return { ...element, options };
    }
    return element;
  });

export const pseudoLocalize = (message: string): string => {
  try {
    return `[${printAST(transform(parse(message)))}]`;
  } catch {
    return `[${accent(lengthen(message))}]`;
  }
};
