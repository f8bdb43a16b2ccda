import type { NotaryOverview, NotarySlot } from '@heloc/domain/contracts';
import { screen, waitFor } from '@testing-library/react';
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

// The notary's dates are shown on the clocks where the home is (an El Paso home keeps Mountain time), whatever zone
// the browser is in.
const NOTARY_PATH = `GET /service-application/api/v1/application/heloc/${APP_UUID}/notary`;
const SLOTS_PATH = `GET /service-application/api/v1/application/heloc/${APP_UUID}/notary/slots`;

const overview = (change: Partial<NotaryOverview> = {}): NotaryOverview => ({
  mode: 'IN_PERSON',
  reason: 'Texas asks for a notary in person here.',
  state: 'TX',
  county: 'El Paso County',
  checklistStatus: 'NOTARY_WAITING_PERIOD',
  attorneyReview: false,
  // Midnight Mountain time at the start of Monday 30 November 2026.
  waitingUntil: '2026-11-30T07:00:00.000Z',
  timeZone: 'America/Denver',
  manualNotaryFeeDollars: 300,
  me: { step: 'IDENTITY', completed: false },
  signers: [],
  reservation: null,
  canStart: false,
  canSwitchToInPerson: false,
  ...change,
});

const place = {
  name: 'Sandbox Title, El Paso office',
  street1: '200 Congress Ave',
  city: 'El Paso',
  state: 'TX',
  zip: '79901',
};

describe('notary dates where the home is', () => {
  it('says when the waiting period ends, on the home’s calendar and clock', async () => {
    setToken('t');
    mockFetch({
      ...shellBackground,
      [STATUS_PATH]: jsonResponse(buildStatus({ checklistStatus: 'NOTARY_WAITING_PERIOD' })),
      [APPLICATION_PATH]: jsonResponse(buildApplication()),
      [NOTARY_PATH]: jsonResponse(overview()),
    });
    renderApp(appPath('notary/intro'));
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'You can sign on Monday, November 30, 2026' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/it ends at midnight Mountain Standard Time, the time where your home is/),
    ).toBeInTheDocument();
  });

  it('groups the in-person appointments by the home’s days and shows each time with its zone', async () => {
    setToken('t');
    // 9:00 Mountain on Monday 30 November is 16:00 UTC; 4 pm Mountain is 23:00 UTC, still Monday there.
    const slots: NotarySlot[] = [
      { slotId: 'a', startsAt: '2026-11-30T16:00:00.000Z', place, notaryName: 'Jordan Ellis' },
      { slotId: 'b', startsAt: '2026-11-30T23:00:00.000Z', place, notaryName: 'Avery Morgan' },
    ];
    mockFetch({
      ...shellBackground,
      [STATUS_PATH]: jsonResponse(buildStatus({ checklistStatus: 'MANUAL_DEED_SIGNING' })),
      [APPLICATION_PATH]: jsonResponse(buildApplication()),
      [NOTARY_PATH]: jsonResponse(overview({ checklistStatus: 'MANUAL_DEED_SIGNING', waitingUntil: null })),
      [SLOTS_PATH]: jsonResponse(slots),
    });
    renderApp(appPath('notary/schedule-manual'));
    const day = await screen.findByRole('group', { name: 'Monday, November 30, 2026' }, { timeout: 10_000 });
    expect(day).toHaveTextContent('Mon, 11/30/2026, 9:00 AM MST, Sandbox Title, El Paso office');
    expect(day).toHaveTextContent('Mon, 11/30/2026, 4:00 PM MST, Sandbox Title, El Paso office');
  });
});

// notary/error is not a dead end (docs/product/operations-console.md §5): the applicant books a notary in person from
// it, and finds the online session again once a closer reopened it.
const IN_PERSON_PATH = `POST /service-application/api/v1/application/heloc/${APP_UUID}/notary/in-person`;

describe('notary/error', () => {
  it('keeps its words and offers an in-person notary that leads to the booking', async () => {
    setToken('t');
    const slots: NotarySlot[] = [
      { slotId: 'a', startsAt: '2026-11-30T16:00:00.000Z', place, notaryName: 'Jordan Ellis' },
    ];
    let current = overview({
      mode: 'REMOTE',
      checklistStatus: 'DEED_SIGNING',
      waitingUntil: null,
      canSwitchToInPerson: true,
    });
    const { calls } = mockFetch({
      ...shellBackground,
      [STATUS_PATH]: jsonResponse(buildStatus({ checklistStatus: 'DEED_SIGNING' })),
      [APPLICATION_PATH]: jsonResponse(buildApplication()),
      [NOTARY_PATH]: () => jsonResponse(current),
      [SLOTS_PATH]: jsonResponse(slots),
      [IN_PERSON_PATH]: () => {
        current = overview({ checklistStatus: 'MANUAL_DEED_SIGNING', waitingUntil: null });
        return jsonResponse(buildStatus({ checklistStatus: 'MANUAL_DEED_SIGNING', manualNotary: true }));
      },
    });
    const { user } = renderApp(appPath('notary/error'));
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'We could not finish your notary session online' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/A notary specialist can verify you by phone or arrange a notary in person/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Meet a notary in person instead' })).toBeInTheDocument();
    expect(screen.getByText(/The notary's fee is \$300, paid at the appointment/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Book an in-person notary' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a time and place' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST' && c.url.endsWith('/notary/in-person'))).toHaveLength(1),
    );
  });

  it('says why the switch was refused', async () => {
    setToken('t');
    mockFetch({
      ...shellBackground,
      [STATUS_PATH]: jsonResponse(buildStatus({ checklistStatus: 'DEED_SIGNING' })),
      [APPLICATION_PATH]: jsonResponse(buildApplication()),
      [NOTARY_PATH]: jsonResponse(
        overview({ mode: 'REMOTE', checklistStatus: 'DEED_SIGNING', canSwitchToInPerson: true }),
      ),
      [IN_PERSON_PATH]: jsonResponse({ errors: ['The notary step is not open on this application'] }, { status: 409 }),
    });
    const { user } = renderApp(appPath('notary/error'));
    await user.click(await screen.findByRole('button', { name: 'Book an in-person notary' }, { timeout: 10_000 }));
    expect(await screen.findByText(/The notary step is not open on this application/)).toBeInTheDocument();
  });

  it('offers the online session again once a closer reopened it', async () => {
    setToken('t');
    mockFetch({
      ...shellBackground,
      [STATUS_PATH]: jsonResponse(buildStatus({ checklistStatus: 'DEED_SIGNING' })),
      [APPLICATION_PATH]: jsonResponse(buildApplication()),
      [NOTARY_PATH]: jsonResponse(overview({ mode: 'REMOTE', checklistStatus: 'DEED_SIGNING', canStart: true })),
    });
    renderApp(appPath('notary/error'));
    expect(
      await screen.findByRole('link', { name: 'Start my eNotary session' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your online notary session is open again. You have three new tries.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book an in-person notary' })).not.toBeInTheDocument();
  });
});
