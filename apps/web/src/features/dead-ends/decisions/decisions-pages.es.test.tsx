import type { ReviewState } from '@heloc/domain/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/auth-token';
import { jsonResponse } from '../../../testing/fixtures';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';
import {
  APP_UUID,
  APPLICATION_PATH,
  appPath,
  buildApplication,
  buildStatus,
  shellBackground,
  STATUS_PATH,
} from '../../../testing/application-fixtures';

const BASE = `/service-application/api/v1/application/heloc/${APP_UUID}`;

const review: ReviewState = {
  review: 'delinquency',
  open: true,
  explanation: null,
  explainedAt: null,
  documents: [],
  expectedBy: '2026-11-24T23:00:00.000Z',
  timeZone: 'America/Chicago',
  floodZone: 'X',
  floodInsuranceRequired: false,
};

// docs/i18n.md: a manual review in Spanish, its deadline in Spanish date words.
describe('review-app/delinquency in Spanish', () => {
  it('says what the underwriter needs and by when, in Spanish', async () => {
    setToken('t');
    mockFetch({
      ...shellBackground,
      [STATUS_PATH]: jsonResponse(buildStatus({ checklistStatus: 'DELINQUENCY_REVIEW' })),
      [APPLICATION_PATH]: jsonResponse(buildApplication()),
      [`GET ${BASE}/reviews/delinquency`]: jsonResponse(review),
    });
    renderApp(appPath('review-app/delinquency'), { language: 'es' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Estamos revisando su historial de pagos hipotecarios' }),
    ).toBeVisible();
    const when = await screen.findByText(/en un plazo de 2 días hábiles/);
    expect(when).toHaveTextContent('a más tardar el mar, 24/11/2026, 5:00 p.m. CST');
    expect(when).not.toHaveTextContent('Tue');
    expect(screen.getByRole('heading', { name: 'Lo que necesita el suscriptor' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar explicación' })).toBeInTheDocument();
    expect(screen.getByLabelText('Elegir archivos')).toHaveAttribute('type', 'file');
  });
});
