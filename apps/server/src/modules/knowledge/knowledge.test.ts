import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../../test/helper';
import { type StaffSession, createStaffSession } from '../../../test/staff-fixtures';
import { DEFAULT_ARTICLE_SOURCES, defaultArticlesIn } from './default-articles/index';
import { answerFromArticles, recordChatbotFeedback } from './index';

const DEFAULT_ARTICLES = defaultArticlesIn('en');
const SPANISH_ARTICLES = defaultArticlesIn('es');

/*
 * The chatbot's articles (docs/product/chat.md §3): seeded once per organisation, ranked for a borrower's question,
 * edited by admins in the console, and rated by borrowers.
 */
const KNOWLEDGE = '/console/api/v1/knowledge';

let t: TestApp;
let admin: StaffSession;
let otherAdmin: StaffSession;

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.advance(new Date('2026-11-23T20:00:00Z').getTime() - t.clock.now().getTime());
  admin = await createStaffSession(t.app, { roles: ['ADMIN'], orgCodes: ['summit', 'keystone'] });
  otherAdmin = await createStaffSession(t.app, { roles: ['ADMIN'], orgCodes: ['ledgerlend'] });
});
afterAll(async () => t.close());

const articleCount = async (orgCode: string) =>
  (await t.db.selectFrom('knowledge_articles').select('uuid').where('org_code', '=', orgCode).execute()).length;

/** A conversation row the feedback can hang off (its table is the chat's). */
const conversation = async (orgCode: string): Promise<string> => {
  const uuid = randomUUID();
  await t.db
    .insertInto('chat_conversations')
    .values({
      uuid,
      token_hash: randomUUID(),
      org_code: orgCode,
      mode: 'CHATBOT',
      state: 'BOT',
      friendly_name: 'Ada',
      email_address: 'ada@example.com',
      skill: 'White Label',
      tag: null,
      loan_number: null,
      product_type: null,
      page_url: 'https://example.com/',
      identity_uuid: null,
      application_uuid: null,
      agent_uuid: null,
      waiting_since: null,
      last_message_at: null,
      expires_at: new Date('2026-11-23T20:10:00Z'),
      survey_rating: null,
      survey_comment: null,
      ended_at: null,
    })
    .execute();
  return uuid;
};

describe('answerFromArticles', () => {
  it.each([
    ['What is the origination fee?', 'Rates and fees'],
    ['how long until I get my money', 'When your money arrives'],
    ['Can I pay it off early?', 'Paying off early'],
    ['can I cancel after signing', 'The right to cancel'],
    ['what is the APR', 'Rates and fees'],
    ['do you do a hard credit pull', 'Credit checks'],
    ['how much can I borrow', 'How much you can borrow'],
    ['can i draw more money later', 'Draws and the draw period'],
  ])('answers %j from %s, with its text', async (question, title) => {
    const answer = await answerFromArticles(t.db, 'silverpeak', question);
    expect(answer.article?.title).toBe(title);
    expect(answer.body).toBe(DEFAULT_ARTICLES.find((a) => a.title === title)?.body);
  });

  it.each(["what's the weather in Paris", 'hello', 'tell me a joke', 'Can I pay with bitcoin?'])(
    'answers %j with nothing',
    async (question) => {
      expect(await answerFromArticles(t.db, 'silverpeak', question)).toEqual({ article: null, body: null });
    },
  );

  it('seeds the defaults once per organisation, even when two reads race', async () => {
    await Promise.all([
      answerFromArticles(t.db, 'lakeshorecu', 'fees'),
      answerFromArticles(t.db, 'lakeshorecu', 'notary'),
    ]);
    // Each in English and in Spanish (docs/i18n.md).
    expect(await articleCount('lakeshorecu')).toBe(2 * DEFAULT_ARTICLES.length);
    expect(DEFAULT_ARTICLES.length).toBeGreaterThanOrEqual(30);
  });
});

