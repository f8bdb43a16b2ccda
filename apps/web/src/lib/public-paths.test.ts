import { describe, expect, it } from 'vitest';
import { isPublicPath, isSignerPath, loginRedirectFor } from './public-paths';

describe('isPublicPath (docs/product/registration-and-routing.md §6, docs/product/application-area.md §4.2)', () => {
  it.each([
    '/account/heloc/register',
    '/account/heloc/register/account-setup',
    '/account/heloc/register/support',
    '/account/heloc/register-v2',
    '/account/heloc/register-v2/birthdate',
    '/account/heloc/terms',
    '/account/heloc/communications',
    '/account/heloc/privacy',
    '/account/heloc/licenses',
    '/account/heloc/coming-soon',
    '/account/heloc/not-accepting-apps',
    '/account/heloc/heloc-signer/login',
    '/auth/login',
    '/terms',
    '/privacy',
    '/communications',
    '/licenses',
    '/account/heloc/heloc-signer/resume',
    '/account/heloc/sandbox/outbox',
  ])('%s is public', (path) => expect(isPublicPath(path)).toBe(true));

  it.each([
    '/dashboard',
    '/account/heloc/6f1c1f7e-6c1b-4f53-9d0a-1c2b3d4e5f60/start/profile',
    '/account/heloc/plaid-oauth-success',
    // The signer area needs a session, except the invitation link's resume screen.
    '/account/heloc/heloc-signer/intro',
    '/account/heloc/heloc-signer/conditions/upload-document',
    '/account/heloc/registerx',
    '/somewhere-else',
  ])('%s needs a session', (path) => expect(isPublicPath(path)).toBe(false));
});

describe('loginRedirectFor', () => {
  it('sends visitors to /auth/login with the path and query as redirectUrl, keeping pop-webchat', () => {
    expect(loginRedirectFor('/dashboard', '?pop-webchat=true')).toBe(
      '/auth/login?redirectUrl=%2Fdashboard%3Fpop-webchat%3Dtrue&pop-webchat=true',
    );
  });

  it('sends signer paths to the signer login', () => {
    expect(isSignerPath('/account/heloc/heloc-signer/sign')).toBe(true);
    expect(loginRedirectFor('/account/heloc/heloc-signer/sign', '')).toBe(
      '/account/heloc/heloc-signer/login?redirectUrl=%2Faccount%2Fheloc%2Fheloc-signer%2Fsign',
    );
  });
});

describe('the signer login in the new authentication mode (docs/product/registration-and-routing.md §6)', () => {
  it('is public only while the auth mode is off; in the new mode a signer path signs in at the platform login', () => {
    const signerLogin = '/account/heloc/heloc-signer/login';
    expect(isPublicPath(signerLogin, { newAuthMode: false })).toBe(true);
    expect(isPublicPath(signerLogin, { newAuthMode: true })).toBe(false);
    expect(isPublicPath('/account/heloc/heloc-signer/resume', { newAuthMode: true })).toBe(true);
    const signerScreen = '/account/heloc/heloc-signer/sign';
    expect(loginRedirectFor(signerScreen, '', { newAuthMode: false })).toBe(
      `${signerLogin}?redirectUrl=${encodeURIComponent(signerScreen)}`,
    );
    expect(loginRedirectFor(signerScreen, '', { newAuthMode: true })).toBe(
      `/auth/login?redirectUrl=${encodeURIComponent(signerScreen)}`,
    );
  });
});
