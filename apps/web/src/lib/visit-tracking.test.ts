import {
  APP_ID_REQUIRED_MESSAGE,
  NO_PROFILE_UUID_MESSAGE,
  RESPONSE_NOT_DEFINED_MESSAGE,
  SESSION_NOT_ESTABLISHED_MESSAGE,
  SESSION_RETRIES_FAILED_MESSAGE,
  USER_NOT_FOUND_MESSAGE,
  englishOf,
} from '@heloc/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../testing/fixtures';
import { mockFetch } from '../testing/mock-fetch';
import { apiRequest } from './api-client';
import { setToken } from './auth-token';
import { fetchProfile } from './session';
import { establishTelemetrySession, forgetTelemetrySession } from './telemetry-session';
import { buildEventBody } from './telemetry-event';
import {
  createHelocTracking,
  decide,
  experimentsSavedKey,
  keepLandingParams,
  linkTrackerProfile,
  resolveIdentityUuid,
  APPLICATION_NAME,
  saveExperimentsOnce,
  syncTrackerProfile,
} from './visit-tracking';

const SESSION = {
  uuid: '11111111-1111-4111-8111-111111111111',
  epoch: 1,
  trackerUuid: '22222222-2222-4222-8222-222222222222',
};
const IDENTITY = '33333333-3333-4333-8333-333333333333';
const APP = '44444444-4444-4444-8444-444444444444';
const APP_BASE = '/service-application/api/v1/application/heloc';

beforeEach(() => {
  forgetTelemetrySession();
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the telemetry session (docs/product/widgets-and-calculations.md §7, §8)', () => {
  it('is established once and resumed by its key; events then carry it', async () => {
    const { calls } = mockFetch({ 'POST /ft/external/session': jsonResponse({ sessionKey: SESSION }) });
    expect(await establishTelemetrySession('main')).toEqual(SESSION);
    expect(calls[0]!.body).toMatchObject({ platform: 'WEB' });
    expect(calls[0]!.body).not.toHaveProperty('sessionKey');
    expect(calls[0]!.headers.get('x-org')).toBe('main');
    await establishTelemetrySession('main');
    expect(calls).toHaveLength(1);
    // The next page load resumes it.
    const kept = sessionStorage.getItem('heloc.telemetry-session');
    forgetTelemetrySession();
    sessionStorage.setItem('heloc.telemetry-session', kept!);
    await establishTelemetrySession('main');
    expect(calls[1]!.body).toMatchObject({ sessionKey: SESSION.uuid });
    expect(buildEventBody('PAGEVIEW', { orgCode: 'main', productType: 'HELOC' }).sessionKey).toBe(SESSION.uuid);
  });

  it('tries 3 times, then fails with status 500 and the catalogue text', async () => {
    const { calls } = mockFetch({ 'POST /ft/external/session': jsonResponse({ errors: ['down'] }, { status: 503 }) });
    await expect(establishTelemetrySession('main')).rejects.toMatchObject({
      status: 500,
      message: englishOf(SESSION_RETRIES_FAILED_MESSAGE),
    });
    expect(calls).toHaveLength(3);
  });

  it('a decision without a session: Could not establish session; with one, the tracker is its trackerId', async () => {
    mockFetch({ 'POST /ft/external/session': jsonResponse({}, { status: 500 }) });
    await expect(decide('new-auth-mode', { organization: 'main' })).rejects.toThrow(
      englishOf(SESSION_NOT_ESTABLISHED_MESSAGE),
    );
    const { calls } = mockFetch({
      'POST /ft/external/session': jsonResponse({ sessionKey: SESSION }),
      'POST /service-optimize/external/api/v2/decision': jsonResponse({
        key: 'new-auth-mode',
        enabled: false,
        variation: 'off',
      }),
    });
    await decide('new-auth-mode', { organization: 'main' });
    const decision = calls.find((c) => c.url.endsWith('/decision'))!;
    expect(decision.body).toEqual({
      featureKey: 'new-auth-mode',
      optimizeUser: { organization: 'main', trackerId: SESSION.trackerUuid },
    });
    // The decision is recorded on the application the visit creates.
    expect(createHelocTracking(undefined).abVersionsRequest).toEqual([{ name: 'new-auth-mode', variation: 'off' }]);
  });
});

describe('experiments, once per application (docs/product/application-area.md §4.2, §5.2)', () => {
  const experiments = [{ name: 'redesign-2025', variation: 'on' }];

  it('are sent once, tracked in localStorage', async () => {
    const { calls } = mockFetch({ [`PATCH ${APP_BASE}/${APP}/experiments`]: jsonResponse({ ok: true }) });
    expect(await saveExperimentsOnce(APP, experiments)).toBe(true);
    expect(await saveExperimentsOnce(APP, experiments)).toBe(false);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ experiments });
    expect(localStorage.getItem(experimentsSavedKey(APP))).not.toBeNull();
  });

  it('on failure the marker is removed, so the next visit retries', async () => {
    mockFetch({ [`PATCH ${APP_BASE}/${APP}/experiments`]: jsonResponse({ errors: ['x'] }, { status: 500 }) });
    await expect(saveExperimentsOnce(APP, experiments)).rejects.toBeTruthy();
    expect(localStorage.getItem(experimentsSavedKey(APP))).toBeNull();
    const { calls } = mockFetch({ [`PATCH ${APP_BASE}/${APP}/experiments`]: jsonResponse({ ok: true }) });
    expect(await saveExperimentsOnce(APP, experiments)).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('need an application id', async () => {
    await expect(saveExperimentsOnce('', experiments)).rejects.toThrow(englishOf(APP_ID_REQUIRED_MESSAGE));
  });
});

