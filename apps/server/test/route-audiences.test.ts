import diagnostics from 'node:diagnostics_channel';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STAFF_FORBIDDEN_MESSAGE, rolesAllow } from '@heloc/domain';
import * as contracts from '@heloc/domain/contracts';
import type { Audience, Contract } from '@heloc/domain/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf, urlOfPath } from './contract-urls';
import { type TestApp, buildTestApp } from './helper';
import { type Caller, type Callers, createCallers } from './route-callers';
import { ROUTES_WITHOUT_CONTRACT, type UncontractedAudience } from './routes-without-contract';

/*
 * Every route the app registers, called by every kind of caller (route-callers.ts) around one application X, against
 * the audience the route declares: its contract's `auth` (packages/domain/src/contracts/contract.ts), or, for the few
 * routes built without a contract, ROUTES_WITHOUT_CONTRACT's. The routes are collected as the app registers them, so a
 * route added later is walked without anyone listing it. `:uuid` (and the spec's `:appUuid`) is X; other ids random.
 *
 * Admitted or refused is what the route builder recorded on the request (platform/auth/access.ts), which this file's
 * app sends back in a header: a handler's own 400, 404 or 409 after the checks is no refusal. A refused caller gets 401
 * (the wrong kind of credentials, no sandbox key), 403 (a console role without the permission) or 404 (a customer who
 * is not X's borrower on a borrower's call), and nothing happens: the database is the same after every refusal.
 * A route without a contract answers every caller as it answers a visitor.
 */

type AnyAudience = Audience | UncontractedAudience;
type Verdict = { admitted: true } | { admitted: false; status: 401 | 403 | 404 };

const ADMITTED: Verdict = { admitted: true };
const refused = (status: 401 | 403 | 404): Verdict => ({ admitted: false, status });
const CUSTOMERS = new Set(['borrower', 'signer', 'stranger']);

/** What the checks of an audience decide for a caller (contract.ts `Audience`). */
const verdictOf = (audience: Audience, caller: Caller, contract: Contract): Verdict => {
  switch (audience) {
    case 'public':
      return ADMITTED;
    case 'customer':
    case 'participant':
      return CUSTOMERS.has(caller.kind) ? ADMITTED : refused(401);
    case 'borrower':
      if (caller.kind === 'borrower') return ADMITTED;
      return CUSTOMERS.has(caller.kind) ? refused(404) : refused(401);
    case 'agent':
      return caller.kind === 'agent' ? ADMITTED : refused(401);
    case 'staff':
      if (caller.kind !== 'staff' || !caller.role) return refused(401);
      return !contract.permission || rolesAllow([caller.role], contract.permission) ? ADMITTED : refused(403);
    case 'staff-partial':
      return caller.kind === 'staff' || caller.kind === 'staff-partial' ? ADMITTED : refused(401);
    case 'sandbox':
      return caller.kind === 'sandbox' ? ADMITTED : refused(401);
  }
};

const CONTRACTS = (Object.entries(contracts) as [string, unknown][]).filter(
  (entry): entry is [string, Contract] =>
    typeof entry[1] === 'object' && entry[1] !== null && 'method' in entry[1] && 'response' in entry[1],
);
const CONTRACT_OF_ROUTE = new Map(CONTRACTS.map(([name, c]) => [`${c.method} ${c.path}`, { name, contract: c }]));
/** The calls that end the caller's own session: walked last, so that the other calls still find it. */
const ENDS_SESSION = new Set<Contract>([
  contracts.customerLogoutContract,
  contracts.agentLogoutContract,
  contracts.staffSignOutContract,
]);

/** The header this file's app answers what the checks admitted a request as ('none': nothing checked or refused). */
const ACCESS_HEADER = 'x-test-access';

interface Walk {
  route: string;
  method: string;
  url: string;
  audience: AnyAudience;
  contract: Contract | undefined;
  caller: Caller;
  verdict: Verdict | undefined;
}

const registered: { method: string; url: string }[] = [];
/** The app being built tells its routes and, for each answer, what its checks admitted the request as. */
const observe = (fastify: FastifyInstance) => {
  fastify.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registered.push({ method, url: route.url });
  });
  fastify.addHook('onSend', async (request, reply, payload) => {
    reply.header(ACCESS_HEADER, request.access?.audience ?? 'none');
    return payload;
  });
};

