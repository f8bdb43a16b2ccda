import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { mockFetch } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';

afterEach(() => setLanguage('en', { remember: false }));

// The login page in Spanish (docs/i18n.md), the domain's validation messages too.
describe('the login page in Spanish', () => {
  it('says its texts and its validation messages in Spanish', async () => {
    mockFetch({});
    const { user } = renderApp('/auth/login', { language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Comience su solicitud' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Correo electrónico/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: /Contin|Continue/ }));
    expect(await screen.findByText('Ingrese un correo electrónico válido')).toBeInTheDocument();
  });
});
