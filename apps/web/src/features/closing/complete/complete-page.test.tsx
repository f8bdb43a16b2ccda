import type { CompleteSummary, NotaryOverview } from '@heloc/domain/contracts';
import { screen, waitFor, within } from '@testing-library/react';
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

// Complete: the right to cancel with its countdown and a cancel that calls the server, the real figures.
const COMPLETE_PATH = `GET /service-application/api/v1/application/heloc/${APP_UUID}/complete`;
const CANCEL_PATH = `POST /service-application/api/v1/application/heloc/${APP_UUID}/rescission/cancel`;
const DISBURSE_PATH = `PUT /service-application/api/v1/application/heloc/${APP_UUID}/disburse-account`;

const summary = (change: Partial<CompleteSummary> = {}): CompleteSummary => ({
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
  documents: [],
  ...change,
});

describe('complete', () => {
  it('counts down the right to cancel and cancels for real after a confirmation', async () => {
    setToken('t');
    let current = summary();
    const { calls } = mockFetch({
      ...shellBackground,
      [STATUS_PATH]: jsonResponse(buildStatus({ checklistStatus: 'RESCISSION' })),
      [APPLICATION_PATH]: jsonResponse(buildApplication()),
      [COMPLETE_PATH]: () => jsonResponse(current),
      [CANCEL_PATH]: () => {
        current = summary({ checklistStatus: 'CANCELLED', rescission: { ...current.rescission!, canCancel: false } });
        return jsonResponse(buildStatus({ checklistStatus: 'CANCELLED' }));
      },
    });
    const { user } = renderApp(appPath('complete'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your right to cancel' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('2 days, 3 hours and 1 minute left');
    // The last day and midnight on the clocks where the home is (the zone's name as kept at the countdown's end).
    expect(
      screen.getByText(
        /until midnight at the end of Monday, November 30, 2026, Central (Standard|Daylight) Time: three business days after you signed, counting Saturdays but not Sundays/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('$150,000')).toBeInTheDocument();
    expect(screen.getByText('$60,000 to your account ending 6789')).toBeInTheDocument();
    expect(screen.getByText('$775.51 due 01/02/2027 (if funded on schedule)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel my line of credit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your line of credit?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep my line' }));
    expect(calls.filter((c) => c.url.includes('/rescission/cancel'))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel my line of credit' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Cancel your line of credit?' })).getByRole('button', {
        name: 'Yes, cancel my line',
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your line of credit is cancelled' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST' && c.url.includes('/rescission/cancel'))).toHaveLength(1),
    );
    expect(screen.queryByRole('button', { name: 'Cancel my line of credit' })).not.toBeInTheDocument();
  });

  it('shows the funded line, its transfer and what to do next', async () => {
    setToken('t');
    mockFetch({
      ...shellBackground,
      [STATUS_PATH]: jsonResponse(buildStatus({ checklistStatus: 'COMPLETE' })),
      [APPLICATION_PATH]: jsonResponse(buildApplication()),
      [COMPLETE_PATH]: jsonResponse(
        summary({
          checklistStatus: 'COMPLETE',
          rescission: null,
          funding: { transferId: 'sbx-tr-0123456789abcdef', amount: 60_000, fundedAt: '2026-12-02T00:00:00.000Z' },
        }),
      ),
    });
    renderApp(appPath('complete'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your line of credit is open' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('$60,000 to your account ending 6789, sent')).toBeInTheDocument();
    expect(screen.getByText('$775.51 due 01/02/2027')).toBeInTheDocument();
    expect(screen.getByText('sbx-tr-0123456789abcdef')).toBeInTheDocument();
    // Another draw is taken on the dashboard, where this line is shown.
    expect(screen.getByRole('link', { name: 'your dashboard' })).toHaveAttribute('href', `/dashboard#line-${APP_UUID}`);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('says why the bank returned the first draw and sends it to another account typed by hand', async () => {
    setToken('t');
    const refusal = {
      accountMask: '0002',
      reason: 'R02: the account is closed',
      refusedAt: '2026-12-02T15:00:00.000Z',
      canGiveAccount: true,
    };
    let current = summary({ checklistStatus: 'FUNDING_DECISION', rescission: null, fundingRefused: refusal });
    const { calls } = mockFetch({
      ...shellBackground,
      [STATUS_PATH]: jsonResponse(buildStatus({ checklistStatus: 'FUNDING_DECISION' })),
      [APPLICATION_PATH]: jsonResponse(buildApplication()),
      [COMPLETE_PATH]: () => jsonResponse(current),
      [DISBURSE_PATH]: () => {
        current = summary({ checklistStatus: 'FUNDING_DECISION', rescission: null, disburseAccountMask: '4321' });
        return jsonResponse({
          account: {
            mask: '4321',
            routingNumberMask: '0358',
            accountType: 'CHECKING',
            holderName: 'Pat Smith',
            source: 'MANUAL',
            institutionName: null,
          },
          status: buildStatus({ checklistStatus: 'FUNDING_DECISION' }),
        });
      },
    });
    const { user } = renderApp(appPath('complete'));
    expect(await screen.findByText('Your bank did not accept your funds', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(
      screen.getByText(/account ending 0002 and the bank returned it \(R02: the account is closed\)/),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Send my funds to this account' }));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    await user.type(screen.getByLabelText(/Account holder's name/), 'Pat Smith');
    await user.click(screen.getByRole('radio', { name: 'Checking' }));
    await user.type(screen.getByLabelText(/^Routing number/), '121000358');
    await user.type(screen.getByLabelText(/^Account number/), '000987654321');
    await user.type(screen.getByLabelText(/^Confirm account number/), '000987654321');
    await user.click(screen.getByRole('button', { name: 'Send my funds to this account' }));

    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    const sent = calls.find((c) => c.method === 'PUT')!;
    expect(sent.body).toMatchObject({ source: 'MANUAL', accountNumber: '000987654321' });
    expect(await screen.findByText('$60,000 to your account ending 4321')).toBeInTheDocument();
    expect(screen.queryByText('Your bank did not accept your funds')).not.toBeInTheDocument();
  });
});

// docs/product/operations-console.md §5: the applicant is done, another signer's online session closed.
describe('complete while another signer cannot finish online', () => {
  const NOTARY_PATH = `GET /service-application/api/v1/application/heloc/${APP_UUID}/notary`;
  const IN_PERSON_PATH = `POST /service-application/api/v1/application/heloc/${APP_UUID}/notary/in-person`;
  const overview = (canSwitchToInPerson: boolean): NotaryOverview => ({
    mode: 'REMOTE',
    reason: 'You can sign your closing documents online with a remote notary.',
    state: 'TX',
    county: 'Travis County',
    checklistStatus: 'DEED_SIGNING',
    attorneyReview: false,
    waitingUntil: null,
    timeZone: 'America/Chicago',
    manualNotaryFeeDollars: 300,
    me: { step: 'DONE', completed: true },
    signers: [],
    reservation: null,
    canStart: false,
    canSwitchToInPerson,
  });
  const deedSigning = summary({ checklistStatus: 'DEED_SIGNING', rescission: null, waitingFor: ['Sam Owner'] });

  it('offers the in-person notary to everyone and sends the switch', async () => {
    setToken('t');
    const { calls } = mockFetch({
      ...shellBackground,
      [STATUS_PATH]: jsonResponse(
        buildStatus({ checklistStatus: 'DEED_SIGNING', primaryParticipantAcceptComplete: true }),
      ),
      [APPLICATION_PATH]: jsonResponse(buildApplication()),
      [COMPLETE_PATH]: jsonResponse(deedSigning),
      [NOTARY_PATH]: jsonResponse(overview(true)),
      [IN_PERSON_PATH]: jsonResponse(buildStatus({ checklistStatus: 'MANUAL_DEED_SIGNING', manualNotary: true })),
    });
    const { user } = renderApp(appPath('complete'));
    expect(await screen.findByText(/Still to see the notary: Sam Owner/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(
      await screen.findByText(/A signer could not confirm their identity with the online notary/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book an in-person notary' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST' && c.url.endsWith('/notary/in-person'))).toHaveLength(1),
    );
  });

  it('says nothing more while every online session is open', async () => {
    setToken('t');
    const { calls } = mockFetch({
      ...shellBackground,
      [STATUS_PATH]: jsonResponse(
        buildStatus({ checklistStatus: 'DEED_SIGNING', primaryParticipantAcceptComplete: true }),
      ),
      [APPLICATION_PATH]: jsonResponse(buildApplication()),
      [COMPLETE_PATH]: jsonResponse(deedSigning),
      [NOTARY_PATH]: jsonResponse(overview(false)),
    });
    renderApp(appPath('complete'));
    expect(await screen.findByText(/Still to see the notary: Sam Owner/, {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/notary'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Book an in-person notary' })).not.toBeInTheDocument();
  });
});
