import { randomUUID } from 'node:crypto';
import { STAFF_FORBIDDEN_MESSAGE, STAFF_ROLES, type StaffRole, rolesAllow } from '@heloc/domain';
import * as contracts from '@heloc/domain/contracts';
import type { Contract } from '@heloc/domain/contracts';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import fc from 'fast-check';
import { arbitraryFor, defOf, urlEncode } from './fuzz-arbitraries';
import { type Registered, type TestApp, buildTestApp, registerAndLogin } from './helper';
import { type StaffSession, createPartialStaffSession, createStaffSession } from './staff-fixtures';

/*
 * The permission matrix (docs/product/operations-console.md §1): for every staff contract of
 * '@heloc/domain/contracts' whose route is registered (the console's included as they land), a member with one role
 * gets 403 exactly when ROLE_PERMISSIONS does not give that role the contract's permission, and otherwise gets past
 * the check (a 404 for a random uuid, a 400 for an empty body, ...). No token, a borrower's token and a session
 * without its second factor are 401 on every one.
 */

const STAFF_CONTRACTS = (Object.entries(contracts) as [string, unknown][])
  .filter(
    (entry): entry is [string, Contract] =>
      typeof entry[1] === 'object' && entry[1] !== null && 'method' in entry[1] && 'response' in entry[1],
  )
  .filter(([, contract]) => contract.auth === 'staff' || contract.auth === 'staff-partial');

let t: TestApp;
let borrower: Registered;
let partial: StaffSession;
const sessions = new Map<StaffRole, StaffSession>();

beforeAll(async () => {
  t = await buildTestApp();
  borrower = await registerAndLogin(t.app);
  partial = await createPartialStaffSession(t.app, { roles: ['ADMIN'], orgCodes: ['summit'] });
  for (const role of STAFF_ROLES)
    sessions.set(role, await createStaffSession(t.app, { roles: [role], orgCodes: ['summit'] }));
});
afterAll(async () => t.close());

/** A value a path parameter accepts: a random uuid, an enum's first value, else a short word. */
const paramValue = (schema: z.ZodType): string => {
  let def = defOf(schema);
  while ((def.type === 'optional' || def.type === 'default' || def.type === 'pipe') && def.innerType)
    def = defOf(def.innerType as z.ZodType);
  if (def.type === 'enum') return String(Object.values(def.entries as Record<string, string>)[0]);
  if (def.type === 'string' && (def as { format?: string }).format === 'uuid') return randomUUID();
  const checks = def.checks ?? [];
  if (checks.some((c) => (c._zod.def as { format?: string }).format === 'uuid')) return randomUUID();
  return schema.safeParse(randomUUID()).success ? randomUUID() : 'x';
};

const urlOf = (contract: Contract): string => {
  const shape = contract.params ? (defOf(contract.params).shape as Record<string, z.ZodType>) : {};
  return contract.path.replace(/:(\w+)/g, (_m, key: string) =>
    encodeURIComponent(shape[key] ? paramValue(shape[key]) : randomUUID()),
  );
};

const call = (contract: Contract, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: contract.method,
    url: urlOf(contract),
    headers: { ...headers, ...(contract.body ? { 'content-type': 'application/json' } : {}) },
    ...(contract.body ? { payload: '{}' } : {}),
  });

const registered = () =>
  STAFF_CONTRACTS.filter(([, contract]) =>
    t.app.hasRoute({ method: contract.method as HTTPMethods, url: contract.path }),
  );

describe('staff permission matrix', () => {
  it('covers every staff call of docs/product/operations-console.md §1, registered', () => {
    const staffService = STAFF_CONTRACTS.filter(([, c]) => c.service === 'staff').map(([name]) => name);
    expect(staffService.length).toBeGreaterThanOrEqual(9);
    expect(registered().map(([name]) => name)).toEqual(expect.arrayContaining(staffService));
  });

  it('answers 403 exactly when no role of the member allows the call', async () => {
    const problems: string[] = [];
    for (const [name, contract] of registered()) {
      if (contract.auth !== 'staff') continue;
      for (const role of STAFF_ROLES) {
        const res = await call(contract, (sessions.get(role) as StaffSession).headers);
        const allowed = !contract.permission || rolesAllow([role], contract.permission);
        const where = `${name} as ${role} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
        if (res.statusCode >= 500) problems.push(`5xx: ${where}`);
        else if (allowed && (res.statusCode === 401 || res.statusCode === 403)) problems.push(`refused: ${where}`);
        else if (!allowed && res.statusCode !== 403) problems.push(`not 403: ${where}`);
        else if (!allowed && res.json<{ errors: string[] }>().errors[0] !== STAFF_FORBIDDEN_MESSAGE)
          problems.push(`message: ${where}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers 401 without a token, with a borrower token, and (for a console call) to a session without its second factor', async () => {
    const problems: string[] = [];
    for (const [name, contract] of registered()) {
      const tries: [string, Record<string, string>][] = [
        ['no token', {}],
        ['borrower token', borrower.auth],
        ['garbage token', { authorization: 'Bearer not-a-session' }],
      ];
      if (contract.auth === 'staff') tries.push(['partial session', partial.headers]);
      for (const [who, headers] of tries) {
        const res = await call(contract, headers);
        if (res.statusCode !== 401) problems.push(`${name} with ${who} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
        else expect(res.json<{ errors: string[] }>().errors).toHaveLength(1);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('staff calls signed in as an admin, with input shaped like each contract but hostile', () => {
  it('never answer 5xx, and every 4xx is { errors: [...] }', async () => {
    const admin = sessions.get('ADMIN') as StaffSession;
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
