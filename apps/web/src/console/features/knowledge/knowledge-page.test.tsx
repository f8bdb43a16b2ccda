import type { ChatbotFeedbackRow, KnowledgeArticle, KnowledgeGap } from '@heloc/domain/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../testing/fixtures';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderConsole } from '../../testing/render-console';
import { buildSelf, STAFF_TOKEN } from '../../testing/console-fixtures';

const ARTICLE_UUID = '6e6e6e6e-0000-4000-8000-000000000007';
const FEEDBACK_UUID = '7f7f7f7f-0000-4000-8000-000000000008';
const fees: KnowledgeArticle = {
  uuid: ARTICLE_UUID,
  orgCode: 'MAIN',
  title: 'Rates and fees',
  body: 'The APR of a line is between 7.60% and 17.20%.',
  keywords: 'apr fee',
  language: 'en',
  published: true,
  updatedAt: '2026-11-20T10:00:00.000Z',
  helpful: 4,
  unhelpful: 1,
};
const badAnswer: ChatbotFeedbackRow = {
  uuid: FEEDBACK_UUID,
  orgCode: 'MAIN',
  article: { uuid: ARTICLE_UUID, title: 'Rates and fees' },
  rating: 'BAD',
  question: 'What is the origination fee?',
  answer: fees.body,
  feedbackMessage: 'The answer did not match my question',
  senderEmail: null,
  createdAt: '2026-11-21T18:00:00.000Z',
};
const bitcoin: KnowledgeGap = {
  question: 'Can I pay with bitcoin?',
  language: 'en',
  questions: ['Can I pay with bitcoin?', 'do you take bitcoin'],
  unanswered: 3,
  notHelpful: 1,
  lastAskedAt: '2026-11-22T18:00:00.000Z',
  answeredNowBy: null,
};
const background = (articles: KnowledgeArticle[] = [fees]) => ({
  'GET /console/api/v1/knowledge/gaps': () => jsonResponse([bitcoin]),
  'GET /staff/api/v1/me': jsonResponse(buildSelf(['ADMIN'])),
  'GET /console/api/v1/knowledge': () => jsonResponse(articles),
  'GET /console/api/v1/knowledge/feedback': () => jsonResponse([badAnswer]),
});

describe('the knowledge base (docs/product/chat.md §3)', () => {
  beforeEach(() => sessionStorage.setItem('heloc.staff-token', STAFF_TOKEN));

  it('lists the articles with their ratings and the rated answers with their reasons', async () => {
    const { calls } = mockFetch(background());
    renderConsole('/console/knowledge');
    const articles = await screen.findByRole('table', { name: 'Articles' });
    const row = within(articles).getByRole('row', { name: /Rates and fees/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['English', 'Yes', '4', '1', 'Edit']);
    expect(calls.find((c) => c.url.startsWith('/console/api/v1/knowledge?'))?.url).toContain('orgCode=MAIN');

    const feedback = await screen.findByRole('table', { name: 'Rated answers, newest first' });
    const answer = within(feedback).getByRole('row', { name: /What is the origination fee\?/ });
    expect(answer).toHaveTextContent('Not helpful');
    expect(answer).toHaveTextContent('Rates and fees');
    expect(answer).toHaveTextContent('The answer did not match my question');
  });

  it('edits an article and writes a new one, asking for a title first', async () => {
    const { calls } = mockFetch({
      ...background(),
      [`PUT /console/api/v1/knowledge/${ARTICLE_UUID}`]: () => jsonResponse({ ...fees, published: false }),
      'POST /console/api/v1/knowledge': () =>
        jsonResponse({ ...fees, uuid: FEEDBACK_UUID, title: 'Pets', body: 'Keep pets away.' }, { status: 201 }),
    });
    const { user } = renderConsole('/console/knowledge');
    await user.click(await screen.findByRole('button', { name: 'Edit Rates and fees' }));
    const form = screen.getByRole('form', { name: 'Edit Rates and fees' });
    expect(within(form).getByLabelText(/Title/)).toHaveValue('Rates and fees');
    await user.click(within(form).getByRole('checkbox', { name: /Published/ }));
    await user.click(within(form).getByRole('button', { name: 'Save the article' }));
    expect(await screen.findByText('Saved Rates and fees.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      title: 'Rates and fees',
      body: fees.body,
      keywords: 'apr fee',
      published: false,
      language: 'en',
    });

    await user.click(screen.getByRole('button', { name: 'Write a new article' }));
    const created = screen.getByRole('form', { name: 'New article' });
    await user.click(within(created).getByRole('button', { name: 'Save the article' }));
    expect(await within(created).findByText('Give the article a title.')).toBeInTheDocument();
    await user.type(within(created).getByLabelText(/Title/), 'Pets');
    await user.type(within(created).getByLabelText(/Answer/), 'Keep pets away.');
    await user.click(within(created).getByRole('button', { name: 'Save the article' }));
    await waitFor(() => expect(screen.getByText('Saved Pets.')).toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      orgCode: 'MAIN',
      title: 'Pets',
      body: 'Keep pets away.',
      keywords: '',
      published: true,
      language: 'en',
    });
  });

  it('lists the questions without a good answer and writes an article from one, its questions kept', async () => {
    const { calls } = mockFetch({
      ...background(),
      'POST /console/api/v1/knowledge': () =>
        jsonResponse({ ...fees, uuid: FEEDBACK_UUID, title: 'Can I pay with bitcoin?' }, { status: 201 }),
    });
    const { user } = renderConsole('/console/knowledge');
    const gaps = await screen.findByRole('table', { name: 'Questions without a good answer' });
    const row = within(gaps).getByRole('row', { name: /Can I pay with bitcoin\?/ });
    expect(row).toHaveTextContent('do you take bitcoin');
    await user.click(within(row).getByRole('button', { name: 'Write an article from “Can I pay with bitcoin?”' }));
    const form = screen.getByRole('form', { name: 'New article' });
    expect(within(form).getByLabelText(/Title/)).toHaveValue('Can I pay with bitcoin?');
    expect(within(form).getByLabelText(/Keywords and questions/)).toHaveValue(
      'Can I pay with bitcoin?\ndo you take bitcoin',
    );
    await user.type(within(form).getByLabelText(/Answer/), 'We take payments from a bank account only.');
    await user.click(within(form).getByRole('button', { name: 'Save the article' }));
    await waitFor(() => expect(screen.getByText('Saved Can I pay with bitcoin?.')).toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      keywords: 'Can I pay with bitcoin?\ndo you take bitcoin',
      language: 'en',
    });
  });
});