// A web build, so that its routes (the files and pages) are registered and walked too.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'heloc-dist-audiences-'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');

let t: TestApp;
let callers: Callers;
let walks: Walk[];

beforeAll(async () => {
  const onInit = (message: unknown) => observe((message as { fastify: FastifyInstance }).fastify);
  diagnostics.subscribe('fastify.initialization', onInit);
  try {
    // Off: a remembered answer skips the checks its caller passed when it was made, and the walk asks what they decide.
    t = await buildTestApp({
      PROCESSING_DELAY_MS: '0',
      ANSWER_CACHE_MS: '0',
      METRICS_TOKEN: 'a-metrics-token-no-caller-of-the-walk-has',
      WEB_DIST_DIR: dist,
    });
  } finally {
    diagnostics.unsubscribe('fastify.initialization', onInit);
  }
  callers = await createCallers(t.app);
  const fixed = { uuid: callers.applicationUuid, appUuid: callers.applicationUuid };
  // A HEAD route Fastify adds beside each GET is the GET's, checks included.
  const gets = new Set(registered.filter((r) => r.method === 'GET').map((r) => r.url));
  walks = registered
    .filter((r) => !(r.method === 'HEAD' && gets.has(r.url)))
    .flatMap(({ method, url }) => {
      const route = `${method} ${url}`;
      const contract = CONTRACT_OF_ROUTE.get(route)?.contract;
      const audience: AnyAudience | undefined = contract?.auth ?? ROUTES_WITHOUT_CONTRACT[route];
      if (!audience) return [];
      const target = contract ? urlOf(contract, fixed) : urlOfPath(url, undefined, fixed);
      return callers.all
        .filter((caller) => caller.kind !== 'sandbox' || audience === 'sandbox')
        .map((caller) => ({
          route,
          method,
          url: target,
          audience,
          contract,
          caller,
          verdict: contract ? verdictOf(contract.auth, caller, contract) : undefined,
        }));
    });
}, 120_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const send = (walk: Walk) =>
  t.app.inject({
    method: walk.method as 'GET',
    url: walk.url,
    headers: { ...walk.caller.headers, ...(walk.contract?.body ? { 'content-type': 'application/json' } : {}) },
    ...(walk.contract?.body ? { payload: '{}' } : {}),
  });

/** Runs `run` on every item, `size` at a time. */
const inBatches = async <T, R>(items: readonly T[], size: number, run: (item: T) => Promise<R>): Promise<R[]> => {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(run))));
  return results;
};

const describeAnswer = (walk: Walk, res: LightMyRequestResponse) =>
  `${walk.route} as ${walk.caller.name} -> ${res.statusCode} [${String(res.headers[ACCESS_HEADER])}] ${res.body.slice(0, 160)}`;

/** What is wrong with a contract route's answer to a caller its audience refuses, if anything. */
const refusalProblem = (walk: Walk, status: number, res: LightMyRequestResponse): string | undefined => {
  const where = describeAnswer(walk, res);
  if (res.headers[ACCESS_HEADER] !== 'none') return `admitted: ${where}`;
  if (res.statusCode !== status) return `not ${status}: ${where}`;
  const errors = res.json<{ errors?: unknown }>().errors;
  if (!Array.isArray(errors) || errors.length !== 1) return `not one error: ${where}`;
  if (status === 403 && walk.caller.kind === 'staff' && errors[0] !== STAFF_FORBIDDEN_MESSAGE)
    return `message: ${where}`;
  return undefined;
};

/** What is wrong with a contract route's answer to a caller its audience admits, if anything. */
const admissionProblem = (walk: Walk, res: LightMyRequestResponse): string | undefined => {
  const where = describeAnswer(walk, res);
  if (res.statusCode >= 500) return `5xx: ${where}`;
  if (walk.audience === 'public')
    return res.statusCode === 401 || res.statusCode === 403 ? `refused: ${where}` : undefined;
  return res.headers[ACCESS_HEADER] === walk.audience ? undefined : `refused: ${where}`;
};

/** Every table's rows, as one digest each: what a refused call must leave as it found it. */
const databaseDigest = async (): Promise<Record<string, string>> => {
  const tables = await sql<{ name: string }>`
    select tablename as name from pg_tables where schemaname = current_schema() order by tablename`.execute(t.db);
  const digest: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const { rows } = await sql<{ n: number; rows: string }>`
      select count(*)::int as n, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as rows
      from ${sql.table(name)} as r`.execute(t.db);
    digest[name] = `${rows[0]?.n} ${rows[0]?.rows}`;
  }
  return digest;
};

