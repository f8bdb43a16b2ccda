import { screen } from '@testing-library/react';
import type { CoDeedStatus } from '@heloc/domain/contracts';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/auth-token';
import { jsonResponse } from '../../testing/fixtures';
import { mockFetch } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';

// The signer area in Spanish (docs/i18n.md): the invitation and the cancelled screen.

const INVITATIONS = '/service-application/external/api/v1/heloc/signer-invitations';
const background = {
  'POST /service-optimize/external/api/v1/features': jsonResponse({ features: [] }),
  'GET /identity/secure/api/v1_1/identity': jsonResponse({}, { status: 500 }),
  'GET /service-profile/api/v1/profile': jsonResponse({}, { status: 500 }),
};

describe('the signer area in Spanish', () => {
  it('welcomes an invited signer in Spanish', async () => {
    mockFetch({
      ...background,
      [`POST ${INVITATIONS}/lookup`]: jsonResponse({
        firstName: 'Jordan',
        lastName: 'Coowner',
        email: 'jordan@example.com',
        invitedBy: 'Pat',
        accountExists: false,
        expiresAt: '2026-12-01T00:00:00.000Z',
      }),
    });
    renderApp('/account/heloc/heloc-signer/resume#token=abc123', { language: 'es' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bienvenido/a, Jordan' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByText(/Pat le pidió firmar/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Cree su cuenta de firmante' })).toBeVisible();
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('jordan@example.com');
    expect(screen.getByRole('button', { name: 'Crear la cuenta y continuar' })).toBeVisible();
  });

  it('says in Spanish that the application was cancelled', async () => {
    mockFetch(background);
    renderApp('/account/heloc/heloc-signer/cancelled', { language: 'es' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Esta solicitud fue cancelada' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: '888-819-6388' })).toHaveAttribute('href', 'tel:18888196388');
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toBeVisible();
  });

  it('lists the lender’s requests in Spanish, with the signer area’s steps', async () => {
    const APP_UUID = '3f2b6c1e-8a4d-4b7e-9c1a-2d5e6f7a8b9c';
    const coDeed: CoDeedStatus = {
      applicationUuid: APP_UUID,
      coDeedBypass: 'NO_BYPASS',
      role: 'ADDITIONAL_SIGNER',
      checklistStatus: 'COLLECT_ADDITIONAL_INFO',
      canInvite: false,
      allSigned: true,
      spouseRule: null,
      signers: [],
    };
    setToken('signer-jwt');
    mockFetch({
      ...background,
      'GET /service-application/api/v1/application/heloc/co-deed/status': jsonResponse(coDeed),
      [`GET /service-conditions/external/api/v1/applications/${APP_UUID}/conditions/external-applicants`]: jsonResponse(
        [],
      ),
    });
    renderApp('/account/heloc/heloc-signer/conditions', { language: 'es' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Solicitudes del prestamista' }, { timeout: 10_000 }),
    ).toBeVisible();
    // The heading is there while the requests load; the list then says nothing is needed.
    expect(await screen.findByText('No necesitamos nada de usted por ahora.')).toBeVisible();
    const steps = screen.getByRole('navigation', { name: 'Pasos del firmante' });
    expect(steps).toHaveTextContent('Resumen');
    expect(steps).toHaveTextContent('Sus documentos');
  });
});
