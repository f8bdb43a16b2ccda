import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../lib/query-client';
import { buildOrg, jsonResponse } from '../../../testing/fixtures';
import { mockFetch } from '../../../testing/mock-fetch';
import { sendStartEventsBeforeApp } from './registration-start-events';
import { useRegistrationTelemetry } from './use-registration-telemetry';

const ENTRY = '/account/heloc/register-v2';
const NEXT_STEP = '/account/heloc/register-v2/home-address';

function Probe() {
  useRegistrationTelemetry({ flow: 'v2', newAuthMode: false });
  return null;
}

const renderAt = (path: string) => {
  const router = createMemoryRouter([{ path: '/account/heloc/register-v2/*', Component: Probe }], {
    initialEntries: [path],
  });
  render(
    <AppProviders org={buildOrg()} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
};

const eventsOf = (calls: { body: unknown }[]) => calls.map((call) => (call.body as { event: string }).event);

// The tests share the module's memory of what the page's first script sent: their order matters.
describe('registration telemetry (docs/product/registration-and-routing.md §7): each event once, whoever sends it', () => {
  it('the app sends heloc-register-start and auth-bucket once, and PAGEVIEW on every step', async () => {
    const { calls } = mockFetch({ 'POST /ft/external/event': jsonResponse({}) });
    const router = renderAt(ENTRY);
    await act(() => router.navigate(NEXT_STEP));
    expect(eventsOf(calls).sort()).toEqual(['PAGEVIEW', 'PAGEVIEW', 'auth-bucket', 'heloc-register-start']);
  });

  it('after the first script sent them on a pre-rendered first step, the app sends only the next PAGEVIEW', async () => {
    const { calls } = mockFetch({ 'POST /ft/external/event': jsonResponse({}) });
    sendStartEventsBeforeApp(buildOrg(), 'v2', false, ENTRY);
    expect(eventsOf(calls).sort()).toEqual(['PAGEVIEW', 'auth-bucket', 'heloc-register-start']);

    const router = renderAt(ENTRY);
    expect(calls).toHaveLength(3);
    await act(() => router.navigate(NEXT_STEP));
    expect(eventsOf(calls.slice(3))).toEqual(['PAGEVIEW']);
  });
});
