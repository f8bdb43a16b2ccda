import type { IdentityCheck } from '@heloc/domain/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/auth-token';
import { jsonResponse } from '../../../testing/fixtures';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';
import { APP_UUID, appPath, buildStatus, shellBackground, STATUS_PATH } from '../../../testing/application-fixtures';

const UNDER_REVIEW: IdentityCheck = {
  uuid: '6f1c1f7e-6c1b-4f53-9d0a-1c2b3d4e5f81',
  idType: 'DRIVERS_LICENSE',
  result: 'PENDING_REVIEW',
  message: null,
  idNumberLast4: '1234',
  attempt: 2,
  submittedAt: '2026-03-02T18:00:00.000Z',
  completedAt: null,
} as IdentityCheck;

const render = (language: 'en' | 'es' = 'en') => {
  setToken('t');
  const status = buildStatus({ checklistStatus: 'IDENTITY_VERIFICATION' });
  mockFetch({
    ...shellBackground,
    [STATUS_PATH]: jsonResponse(status),
    [`GET /service-application/api/v1/application/heloc/${APP_UUID}/identity`]: jsonResponse({
      check: UNDER_REVIEW,
      status,
    }),
  });
  return renderApp(appPath('identity'), { language });
};

describe('identity', () => {
  it('says a specialist reviews the ID and when it was sent', async () => {
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your identity' })).toBeInTheDocument();
    expect(screen.getByText(/^You sent your latest ID on 03\/02\/2026\./)).toBeInTheDocument();
  });

  it('reads in Spanish, with the date in the reader’s order', async () => {
    render('es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verifique su identidad' })).toBeInTheDocument();
    expect(screen.getByText(/^Usted envió su identificación más reciente el 02\/03\/2026\./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Por qué lo pedimos' })).toBeInTheDocument();
  });
});
