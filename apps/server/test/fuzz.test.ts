import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp, registerAndLogin } from './helper';

let t: TestApp;
let routes: { method: string; url: string }[] = [];
let auth: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  auth = (await registerAndLogin(t.app)).auth;
  // Every documented route, with its path parameters filled by a plausible value.
  const doc = (await t.app.inject({ url: '/api-docs' })).json<{ paths: Record<string, Record<string, unknown>> }>();
  routes = Object.entries(doc.paths).flatMap(([p, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), url: p.replace(/\{[^}]+\}/g, 'external') })),
  );
});
afterAll(async () => t.close());

const jsonValue = fc.jsonValue({ maxDepth: 3 });
const garbage = fc.oneof(
  jsonValue.map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 200 }),
  fc.constantFrom(
    '{',
    '{"a":',
    '[',
    'null',
    '"x"',
    '{"__proto__":{}}',
    '{"constructor":{"prototype":{}}}',
    '\u0000',
    '{"email":{"$ne":null}}',
  ),
);
const query = fc.dictionary(
  fc.constantFrom('organization', 'org', 'redirectUrl', 'x', 'telemetryTrackingId'),
  fc.string({ maxLength: 30 }),
  { maxKeys: 3 },
);

describe('no input of any shape produces a 500', () => {
  it('holds for garbage bodies, queries and headers on every documented route', async () => {
    expect(routes.length).toBeGreaterThan(10);
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: 1000 }),
        garbage,
        query,
        fc.boolean(),
        fc.constantFrom(
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/json; charset=utf-8',
        ),
        async (index, payload, q, withAuth, contentType) => {
          const route = routes[index % routes.length]!;
          const res = await t.app.inject({
            method: route.method as 'GET',
            url: route.url,
            query: q,
            headers: { 'content-type': contentType, ...(withAuth ? auth : {}), 'x-org': String(q.org ?? '') },
            ...(route.method === 'GET' ? {} : { payload }),
          });
          expect(res.statusCode, `${route.method} ${route.url} ${payload} -> ${res.body}`).toBeLessThan(500);
          if (res.statusCode >= 400) expect(Array.isArray(res.json().errors)).toBe(true);
        },
      ),
      { numRuns: 400 },
    );
  });
});
