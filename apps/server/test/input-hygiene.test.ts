import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp, countRows } from './helper';

/*
 * Strings PostgreSQL would refuse (NUL, lone surrogates) are refused at the edge with a 400 naming the
 * field, on calls anyone can make without signing in, and nothing is stored.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const NUL = String.fromCharCode(0);
const LONE_HIGH = String.fromCharCode(0xd800);
const LONE_LOW = String.fromCharCode(0xdc00);
const waitlistBody = {
  firstName: 'Pat',
  lastName: 'Smith',
  dob: { day: 12, month: 3, year: 1978 },
  email: 'pat@example.com',
  income: 120000,
  street1: '123 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  consent: true,
};

describe('strings the database cannot store', () => {
  it.each([
    ['a NUL byte', { firstName: `Pa${NUL}t` }, 'firstName: must not contain a NUL character'],
    ['a lone high surrogate', { lastName: `Sm${LONE_HIGH}ith` }, 'lastName: must be valid Unicode text'],
    ['a lone low surrogate', { street1: `${LONE_LOW}123 Main St` }, 'street1: must be valid Unicode text'],
  ])('refuses %s in a body field with 400 naming it, storing nothing', async (_name, change, message) => {
    const before = await countRows(t.db, 'waitlist_entries');
    const res = await t.app.inject({
      method: 'POST',
      url: '/waitlist/home-equity-loan-plus',
      payload: { ...waitlistBody, ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: [message] });
    expect(await countRows(t.db, 'waitlist_entries')).toBe(before);
  });

  it('refuses a NUL in a query value (registration ?organization=%00)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/identity/api/v1/registration/register?organization=%00',
      payload: { email: 'a@example.com', password: 'Correct-Horse-9!', phoneNumber: '(512) 555-0100' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: ['query.organization: must not contain a NUL character'] });
  });

  it('refuses a field name with a NUL byte', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/waitlist/home-equity-loan-plus',
      payload: { ...waitlistBody, [`x${NUL}`]: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatch(/field name must not contain a NUL character/);
  });

  it('accepts well-formed text outside the basic plane (a surrogate pair)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/waitlist/home-equity-loan-plus',
      payload: { ...waitlistBody, firstName: 'Pat 😀' },
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().errors ?? []).not.toContainEqual(expect.stringMatching(/Unicode/));
  });
});

describe('framework-level errors answer in the { errors } shape', () => {
  it.each([
    [
      'a URL that does not decode',
      { method: 'GET' as const, url: '/service-application/api/v1/application/heloc/%E0%A4%A/status' },
    ],
    [
      'a path parameter over the router limit',
      { method: 'GET' as const, url: `/service-application/api/v1/application/heloc/${'a'.repeat(600)}/status` },
    ],
    [
      'JSON that does not parse',
      {
        method: 'POST' as const,
        url: '/waitlist/home-equity-loan-plus',
        headers: { 'content-type': 'application/json' },
        payload: '{"a":',
      },
    ],
    [
      'an unsupported media type',
      {
        method: 'POST' as const,
        url: '/waitlist/home-equity-loan-plus',
        headers: { 'content-type': 'application/xml' },
        payload: '<a/>',
      },
    ],
  ])('%s', async (_name, request) => {
    const res = await t.app.inject(request);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toEqual({ errors: [expect.any(String)] });
  });
});
