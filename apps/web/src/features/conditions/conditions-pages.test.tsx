import type { Condition } from '@heloc/domain/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/auth-token';
import { jsonResponse } from '../../testing/fixtures';
import { mockFetch } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';
import { APP_UUID, appPath, buildStatus, shellBackground, STATUS_PATH } from '../../testing/application-fixtures';

const LIST_PATH = `GET /service-conditions/external/api/v1/applications/${APP_UUID}/conditions/external-applicants`;

const condition = (uuid: string, categoryEnum: string, change: Partial<Condition> = {}): Condition => ({
  uuid,
  categoryEnum,
  created: '2026-01-01T12:00:00.000Z',
  requestDocuments: [],
  commentsToBorrower: null,
  actionNeeded: null,
  xtraData: { numDocsRequired: null },
  state: 'NEEDED',
  rejectionReason: null,
  documents: [],
  resolved: null,
  ...change,
});

const UUIDS = [1, 2, 3, 4, 5].map((n) => `0000000${n}-0000-4000-8000-000000000000`);

const renderConditions = (path: string, conditions: Condition[], language: 'en' | 'es' = 'en') => {
  setToken('t');
  mockFetch({
    ...shellBackground,
    [STATUS_PATH]: jsonResponse(buildStatus({ checklistStatus: 'COLLECT_ADDITIONAL_INFO' })),
    [LIST_PATH]: jsonResponse(conditions),
  });
  return renderApp(appPath(path), { language });
};

describe('conditions (docs/product/application-area.md §4.1)', () => {
  it('lists known categories oldest first, in plain words, with their state, reason and action', async () => {
    renderConditions('conditions', [
      condition(UUIDS[0]!, 'MISSING_PHONE_NUMBER', { created: '2026-03-01T00:00:00.000Z' }),
      condition(UUIDS[1]!, 'NOT_KNOWN', { commentsToBorrower: 'hidden' }),
      condition(UUIDS[2]!, 'HELOC_MANUAL_PAYSTUB_UPLOAD', {
        xtraData: { numDocsRequired: 2 },
        state: 'REJECTED',
        rejectionReason: 'The pages were cut off',
      }),
      condition(UUIDS[3]!, 'BANK_ACCOUNT_FRAUD_REVIEW', { requestDocuments: ['BANK_LETTER'], state: 'IN_REVIEW' }),
      condition(UUIDS[4]!, 'ESCALATION_REVIEW', { state: 'ACCEPTED', resolved: '2026-03-02T00:00:00.000Z' }),
    ]);
    const open = await screen.findByRole('list', { name: 'Open requests' });
    const cards = within(open).getAllByRole('listitem');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Upload your paystubs',
      'Upload a bank letter',
      'Add your mobile phone number',
    ]);
    expect(cards[0]).toHaveTextContent('We need: 2 files (paystub)');
    expect(cards[0]).toHaveTextContent('Needs another look');
    expect(cards[0]).toHaveTextContent('The pages were cut off');
    expect(within(cards[0]!).getByRole('link', { name: 'Upload paystubs again' })).toHaveAttribute(
      'href',
      `${appPath('conditions/upload-document')}?condition=${UUIDS[2]}`,
    );
    expect(cards[1]).toHaveTextContent('In review');
    expect(within(cards[1]!).queryByRole('link')).toBeNull();
    expect(within(cards[2]!).getByRole('link', { name: 'Add phone number' })).toHaveAttribute(
      'href',
      `${appPath('conditions/phone-number')}?condition=${UUIDS[0]}`,
    );
    expect(screen.queryByText('hidden')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Accepted requests' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Your lender needs 2 things from you' })).toBeInTheDocument();
  });

  it('asks for the missing files before Submit, and shows each stored file with its size', async () => {
    renderConditions(`conditions/upload-document?condition=${UUIDS[0]}`, [
      condition(UUIDS[0]!, 'HELOC_MANUAL_PAYSTUB_UPLOAD', {
        xtraData: { numDocsRequired: 2 },
        documents: [
          {
            uuid: UUIDS[4]!,
            kind: 'CONDITION_DOCUMENT',
            incomeDocumentType: null,
            fileName: 'march.pdf',
            contentType: 'application/pdf',
            size: 1500,
            sha256: 'a'.repeat(64),
            createdAt: '2026-01-02T00:00:00.000Z',
            uploadedBy: 'APPLICANT',
          },
        ],
      }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Upload your paystubs' })).toBeInTheDocument();
    expect(screen.getByText('Still needed: 1 file.')).toBeInTheDocument();
    expect(screen.getByText('1.5 KB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove march.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeDisabled();
  });

  it('speaks Spanish: the requests, what is needed and when it was asked, in words', async () => {
    renderConditions(
      'conditions',
      [
        condition(UUIDS[0]!, 'HELOC_MANUAL_PAYSTUB_UPLOAD', {
          xtraData: { numDocsRequired: 2 },
          created: '2026-03-01T20:00:00.000Z',
        }),
      ],
      'es',
    );
    // The heading is there while the list loads (conditions-intro.tsx): the list says the conditions are read.
    const open = await screen.findByRole('list', { name: 'Solicitudes abiertas' });
    expect(screen.getByRole('heading', { level: 1, name: 'Lo que su prestamista necesita' })).toBeVisible();
    const [card] = within(open).getAllByRole('listitem');
    expect(within(card!).getByRole('heading', { name: 'Suba sus talones de pago' })).toBeVisible();
    expect(card).toHaveTextContent('Necesitamos: 2 archivos (talón de pago)');
    expect(card).toHaveTextContent('Solicitado el domingo, 1 de marzo de 2026');
    expect(within(card!).getByRole('link', { name: 'Subir talones de pago' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Su prestamista necesita una cosa de usted' })).toBeInTheDocument();
  });
});
