import { randomUUID } from 'node:crypto';
import * as contracts from '@heloc/domain/contracts';
import type { Contract } from '@heloc/domain/contracts';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import fc from 'fast-check';
import { arbitraryFor, defOf, urlEncode } from './fuzz-arbitraries';
import { type TestApp, buildTestApp } from './helper';
import { type StaffSession, createStaffSession } from './staff-fixtures';

/*
 * Staff calls signed in as an admin, with input shaped like each contract but hostile, and their place in the OpenAPI
 * document. Who may make each call (the permission matrix of docs/product/operations-console.md §1: a role without the
 * permission 403, no session, a borrower's token or a session without its second factor 401) is walked for every
 * route and every kind of caller by route-audiences.test.ts.
 */

const STAFF_CONTRACTS = (Object.entries(contracts) as [string, unknown][])
  .filter(
    (entry): entry is [string, Contract] =>
      typeof entry[1] === 'object' && entry[1] !== null && 'method' in entry[1] && 'response' in entry[1],
  )
  .filter(([, contract]) => contract.auth === 'staff' || contract.auth === 'staff-partial');

let t: TestApp;
let admin: StaffSession;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createStaffSession(t.app, { roles: ['ADMIN'], orgCodes: ['summit'] });
});
afterAll(async () => t.close());

const registered = () =>
  STAFF_CONTRACTS.filter(([, contract]) =>
    t.app.hasRoute({ method: contract.method as HTTPMethods, url: contract.path }),
  );

describe('staff calls signed in as an admin, with input shaped like each contract but hostile', () => {
  it('never answer 5xx, and every 4xx is { errors: [...] }', async () => {
    const problems: string[] = [];
    // Sign-out would end the session the other calls use.
    const targets = registered().filter(([, contract]) => contract !== contracts.staffSignOutContract);
    for (const [name, contract] of targets) {
      const params = contract.params ? (defOf(contract.params).shape as Record<string, z.ZodType>) : {};
      const request = fc.record({
        params: fc.record(
          Object.fromEntries(
            Object.entries(params).map(([key, schema]) => [
              key,
              fc.oneof(fc.constant(randomUUID()), arbitraryFor(schema)),
            ]),
          ),
        ),
        body: contract.body ? arbitraryFor(contract.body) : fc.constant(undefined),
      });
      for (const r of fc.sample(request, { numRuns: 25, seed: 28 })) {
        const url = contract.path.replace(/:(\w+)/g, (_m, key: string) => urlEncode(r.params[key] ?? ''));
        const res = await t.app.inject({
          method: contract.method,
          url,
          headers: { ...admin.headers, ...(contract.body ? { 'content-type': 'application/json' } : {}) },
          ...(contract.body ? { payload: JSON.stringify(r.body ?? null) } : {}),
        });
        const where = `${name} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
        if (res.statusCode >= 500) problems.push(where);
        else if (res.statusCode >= 400) {
          const body = res.json<{ errors?: unknown }>();
          if (
            !Array.isArray(body.errors) ||
            body.errors.length === 0 ||
            !body.errors.every((e) => typeof e === 'string')
          )
            problems.push(`shape: ${where}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect((await t.app.inject({ url: '/staff/api/v1/me', headers: admin.headers })).statusCode).toBe(200);
  });

  it('are documented with the staff session scheme', async () => {
    const doc = (await t.app.inject({ url: '/api-docs' })).json<{
      paths: Record<string, Record<string, { security?: unknown }>>;
      components: { securitySchemes: Record<string, unknown> };
    }>();
    expect(doc.components.securitySchemes.staffSession).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/staff/api/v1/me']?.get?.security).toEqual([{ staffSession: [] }]);
    expect(doc.paths['/staff/api/v1/sign-in']?.post?.security).toBeUndefined();
  });
});
