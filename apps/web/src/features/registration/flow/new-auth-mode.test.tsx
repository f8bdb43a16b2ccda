import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getToken } from '../../../lib/auth-token';
import { AUTH_MODE_FEATURE_KEY, DECIDED_EXPERIMENTS_KEY } from '../../../lib/auth-mode';
import { expectNoAxeViolations } from '../../../testing/axe';
import { jsonResponse } from '../../../testing/fixtures';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';
import { completeDraft, featuresAnswer, identityAnswer, storeDraft } from '../testing/registration-fixtures';

const BASE = '/account/heloc/register-v2';
const BIRTHDATE = `${BASE}/birthdate?step=birthdate`;

/** The visit's decision put it in the new authentication mode (docs/product/registration-and-routing.md §2). */
const decideNewAuthMode = () =>
  sessionStorage.setItem(DECIDED_EXPERIMENTS_KEY, JSON.stringify([{ name: AUTH_MODE_FEATURE_KEY, variation: 'on' }]));

const progressGroups = () =>
  within(screen.getByRole('navigation', { name: /Registration progress|Progreso/ })).getAllByRole('listitem');

describe('the new authentication mode (docs/product/registration-and-routing.md §2)', () => {
  it.each([
    ['en', 'When were you born?', 'Continue', 'Create your account', /^Mobile phone/, /^Password/],
    ['es', '¿Cuál es su fecha de nacimiento?', 'Continuar', 'Cree su cuenta', /^Teléfono celular/, /^Contraseña/],
  ] as const)(
    'in %s, drops the contact and password steps; the account is made before the application is submitted',
    async (language, birthdateTitle, next, signUpTitle, phone, password) => {
      decideNewAuthMode();
      storeDraft(completeDraft({ email: undefined, phoneNumber: undefined }));
      const { calls } = mockFetch({
        'POST /service-optimize/external/api/v1/features': featuresAnswer('redesign-2025'),
        'POST /ft/external/event': jsonResponse({ ok: true }),
        'POST /identity/api/v1/registration/register': jsonResponse({ jwt: 'new-jwt' }),
        'PUT /identity/secure/api/v1/identity/alias': jsonResponse(identityAnswer),
      });
      const { user, location, container } = renderApp(BIRTHDATE, { language });
      expect(await screen.findByRole('heading', { level: 1, name: birthdateTitle }, { timeout: 10_000 })).toBeVisible();
      // The progress shows no Contact Info nor Login Info: the birthdate is the last step, with the consents.
      expect(progressGroups()).toHaveLength(3);
      await user.click(screen.getByRole('checkbox', { name: /Terms of Service|Acepto los/ }));
      await user.click(screen.getByRole('checkbox', { name: /communications electronically|comunicaciones/ }));
      await user.click(screen.getByRole('button', { name: next }));

      // No session: the account first (or a log in), then back to this step to submit.
      await waitFor(() => expect(location()).toBe(`/auth/sign-up?redirectUrl=${encodeURIComponent(BIRTHDATE)}`));
      expect(await screen.findByRole('heading', { level: 1, name: signUpTitle })).toBeVisible();
      await expectNoAxeViolations(container);
      await user.type(screen.getByLabelText(/^(Email|Correo)/), 'ana@example.com');
      await user.type(screen.getByLabelText(phone), '5551234567');
      await user.type(screen.getByLabelText(password), 'abcDEF123456!');
      await user.click(screen.getByRole('button', { name: next }));
      await waitFor(() => expect(location()).toBe(BIRTHDATE));
      expect(getToken()).toBe('new-jwt');
      expect(calls.find((c) => c.url.includes('/registration/register'))?.body).toEqual({
        email: 'ana@example.com',
        phoneNumber: '(555) 123-4567',
        password: 'abcDEF123456!',
      });
      expect(calls.find((c) => c.url.endsWith('/identity/alias'))?.body).toEqual({
        type: 'Phone',
        value: '(555) 123-4567',
      });
    },
    30_000,
  );
});
