import type { KnowledgeGap } from '@heloc/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../../test/helper';
import { type StaffSession, createStaffSession } from '../../../test/staff-fixtures';
import { recordUnansweredQuestion } from './index';

/*
 * The console's gaps (docs/product/chat.md §3): the questions the chatbot could not answer, grouped by what they ask,
 * the most asked first; once an admin writes an article from one, the group says which article answers it now.
 */
const GAPS = '/console/api/v1/knowledge/gaps';
let t: TestApp;
let admin: StaffSession;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createStaffSession(t.app, { roles: ['ADMIN'], orgCodes: ['keystone'] });
});
afterAll(async () => t.close());

const ask = async (question: string, language: 'en' | 'es' = 'en') => {
  await recordUnansweredQuestion(t.db, {
    orgCode: 'keystone',
    language,
    question,
    conversationUuid: null,
    at: t.clock.now(),
  });
  t.clock.advance(60_000);
};

const gaps = async (session = admin, orgCode = 'keystone') =>
  t.app.inject({ url: `${GAPS}?orgCode=${orgCode}`, headers: session.headers });

describe('the knowledge gaps', () => {
  it('groups the unanswered questions by what they ask, the most asked first', async () => {
    await ask('Can I pay with bitcoin?');
    await ask('do you take bitcoin payments');
    await ask('bitcoin??');
    await ask('is there a branch in Chicago');
    await ask('¿Aceptan bitcoin?', 'es');
    const res = await gaps();
    expect(res.statusCode, res.body).toBe(200);
    const groups = res.json<KnowledgeGap[]>();
    expect(groups.map((g) => [g.language, g.unanswered])).toEqual([
      ['en', 3],
      ['es', 1],
      ['en', 1],
    ]);
    expect(groups[0]?.questions).toEqual(['bitcoin??', 'do you take bitcoin payments', 'Can I pay with bitcoin?']);
    expect(groups.every((g) => g.answeredNowBy === null)).toBe(true);
  });

  it('says which article answers a group once an admin wrote it from the questions', async () => {
    const [bitcoin] = (await gaps()).json<KnowledgeGap[]>();
    const written = await t.app.inject({
      method: 'POST',
      url: '/console/api/v1/knowledge',
      headers: admin.headers,
      payload: {
        orgCode: 'keystone',
        title: 'Paying with crypto',
        body: 'Payments are made from a bank account; we do not take bitcoin.',
        keywords: bitcoin?.questions.join('\n'),
      },
    });
    expect(written.statusCode).toBe(201);
    const after = (await gaps()).json<KnowledgeGap[]>();
    expect(after.find((g) => g.question === 'bitcoin??')?.answeredNowBy?.title).toBe('Paying with crypto');
    expect(after.find((g) => g.question === 'is there a branch in Chicago')?.answeredNowBy).toBeNull();
  });

  it('is for the admins of the organisation', async () => {
    const elsewhere = await createStaffSession(t.app, { roles: ['ADMIN'], orgCodes: ['summit'] });
    expect((await gaps(elsewhere)).statusCode).toBe(404);
    const support = await createStaffSession(t.app, { roles: ['SUPPORT_AGENT'], orgCodes: ['keystone'] });
    expect((await gaps(support)).statusCode).toBe(403);
  });
});
