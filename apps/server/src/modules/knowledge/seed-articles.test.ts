import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../../test/helper';
import { type StaffSession, createStaffSession } from '../../../test/staff-fixtures';
import { defaultArticlesIn } from './default-articles/index';
import { answerFromArticles } from './index';

/*
 * An organisation seeded before the defaults changed (docs/product/chat.md §3): it gets the new articles, a default
 * nobody edited follows the new text, and an article an admin saved keeps the admin's.
 */
const KNOWLEDGE = '/console/api/v1/knowledge';
let t: TestApp;
let admin: StaffSession;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createStaffSession(t.app, { roles: ['ADMIN'], orgCodes: ['summit'] });
});
afterAll(async () => t.close());

/** What an organisation looked like when only the first twelve articles shipped, one of them edited by its admin. */
const seedAsBefore = async () => {
  const old = (slug: string, title: string, updatedBy: string | null) => ({
    uuid: crypto.randomUUID(),
    org_code: 'summit',
    slug,
    title,
    body: 'Funding takes about five business days.',
    keywords: 'funding',
    language: 'en',
    updated_by: updatedBy,
  });
  await t.db
    .insertInto('knowledge_articles')
    .values([old('funding-times', 'Funding times', null), old('notary', 'Our notary', admin.memberUuid)])
    .execute();
};

describe('default articles of an organisation seeded earlier', () => {
  it('adds the new ones, refreshes the unedited ones and keeps the edited one', async () => {
    await seedAsBefore();
    const answer = await answerFromArticles(t.db, 'summit', 'Can I pay it off early?');
    expect(answer.article?.title).toBe('Paying off early');

    const rows = await t.db
      .selectFrom('knowledge_articles')
      .select(['slug', 'title', 'body'])
      .where('org_code', '=', 'summit')
      .execute();
    expect(rows).toHaveLength(2 * defaultArticlesIn('en').length);
    const bySlug = new Map(rows.map((row) => [row.slug, row]));
    expect(bySlug.get('funding-times')?.title).toBe('When your money arrives');
    expect(bySlug.get('notary')).toMatchObject({
      title: 'Our notary',
      body: 'Funding takes about five business days.',
    });
  });

  it('leaves an article alone once an admin saved it in the console', async () => {
    const articles = (await t.app.inject({ url: `${KNOWLEDGE}?orgCode=summit`, headers: admin.headers })).json<
      { uuid: string; title: string; body: string; keywords: string }[]
    >();
    const fees = articles.find((a) => a.title === 'Rates and fees') as { uuid: string; keywords: string };
    const saved = await t.app.inject({
      method: 'PUT',
      url: `${KNOWLEDGE}/${fees.uuid}`,
      headers: admin.headers,
      payload: { title: 'Our fees', body: 'Ask us for a quote.', keywords: fees.keywords, published: true },
    });
    expect(saved.statusCode).toBe(200);
    expect((await answerFromArticles(t.db, 'summit', 'What is the origination fee?')).body).toBe('Ask us for a quote.');
  });
});