describe('the identity and its tracker profile (docs/product/application-area.md §7, §8)', () => {
  beforeEach(() => setToken('a.b.c'));

  it("'User not found' when both identity sources fail; the identity service when the broker fails", async () => {
    mockFetch({});
    await expect(resolveIdentityUuid()).rejects.toThrow(englishOf(USER_NOT_FOUND_MESSAGE));
    const { calls } = mockFetch({
      'GET /identity/secure/api/v1/identity': jsonResponse({
        uuid: IDENTITY,
        organizationCode: 'main',
        profileType: 'BORROWER',
        email: 'pat@example.com',
        aliases: [],
        twoFactorEnabled: false,
        passwordExpired: false,
        totpVerified: false,
        wallet: { accountAddress: null, groupPolicyAddress: null },
        isBroker: false,
      }),
    });
    expect(await resolveIdentityUuid()).toBe(IDENTITY);
    // docs/product/widgets-and-calculations.md §7: figureinfo names the application; the identity call is v1's.
    const figureInfo = calls.find((c) => c.url.includes('/self/figureinfo'))!;
    expect(figureInfo.headers.get('application-name')).toBe(APPLICATION_NAME);
    expect(calls.find((c) => c.url.includes('/identity/secure/api/v1/identity'))!.headers.get('Authorization')).toBe(
      'Bearer a.b.c',
    );
  });

  it("links this visit's tracker to an identity that has none, once per tab, and keeps another device's", async () => {
    const { calls } = mockFetch({
      'GET /identity-broker/customer/secure/api/v3/self/figureinfo': jsonResponse({
        identityUuid: IDENTITY,
        organizationCode: 'main',
        userType: 'CUSTOMER',
        email: 'pat@example.com',
        updatedAt: new Date().toISOString(),
        isManageable: true,
        activeLegacyCustomerOrgs: [],
      }),
      'GET /service-application/api/v3/application/heloc/optermizerly-profile': jsonResponse({ trackerId: null }),
      'POST /ft/external/session': jsonResponse({ sessionKey: SESSION }),
      [`PATCH ${APP_BASE}/optermizerly-profile`]: jsonResponse({ ok: true }),
      [`PUT ${APP_BASE}/tracker`]: jsonResponse({ ok: true }),
    });
    await syncTrackerProfile('main');
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.url).toContain(`identityUuid=${IDENTITY}`);
    expect(patch.body).toEqual({ optimizelyProfileUuid: SESSION.trackerUuid });
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ trackerUuid: SESSION.trackerUuid });
    const made = calls.length;
    await syncTrackerProfile('main');
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
    expect(calls.length).toBe(made + 1);

    sessionStorage.removeItem('heloc.tracker-linked');
    const other = mockFetch({
      'GET /identity-broker/customer/secure/api/v3/self/figureinfo': jsonResponse({
        identityUuid: IDENTITY,
        organizationCode: 'main',
        userType: 'CUSTOMER',
        email: 'pat@example.com',
        updatedAt: new Date().toISOString(),
        isManageable: true,
        activeLegacyCustomerOrgs: [],
      }),
      'GET /service-application/api/v3/application/heloc/optermizerly-profile': jsonResponse({ trackerId: APP }),
    });
    await syncTrackerProfile('main');
    expect(other.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it("'No profile uuid' without one", async () => {
    await expect(linkTrackerProfile(IDENTITY, undefined)).rejects.toThrow(NO_PROFILE_UUID_MESSAGE);
  });

  it("a failed profile request says 'Failed to fetch profile details.' and 'Request failed.'", async () => {
    mockFetch({ 'GET /service-profile/api/v1/profile': jsonResponse({ errors: ['boom'] }, { status: 500 }) });
    await expect(fetchProfile()).rejects.toMatchObject({
      status: 500,
      message: 'Failed to fetch profile details. Request failed.',
    });
  });
});

describe('the create call carries the visit (docs/product/registration-and-routing.md §7)', () => {
  it("keeps the landing's utm parameters and marketing tools for the visit, and the tracker as experiment profile", async () => {
    keepLandingParams('?utm_source=mailer&utm_campaign=spring&totalExpertOwnerId=o-7&other=1');
    keepLandingParams('?page=2');
    mockFetch({ 'POST /ft/external/session': jsonResponse({ sessionKey: SESSION }) });
    await establishTelemetrySession('main');
    expect(createHelocTracking({ 'redesign-2025': { key: 'redesign-2025', enabled: true, variables: {} } })).toEqual({
      utmParameters: { utm_source: 'mailer', utm_campaign: 'spring' },
      abVersionsRequest: [{ name: 'redesign-2025', variation: 'on' }],
      marketingTools: { totalExpertOwnerId: 'o-7', totalExpertContactId: null },
      optimizelyProfileRequest: { optimizelyProfileUuid: SESSION.trackerUuid },
    });
  });
});

describe('a call without a response (docs/product/widgets-and-calculations.md §8)', () => {
  it("fails with 'Response was not defined for the call'", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => undefined),
    );
    await expect(apiRequest({ method: 'GET', path: '/anything' })).rejects.toMatchObject({
      status: 0,
      message: englishOf(RESPONSE_NOT_DEFINED_MESSAGE),
    });
  });
});
