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
