import { STATE_NOT_AVAILABLE_MESSAGE, englishOf } from '@heloc/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildOrg, jsonResponse } from '../../../testing/fixtures';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';

const BASE = '/account/heloc/register-v2';
const ORG = buildOrg().orgCode;
const flag = (key: string) => ({ key, enabled: true, variables: {} });
const api = (features: ReturnType<typeof flag>[], allowedStates: string[]) =>
  mockFetch({
    'POST /service-optimize/external/api/v1/features': jsonResponse({ features }),
    'POST /ft/external/event': jsonResponse({ ok: true }),
    'GET /service-application/external/api/v2/heloc/states-eligibility': jsonResponse({
      orgCode: ORG,
      allowedStates,
    }),
    'GET /service-application/external/api/v1/heloc/state-licenses': jsonResponse(
      allowedStates.map((abbrev) => ({ abbrev, name: abbrev, licenseNumber: null })),
    ),
  });

const fillProperty = async (user: ReturnType<typeof renderApp>['user'], state: string, zip: string) => {
  await screen.findByRole('heading', { level: 1, name: "Let's start with your property" });
  await user.type(screen.getByRole('combobox', { name: /Property address/ }), '1 Main St');
  await user.type(screen.getByLabelText(/^City/), 'Town');
  await user.type(screen.getByLabelText(/^State/), state);
  await user.type(screen.getByLabelText(/ZIP code/), zip);
  await user.click(screen.getByRole('radio', { name: 'Primary residence' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
};

describe('where the organisation lends (docs/product/widgets-and-calculations.md §5, §7)', () => {
  it('blocks New York while its regulator review applies (ny-fcra), with the address message', async () => {
    const { calls } = api([flag('redesign-2025'), flag('ny-fcra')], ['AZ', 'CA', 'NY', 'TX']);
    const { user, location } = renderApp(BASE);
    await fillProperty(user, 'NY', '10001');
    expect(await screen.findByText(englishOf(STATE_NOT_AVAILABLE_MESSAGE))).toBeVisible();
    expect(location()).toBe(BASE);
    expect(calls.some((c) => c.url.endsWith(`/states-eligibility?orgCode=${ORG}`))).toBe(true);
  });

  it('lets New York through without the flag', async () => {
    api([flag('redesign-2025')], ['AZ', 'CA', 'NY', 'TX']);
    const { user, location } = renderApp(BASE);
    await fillProperty(user, 'NY', '10001');
    await screen.findByRole('heading', { level: 1, name: /for sale/i });
    expect(location()).not.toBe(BASE);
  });

  it('says a state outside the states-eligibility answer joins the waitlist, and lets it through', async () => {
    const { calls } = api([flag('redesign-2025')], ['AZ', 'CA']);
    const { user, location } = renderApp(BASE);
    await screen.findByRole('heading', { level: 1, name: "Let's start with your property" });
    await user.type(screen.getByLabelText(/^State/), 'TX');
    expect(await screen.findByText(/We're not lending in TX yet. Continue to join our waitlist/)).toBeVisible();
    await user.clear(screen.getByLabelText(/^State/));
    await user.type(screen.getByLabelText(/^State/), 'AZ');
    expect(screen.queryByText(/join our waitlist/)).toBeNull();
    await user.clear(screen.getByLabelText(/^State/));
    await fillProperty(user, 'TX', '78701');
    await screen.findByRole('heading', { level: 1, name: /for sale/i });
    expect(location()).not.toBe(BASE);
    expect(screen.queryByText(englishOf(STATE_NOT_AVAILABLE_MESSAGE))).toBeNull();
    expect(calls.some((c) => c.url.endsWith(`/states-eligibility?orgCode=${ORG}`))).toBe(true);
  });

  it("the footer's licensed states come from the state-licenses call with the orgCode", async () => {
    const { calls } = api([], ['AZ', 'NV']);
    renderApp('/terms');
    const footer = within(await screen.findByRole('contentinfo'));
    expect(await footer.findByText('Licensed in AZ, NV with more states to come')).toBeVisible();
    expect(calls.some((c) => c.url.endsWith(`/state-licenses?orgCode=${ORG}`))).toBe(true);
  });
});
