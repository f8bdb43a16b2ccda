import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../lib/auth-token';
import { jsonResponse } from '../testing/fixtures';
import { mockFetch } from '../testing/mock-fetch';
import { renderApp } from '../testing/render-app';

const quietApi = () =>
  mockFetch({
    'POST /service-optimize/external/api/v1/features': jsonResponse({ features: [] }),
    'GET /service-application/api/v1/application/heloc/all': jsonResponse([]),
  });

describe('session guard (docs/product/registration-and-routing.md §6)', () => {
  it('sends a visitor on a protected path to /auth/login with redirectUrl', async () => {
    quietApi();
    const { location } = renderApp('/dashboard?tab=apps');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(location()).toBe('/auth/login?redirectUrl=%2Fdashboard%3Ftab%3Dapps');
  });

  it('sends a visitor on a signer path to the signer login', async () => {
    quietApi();
    const { location } = renderApp('/account/heloc/heloc-signer/sign');
    expect(await screen.findByRole('heading', { name: 'Additional signer log in' })).toBeInTheDocument();
    expect(location()).toBe('/account/heloc/heloc-signer/login?redirectUrl=%2Faccount%2Fheloc%2Fheloc-signer%2Fsign');
  });

  it('lets a visitor see public pages', async () => {
    quietApi();
    const { location } = renderApp('/account/heloc/not-accepting-apps');
    expect(await screen.findByRole('heading', { name: 'Applications by referral only' })).toBeInTheDocument();
    expect(location()).toBe('/account/heloc/not-accepting-apps');
  });

  it('lets a signed-in user through', async () => {
    quietApi();
    setToken('t');
    renderApp('/dashboard');
    expect(await screen.findByRole('link', { name: 'Start your application' })).toHaveAttribute(
      'href',
      '/account/heloc/register-v2',
    );
  });
});

describe('redirects (docs/product/registration-and-routing.md §2) keep pop-webchat', () => {
  it.each([
    ['/account/heloc/?pop-webchat=true', '/dashboard?pop-webchat=true'],
    ['/account?pop-webchat=true', '/dashboard?pop-webchat=true'],
    ['/?pop-webchat=true', '/dashboard?pop-webchat=true'],
    ['/account/heloc/privacy?pop-webchat=true', '/privacy?pop-webchat=true'],
    ['/account/heloc/heloc-signer?pop-webchat=true', '/account/heloc/heloc-signer/login?pop-webchat=true'],
    ['/account/heloc-signer?pop-webchat=true', '/account/heloc/heloc-signer/login?pop-webchat=true'],
  ])('%s -> %s', async (from, to) => {
    quietApi();
    setToken('t');
    const { location } = renderApp(from);
    await waitFor(() => expect(location()).toBe(to));
  });

  it('moves /account/register under the base path with its query string', async () => {
    quietApi();
    const { location } = renderApp('/account/register?referrerId=abc&pop-webchat=true');
    await waitFor(() => expect(location()).toBe('/account/heloc/register?referrerId=abc&pop-webchat=true'));
  });
});

describe('the browser router (createAppRouter)', () => {
  it('starts at the address bar and keeps it in step, as createBrowserRouter does', async () => {
    quietApi();
    window.history.replaceState(null, '', '/account/heloc/not-accepting-apps?utm_source=mail');
    const { createAppRouter } = await import('./router');
    const router = await createAppRouter();
    try {
      await waitFor(() => expect(router.state.initialized).toBe(true));
      expect(router.state.location.pathname).toBe('/account/heloc/not-accepting-apps');
      expect(router.state.location.search).toBe('?utm_source=mail');
      expect(router.state.matches.at(-1)?.route.path).toBe('not-accepting-apps');
      await router.navigate('/account/heloc/coming-soon');
      expect(window.location.pathname).toBe('/account/heloc/coming-soon');
    } finally {
      router.dispose();
      window.history.replaceState(null, '', '/');
    }
  });
});
