import MiniSearch from 'minisearch';

/*
 * How the chatbot picks an article (docs/product/chat.md §3): MiniSearch (BM25) over the title and keywords, boosted,
 * and the body; modest fuzziness and prefixes so 'fee' finds 'fees' and a typo still lands. Words that say nothing of
 * the subject ('what', 'the', 'my') are left out, so a question about the weather matches nothing rather than
 * everything a little. Below the threshold no article answers: the chatbot says so and offers a person.
 */

export interface RankedArticle {
  uuid: string;
  title: string;
  body: string;
  keywords: string;
}

/** The score the best article must reach to answer (tuned on the questions of knowledge.test.ts). */
export const ANSWER_SCORE_THRESHOLD = 5;

const STOP_WORDS = new Set(
  (
    'a about after again all am an and any are as at be been before being but by can could did do does doing for from ' +
    'had has have having he her here hers him his how i if in into is it its just me more most my no nor not of off on ' +
    'once only or other our out over own same she should so some such than that the their them then there these they ' +
    'this those through to too under until up very was we were what when where which while who whom why will with ' +
    'would you your yours hi hello please thanks thank s t ' +
    // The same in Spanish (docs/i18n.md), written without accents as terms are compared.
    'el la los las un una unos unas de del al y o u que en con por para como cual cuales cuando cuanto cuanta donde ' +
    'es son esta estan ser hay mi mis su sus tu tus yo me le les lo se si no mas muy pero porque sobre hola gracias ' +
    'favor quiero puedo puede tengo tiene hacer'
  ).split(' '),
);

/** Lower case and without accents, so 'Comisión' and 'comision' are one term. */
const fold = (word: string) =>
  word
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

const processTerm = (term: string): string | null => {
  const word = fold(term);
  return word.length < 2 || STOP_WORDS.has(word) ? null : word;
};

/** The best article for the question and its score, or null when none reaches the threshold. */
export const bestArticleFor = <A extends RankedArticle>(
  articles: readonly A[],
  question: string,
  threshold: number = ANSWER_SCORE_THRESHOLD,
): { article: A; score: number } | null => {
  if (articles.length === 0) return null;
  const index = new MiniSearch<A>({
    idField: 'uuid',
    fields: ['title', 'keywords', 'body'],
    processTerm,
    searchOptions: {
      boost: { title: 3, keywords: 2, body: 1 },
      fuzzy: (term) => (term.length > 4 ? 0.2 : false),
      prefix: (term) => term.length > 2,
      combineWith: 'OR',
    },
  });
  index.addAll(articles);
  const [best] = index.search(question);
  if (!best || best.score < threshold) return null;
  const article = articles.find((candidate) => candidate.uuid === best.id);
  return article ? { article, score: best.score } : null;
};
