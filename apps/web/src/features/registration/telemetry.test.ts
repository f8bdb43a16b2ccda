import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../testing/fixtures';
import { mockFetch } from '../../testing/mock-fetch';
import { REGISTRATION_EVENTS, sendRegistrationEvent } from './telemetry';

describe('registration telemetry (docs/product/registration-and-routing.md §7, docs/product/widgets-and-calculations.md §7)', () => {
  it('posts the event body to /ft/external/event with the org header', async () => {
    const { calls } = mockFetch({ 'POST /ft/external/event': jsonResponse({ ok: true }) });
    await sendRegistrationEvent(REGISTRATION_EVENTS.appStarted, {
      orgCode: 'summit',
      productType: 'HELOC',
      identityUuid: '22222222-2222-4222-8222-222222222222',
      applicationUuid: '11111111-1111-4111-8111-111111111111',
      eventProperties: { flow: 'v2' },
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.get('x-org')).toBe('summit');
    expect(calls[0]!.body).toMatchObject({
      event: 'appStarted',
      eventType: 'EVENT',
      productType: 'HELOC',
      pagePath: '/',
      identityId: '22222222-2222-4222-8222-222222222222',
      applicationUuid: '11111111-1111-4111-8111-111111111111',
      eventProperties: { flow: 'v2' },
    });
  });

  it('never fails the caller, whatever the network does', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    await expect(
      sendRegistrationEvent(REGISTRATION_EVENTS.pageview, { orgCode: 'summit', productType: 'HELOC' }),
    ).resolves.toBeUndefined();
    mockFetch({ 'POST /ft/external/event': jsonResponse({ errors: ['down'] }, { status: 500 }) });
    await expect(
      sendRegistrationEvent(REGISTRATION_EVENTS.pageview, { orgCode: 'summit', productType: 'HELOC' }),
    ).resolves.toBeUndefined();
  });
});
