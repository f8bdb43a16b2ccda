import type { Identity } from '@heloc/domain/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToken, setToken } from '../../lib/auth-token';
import { jsonResponse } from '../../testing/fixtures';
import { mockFetch } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';

const identity = (isBroker: boolean): Identity => ({
  uuid: '0b6f3f8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
  organizationCode: 'summit',
  profileType: 'BORROWER',
  email: 'pat@example.com',
  aliases: [],
  twoFactorEnabled: false,
  passwordExpired: false,
  totpVerified: false,
  wallet: { accountAddress: null, groupPolicyAddress: null },
  isBroker,
});

const signedIn = ({
  isBroker = false,
  features = [] as { key: string; enabled: boolean; variables: object }[],
} = {}) => {
  setToken('jwt-1');
  return mockFetch({
    'POST /service-optimize/external/api/v1/features': jsonResponse({ features }),
    'GET /identity/secure/api/v1_1/identity': jsonResponse(identity(isBroker)),
    'GET /service-profile/api/v1/profile': jsonResponse({}, { status: 500 }),
  });
};

afterEach(() => clearToken());

describe('apps menu (docs/product/application-area.md §2.3, §2.4)', () => {
  it('opens from the keyboard with the platform apps, and Escape closes it and returns focus', async () => {
    signedIn();
    const { user } = renderApp('/contact');
    const button = await screen.findByRole('button', { name: 'Apps' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = within(screen.getByRole('list', { name: 'Platform apps' }));
    expect(list.getByRole('link', { name: 'Marketplace' })).toHaveAttribute('href', '/universal-marketplace');
    expect(list.getByRole('link', { name: 'Passport' })).toHaveAttribute('href', '/universal-passport');
    expect(list.getByRole('link', { name: 'Group Manager' })).toHaveAttribute('href', '/group-manager');
    expect(list.getByRole('link', { name: 'Pay' })).toHaveAttribute('href', '/pay');
    expect(list.getByRole('link', { name: 'Exchange' })).toHaveAttribute('href', '/exchange');
    expect(list.queryByRole('link', { name: 'Portfolio Manager' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('shows Portfolio Manager while its flag is on', async () => {
    signedIn({ features: [{ key: 'portfolio-manager', enabled: true, variables: {} }] });
    const { user } = renderApp('/contact');
    await user.click(await screen.findByRole('button', { name: 'Apps' }));
    expect(await screen.findByRole('link', { name: 'Portfolio Manager' })).toHaveAttribute('href', '/portfolio');
  });
});

describe('account menu (docs/product/application-area.md §6)', () => {
  const openAccountMenu = async (path: string) => {
    const { user } = renderApp(path);
    await user.click(await screen.findByRole('button', { name: 'My account' }));
    return screen.getByRole('link', { name: 'Account settings' }).closest('ul')!;
  };

  it('offers Dashboard, Account settings and Contact us to an applicant', async () => {
    signedIn();
    const menu = within(await openAccountMenu('/contact'));
    expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(menu.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  it('hides Dashboard from an additional signer who is not a broker', async () => {
    signedIn({ isBroker: false });
    const menu = within(await openAccountMenu('/account/heloc/heloc-signer/cancelled'));
    await screen.findByRole('link', { name: 'Account settings' });
    expect(menu.queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it('shows Dashboard to a signer who is also a broker', async () => {
    signedIn({ isBroker: true });
    await openAccountMenu('/account/heloc/heloc-signer/cancelled');
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });
});

describe('/contact', () => {
  it("shows the lender's phone and e-mail", async () => {
    signedIn();
    renderApp('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('E-mail');
  });
});
