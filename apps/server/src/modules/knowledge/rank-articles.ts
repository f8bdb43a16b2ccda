import type { Language } from '@heloc/domain';
import MiniSearch from 'minisearch';
import { typoReader } from './correct-typos';
import { OUT_OF_SCOPE_TOPICS } from './out-of-scope';
import { QUESTION_OPENERS } from './question-lexicon';
import { foldText, termsOf } from './question-terms';

/*
 * How the chatbot picks an article (docs/product/chat.md §3): MiniSearch's BM25 over the title, the keywords (with
 * the questions people ask) and the body, weighted in that order, on the terms of question-terms.ts (stemmed, synonyms
 * brought together), a typo first read as the word meant (correct-typos.ts) and a little fuzziness beside. An article
 * answers only when it is both strong enough (its score, or less of it when the article has every word of a short
 * question) and about what was asked: the words it matched must carry most of the question's weight (rarer words
 * weigh more, a word no article knows weighs most), so 'the exchange rate for euros' does not get the rates article
 * for the one word it shares with it. Below either, no article answers: the chatbot says so and offers a person.
 * The subjects near a lender's that no article may answer (out-of-scope.ts) are ranked beside the articles: a question
 * one of them scores nearly as well as the best article (on a word that article lacks), or half as well on a word
 * only the subjects know, gets no article. A question told after a story is also read with the sentence (or, typed
 * as one sentence, the words) that asks counted twice. The thresholds were tuned on the tuning questions of
 * evaluation/ and checked on its held-out ones.
 */

export interface RankedArticle {
  uuid: string;
  title: string;
  body: string;
  keywords: string;
}

export interface RankingSettings {
  minScore: number;
  /**
   * The score that is enough when the article has every word of the question: a short question ('is a condo ok') scores
   * little however well it is matched.
   */
  fullCoverageMinScore: number;
  minCoverage: number;
  boost: { title: number; keywords: number; body: number };
  fuzzy: number;
  /** How much a question's word the articles know, but not the best one, counts against it. */
  knownWordPenalty: number;
  /** How much a word no article knows counts against it (a name, a word of a story told around the question). */
  unknownWordPenalty: number;
  /**
   * A subject no article answers wins when it scores this share of the best article's score on a word of the question
   * that article lacks (1: only when it ranks first).
   */
  outOfScopeShare: number;
  /**
   * The share in place of outOfScopeShare when a word of the question the article lacks is one only the declined
   * subjects know ('bitcoin', 'carro'), not a word of another article.
   */
  subjectWordShare: number;
  /** What a word within the typo tolerance (fuzzy) counts for beside the word itself (MiniSearch's default 0.45). */
  fuzzyWeight: number;
}

export const RANKING: RankingSettings = {
  minScore: 10,
  fullCoverageMinScore: 5,
  minCoverage: 0.4,
  boost: { title: 2, keywords: 1.5, body: 1 },
  fuzzy: 0.15,
  fuzzyWeight: 0.7,
  knownWordPenalty: 0.7,
  unknownWordPenalty: 0.5,
  outOfScopeShare: 0.8,
  subjectWordShare: 0.5,
};

/** A question of this many words or more may be a story with the question at its end. */
const LONG_QUESTION_WORDS = 12;

/** A coverage this close to 1 is every word of the question (sums of logarithms are not exact). */
const FULL_COVERAGE = 0.999;

export interface ArticleMatch<A> {
  article: A;
  score: number;
  /** The share of the question's weight the article's words cover (0 to 1). */
  coverage: number;
}

export interface ArticleIndex<A> {
  /** The best article for the question when it is strong and close enough, else null. */
  best(question: string): ArticleMatch<A> | null;
  /** The best article whatever its score (how close the nearest article came: the console's gaps). */
  nearest(question: string): ArticleMatch<A> | null;
}

