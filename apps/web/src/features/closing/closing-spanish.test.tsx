import type { ClosingPackage, CompleteSummary, NotaryOverview } from '@heloc/domain/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/auth-token';
import { jsonResponse } from '../../testing/fixtures';
import { mockFetch } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';
import {
  APP_UUID,
  APPLICATION_PATH,
  appPath,
  buildApplication,
  buildStatus,
  shellBackground,
  STATUS_PATH,
} from '../../testing/application-fixtures';

// The closing screens in Spanish (docs/i18n.md): their texts, the dates in Spanish words on the home's calendar, and
// the notice that the closing documents themselves are in English.
const BASE = `/service-application/api/v1/application/heloc/${APP_UUID}`;
const ENGLISH_ONLY =
  'Estos documentos están en inglés: no tenemos una traducción revisada de ellos. Llámenos si desea que alguien los revise con usted en español.';

const render = (path: string, checklistStatus: string, routes: Record<string, () => Response>) => {
  setToken('t');
  mockFetch({
    ...shellBackground,
    [STATUS_PATH]: jsonResponse(buildStatus({ checklistStatus })),
    [APPLICATION_PATH]: jsonResponse(buildApplication()),
    ...routes,
  });
  return renderApp(appPath(path), { language: 'es' });
};

const summary: CompleteSummary = {
  checklistStatus: 'RESCISSION',
  timeZone: 'America/Chicago',
  lineAmount: 150_000,
  drawAmount: 60_000,
  rate: 0.0899,
  termYears: 10,
  firstPayment: { dueOn: '2027-01-02', amount: 775.51 },
  disburseAccountMask: '6789',
  rescission: {
    lastDay: '2026-11-30',
    endsAt: new Date(Date.now() + 2 * 86_400_000 + 3 * 3_600_000 + 90_000).toISOString(),
    canCancel: true,
  },
  funding: null,
  fundingRefused: null,
  waitingFor: [],
  documents: [
    {
      uuid: '5d1c1c2e-8a4b-4d1e-9f2a-1b2c3d4e5f63',
      kind: 'SIGNED_DOCUMENT',
      incomeDocumentType: null,
      fileName: 'heloc-agreement-signed.pdf',
      contentType: 'application/pdf',
      size: 1024,
      sha256: 'a'.repeat(64),
      createdAt: '2026-11-25T15:00:00.000Z',
      uploadedBy: 'SYSTEM',
    },
  ] as unknown as CompleteSummary['documents'],
};

const overview: NotaryOverview = {
  mode: 'IN_PERSON',
  reason: 'Texas asks for a notary in person here.',
  state: 'TX',
  county: 'El Paso County',
  checklistStatus: 'NOTARY_WAITING_PERIOD',
  attorneyReview: false,
  waitingUntil: '2026-11-30T07:00:00.000Z',
  timeZone: 'America/Denver',
  manualNotaryFeeDollars: 300,
  me: { step: 'IDENTITY', completed: false },
  signers: [],
  reservation: null,
  canStart: false,
  canSwitchToInPerson: false,
};

const closingPackage = {
  ready: true,
  role: 'BORROWER',
  consent: { version: '2026-11', consentedAt: null },
  complete: false,
  documents: [
    {
      id: '7b1c1c2e-8a4b-4d1e-9f2a-1b2c3d4e5f61',
      key: 'LINE_AGREEMENT',
      title: 'Home equity line of credit agreement and note',
      documentUuid: '9a1c1c2e-8a4b-4d1e-9f2a-1b2c3d4e5f62',
      sha256: 'b'.repeat(64),
      readAt: null,
      signedDocumentUuid: null,
      places: [{ key: 'BORROWER', label: 'Borrower signature on the agreement', signedAt: null }],
    },
  ],
} satisfies ClosingPackage;

describe('the closing screens in Spanish', () => {
  it('complete: the right to cancel, its last day in Spanish, the figures and the English-only notice', async () => {
    render('complete', 'RESCISSION', { [`GET ${BASE}/complete`]: () => jsonResponse(summary) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Su derecho a cancelar' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('Quedan 2 días, 3 horas y 1 minuto');
    expect(
      screen.getByText(
        /hasta la medianoche al final del lunes, 30 de noviembre de 2026, hora (estándar|de verano) central/i,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('$60,000 a su cuenta que termina en 6789')).toBeInTheDocument();
    expect(
      screen.getByText('$775.51 con vencimiento el 02/01/2027 (si se financia según lo previsto)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar mi línea de crédito' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Sus documentos' })).toBeInTheDocument();
    expect(screen.getByText(ENGLISH_ONLY)).toHaveAttribute('lang', 'es');
  });

  it('notary/intro: the day the signing opens, in Spanish on the home’s calendar', async () => {
    render('notary/intro', 'NOTARY_WAITING_PERIOD', { [`GET ${BASE}/notary`]: () => jsonResponse(overview) });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Puede firmar el lunes, 30 de noviembre de 2026' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Qué va a pasar' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Los honorarios del notario son $300, que se pagan en la cita. Su derecho a cancelar comienza después de la firma.',
      ),
    ).toBeInTheDocument();
  });

  it('document/disclosures: the list in Spanish, and the notice that the documents are in English', async () => {
    render('document/disclosures', 'NOTE_SIGNING', { [`GET ${BASE}/closing`]: () => jsonResponse(closingPackage) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sus documentos de cierre' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(ENGLISH_ONLY)).toHaveAttribute('lang', 'es');
    expect(await screen.findByRole('button', { name: /^Leer .* \(en inglés\)$/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a su solicitud' })).toBeInTheDocument();
  });

  it('signing/intro: what the borrower signs, with the English-only notice', async () => {
    render('signing/intro', 'NOTE_SIGNING', { [`GET ${BASE}/closing`]: () => jsonResponse(closingPackage) });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Sus documentos están listos para firmar' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Lo que va a firmar' })).toBeInTheDocument();
    expect(screen.getByText(ENGLISH_ONLY)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'leer sus divulgaciones' })).toBeInTheDocument();
  });
});
