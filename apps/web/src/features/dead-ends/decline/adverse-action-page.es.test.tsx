import type { AdverseActionNotice } from '@heloc/domain/contracts';
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

const BASE = `/service-application/api/v1/application/heloc/${APP_UUID}`;

const notice: AdverseActionNotice = {
  decisionUuid: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  category: 'CREDIT',
  decidedAt: '2026-11-20T17:00:00.000Z',
  applicantName: 'Pat Declined',
  propertyAddress: '123 Main St, Austin, TX 78701',
  reasons: [{ code: 'RECENT_INQUIRIES', text: 'Number of recent inquiries on credit bureau report' }],
  lender: { name: 'Test Lending', address: '1 Test Way, Austin, TX 78701', nmls: '1001', phone: '888-555-0100' },
  agency: { name: 'Federal Trade Commission, Consumer Response Center', address: 'Washington, DC 20580' },
  creditScore: null,
  documentUuid: null,
};

// docs/i18n.md: the adverse action notice in Spanish; the applicant's name, address and figures as they are.
describe('error/decline in Spanish', () => {
  it('shows the notice in Spanish', async () => {
    setToken('t');
    mockFetch({
      ...shellBackground,
      [STATUS_PATH]: jsonResponse(buildStatus({ checklistStatus: 'DECLINED' })),
      [APPLICATION_PATH]: jsonResponse(buildApplication()),
      [`GET ${BASE}/adverse-action`]: jsonResponse(notice),
    });
    renderApp(appPath('error/decline'), { language: 'es' });
    const reasons = await screen.findByRole('heading', { name: 'Por qué no pudimos aprobar su solicitud' });
    const page = reasons.closest('section')!.parentElement!;
    expect(
      within(page).getByText(/Gracias por solicitar una línea de crédito con garantía hipotecaria con Test Lending\./),
    ).toBeInTheDocument();
    expect(within(page).getByText('Los motivos principales de nuestra decisión son:')).toBeInTheDocument();
    expect(within(page).getByText('Solicitud rechazada')).toBeInTheDocument();
    expect(within(page).getByText('Pat Declined')).toBeInTheDocument();
    // es-US writes a date in figures day first.
    expect(within(page).getByText('20/11/2026')).toBeInTheDocument();
    expect(within(page).getByRole('link', { name: 'Ir al panel' })).toBeInTheDocument();
    expect(
      within(page).getByRole('heading', { name: 'Aviso: la Ley de Igualdad de Oportunidades de Crédito (ECOA)' }),
    ).toBeInTheDocument();
    expect(page).toHaveTextContent('NMLS ID 1001');
  });
});
