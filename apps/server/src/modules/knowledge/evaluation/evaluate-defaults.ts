import type { Language } from '@heloc/domain';
import { defaultArticlesIn } from '../default-articles/index';
import { indexArticles } from '../rank-articles';
import { type EvaluationFigures, evaluateQuestions } from './evaluate';
import type { EvaluationSet } from './evaluation-question';
import { ENGLISH_QUESTIONS } from './questions.en';
import { SPANISH_QUESTIONS } from './questions.es';

/*
 * The evaluation set against the default articles (docs/product/chat.md §3), as the chatbot ranks them: read by the
 * test that holds the figures to their floors (knowledge-evaluation.test.ts) and by bench figure 12, which prints them.
 */

export const EVALUATION_SETS: Record<Language, EvaluationSet> = { en: ENGLISH_QUESTIONS, es: SPANISH_QUESTIONS };

export const evaluateDefaults = (language: Language, part: keyof EvaluationSet): EvaluationFigures => {
  const articles = defaultArticlesIn(language).map((a) => ({ ...a, uuid: a.slug.replace(/-es$/, '') }));
  const index = indexArticles(articles, language);
  return evaluateQuestions(EVALUATION_SETS[language][part], (question) => index.best(question)?.article.uuid ?? null);
};
