import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../../lib/auth-token';
import { jsonResponse } from '../../testing/fixtures';
import { mockFetch } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';
import {
  APPLICATION_PATH,
  appPath,
  buildApplication,
  buildStatus,
  shellBackground,
  STATUS_PATH,
} from '../../testing/application-fixtures';

// docs/i18n.md: the offers screen in Spanish, its figures in es-US formats (the same dollars and percents as English).
describe('product/select in Spanish', () => {
  beforeEach(() => localStorage.clear());

  it('shows the offers, their figures and the draw in Spanish', async () => {
    setToken('t');
    mockFetch({
      ...shellBackground,
      [STATUS_PATH]: jsonResponse(buildStatus()),
      [APPLICATION_PATH]: jsonResponse(buildApplication()),
    });
    renderApp(appPath('product/select'), { language: 'es' });
    expect(await screen.findByRole('heading', { name: 'Elija su oferta' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Monto del retiro')).toHaveValue('$50,000');
    expect(screen.getByRole('heading', { name: '¿Cuánto necesita hoy?' })).toBeInTheDocument();
    const choices = screen.getByRole('group', { name: 'Elija una oferta' });
    expect(within(choices).getByRole('radio', { name: '10 años, tasa fija' })).toBeChecked();
    expect(within(choices).getByRole('radio', { name: '20 años, tasa variable' })).not.toBeChecked();
    expect(
      within(choices).getByText('8.250% APR · 5.000% de comisión · Con pago automático 8.000%'),
    ).toBeInTheDocument();
    expect(
      within(choices).getByText(
        'Cada oferta es una línea de crédito de $105,000. Los pagos corresponden a un primer retiro de $50,000.',
      ),
    ).toBeInTheDocument();
    const summary = screen.getByLabelText('Su oferta de un vistazo');
    expect(within(summary).getByText('Línea de crédito')).toBeInTheDocument();
    expect(screen.getByTestId('line-amount')).toHaveTextContent('$105,000');
    expect(screen.getByTestId('draw-amount')).toHaveTextContent('$50,000');
    expect(within(summary).getByText('Tasa fija, 8.250% APR por 10 años')).toBeInTheDocument();
    expect(
      await screen.findByRole('table', { name: /Compare las ofertas para un retiro de aproximadamente \$50,000/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Elegir esta oferta' })).toBeInTheDocument();
    expect(screen.getByText('$50,000 con la oferta a 10 años')).toBeInTheDocument();
  });
});