/** The articles of one language, indexed once: the same index answers every question until they change. */
export const indexArticles = <A extends RankedArticle>(
  articles: readonly A[],
  language: Language,
  settings: RankingSettings = RANKING,
): ArticleIndex<A> => {
  const analyse = (text: string) => termsOf(text, language);
  const index = new MiniSearch<RankedArticle>({
    idField: 'uuid',
    fields: ['title', 'keywords', 'body'],
    tokenize: analyse,
    processTerm: (term) => term,
    searchOptions: {
      boost: settings.boost,
      fuzzy: (term) => (term.length > 4 ? settings.fuzzy : false),
      combineWith: 'OR',
      weights: { fuzzy: settings.fuzzyWeight, prefix: 0.375 },
    },
  });
  index.addAll(articles);
  // Ids no article can have (an article's is a UUID or a slug) tell whether a subject came first. A subject weighs in
  // every field, as an article's words do.
  index.addAll(
    OUT_OF_SCOPE_TOPICS[language].map((topic, n) => ({
      uuid: `out of scope ${n}`,
      title: topic,
      body: topic,
      keywords: topic,
    })),
  );
  const byUuid = new Map(articles.map((article) => [article.uuid, article]));
  // How many articles use each term: a term few articles use says more of what a question is about.
  const documentFrequency = new Map<string, number>();
  for (const article of articles)
    for (const term of new Set(analyse(`${article.title} ${article.keywords} ${article.body}`)))
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  // The words the declined subjects know and no article does: a question's word among them says more of a subject
  // than a word some other article knows.
  const subjectOnlyWords = new Set(
    OUT_OF_SCOPE_TOPICS[language].flatMap(analyse).filter((term) => !documentFrequency.has(term)),
  );
  const weightOf = (term: string) => Math.log(1 + articles.length / Math.max(documentFrequency.get(term) ?? 0, 0.5));

  /** The share of the question's weight a result's words cover (0 to 1). */
  const coverageOf = (terms: readonly string[], matchedTerms: readonly string[]) => {
    const matched = new Set(matchedTerms);
    let covered = 0;
    let missed = 0;
    for (const term of terms) {
      if (matched.has(term)) covered += weightOf(term);
      else
        missed +=
          weightOf(term) * (documentFrequency.has(term) ? settings.knownWordPenalty : settings.unknownWordPenalty);
    }
    return covered / (covered + missed);
  };

  const typos = typoReader(
    [
      ...articles.map((article) => `${article.title} ${article.keywords} ${article.body}`),
      ...OUT_OF_SCOPE_TOPICS[language],
    ],
    language,
  );

  /** The closest article, and whether a subject no article may answer came closer still. */
  const rank = (asked: string): { match: ArticleMatch<A> | null; outOfScope: boolean } => {
    const question = typos.correct(asked);
    const terms = analyse(question);
    if (terms.length === 0) return { match: null, outOfScope: false };
    const results = index.search(question);
    const top = results.find((result) => byUuid.has(result.id as string));
    const article = top && byUuid.get(top.id as string);
    const coverage = top ? coverageOf(terms, top.queryTerms) : 0;
    // A subject wins only on a word of the question the article lacks (an article the lender wrote on it, 'Paying
    // with crypto' matching 'bitcoin', answers), and when it scores nearly as well as the article, or half as well when
    // that word is one no article knows (a question's 'carros' says more than its 'prestamos' that every article has).
    const subject = results.find((result) => !byUuid.has(result.id as string));
    const lacking = subject?.queryTerms.filter((term) => !top?.queryTerms.includes(term)) ?? [];
    const share = lacking.some((term) => subjectOnlyWords.has(term))
      ? settings.subjectWordShare
      : settings.outOfScopeShare;
    const outOfScope = subject !== undefined && lacking.length > 0 && subject.score >= (top?.score ?? 0) * share;
    if (!top || !article) return { match: null, outOfScope };
    return { match: { article, score: top.score, coverage }, outOfScope };
  };

  /** The article that answers a text, when it is strong and close enough and no declined subject came closer. */
  const answer = (text: string) => {
    const { match, outOfScope } = rank(text);
    if (!match || outOfScope || match.coverage < settings.minCoverage) return null;
    const strong =
      match.score >= settings.minScore ||
      (match.coverage >= FULL_COVERAGE && match.score >= settings.fullCoverageMinScore);
    return strong ? match : null;
  };

  /**
   * In a long question of one sentence (a story and the question typed on without a stop), the words from the last
   * that opens a question ('how', 'can', 'cuanto') on, when at least two terms follow it; else none.
   */
  const askingWords = (question: string): string | null => {
    const words = foldText(question)
      .split(/[^a-z0-9ñ]+/)
      .filter(Boolean);
    if (words.length < LONG_QUESTION_WORDS) return null;
    // Not the first words (the question itself) nor the last two (too little to ask).
    for (let at = words.length - 3; at > 2; at -= 1) {
      if (!QUESTION_OPENERS[language].has(words[at] as string)) continue;
      const rest = words.slice(at).join(' ');
      if (analyse(rest).length >= 2) return rest;
    }
    return null;
  };

  /**
   * The sentence that asks, in a question of several sentences: the last with a question mark, else the last; none
   * when it has fewer than two terms ('Can you help?' says nothing without the story). In one long sentence, the words
   * that ask (askingWords).
   */
  const askingSentence = (question: string): string | null => {
    const sentences = question.split(/(?<=[.?!])\s+/).filter((sentence) => analyse(sentence).length > 0);
    if (sentences.length < 2) return askingWords(question);
    const asking = sentences.findLast((sentence) => sentence.includes('?')) ?? sentences.at(-1);
    return asking !== undefined && analyse(asking).length >= 2 ? asking : null;
  };

  return {
    nearest: (question) => rank(question).match,
    // A story told before the question weighs against every article (its words are the story's, not the subject's):
    // the sentence that asks counts twice beside it, then the whole is read as it is; when both decline, the sentence
    // that asks answers alone, but only with the article the whole came closest to, so the story still chooses between
    // articles and a sentence alone never brings in another.
    best: (question) => {
      const asking = askingSentence(question);
      const weighted = asking === null ? null : answer(`${question} ${asking}`);
      if (weighted) return weighted;
      const whole = answer(question);
      if (whole) return whole;
      const alone = asking === null ? null : answer(asking);
      return alone && alone.article === rank(question).match?.article ? alone : null;
    },
  };
};
