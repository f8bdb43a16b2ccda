import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/auth-token';
import { jsonResponse } from '../../testing/fixtures';
import { mockFetch } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';

const background = {
  'POST /service-optimize/external/api/v1/features': jsonResponse({ features: [] }),
  'GET /identity/secure/api/v1_1/identity': jsonResponse({}, { status: 500 }),
  'GET /service-profile/api/v1/profile': jsonResponse({}, { status: 500 }),
  'GET /service-application/api/v1/application/heloc/all': jsonResponse([]),
  'GET /identity/secure/api/v1/mfa': jsonResponse({
    twoFactorEnabled: false,
    totpVerified: false,
    recoveryCodesLeft: 0,
  }),
  'PUT /service-profile/api/v1/profile/language': jsonResponse({}),
};

describe('account settings in Spanish: the language', () => {
  it('reads in Spanish and switches back to English from the Language section', async () => {
    setToken('t');
    mockFetch(background);
    renderApp('/dashboard/settings', { language: 'es' });
    expect(await screen.findByRole('heading', { name: 'Configuración de la cuenta' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Verificación en dos pasos' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Idioma' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Español' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Account settings' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
  });
});
