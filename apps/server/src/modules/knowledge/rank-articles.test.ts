import { describe, expect, it } from 'vitest';
import { defaultArticlesIn } from './default-articles/index';
import { indexArticles, RANKING } from './rank-articles';

/*
 * The subjects no article answers (docs/product/chat.md §3): one that scores nearly as well as the best article, on a
 * word of the question that article lacks, declines the question; an article the lender wrote on it still answers.
 */

const articles = defaultArticlesIn('en').map((article) => ({ ...article, uuid: article.slug }));

describe('a subject no article answers', () => {
  it('declines a question it scores nearly as well on as the best article, though it does not rank first', () => {
    const question = 'how do i file my taxes';
    expect(indexArticles(articles, 'en').best(question)).toBeNull();
    // Were a subject to win only when it ranks first, an article would answer.
    expect(indexArticles(articles, 'en', { ...RANKING, outOfScopeShare: 1 }).best(question)).not.toBeNull();
  });

  it('declines at a lower score when the word the article lacks is one only the subjects know', () => {
    const question = 'monthly payment on a motorcycle loan';
    expect(indexArticles(articles, 'en').nearest(question)?.article.uuid).toBe('monthly-payments');
    expect(indexArticles(articles, 'en').best(question)).toBeNull();
    // Were such a word to count as any other word the article lacks, the payments article would answer.
    const asAnyWord = { ...RANKING, subjectWordShare: RANKING.outOfScopeShare };
    expect(indexArticles(articles, 'en', asAnyWord).best(question)).not.toBeNull();
  });

  it('leaves the question to an article the lender wrote on the subject', () => {
    const crypto = {
      uuid: 'paying-with-crypto',
      slug: 'paying-with-crypto',
      title: 'Paying with crypto',
      keywords: 'bitcoin crypto cryptocurrency',
      body: 'We take payments in bitcoin through our partner.',
    };
    expect(indexArticles([...articles, crypto], 'en').best('Can I pay with bitcoin?')?.article.uuid).toBe(
      'paying-with-crypto',
    );
  });
});

describe('how a question is read', () => {
  const index = indexArticles(articles, 'en');

  it('reads a typo as the word meant', () => {
    expect(index.best('how lon does fundng take')?.article.uuid).toBe('funding-times');
  });

  it('answers a short question every word of which is one article’s, below the usual score', () => {
    expect(index.best('is a condo ok')?.article.uuid).toBe('eligibility');
    const usualScoreOnly = indexArticles(articles, 'en', { ...RANKING, fullCoverageMinScore: RANKING.minScore });
    expect(usualScoreOnly.best('is a condo ok')).toBeNull();
  });

  it('reads a question typed on after a story from the words that ask it', () => {
    const story = 'I work nights at the hospital so I only get to write at odd hours sorry about that';
    expect(index.best(story)).toBeNull();
    expect(index.best(`${story} how long until the money arrives after I sign`)?.article.uuid).toBe('funding-times');
  });

  it('declines a story whose asking sentence says nothing of a subject', () => {
    const question = 'My wife and I have lived in this house for twenty years. Can you help?';
    expect(index.best(question)).toBeNull();
  });
});
