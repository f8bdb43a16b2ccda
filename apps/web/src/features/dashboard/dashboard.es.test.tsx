import type { FundedLineAnswer } from '@heloc/domain/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/auth-token';
import { jsonResponse } from '../../testing/fixtures';
import { mockFetch } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';

const UUID = '6f1c1f7e-6c1b-4f53-9d0a-1c2b3d4e5f61';
const APPS = 'GET /service-application/api/v1/application/heloc/all';
const LINE = `GET /service-application/api/v1/application/heloc/${UUID}/line`;
const background = {
  'POST /service-optimize/external/api/v1/features': jsonResponse({ features: [] }),
  'GET /identity/secure/api/v1_1/identity': jsonResponse({}, { status: 500 }),
  'GET /service-profile/api/v1/profile': jsonResponse({}, { status: 500 }),
};
const line: FundedLineAnswer = {
  uuid: UUID,
  loanNumber: 'L-100',
  propertyLabel: '123 Main St, Austin',
  timeZone: 'America/Chicago',
  creditLimit: 100_000,
  drawn: 40_800,
  pending: 0,
  available: 59_200,
  termYears: 10,
  rateType: 'FIXED',
  firstDraw: { amount: 40_000, rate: 0.085, fundedOn: '2026-03-10' },
  drawRate: { primeRate: 0.075, margin: 0.015, rate: 0.09 },
  drawPeriodEndsOn: '2031-03-10',
  minDraw: 500,
  canDraw: true,
  drawRefusal: null,
  nextPayment: { dueOn: '2026-04-10', amount: 505.86 },
  draws: [
    {
      uuid: '7a1c1f7e-6c1b-4f53-9d0a-1c2b3d4e5f61',
      requestId: '8b1c1f7e-6c1b-4f53-9d0a-1c2b3d4e5f61',
      amount: 5_000,
      rate: 0.09,
      primeRate: 0.075,
      status: 'FUNDED',
      // March 20 in the line's zone (Chicago), already March 21 in UTC.
      requestedAt: '2026-03-21T03:00:00.000Z',
      fundedAt: '2026-03-21T03:00:01.000Z',
      transferId: 'sbx-tr-0123456789abcdef',
      accountMask: '6789',
      returnReason: null,
      disclosureUuid: null,
    },
  ],
  documents: [],
};

describe('the dashboard in Spanish', () => {
  it('shows the applications and a funded line in Spanish, with Spanish dates', async () => {
    setToken('t');
    mockFetch({
      ...background,
      [APPS]: jsonResponse([
        {
          uuid: UUID,
          loanNumber: 'L-100',
          status: { checklistStatus: 'COMPLETE' },
          property: { state: 'TX' },
          auditFields: { createdDate: '2026-03-04T10:00:00.000Z' },
        },
      ]),
      [LINE]: jsonResponse(line),
    });
    renderApp('/dashboard', { language: 'es' });
    expect(await screen.findByRole('heading', { name: 'Su panel' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Sus solicitudes' })).toBeVisible();
    const applications = await screen.findByRole('list', { name: 'Solicitudes' });
    expect(within(applications).getByRole('link', { name: 'Continuar Solicitud de HELOC n.º L-100' })).toBeVisible();
    // es-US writes a date in figures day first: March 4.
    expect(within(applications).getByText('Propiedad en TX · Iniciada el 04/03/2026')).toBeVisible();
    const card = await screen.findByTestId('funded-line');
    expect(within(card).getByRole('heading', { name: 'Línea de crédito n.º L-100' })).toBeVisible();
    expect(within(card).getByText('Límite de crédito')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Más sobre el período de retiro' })).toBeVisible();
    const fact = (term: string) => within(card).getByText(term).nextElementSibling?.textContent;
    expect(fact('Próximo pago')).toMatch(/^\$505\.86 con vencimiento el viernes, 10 de abril de 2026$/);
    expect(fact('Fin del período de retiro')).toMatch(/10 de marzo de 2031/);
    const draws = within(card).getByRole('list', { name: 'Retiros de Línea de crédito n.º L-100' });
    expect(draws).toHaveTextContent(
      /^\$5,000 al 9\.00% variable, solicitado el 20\/03\/2026: enviado a su cuenta que termina en 6789$/,
    );
    expect(within(card).getByText('Sus documentos firmados aparecerán aquí.')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Retirar ahora' })).toBeVisible();
  });
});
