import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/auth-token';
import { jsonResponse } from '../../../testing/fixtures';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';
import { APP_UUID, appPath, buildStatus, shellBackground, STATUS_PATH } from '../../../testing/application-fixtures';

const APP = `/service-application/api/v1/application/heloc/${APP_UUID}`;

// docs/i18n.md: the credit dead ends in Spanish; bureau names, sites and phone numbers as they are.
describe('credit/error in Spanish', () => {
  it('names the bureau and explains how to lift the freeze in Spanish', async () => {
    setToken('t');
    const status = buildStatus({ checklistStatus: 'SOFT_CREDIT_FROZEN' });
    mockFetch({
      ...shellBackground,
      [STATUS_PATH]: jsonResponse(status),
      [`GET ${APP}/credit/block`]: jsonResponse({
        block: { pull: 'SOFT', reason: 'FROZEN', bureau: 'EXPERIAN', ssnMasked: null },
        status,
      }),
      [`GET ${APP}`]: jsonResponse({ uuid: APP_UUID, offers: [], selectedOffer: null, liabilities: [] }),
    });
    renderApp(appPath('credit/error'), { language: 'es' });
    await screen.findByRole('heading', { level: 1, name: 'Su expediente de crédito está congelado' });
    expect(screen.getByText(/Experian no entregó su informe de crédito/)).toBeInTheDocument();
    expect(screen.getByText(/No podemos precalificarle hasta que lo levante\./)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Experian (aquí está su congelamiento)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Cómo levantar el congelamiento' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'www.experian.com' })).toHaveAttribute(
      'href',
      'https://www.experian.com/freeze/center.html',
    );
    expect(screen.getByRole('button', { name: 'Ya lo levanté' })).toBeInTheDocument();
  });
});
