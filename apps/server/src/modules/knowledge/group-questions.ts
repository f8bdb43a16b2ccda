import type { Language } from '@heloc/domain';
import { foldText, termsOf } from './question-terms';

/*
 * Questions grouped by what they ask (docs/product/chat.md §3, the console's gaps): two questions are one subject when
 * most of the shorter one's terms (stemmed, synonyms together: question-terms.ts) are the other's too, so "can I pay
 * with bitcoin" and "bitcoin?" fall together and a misspelling or a word order does not split a group.
 */

export interface AskedQuestion {
  question: string;
  language: Language;
  kind: 'UNANSWERED' | 'NOT_HELPFUL';
  askedAt: Date;
  /** The article whose answer was marked not helpful. */
  articleUuid?: string | null;
}

export interface QuestionGroup {
  /** Newest first: the first is the group's own. */
  asked: AskedQuestion[];
  terms: ReadonlySet<string>;
}

/** The share of the shorter set's terms the two share: 1 when one question's terms are all the other's. */
const overlap = (a: ReadonlySet<string>, b: ReadonlySet<string>): number => {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const term of a) if (b.has(term)) shared += 1;
  return shared / Math.min(a.size, b.size);
};

export const SAME_SUBJECT = 0.6;

/** Groups the questions, given newest first; each group keeps the order. */
export const groupQuestions = (questions: readonly AskedQuestion[]): QuestionGroup[] => {
  const groups: (QuestionGroup & { language: Language; text: string })[] = [];
  for (const asked of questions) {
    const terms = new Set(termsOf(asked.question, asked.language));
    const text = foldText(asked.question)
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
    const group = groups.find(
      (g) =>
        g.language === asked.language &&
        (terms.size === 0 || g.terms.size === 0 ? g.text === text : overlap(g.terms, terms) >= SAME_SUBJECT),
    );
    if (group) group.asked.push(asked);
    else groups.push({ asked: [asked], terms, language: asked.language, text });
  }
  return groups.map(({ asked, terms }) => ({ asked, terms }));
};

/** A question's language when nothing says it: Spanish when it reads more like Spanish (docs/i18n.md). */
export const languageOfText = (text: string): Language => {
  const words = foldText(text).split(/[^a-z]+/);
  const spanish = words.filter((w) =>
    /^(que|como|cuando|cuanto|donde|por|para|mi|mis|el|la|los|las|de|del|puedo|es|una?|necesito|quiero)$/.test(w),
  );
  const english = words.filter((w) =>
    /^(what|how|when|where|why|my|the|can|do|does|is|a|an|i|of|to|for|need|want)$/.test(w),
  );
  return spanish.length > english.length ? 'es' : 'en';
};
