import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/auth-token';
import { buildOrg, jsonResponse } from '../../testing/fixtures';
import { mockFetch } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';

const FEATURES = 'POST /service-optimize/external/api/v1/features';
const maintenance = (routes: string[]) =>
  jsonResponse({ features: [{ key: 'maintenance', enabled: true, variables: { routes } }] });

describe('shell', () => {
  it('shows the maintenance screen on a route the maintenance flag lists', async () => {
    mockFetch({ [FEATURES]: maintenance(['not-accepting-apps']) });
    renderApp('/account/heloc/not-accepting-apps');
    expect(await screen.findByRole('heading', { name: 'Scheduled Maintenance' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'We are currently undergoing scheduled maintenance. Please check back shortly. Thank you for your patience!',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Applications by referral only' })).not.toBeInTheDocument();
  });

  it('shows the page on routes the flag does not list', async () => {
    mockFetch({ [FEATURES]: maintenance(['register-v2/*']) });
    renderApp('/account/heloc/not-accepting-apps');
    expect(await screen.findByRole('heading', { name: 'Applications by referral only' })).toBeInTheDocument();
    expect(screen.queryByText('Scheduled Maintenance')).not.toBeInTheDocument();
  });

  it('shows the brand, the support phone and a Login button to visitors', async () => {
    mockFetch({ [FEATURES]: jsonResponse({ features: [] }) });
    renderApp('/terms', { org: buildOrg({ meta: { supportPhone: '' } }) });
    expect(await screen.findByTestId('org-name')).toHaveTextContent('Test Lending');
    expect(screen.getByRole('img', { name: 'Test Lending logo' })).toHaveAttribute('src', '/brand/logo.svg');
    expect(screen.getByRole('link', { name: 'Call support at 888-819-6388' })).toHaveAttribute(
      'href',
      'tel:+18888196388',
    );
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/login?redirectUrl=%2Fterms');
  });

  it('shows the account menu to signed-in users and logs out to /auth/login', async () => {
    setToken('t');
    mockFetch({
      [FEATURES]: jsonResponse({ features: [] }),
      'GET /identity/secure/api/v1_1/identity': jsonResponse({}, { status: 500 }),
      'GET /service-profile/api/v1/profile': jsonResponse({}, { status: 500 }),
      'POST /identity-broker/customer/secure/api/v3/logout': jsonResponse({ redirectUrl: '/auth/login' }),
    });
    const { user, location } = renderApp('/terms');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'My account' }));
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/auth/login'));
  });
});