describe('answerFromArticles in Spanish (docs/i18n.md)', () => {
  it('has a Spanish version of every seeded article', () => {
    expect(SPANISH_ARTICLES.map((a) => a.slug)).toEqual(DEFAULT_ARTICLES.map((a) => `${a.slug}-es`));
    expect(new Set(DEFAULT_ARTICLE_SOURCES.map((a) => a.slug)).size).toBe(DEFAULT_ARTICLE_SOURCES.length);
  });

  it.each([
    ['¿Cuál es la comisión de originación?', 'Tasas y cargos'],
    ['cual es la comision de originacion', 'Tasas y cargos'],
    ['¿Cuánto tarda en llegar mi dinero?', 'Cuándo llega su dinero'],
    ['¿Puedo pagarlo antes de tiempo?', 'Pagar antes de tiempo'],
    ['¿Puedo cancelar después de firmar?', 'El derecho a cancelar'],
    ['¿Hacen una consulta de crédito dura?', 'Consultas de crédito'],
    ['¿Cuánto puedo pedir prestado?', 'Cuánto puede pedir prestado'],
  ])('answers %j from the Spanish article %s', async (question, title) => {
    const answer = await answerFromArticles(t.db, 'silverpeak', question, 'es');
    expect(answer.article?.title).toBe(title);
    expect(answer.body).toBe(SPANISH_ARTICLES.find((a) => a.title === title)?.body);
  });

  it('answers an English visitor from the English articles only', async () => {
    const answer = await answerFromArticles(t.db, 'silverpeak', 'What is the origination fee?', 'en');
    expect(answer.article?.title).toBe('Rates and fees');
    expect(await answerFromArticles(t.db, 'silverpeak', '¿Cuál es la comisión de originación?', 'en')).toEqual({
      article: null,
      body: null,
    });
  });
});

