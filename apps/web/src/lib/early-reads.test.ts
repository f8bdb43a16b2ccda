import {
  getClosingPackageContract,
  getFundingForecastContract,
  getHelocApplicationContract,
  getHelocStatusContract,
  getIdentityContract,
  getProfileContract,
  listExternalApplicantConditionsContract,
} from '@heloc/domain/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../testing/fixtures';
import { mockFetch } from '../testing/mock-fetch';
import { callContract, fillPath, setApiOrgCode } from './api-client';
import { clearToken, setToken } from './auth-token';
import {
  EARLY_READ_FRESH_MS,
  applicationScreenOf,
  applicationUuidOf,
  firstReadsOf,
  keepEarlyAnswer,
  startEarlyReads,
  takeEarlyRead,
} from './early-reads';

const UUID = '11111111-1111-4111-8111-111111111111';
const STATUS_PATH = fillPath(getHelocStatusContract.path, { uuid: UUID });
const options = { orgCode: 'summit', token: 'jwt-1', timeoutMs: 30_000 };

afterEach(() => {
  vi.useRealTimers();
  clearToken();
});

describe("an application page's first reads, started before the app", () => {
  it.each([
    [`/account/heloc/${UUID}`, UUID],
    [`/account/heloc/${UUID}/product/select`, UUID],
    ['/account/heloc/register-v2', null],
    ['/account/heloc/heloc-signer/intro', null],
    [`/dashboard/${UUID}`, null],
  ])('%s belongs to application %s', (pathname, uuid) => {
    expect(applicationUuidOf(pathname)).toBe(uuid);
  });

  it('are the calls the app makes first: status, application, profile, identity, the open conditions, the forecast', () => {
    const everyPage = [
      fillPath(getHelocStatusContract.path, { uuid: UUID }),
      fillPath(getHelocApplicationContract.path, { uuid: UUID }),
      getProfileContract.path,
      getIdentityContract.path,
      fillPath(listExternalApplicantConditionsContract.path, { uuid: UUID }),
      fillPath(getFundingForecastContract.path, { uuid: UUID }),
    ];
    expect(firstReadsOf(UUID)).toEqual(everyPage);
    expect(firstReadsOf(UUID, 'product/select')).toEqual(everyPage);
    // The signing screen also reads its closing package.
    expect(firstReadsOf(UUID, 'signing/sign')).toEqual([
      ...everyPage,
      fillPath(getClosingPackageContract.path, { uuid: UUID }),
    ]);
  });

  it.each([
    [`/account/heloc/${UUID}`, ''],
    [`/account/heloc/${UUID}/`, ''],
    [`/account/heloc/${UUID}/signing/sign`, 'signing/sign'],
    [`/account/heloc/${UUID}/product/select/`, 'product/select'],
    ['/account/heloc/register-v2', ''],
  ])('%s is the screen %j', (pathname, screen) => {
    expect(applicationScreenOf(pathname)).toBe(screen);
  });

  it('are sent with the headers of every call, and answer the app once, for the same token only', async () => {
    const { calls } = mockFetch({ [`GET ${STATUS_PATH}`]: jsonResponse({ checklistStatus: 'OFFER_SELECTION' }) });
    startEarlyReads([STATUS_PATH], options);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer jwt-1');
    expect(calls[0]!.headers.get('x-org')).toBe('summit');
    expect(calls[0]!.credentials).toBe('include');

    expect(takeEarlyRead('GET', STATUS_PATH, 'Bearer jwt-2')).toBeUndefined();
    startEarlyReads([STATUS_PATH], options);
    expect(takeEarlyRead('POST', STATUS_PATH, 'Bearer jwt-1')).toBeUndefined();
    expect(takeEarlyRead('GET', STATUS_PATH, 'Bearer jwt-1')).toBeDefined();
    expect(takeEarlyRead('GET', STATUS_PATH, 'Bearer jwt-1')).toBeUndefined();
  });

  it('are sent one per task after the first, and each can be taken at once', async () => {
    vi.useFakeTimers();
    const paths = firstReadsOf(UUID);
    const { calls } = mockFetch(Object.fromEntries(paths.map((path) => [`GET ${path}`, jsonResponse({})])));
    startEarlyReads(paths, options);
    expect(calls.map((call) => call.url)).toEqual([paths[0]]);
    // A read not yet sent is the app's to take already: the api client waits for it rather than asking again.
    const last = takeEarlyRead('GET', paths.at(-1)!, 'Bearer jwt-1');
    expect(last).toBeDefined();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2);
    await vi.runAllTimersAsync();
    expect(calls.map((call) => call.url)).toEqual(paths);
    await expect(last).resolves.toBeInstanceOf(Response);
  });

  it('are not taken once stale', () => {
    vi.useFakeTimers();
    mockFetch({ [`GET ${STATUS_PATH}`]: jsonResponse({}) });
    startEarlyReads([STATUS_PATH], options);
    vi.advanceTimersByTime(EARLY_READ_FRESH_MS + 1);
    expect(takeEarlyRead('GET', STATUS_PATH, 'Bearer jwt-1')).toBeUndefined();
  });

  it('save the app its own call: the status is asked for once in all', async () => {
    const { calls } = mockFetch({
      [`GET ${STATUS_PATH}`]: jsonResponse({ checklistStatus: 'OFFER_SELECTION', uuid: UUID }),
    });
    setApiOrgCode('summit');
    setToken('jwt-1');
    startEarlyReads([STATUS_PATH], options);
    await callContract(getHelocStatusContract, { params: { uuid: UUID } }).catch(() => undefined);
    expect(calls).toHaveLength(1);
    // Taken once: the next read asks the server again.
    await callContract(getHelocStatusContract, { params: { uuid: UUID } }).catch(() => undefined);
    expect(calls).toHaveLength(2);
  });
});

describe("an answer the page's first script kept for the app's same call", () => {
  const FEATURES = '/service-optimize/external/api/v1/features';
  const body = JSON.stringify({ optimizeUser: { organization: 'summit' } });
  const kept = () =>
    keepEarlyAnswer({ method: 'POST', path: FEATURES, authorization: null, body }, Promise.resolve(jsonResponse({})));

  it('is taken once, by the same method, path, token and body only', () => {
    kept();
    expect(takeEarlyRead('POST', FEATURES, null, JSON.stringify({ optimizeUser: { organization: 'other' } }))).toBe(
      undefined,
    );
    kept();
    expect(takeEarlyRead('POST', FEATURES, 'Bearer jwt-1', body)).toBeUndefined();
    kept();
    expect(takeEarlyRead('GET', FEATURES, null)).toBeUndefined();
    expect(takeEarlyRead('POST', FEATURES, null, body)).toBeDefined();
    expect(takeEarlyRead('POST', FEATURES, null, body)).toBeUndefined();
  });

  it('is not taken once stale', () => {
    vi.useFakeTimers();
    kept();
    vi.advanceTimersByTime(EARLY_READ_FRESH_MS + 1);
    expect(takeEarlyRead('POST', FEATURES, null, body)).toBeUndefined();
  });
});
