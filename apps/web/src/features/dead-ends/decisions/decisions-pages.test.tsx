import type { AdverseActionNotice, ReviewState } from '@heloc/domain/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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
const DOC_UUID = '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0';

const notice: AdverseActionNotice = {
  decisionUuid: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  category: 'CREDIT',
  decidedAt: '2026-11-20T17:00:00.000Z',
  applicantName: 'Pat Declined',
  propertyAddress: '123 Main St, Austin, TX 78701',
  reasons: [
    { code: 'REVOLVING_BALANCES', text: 'Proportion of balances to credit limits on revolving accounts is too high' },
    { code: 'RECENT_INQUIRIES', text: 'Number of recent inquiries on credit bureau report' },
  ],
  lender: { name: 'Test Lending', address: '1 Test Way, Austin, TX 78701', nmls: '1001', phone: '888-555-0100' },
  agency: { name: 'Federal Trade Commission, Consumer Response Center', address: 'Washington, DC 20580' },
  creditScore: {
    score: 560,
    rangeMin: 300,
    rangeMax: 850,
    model: 'FICO Score 8',
    scoreDate: '2026-11-20T16:59:00.000Z',
    keyFactors: ['Too many inquiries in the last 12 months'],
    bureau: {
      name: 'Sandbox Credit Reporting Agency',
      address: 'P.O. Box 740241, Atlanta, GA 30374',
      phone: '1-800-555-0199',
      website: 'https://www.sandbox-credit-bureau.example',
    },
  },
  documentUuid: DOC_UUID,
};

const review = (change: Partial<ReviewState> = {}): ReviewState => ({
  review: 'delinquency',
  open: true,
  explanation: null,
  explainedAt: null,
  documents: [],
  expectedBy: '2026-11-24T23:00:00.000Z',
  timeZone: 'America/Chicago',
  floodZone: 'X',
  floodInsuranceRequired: false,
  ...change,
});

const render = (
  path: string,
  routes: Record<string, Response | ((call: { body: unknown }) => Response)>,
  status = 'DECLINED',
) => {
  setToken('t');
  const mocked = mockFetch({
    ...shellBackground,
    [STATUS_PATH]: jsonResponse(buildStatus({ checklistStatus: status })),
    [APPLICATION_PATH]: jsonResponse(buildApplication()),
    ...routes,
  });
  return { ...mocked, ...renderApp(appPath(path)) };
};

describe('error/decline, error/credit, error/income: the adverse action notice', () => {
  beforeEach(() => {
    // jsdom has no object URLs: the PDF link's address is the blob's.
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:notice', revokeObjectURL: () => {} }));
  });
  it('shows the reasons, the score with its range, key factors and bureau, the ECOA notice and the PDF', async () => {
    render('error/decline', {
      [`GET ${BASE}/adverse-action`]: jsonResponse(notice),
      [`GET ${BASE}/documents/${DOC_UUID}`]: new Response(new Blob(['%PDF-1.4']), {
        headers: { 'content-type': 'application/pdf' },
      }),
    });
    const heading = await screen.findByRole('heading', { level: 1, name: /based on your credit report/ });
    const page = heading.closest('section')!;
    const reasons = within(page).getByRole('heading', { name: 'Why we could not approve your application' });
    expect(
      within(reasons.closest('section')!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Proportion of balances to credit limits on revolving accounts is too high',
      'Number of recent inquiries on credit bureau report',
    ]);
    expect(within(page).getByText('560')).toBeInTheDocument();
    expect(within(page).getByText('from a low of 300 to a high of 850')).toBeInTheDocument();
    expect(within(page).getByText('Too many inquiries in the last 12 months')).toBeInTheDocument();
    expect(within(page).getByText(/no later than 60 days/)).toBeInTheDocument();
    expect(within(page).getByText(/Equal Credit Opportunity Act prohibits/)).toHaveTextContent(
      'Federal Trade Commission',
    );
    expect(await within(page).findByRole('link', { name: 'Download your notice (PDF)' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^blob:/),
    );
  });

  it('error/income keeps its own heading, and without a recorded notice still says so honestly', async () => {
    render('error/income', {});
    expect(await screen.findByRole('heading', { level: 1, name: /based on your income/ })).toBeInTheDocument();
    expect(screen.getByText(/mailed to you within 30 days/)).toBeInTheDocument();
  });
});

describe('review-app/*: manual reviews', () => {
  it('delinquency: says what is needed and when, and sends an explanation', async () => {
    const sent: unknown[] = [];
    render(
      'review-app/delinquency',
      {
        [`GET ${BASE}/reviews/delinquency`]: jsonResponse(review()),
        [`POST ${BASE}/reviews/delinquency/explanation`]: (call) => {
          sent.push(call.body);
          return jsonResponse(review({ explanation: 'Servicer error', explainedAt: '2026-11-21T10:00:00.000Z' }));
        },
      },
      'DELINQUENCY_REVIEW',
    );
    expect(await screen.findByRole('heading', { name: 'We’re reviewing your mortgage payment history' })).toBeVisible();
    // Close of business where the home is, with the zone named.
    expect(await screen.findByText(/within 2 business days/)).toHaveTextContent('by Tue, 11/24/2026, 5:00 PM CST');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send explanation' }));
    expect(await screen.findByText('Please write your explanation')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Tell the underwriter what happened/), 'Servicer error');
    await user.click(screen.getByRole('button', { name: 'Send explanation' }));
    expect(await screen.findByText('Servicer error')).toBeInTheDocument();
    expect(sent).toEqual([{ explanation: 'Servicer error' }]);
    expect(screen.getByLabelText('Choose files')).toHaveAttribute('type', 'file');
    expect(screen.getByRole('button', { name: 'Check status' })).toBeInTheDocument();
  });
});

describe('insurance/requirements', () => {
  it('asks for flood insurance in zone AE', async () => {
    render(
      'insurance/requirements',
      {
        [`GET ${BASE}/reviews/insurance`]: jsonResponse(
          review({ review: 'insurance', floodZone: 'AE', floodInsuranceRequired: true }),
        ),
      },
      'GEN_CLOSING_DISCLOSURE',
    );
    expect(await screen.findByText('Your home is in flood zone AE')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload proof of insurance' })).toHaveAttribute(
      'href',
      appPath('insurance/upload'),
    );
  });
});

describe('error/flood-cert', () => {
  it('says what it waits for, what happens next, and links the insurance requirements', async () => {
    setToken('t');
    mockFetch({
      ...shellBackground,
      [STATUS_PATH]: jsonResponse(buildStatus({ checklistStatus: 'GEN_CLOSING_DISCLOSURE', waitingOnFloodCert: true })),
      [APPLICATION_PATH]: jsonResponse(buildApplication()),
    });
    renderApp(appPath('error/flood-cert'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We’re waiting for your flood certificate' }),
    ).toBeVisible();
    expect(await screen.findByText(/We have ordered the certificate/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See insurance requirements' })).toHaveAttribute(
      'href',
      appPath('insurance/requirements'),
    );
    expect(screen.getByRole('button', { name: 'Check status' })).toBeInTheDocument();
  });
});