describe('the console knowledge base (KNOWLEDGE_MANAGE)', () => {
  it("lists the member's organisations' articles, seeded, with their ratings", async () => {
    const res = await t.app.inject({ url: `${KNOWLEDGE}?orgCode=keystone`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const articles = res.json<{ orgCode: string; title: string; helpful: number }[]>();
    expect(articles).toHaveLength(2 * DEFAULT_ARTICLES.length);
    expect(articles.every((a) => a.orgCode === 'keystone' && a.helpful === 0)).toBe(true);
    const all = (await t.app.inject({ url: KNOWLEDGE, headers: admin.headers })).json<unknown[]>();
    expect(all).toHaveLength(4 * DEFAULT_ARTICLES.length);
    expect((await t.app.inject({ url: `${KNOWLEDGE}?orgCode=keystone`, headers: otherAdmin.headers })).statusCode).toBe(
      404,
    );
  });

  it('creates an article whose text the chatbot then answers, a second of the same title beside it', async () => {
    const payload = {
      orgCode: 'keystone',
      title: 'Pets at the appraisal',
      body: 'Keep pets away during the home inspection.',
      keywords: 'dog cat pet',
    };
    const res = await t.app.inject({ method: 'POST', url: KNOWLEDGE, headers: admin.headers, payload });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ title: 'Pets at the appraisal', published: true, helpful: 0, unhelpful: 0 });
    const again = await t.app.inject({ method: 'POST', url: KNOWLEDGE, headers: admin.headers, payload });
    expect(again.statusCode).toBe(201);
    const slugs = await t.db
      .selectFrom('knowledge_articles')
      .select('slug')
      .where('org_code', '=', 'keystone')
      .where('title', '=', 'Pets at the appraisal')
      .orderBy('slug')
      .execute();
    expect(slugs.map((r) => r.slug)).toEqual(['pets-at-the-appraisal', 'pets-at-the-appraisal-2']);
    expect((await answerFromArticles(t.db, 'keystone', 'what about my dog and my cat?')).article?.title).toBe(
      'Pets at the appraisal',
    );

    const blank = await t.app.inject({
      method: 'POST',
      url: KNOWLEDGE,
      headers: admin.headers,
      payload: { ...payload, title: ' ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ errors: ['title: Give the article a title.'] });
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: KNOWLEDGE,
      headers: otherAdmin.headers,
      payload,
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('edits an article; an unpublished one no longer answers; another organisation’s is 404', async () => {
    const articles = (await t.app.inject({ url: `${KNOWLEDGE}?orgCode=keystone`, headers: admin.headers })).json<
      { uuid: string; title: string; body: string; keywords: string }[]
    >();
    const notary = articles.find((a) => a.title === 'The online notary') as {
      uuid: string;
      body: string;
      keywords: string;
    };
    const put = (session: StaffSession, published: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `${KNOWLEDGE}/${notary.uuid}`,
        headers: session.headers,
        payload: { title: 'Meeting the notary', body: notary.body, keywords: notary.keywords, published },
      });
    expect((await put(otherAdmin, true)).statusCode).toBe(404);
    const edited = await put(admin, true);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Meeting the notary', orgCode: 'keystone' });
    expect((await answerFromArticles(t.db, 'keystone', 'the online notary session')).article?.title).toBe(
      'Meeting the notary',
    );
    await put(admin, false);
    expect((await answerFromArticles(t.db, 'keystone', 'the online notary session')).article?.title).not.toBe(
      'Meeting the notary',
    );
    const missing = await t.app.inject({
      method: 'PUT',
      url: `${KNOWLEDGE}/${randomUUID()}`,
      headers: admin.headers,
      payload: { title: 'x', body: 'y' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('counts ratings per article and lists the feedback newest first, one rating per answer', async () => {
    const chat = await conversation('summit');
    const fees = await answerFromArticles(t.db, 'summit', 'origination fee');
    const rate = (messageUuid: string, rating: 'GOOD' | 'BAD', feedbackMessage = '') =>
      recordChatbotFeedback(t.db, {
        conversationUuid: chat,
        messageUuid,
        orgCode: 'summit',
        articleUuid: fees.article?.uuid ?? null,
        rating,
        question: 'origination fee',
        answer: fees.body ?? '',
        feedbackMessage,
        senderEmail: 'ada@example.com',
      });
    const first = randomUUID();
    await rate(first, 'GOOD');
    await rate(first, 'BAD', 'The answer was wrong');
    await rate(randomUUID(), 'GOOD');
    await recordChatbotFeedback(t.db, {
      conversationUuid: chat,
      messageUuid: randomUUID(),
      orgCode: 'summit',
      articleUuid: null,
      rating: 'BAD',
      question: 'weather',
      answer: "I couldn't find an answer to that.",
      feedbackMessage: 'I need to talk to a person',
      senderEmail: null,
    });

    const articles = (await t.app.inject({ url: `${KNOWLEDGE}?orgCode=summit`, headers: admin.headers })).json<
      { uuid: string; helpful: number; unhelpful: number }[]
    >();
    expect(articles.find((a) => a.uuid === fees.article?.uuid)).toMatchObject({ helpful: 1, unhelpful: 1 });

    const feedback = await t.app.inject({ url: `${KNOWLEDGE}/feedback?orgCode=summit`, headers: admin.headers });
    expect(feedback.statusCode).toBe(200);
    const rows = feedback.json<{ rating: string; article: { title: string } | null; feedbackMessage: string }[]>();
    expect(rows).toHaveLength(3);
    expect(rows.filter((r) => r.rating === 'BAD').map((r) => [r.article?.title ?? null, r.feedbackMessage])).toEqual(
      expect.arrayContaining([
        ['Rates and fees', 'The answer was wrong'],
        [null, 'I need to talk to a person'],
      ]),
    );
    const other = await t.app.inject({ url: `${KNOWLEDGE}/feedback`, headers: otherAdmin.headers });
    expect(other.json()).toEqual([]);
    const support = await createStaffSession(t.app, { roles: ['SUPPORT_AGENT'], orgCodes: ['summit'] });
    expect((await t.app.inject({ url: `${KNOWLEDGE}/feedback`, headers: support.headers })).statusCode).toBe(403);
  });
});
