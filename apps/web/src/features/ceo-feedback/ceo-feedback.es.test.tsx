import type { Identity } from '@heloc/domain/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../lib/auth-token';
import { setLanguage } from '../../lib/i18n';
import { jsonResponse } from '../../testing/fixtures';
import { mockFetch } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';

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

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  clearToken();
  setLanguage('en', { remember: false });
});

// The CEO feedback form in Spanish (docs/i18n.md), the domain's validation messages too.
describe('the CEO feedback form in Spanish', () => {
  it('asks and checks in Spanish', async () => {
    setToken('jwt-1');
    mockFetch({
      'POST /service-optimize/external/api/v1/features': jsonResponse({ features: [] }),
      'GET /identity/secure/api/v1_1/identity': jsonResponse(identity),
      'GET /service-profile/api/v1/profile': jsonResponse({}, { status: 500 }),
    });
    const { user } = renderApp('/contact', { language: 'es' });
    await user.click(await screen.findByRole('button', { name: 'Comparta sus comentarios con el director ejecutivo' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('radio', { name: 'Mejorar nuestro producto' })).toBeInTheDocument();
    expect(dialog.getByText('¿Qué le gustaría compartir?')).toBeInTheDocument();
    await user.type(dialog.getByLabelText(/Su mensaje/), 'corto');
    await user.click(dialog.getByRole('button', { name: 'Enviar comentarios' }));
    expect(await dialog.findByText('Debe tener al menos 10 caracteres')).toBeInTheDocument();
  });
});
