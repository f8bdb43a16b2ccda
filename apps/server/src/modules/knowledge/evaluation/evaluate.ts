import type { EvaluationQuestion } from './evaluation-question';

/* How well the chatbot answers a list of evaluation questions (evaluation-question.ts). */

export interface EvaluationMiss {
  question: string;
  expected: string;
  /** The article answered, or 'none'. */
  answered: string;
}

export interface EvaluationFigures {
  /** Questions an article answers, and how many got one of their articles first. */
  answerable: number;
  right: number;
  /** Questions no article answers, and how many got no article (the chatbot said so and offered a person). */
  unanswerable: number;
  declined: number;
  misses: EvaluationMiss[];
}

/** `answer` gives the slug of the article the chatbot would answer with, or null for none. */
export const evaluateQuestions = (
  questions: readonly EvaluationQuestion[],
  answer: (question: string) => string | null,
): EvaluationFigures => {
  const figures: EvaluationFigures = { answerable: 0, right: 0, unanswerable: 0, declined: 0, misses: [] };
  for (const { question, expect } of questions) {
    const answered = answer(question);
    if (expect === 'none') {
      figures.unanswerable += 1;
      if (answered === null) figures.declined += 1;
      else figures.misses.push({ question, expected: 'none', answered });
      continue;
    }
    const accepted: readonly string[] = typeof expect === 'string' ? [expect] : expect;
    figures.answerable += 1;
    if (answered !== null && accepted.includes(answered)) figures.right += 1;
    else figures.misses.push({ question, expected: accepted.join(' | '), answered: answered ?? 'none' });
  }
  return figures;
};

/** A share as a whole percentage, for reports. */
export const percentOf = (part: number, whole: number): number =>
  whole === 0 ? 100 : Math.round((part / whole) * 1000) / 10;
