import type { Identity, Notification, WalletAccount } from '@heloc/domain/contracts';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToken, setToken } from '../../lib/auth-token';
import { setLanguage } from '../../lib/i18n';
import { jsonResponse } from '../../testing/fixtures';
import { mockFetch } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';
import { clearToasts } from '../../ui/toaster';

const ADDRESS = '0x9f8e7d6c5b4a39281706f5e4d3c2b1a098765432';
const identity: Identity = {
  uuid: '0b6f3f8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
  organizationCode: 'summit',
  profileType: 'BORROWER',
  email: 'pat@example.com',
  aliases: [],
  twoFactorEnabled: false,
  passwordExpired: false,
  totpVerified: false,
  wallet: { accountAddress: null, groupPolicyAddress: null },
  isBroker: false,
};
const account: WalletAccount = {
  account: { name: 'Loan HL-1001', address: ADDRESS },
  authorizedWallets: [],
  authorizationType: 'OWNER',
};
const notification = (minutesAgo: number, n: number): Notification => ({
  uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  created: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  title: `Update ${n}`,
  description: `What happened ${n}`,
  status: 'UNREAD',
  ctas: [],
  walletAddress: ADDRESS,
});

afterEach(() => {
  clearToken();
  act(() => clearToasts());
  setLanguage('en', { remember: false });
});

// The notifications menu in Spanish (docs/i18n.md), its relative times too.
describe('the notifications menu in Spanish', () => {
  it('says its texts and times in Spanish', async () => {
    setToken('jwt-1');
    mockFetch({
      'POST /service-optimize/external/api/v1/features': jsonResponse({ features: [] }),
      'GET /identity/secure/api/v1_1/identity': jsonResponse(identity),
      'GET /service-profile/api/v1/profile': jsonResponse({}, { status: 500 }),
      'GET /service-wallet/secure/api/v3/notifications': jsonResponse(
        Array.from({ length: 4 }, (_, i) => notification(5 + i * 60 * 24, i + 1)),
      ),
      'GET /service-wallet/secure/api/v3/account': jsonResponse([account]),
    });
    const { user } = renderApp('/contact', { language: 'es' });
    await user.click(await screen.findByRole('button', { name: 'Notificaciones, 4 sin leer' }));
    const menu = within(screen.getByRole('region', { name: 'Notificaciones' }));
    expect(await menu.findByText('hace 5 minutos')).toBeInTheDocument();
    expect(menu.getByRole('button', { name: /Sin leer: Update 1/ })).toBeInTheDocument();
    await user.click(menu.getByRole('button', { name: 'Ver todas' }));
    expect(menu.getByText('hace 3 días')).toBeInTheDocument();
    expect(menu.getByRole('button', { name: 'Ver menos' })).toBeInTheDocument();
  });
});
