import type { Lien } from '@heloc/domain/contracts';
import { screen, within } from '@testing-library/react';
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

const LIENS: Lien[] = [
  {
    uuid: '6f1c1f7e-6c1b-4f53-9d0a-1c2b3d4e5f71',
    lenderName: 'Harbor Mortgage',
    balance: 20_000,
    monthlyPayment: 410,
    position: 1,
    action: null,
    payoffStatus: null,
  },
];

const render = (language: 'en' | 'es' = 'en') => {
  setToken('t');
  mockFetch({
    ...shellBackground,
    [STATUS_PATH]: jsonResponse(buildStatus({ checklistStatus: 'LIEN_VERIFICATION' })),
    [`GET /service-application/api/v1/application/heloc/${APP_UUID}/liens`]: jsonResponse(LIENS),
    [APPLICATION_PATH]: jsonResponse(
      buildApplication({
        selectedOffer: {
          term: 10,
          type: 'FIXED',
          drawAmount: 50_000,
          payoffPreference: 'DEDUCT',
          paymentMethod: null,
          confirmed: true,
        },
      }),
    ),
  });
  return renderApp(appPath('liens'), { language });
};

describe('liens', () => {
  it('lists each lien with its figures and says what a payoff leaves in cash', async () => {
    const { user } = render();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirm the loans on your home' }),
    ).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'First lien: Harbor Mortgage' });
    expect(within(card).getByText('$20,000')).toBeInTheDocument();
    expect(within(card).getByText('1st (recorded first)')).toBeInTheDocument();
    await user.click(within(card).getByRole('radio', { name: 'Pay it off from my line of credit' }));
    expect(await screen.findByText(/Paying off \$20,000 from your draw of \$50,000 leaves about/)).toBeInTheDocument();
  });

  it('reads in Spanish', async () => {
    render('es');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirme los préstamos sobre su vivienda' }),
    ).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Primer gravamen: Harbor Mortgage' });
    expect(within(card).getByText('$20,000')).toBeInTheDocument();
    expect(within(card).getByText('1.º (registrado primero)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar mis gravámenes' })).toBeInTheDocument();
  });
});
