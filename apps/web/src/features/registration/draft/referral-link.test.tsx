import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../testing/fixtures';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';

const BASE = '/account/heloc/register-v2';
const REFERRAL = '9a7e3b20-0000-4000-8000-0000000000aa';
const api = (status: 'OPEN' | 'USED') =>
  mockFetch({
    'POST /service-optimize/external/api/v1/features': jsonResponse({
      features: [{ key: 'redesign-2025', enabled: true, variables: {} }],
    }),
    'POST /ft/external/event': jsonResponse({ ok: true }),
    [`GET /service-lead-portal/api/referrals/${REFERRAL}`]: jsonResponse({
      firstName: 'Cy',
      lastName: 'Park',
      suffix: null,
      street1: '8 Pine Ct',
      street2: null,
      city: 'Reno',
      state: 'NV',
      zip: '89501',
      phoneNumber: null,
      email: null,
    }),
    [`GET /service-application/external/api/v1/heloc/referral-id/${REFERRAL}`]: jsonResponse({
      status,
      email: 'cy@example.com',
    }),
  });

describe("a loan officer's referral link (docs/product/widgets-and-calculations.md §7 referral-id)", () => {
  it('an open referral prefills, with the e-mail of its status answer', async () => {
    const { calls } = api('OPEN');
    renderApp(`${BASE}?referralId=${REFERRAL}`);
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Property address/ })).toHaveValue('8 Pine Ct'));
    expect(JSON.parse(sessionStorage.getItem('heloc.registration-draft')!)).toMatchObject({
      referralId: REFERRAL,
      email: 'cy@example.com',
    });
    expect(calls.some((c) => c.url.endsWith(`/referral-id/${REFERRAL}`))).toBe(true);
  });

  it('a used referral prefills nothing and is not carried to a second application', async () => {
    const { calls } = api('USED');
    renderApp(`${BASE}?referralId=${REFERRAL}`);
    await waitFor(() => expect(calls.some((c) => c.url.endsWith(`/referral-id/${REFERRAL}`))).toBe(true));
    await screen.findByRole('heading', { level: 1, name: "Let's start with your property" });
    expect(screen.getByRole('combobox', { name: /Property address/ })).toHaveValue('');
    expect(sessionStorage.getItem('heloc.registration-draft') ?? '{}').not.toContain(REFERRAL);
  });
});
