import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getToken } from '../../lib/auth-token';
import { expectNoAxeViolations } from '../../testing/axe';
import { jsonResponse } from '../../testing/fixtures';
import { mockFetch } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';

// docs/product/widgets-and-calculations.md §6, §7: the agent portal's login variant, at the agent portal's paths.
const AGENT = '/identity-broker/agent';
const background = {
  'POST /service-optimize/external/api/v1/features': jsonResponse({ features: [] }),
  'GET /identity/secure/api/v1_1/identity': jsonResponse({}, { status: 404 }),
  'GET /service-profile/api/v1/profile': jsonResponse({}, { status: 404 }),
};
const self = {
  identityUuid: '5a5a5a5a-0000-4000-8000-000000000001',
  organizationCode: 'summit',
  userType: 'AGENT',
  email: 'broker@example.com',
  updatedAt: '2026-11-27T10:00:00.000Z',
  isManageable: false,
  activeLegacyCustomerOrgs: [],
};

describe('the agent portal sign-in', () => {
  it.each([
    ['en', 'Agent portal log in', 'You are logged in to the agent portal as broker@example.com.', 'Log out'],
    [
      'es',
      'Inicio de sesión del portal de agentes',
      'Inició sesión en el portal de agentes como broker@example.com.',
      'Cerrar sesión',
    ],
  ] as const)(
    'in %s, signs a broker in at the agent portal, shows who, and signs out there',
    async (language, title, signedIn, logOut) => {
      const { calls } = mockFetch({
        ...background,
        [`POST ${AGENT}/api/v3/login`]: jsonResponse(
          { jwt: 'agent-jwt', redirectUrl: '/auth/agent' },
          { headers: { Authorization: 'Bearer agent-jwt' } },
        ),
        [`GET ${AGENT}/secure/api/v3/self/figureinfo`]: jsonResponse(self),
        [`POST ${AGENT}/secure/api/v3/logout`]: jsonResponse({ redirectUrl: '/auth/agent/login' }),
      });
      const { user, location, container } = renderApp('/auth/agent/login', { language });
      expect(await screen.findByRole('heading', { name: title }, { timeout: 10_000 })).toBeVisible();
      await expectNoAxeViolations(container);
      await user.type(screen.getByLabelText(/^(Email|Correo)/), 'broker@example.com');
      await user.type(screen.getByLabelText(/^(Password|Contraseña)/), 'Secret-password-1!');
      await user.click(screen.getByRole('button', { name: language === 'en' ? 'Continue' : 'Continuar' }));

      await waitFor(() => expect(location()).toBe('/auth/agent'));
      expect(getToken()).toBe('agent-jwt');
      expect(calls.some((c) => c.url.includes('/identity-broker/customer/api/v3/login'))).toBe(false);
      expect(await screen.findByText(signedIn)).toBeVisible();
      expect(calls.find((c) => c.url.endsWith('/self/figureinfo'))?.headers.get('application-name')).toBe('heloc');
      await expectNoAxeViolations(container);

      await user.click(screen.getByRole('button', { name: logOut }));
      await waitFor(() => expect(location()).toBe('/auth/agent/login'));
      expect(calls.some((c) => c.method === 'POST' && c.url.endsWith(`${AGENT}/secure/api/v3/logout`))).toBe(true);
      expect(getToken()).toBeNull();
    },
  );
});
