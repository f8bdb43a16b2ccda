import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getFeaturesContract } from '@heloc/domain/contracts';
import { jsonResponse } from '../testing/fixtures';
import { mockFetch } from '../testing/mock-fetch';
import { callContract } from './api-client';
import { saveSessionLinkOnce, sessionLinkSavedKey } from './session-link';
import { forgetTelemetrySession } from './telemetry-session';

const SESSION = {
  uuid: '11111111-1111-4111-8111-111111111111',
  epoch: 1,
  trackerUuid: '22222222-2222-4222-8222-222222222222',
};
const OTHER_SESSION = { ...SESSION, uuid: '55555555-5555-4555-8555-555555555555' };
const APP = '44444444-4444-4444-8444-444444444444';
const LINK_PUT = `PUT /service-application/api/v1/application/heloc/${APP}/full-story-link`;
const trailOf = (uuid: string) => `${window.location.origin}/console/sessions/${uuid}`;

beforeEach(() => {
  forgetTelemetrySession();
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the session-replay link (docs/product/registration-and-routing.md §7)', () => {
  it("records the session's trail on the application once per application and session", async () => {
    const { calls } = mockFetch({
      'POST /ft/external/session': jsonResponse({ sessionKey: SESSION }),
      [LINK_PUT]: jsonResponse({ ok: true }),
    });
    expect(await saveSessionLinkOnce(APP, 'main')).toBe(true);
    expect(await saveSessionLinkOnce(APP, 'main')).toBe(false);
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]!.body).toEqual({ link: trailOf(SESSION.uuid) });
    expect(trailOf(SESSION.uuid)).toMatch(/^https?:\/\//);

    // Another session of the same application (another tab) records its own trail.
    forgetTelemetrySession();
    const next = mockFetch({
      'POST /ft/external/session': jsonResponse({ sessionKey: OTHER_SESSION }),
      [LINK_PUT]: jsonResponse({ ok: true }),
    });
    expect(await saveSessionLinkOnce(APP, 'main')).toBe(true);
    expect(next.calls.find((c) => c.method === 'PUT')!.body).toEqual({ link: trailOf(OTHER_SESSION.uuid) });
  });

  it('on failure forgets the marker, so a later try records it', async () => {
    mockFetch({
      'POST /ft/external/session': jsonResponse({ sessionKey: SESSION }),
      [LINK_PUT]: jsonResponse({ errors: ['down'] }, { status: 500 }),
    });
    await expect(saveSessionLinkOnce(APP, 'main')).rejects.toBeTruthy();
    expect(localStorage.getItem(sessionLinkSavedKey(APP))).toBeNull();
    const { calls } = mockFetch({ [LINK_PUT]: jsonResponse({ ok: true }) });
    expect(await saveSessionLinkOnce(APP, 'main')).toBe(true);
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it('sends the x-fs-session headers with the optimize calls once a session exists', async () => {
    const features = 'POST /service-optimize/external/api/v1/features';
    const first = mockFetch({ [features]: jsonResponse({ features: [] }) });
    await callContract(getFeaturesContract, {
      params: { context: 'external' },
      body: { optimizeUser: { organization: 'main' } },
    });
    expect(first.calls[0]!.headers.has('x-fs-session-id')).toBe(false);

    sessionStorage.setItem('heloc.telemetry-session', JSON.stringify(SESSION));
    const { calls } = mockFetch({ [features]: jsonResponse({ features: [] }) });
    await callContract(getFeaturesContract, {
      params: { context: 'external' },
      body: { optimizeUser: { organization: 'main' } },
    });
    expect(calls[0]!.headers.get('x-fs-session-id')).toBe(SESSION.uuid);
    expect(calls[0]!.headers.get('x-fs-session-url')).toBe(trailOf(SESSION.uuid));
  });
});
