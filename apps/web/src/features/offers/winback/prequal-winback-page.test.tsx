import type { Requalification } from '@heloc/domain/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Language } from '@heloc/domain';
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

const requalification: Requalification = {
  checklistStatus: 'CLTV_LIEN_POSITION_REQUALIFY',
  previousMaxLine: 105_000,
  newMaxLine: 60_000,
  reportedLienDollars: 200_000,
  titleLienDollars: 245_000,
  lienPosition: 3,
  propertyValueDollars: 400_000,
};

const render = (language: Language) => {
  setToken('t');
  mockFetch({
    ...shellBackground,
    [STATUS_PATH]: jsonResponse(buildStatus({ checklistStatus: 'CLTV_LIEN_POSITION_REQUALIFY' })),
    [APPLICATION_PATH]: jsonResponse(buildApplication()),
    [`GET /service-application/api/v1/application/heloc/${APP_UUID}/requalify`]: jsonResponse(requalification),
  });
  renderApp(appPath('product/prequal-winback'), { language });
};

describe('product/prequal-winback', () => {
  it('says what the title search found and the line that still qualifies', async () => {
    render('en');
    expect(await screen.findByRole('heading', { name: 'You still qualify, for a smaller line' })).toBeInTheDocument();
    expect(
      screen.getByText(/found \$45,000 in loans .* \$245,000 in all\. Your line would be the third loan on your home/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'See my offers' })).toBeInTheDocument();
  });

  it('in Spanish', async () => {
    render('es');
    expect(
      await screen.findByRole('heading', { name: 'Usted todavía califica, para una línea menor' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/encontró \$45,000 en préstamos .* Su línea sería el tercer préstamo/)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Continúe para ver sus ofertas de hasta $60,000, o retire su solicitud. Continuar no le compromete a nada.',
      ),
    ).toBeInTheDocument();
  });
});
