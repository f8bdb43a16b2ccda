import type { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NOT_FOUND } from '../src/platform/http/errors';
import { appUrl } from './engine-fixtures';
import { type TestApp, buildTestApp } from './helper';
import { type Callers, createCallers } from './route-callers';

/*
 * A borrower's or a participant's call is checked once (docs/architecture.md): the route builder reads the caller's
 * part in the application with one query (platform/auth/participation.ts) and hands it to the service, which reads it
 * no more. A remembered answer makes no query for it, and the status poll's own read is the check: it costs the poll
 * nothing. Every statement the database is sent is watched here.
 */
const TOKEN = 'access-checked-once-metrics-token';
/** The route builder's one query of the caller's part in the application. */
const CHECK = 'select "role" from "application_participants"';

let t: TestApp;
let callers: Callers;
/** Every statement the app's database is sent outside a transaction (the checks and reads of these calls). */
const watchStatements = (app: TestApp['app']) => vi.spyOn(app.db.getExecutor(), 'executeQuery');
let sent: ReturnType<typeof watchStatements>;

beforeAll(async () => {
  t = await buildTestApp({ ANSWER_CACHE_MS: '60000', METRICS_TOKEN: TOKEN });
  callers = await createCallers(t.app);
  sent = watchStatements(t.app);
}, 120_000);
afterAll(async () => t?.close());

const headersOf = (kind: 'borrower' | 'signer' | 'stranger') => callers.all.find((c) => c.kind === kind)!.headers;

/** The call's answer and the statements it sent (a session already known to the node sends none of its own). */
const call = async (url: string, kind: 'borrower' | 'signer' | 'stranger') => {
  await t.app.inject({ url: '/identity/secure/api/v1_1/identity', headers: headersOf(kind) });
  sent.mockClear();
  const res = await t.app.inject({ url, headers: headersOf(kind) });
  const statements = sent.mock.calls.map(([query]: [CompiledQuery]) => query.sql);
  return { res, statements, checks: statements.filter((sql) => sql.startsWith(CHECK)).length };
};

/** How many remembered reads the node has answered from memory (its /metrics). */
const memoryHits = async (): Promise<number> => {
  const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  const line = res.body.split('\n').find((l) => l.startsWith('heloc_answer_memory_lookups_total{result="hit"}'));
  return Number(line?.split(' ')[1] ?? 0);
};

describe("the caller's part in the application, checked once", () => {
  it("reads it with one query on a borrower's call, and the service reads it no more", async () => {
    const { res, statements, checks } = await call(`${appUrl(callers.applicationUuid)}/liens`, 'borrower');
    expect(res.statusCode).toBe(200);
    expect(checks).toBe(1);
    expect(statements.filter((sql) => sql.includes('"application_participants"'))).toHaveLength(1);
  });

  it("refuses an additional signer on a borrower's call, and a stranger on a participant's, before the service", async () => {
    const liens = await call(`${appUrl(callers.applicationUuid)}/liens`, 'signer');
    const conditions = await call(
      `/service-conditions/external/api/v1/applications/${callers.applicationUuid}/conditions/external-applicants`,
      'stranger',
    );
    for (const { res, statements, checks } of [liens, conditions]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errors: [NOT_FOUND] });
      expect(checks).toBe(1);
      expect(statements).toHaveLength(1);
    }
  });

  it('makes no query for it when the answer memory answers', async () => {
    const documents = `${appUrl(callers.applicationUuid)}/documents`;
    const first = await call(documents, 'borrower');
    expect(first.res.statusCode).toBe(200);
    expect(first.checks).toBe(1);
    // The memory keeps an answer once it hears the database's announcements; read until it answers.
    let remembered = await call(documents, 'borrower');
    await vi.waitFor(async () => {
      const before = await memoryHits();
      remembered = await call(documents, 'borrower');
      expect(await memoryHits()).toBe(before + 1);
    });
    expect(remembered.res.json()).toEqual(first.res.json());
    expect(remembered.statements).toEqual([]);
  });

  it('adds no query to the status poll: its status read is the check, for a participant and for a stranger', async () => {
    const status = `/service-heloc-borrower/api/v1/heloc/${callers.applicationUuid}/status`;
    const signer = await call(status, 'signer');
    expect(signer.res.statusCode).toBe(200);
    expect(signer.checks).toBe(0);
    expect(signer.statements.length).toBeLessThanOrEqual(1);
    const stranger = await call(status, 'stranger');
    expect(stranger.res.statusCode).toBe(404);
    expect(stranger.res.json()).toEqual({ errors: [NOT_FOUND] });
    expect(stranger.checks).toBe(0);
    expect(stranger.statements.length).toBeLessThanOrEqual(1);
  });

  it('checks the part of an application named in the query the same way, once', async () => {
    const coDeed = `/service-application/api/v1/application/heloc/co-deed/status?applicationUuid=${callers.applicationUuid}`;
    const signer = await call(coDeed, 'signer');
    expect(signer.res.statusCode).toBe(200);
    expect(signer.checks).toBe(1);
    const stranger = await call(coDeed, 'stranger');
    expect(stranger.res.statusCode).toBe(404);
    expect(stranger.checks).toBe(1);
    expect(stranger.statements).toHaveLength(1);
  });
});
