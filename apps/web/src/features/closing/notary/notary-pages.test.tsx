import type { NotaryOverview, NotarySlot } from '@heloc/domain/contracts';
import { screen } from '@testing-library/react';
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