describe('every route, called by every kind of caller', () => {
  it('declares its audience: a contract, or the list of routes without one', () => {
    const routes = [...new Set(registered.filter((r) => r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`))];
    expect(routes.filter((r) => !CONTRACT_OF_ROUTE.has(r) && !ROUTES_WITHOUT_CONTRACT[r])).toEqual([]);
    // Every contract is served, and the list names no route that is gone.
    expect(CONTRACTS.filter(([, c]) => !routes.includes(`${c.method} ${c.path}`)).map(([name]) => name)).toEqual([]);
    expect(Object.keys(ROUTES_WITHOUT_CONTRACT).filter((r) => !routes.includes(r))).toEqual([]);
    expect(routes.length).toBeGreaterThan(CONTRACTS.length);
  });

  it('refuses a caller the audience does not admit, and nothing happens', async () => {
    const refusals = walks.flatMap((walk) =>
      walk.verdict && !walk.verdict.admitted ? [{ walk, status: walk.verdict.status }] : [],
    );
    expect(refusals.length).toBeGreaterThan(1000);
    const before = await databaseDigest();
    const problems = (
      await inBatches(refusals, 16, async ({ walk, status }) => refusalProblem(walk, status, await send(walk)))
    ).filter((problem) => problem !== undefined);
    expect(problems).toEqual([]);
    expect(await databaseDigest()).toEqual(before);
  }, 120_000);

  it('answers every caller of a route without a contract as it answers a visitor', async () => {
    const answers = await inBatches(
      walks.filter((w) => !w.contract),
      16,
      async (walk) => ({ walk, res: await send(walk) }),
    );
    const visitors = new Map(answers.filter((a) => a.walk.caller.kind === 'visitor').map((a) => [a.walk.route, a.res]));
    const problems = answers.flatMap(({ walk, res }) => {
      const visitor = visitors.get(walk.route);
      const where = describeAnswer(walk, res);
      if (res.headers[ACCESS_HEADER] !== 'none') return [`checked: ${where}`];
      if (res.statusCode !== visitor?.statusCode) return [`not the visitor's ${visitor?.statusCode}: ${where}`];
      if (walk.audience === 'public' && (res.statusCode === 401 || res.statusCode === 403))
        return [`refused: ${where}`];
      if (walk.audience === 'metrics token' && res.statusCode !== 401) return [`not 401: ${where}`];
      return [];
    });
    expect(problems).toEqual([]);
  }, 120_000);

  it("ends no session with a borrower's token on the agent portal's logout, nor with a broker's on the customer's", async () => {
    const logout = (portal: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: `/identity-broker/${portal}/secure/api/v3/logout`, headers });
    const borrowerLogout = await logout('agent', callers.borrower.auth);
    expect(borrowerLogout.statusCode).toBe(401);
    expect(borrowerLogout.json()).toEqual({ errors: ['unauthenticated'] });
    expect((await logout('customer', callers.agent.auth)).statusCode).toBe(401);
    const identity = await t.app.inject({ url: '/identity/secure/api/v1_1/identity', headers: callers.borrower.auth });
    expect(identity.statusCode).toBe(200);
    const figureInfo = await t.app.inject({
      url: '/identity-broker/agent/secure/api/v3/self/figureinfo',
      headers: callers.agent.auth,
    });
    expect(figureInfo.json()).toMatchObject({ userType: 'AGENT' });
  });

  it('admits a caller the audience admits, past every check to the handler', async () => {
    const admissions = walks.filter((w) => w.verdict?.admitted);
    expect(admissions.length).toBeGreaterThan(600);
    // One at a time: these calls change X, and two at once could wait for each other's locks.
    const ordered = [
      ...admissions.filter((w) => !w.contract || !ENDS_SESSION.has(w.contract)),
      ...admissions.filter((w) => w.contract && ENDS_SESSION.has(w.contract)),
    ];
    const problems: string[] = [];
    for (const walk of ordered) {
      const problem = admissionProblem(walk, await send(walk));
      if (problem) problems.push(problem);
    }
    expect(problems).toEqual([]);
  }, 180_000);
});
