import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/auth-token';
import { expectNoAxeViolations } from '../../testing/axe';
import { jsonResponse } from '../../testing/fixtures';
import { mockFetch } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';
import { identityAnswer } from '../registration/testing/registration-fixtures';

const ADDRESS = 'tp1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh';
const background = {
  'POST /service-optimize/external/api/v1/features': jsonResponse({ features: [] }),
  'GET /identity/secure/api/v1_1/identity': jsonResponse(identityAnswer),
  'GET /service-profile/api/v1/profile': jsonResponse({}, { status: 500 }),
  'GET /service-application/api/v1/application/heloc/all': jsonResponse([]),
  'GET /identity/secure/api/v1/mfa': jsonResponse({
    twoFactorEnabled: false,
    totpVerified: false,
    recoveryCodesLeft: 0,
  }),
  'GET /service-wallet/secure/api/v3/account/access': jsonResponse({
    principal: identityAnswer.uuid,
    accounts: [
      { account: { name: 'Home equity', address: ADDRESS }, authorizedWallets: [], authorizationType: 'OWNER' },
    ],
  }),
};

describe('account settings: the wallet accounts (docs/product/application-area.md §5.2, §7, §9)', () => {
  it.each([
    ['en', 'Your wallet accounts', 'Copy', 'Copied'],
    ['es', 'Sus cuentas de billetera', 'Copiar', 'Copiado'],
  ] as const)(
    'in %s: asks the wallet access call for the person, masks the address and copies it whole',
    async (language, title, copy, copied) => {
      setToken('t');
      const { calls } = mockFetch(background);
      const { user, container } = renderApp('/dashboard/settings', { language });
      const section = (await screen.findByRole('heading', { name: title })).closest('section')!;
      const access = calls.find((c) => c.url.includes('/account/access'))!;
      expect(new URL(access.url, 'http://x').searchParams.get('principal')).toBe(identityAnswer.uuid);
      expect(access.headers.get('authorization')).toBe('Bearer t');
      expect(within(section).getByText('tp1qxy...x0wlh')).toBeInTheDocument();

      await user.click(within(section).getByRole('button', { name: new RegExp(`^${copy}`) }));
      expect(await navigator.clipboard.readText()).toBe(ADDRESS);
      expect(await within(section).findByRole('button', { name: new RegExp(`^${copied}`) })).toBeInTheDocument();
      await expectNoAxeViolations(container);
    },
  );
});
