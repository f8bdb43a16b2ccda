import * as contracts from '@heloc/domain/contracts';
import type { Contract } from '@heloc/domain/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { arbitraryFor, defOf, headerSafe, urlEncode } from './fuzz-arbitraries';
import { createHeloc } from './engine-fixtures';
import { type Registered, type TestApp, buildTestApp, registerAndLogin } from './helper';

/*
 * A contract-aware fuzz over EVERY contract. Values follow each request schema's shape (field names from
 * the zod object shapes, enum values, patterns) but draw their leaves from hostile classes: NUL bytes, lone UTF-16
 * surrogates, control characters, 100,000-character strings, values at and just over each maximum, deeply nested
 * objects, huge arrays and wrong types. Each is sent signed in and not, with path uuids of an application the user
 * owns and of one they do not. No answer may be a 5xx, and every 4xx is `{ errors: [string, ...] }`.
 */

const RUNS_PER_CONTRACT = Number(process.env.FUZZ_RUNS ?? 80);
const SANDBOX_KEY = 'sandbox-dev-key';

const multipartBody = (fields: Record<string, unknown>, files: string[]) => {
  const boundary = '----fuzzboundary7MA4YWxkTrZu0gW';
  const parts = Object.entries(fields)
    .filter(([, v]) => v !== undefined)
    .map(
      ([k, v]) =>
        `--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${typeof v === 'string' ? v : JSON.stringify(v)}\r\n`,
    );
  for (const name of files) {
    parts.push(
      `--${boundary}\r\ncontent-disposition: form-data; name="${name}"; filename="a.pdf"\r\ncontent-type: application/pdf\r\n\r\n%PDF-1.4\n%%EOF\r\n`,
    );
  }
  return { payload: `${parts.join('')}--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}` };
};

const ALL = (Object.entries(contracts) as [string, unknown][]).filter(
  (entry): entry is [string, Contract] =>
    typeof entry[1] === 'object' && entry[1] !== null && 'method' in entry[1] && 'response' in entry[1],
);

let t: TestApp;
let owner: Registered;
let ownApp: string;
let otherApp: string;
const tally = { requests: 0, serverErrors: 0, byStatus: new Map<number, number>() };

beforeAll(async () => {
  t = await buildTestApp();
  owner = await registerAndLogin(t.app);
  const other = await registerAndLogin(t.app);
  ownApp = await createHeloc(t.app, owner);
  otherApp = await createHeloc(t.app, other);
});
afterAll(async () => {
  console.log(
    `contract fuzz: ${tally.requests} requests over ${ALL.length} contracts, ${tally.serverErrors} answers 5xx ` +
      `(by status: ${[...tally.byStatus]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}x${n}`)
        .join(' ')})`,
  );
  await t.close();
});

const UUID_PARAMS = new Set(['uuid', 'appUuid']);

describe('contract-aware fuzz: no input shaped like any contract produces a 5xx', () => {
  it('covers every contract', () => {
    expect(ALL.length).toBeGreaterThan(90);
  });

  it.each(ALL.map(([name, contract]) => [name, contract] as const))('%s', async (name, contract) => {
    const params = contract.params ? (defOf(contract.params).shape as Record<string, z.ZodType>) : {};
    const request = fc.record({
      params: fc.record(
        Object.fromEntries(
          Object.entries(params).map(([key, schema]) => [
            key,
            UUID_PARAMS.has(key)
              ? fc.oneof(
                  { arbitrary: fc.constantFrom(ownApp, otherApp), weight: 4 },
                  { arbitrary: arbitraryFor(schema), weight: 1 },
                )
              : arbitraryFor(schema),
          ]),
        ),
      ),
      query: contract.querystring ? arbitraryFor(contract.querystring) : fc.constant(undefined),
      headers: contract.headers ? arbitraryFor(contract.headers) : fc.constant(undefined),
      body: contract.body
        ? arbitraryFor(contract.body)
        : contract.multipart
          ? arbitraryFor(contract.multipart.fields)
          : fc.constant(undefined),
      signedIn: fc.boolean(),
      sandboxKey: fc.boolean(),
    });

    // Sampled (seeded: FUZZ_SEED replays a run) rather than fc.assert: no shrinking of 100k strings, and every
    // failure of the contract is listed at once.
    const seed = Number(process.env.FUZZ_SEED ?? 15);
    const problems: string[] = [];
    for (const r of fc.sample(request, { numRuns: RUNS_PER_CONTRACT, seed })) {
      {
        const path = contract.path.replace(/:(\w+)/g, (_m, key: string) => urlEncode(r.params[key] ?? ''));
        const query =
          r.query && typeof r.query === 'object' && !Array.isArray(r.query)
            ? Object.entries(r.query as Record<string, unknown>)
                .filter(([, v]) => v !== undefined)
                .map(([k, v]) => `${urlEncode(k)}=${urlEncode(v)}`)
                .join('&')
            : '';
        const headers: Record<string, string> = {};
        if (r.headers && typeof r.headers === 'object' && !Array.isArray(r.headers)) {
          for (const [k, v] of Object.entries(r.headers as Record<string, unknown>)) {
            if (v !== undefined && /^[a-z-]+$/.test(k)) headers[k] = headerSafe(v);
          }
        }
        if (r.signedIn) headers.authorization = owner.auth.authorization;
        if (contract.auth === 'sandbox' && r.sandboxKey) headers['x-sandbox-key'] = SANDBOX_KEY;
        let payload: string | undefined;
        if (contract.multipart) {
          const fields = r.body && typeof r.body === 'object' ? (r.body as Record<string, unknown>) : {};
          const built = multipartBody(fields, Object.keys(contract.multipart.files));
          payload = built.payload;
          headers['content-type'] = built.contentType;
        } else if (contract.body) {
          payload = JSON.stringify(r.body ?? null);
          headers['content-type'] = 'application/json';
        }
        const res = await t.app.inject({
          method: contract.method,
          url: query ? `${path}?${query}` : path,
          headers,
          ...(payload === undefined ? {} : { payload }),
        });
        tally.requests += 1;
        tally.byStatus.set(res.statusCode, (tally.byStatus.get(res.statusCode) ?? 0) + 1);
        const where = `${name} ${contract.method} ${path.slice(0, 200)} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
        if (res.statusCode >= 500) tally.serverErrors += 1;
        if (res.statusCode >= 500) problems.push(where);
        else if (res.statusCode >= 400) {
          let errors: unknown;
          try {
            errors = res.json<{ errors?: unknown }>().errors;
          } catch {
            errors = undefined;
          }
          const shaped = Array.isArray(errors) && errors.length > 0 && errors.every((e) => typeof e === 'string');
          if (!shaped) problems.push(`not { errors: [string] }: ${where}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
