import { getProfileContract } from '@heloc/domain/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../testing/fixtures';
import { mockFetch } from '../testing/mock-fetch';
import { apiRequest, callContract, HTTP_TIMEOUT_MS, onSessionExpired, setApiOrgCode } from './api-client';
import { ApiError } from './api-error';
import { getToken, setToken } from './auth-token';

const PROFILE = '/service-profile/api/v1/profile';
const profile = {
  uuid: '6f1c1f7e-6c1b-4f53-9d0a-1c2b3d4e5f60',
  email: 'ann@example.com',
  name: { firstName: 'Ann', middleName: null, lastName: 'Lee', suffix: null },
  dob: null,
  phoneNumbers: [],
  addresses: [],
  type: 'BORROWER',
  optimizelyProfileUuid: null,
};

const failure = (errors: string[], status: number) => jsonResponse({ errors }, { status });

describe('api client', () => {
  let sessionEnded: ReturnType<typeof vi.fn>;
  let unregister: () => void;

  beforeEach(() => {
    setApiOrgCode('summit');
    sessionEnded = vi.fn();
    unregister = onSessionExpired(sessionEnded);
  });
  afterEach(() => unregister());

  it('stores a Bearer token found in a response and sends it on the next call', async () => {
    const { calls } = mockFetch({
      'POST /login': jsonResponse({ ok: true }, { headers: { Authorization: 'Bearer token-123' } }),
      [`GET ${PROFILE}`]: jsonResponse(profile),
    });
    await apiRequest({ method: 'POST', path: '/login', body: { a: 1 }, isPublic: true });
    expect(getToken()).toBe('token-123');

    await callContract(getProfileContract);
    const second = calls[1]!;
    expect(second.headers.get('Authorization')).toBe('Bearer token-123');
    expect(second.headers.get('x-org')).toBe('summit');
    expect(second.credentials).toBe('include');
  });

  it('parses the answer with the contract schema', async () => {
    mockFetch({ [`GET ${PROFILE}`]: jsonResponse({ ...profile, uuid: 42 }) });
    await expect(callContract(getProfileContract)).rejects.toMatchObject({ message: 'Something unexpected happened' });
  });

  it('clears the session and calls the handler on 401', async () => {
    setToken('old-token');
    mockFetch({ [`GET ${PROFILE}`]: failure(['Token expired'], 401) });
    await expect(callContract(getProfileContract)).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
    expect(sessionEnded).toHaveBeenCalledTimes(1);
  });

  it("clears the session on 403 'invalid signature' but not on another 403", async () => {
    setToken('old-token');
    mockFetch({
      [`GET ${PROFILE}`]: failure(['Not allowed to see this'], 403),
      [`GET /other`]: failure(['JWT invalid signature'], 403),
    });
    await expect(apiRequest({ method: 'GET', path: PROFILE })).rejects.toBeInstanceOf(ApiError);
    expect(getToken()).toBe('old-token');
    expect(sessionEnded).not.toHaveBeenCalled();

    await expect(apiRequest({ method: 'GET', path: '/other' })).rejects.toMatchObject({ status: 403 });
    expect(getToken()).toBeNull();
    expect(sessionEnded).toHaveBeenCalledTimes(1);
  });

  it('leaves the session alone when a public call answers 401 (wrong password)', async () => {
    setToken('kept');
    mockFetch({ 'POST /login': failure(['Invalid email or password'], 401) });
    await expect(apiRequest({ method: 'POST', path: '/login', isPublic: true })).rejects.toMatchObject({
      message: 'Invalid email or password.',
    });
    expect(getToken()).toBe('kept');
    expect(sessionEnded).not.toHaveBeenCalled();
  });

  it("joins the server's errors without duplicates, or says 'Something unexpected happened'", async () => {
    mockFetch({
      'GET /a': failure(['Zip is invalid', 'State is required.', 'Zip is invalid'], 400),
      'GET /b': new Response('<html>oops</html>', { status: 500 }),
    });
    await expect(apiRequest({ method: 'GET', path: '/a' })).rejects.toMatchObject({
      status: 400,
      message: 'Zip is invalid, State is required.',
      body: { errors: ['Zip is invalid', 'State is required.', 'Zip is invalid'] },
    });
    await expect(apiRequest({ method: 'GET', path: '/b' })).rejects.toMatchObject({
      status: 500,
      message: 'Something unexpected happened',
    });
  });

  it('reports a network failure as status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiRequest({ method: 'GET', path: '/x' })).rejects.toMatchObject({ status: 0 });
  });

  it('aborts a call after 30 s and reports status 0', async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal(
        'fetch',
        vi.fn(
          (_: unknown, init: RequestInit) =>
            new Promise((_resolve, reject) =>
              init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
            ),
        ),
      );
      const pending = apiRequest({ method: 'GET', path: '/slow' });
      const assertion = expect(pending).rejects.toMatchObject({ status: 0 });
      await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS - 1);
      await vi.advanceTimersByTimeAsync(1);
      await assertion;
    } finally {
      vi.useRealTimers();
    }
  });

  it('fills path parameters and query strings', async () => {
    const { calls } = mockFetch({ 'GET /items/a%20b': jsonResponse([]) });
    await apiRequest({ method: 'GET', path: '/items/a%20b', query: { page: 2, skip: undefined } });
    expect(calls[0]!.url).toBe('/items/a%20b?page=2');
  });
});
