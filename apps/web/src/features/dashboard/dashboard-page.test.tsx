import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getToken, setToken } from '../../lib/auth-token';
import { handleSessionExpiry } from '../../app/session-expiry';
import { jsonResponse } from '../../testing/fixtures';
import { mockFetch } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';

const APPS = 'GET /service-application/api/v1/application/heloc/all';
const background = {
  'POST /service-optimize/external/api/v1/features': jsonResponse({ features: [] }),
  'GET /identity/secure/api/v1_1/identity': jsonResponse({}, { status: 500 }),
  'GET /service-profile/api/v1/profile': jsonResponse({}, { status: 500 }),
};
const application = (n: number, loanNumber: string) => ({
  uuid: `6f1c1f7e-6c1b-4f53-9d0a-1c2b3d4e5f6${n}`,
  loanNumber,
  status: { checklistStatus: 'OFFER_SELECTION' },
  property: { state: 'CA' },
  auditFields: { createdDate: '2026-03-04T10:00:00.000Z' },
});

describe('dashboard', () => {
  it('lists the applications with Continue links into the application area', async () => {
    setToken('t');
    mockFetch({ ...background, [APPS]: jsonResponse([application(1, 'L-100'), application(2, 'L-200')]) });
    renderApp('/dashboard');
    const list = await screen.findByRole('list', { name: 'Applications' });
    expect(within(list).getAllByTestId('application-card')).toHaveLength(2);
    expect(within(list).getAllByText('Status: Offer selection')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Continue HELOC application #L-100' })).toHaveAttribute(
      'href',
      '/account/heloc/6f1c1f7e-6c1b-4f53-9d0a-1c2b3d4e5f61',
    );
  });

  it('offers to start an application when there is none', async () => {
    setToken('t');
    mockFetch({ ...background, [APPS]: jsonResponse([]) });
    renderApp('/dashboard');
    expect(await screen.findByText('You don’t have any applications yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start your application' })).toHaveAttribute(
      'href',
      '/account/heloc/register-v2',
    );
  });

  it('sends the user to login when the session has ended (401)', async () => {
    setToken('expired');
    mockFetch({ ...background, [APPS]: jsonResponse({ errors: ['Token expired'] }, { status: 401 }) });
    const { router, queryClient, location } = renderApp('/dashboard');
    const stop = handleSessionExpiry(router, queryClient);
    try {
      await waitFor(() => expect(location()).toBe('/auth/login?redirectUrl=%2Fdashboard'));
      expect(getToken()).toBeNull();
    } finally {
      stop();
    }
  });
});
