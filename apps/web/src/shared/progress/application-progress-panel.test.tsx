import type { FundingForecastAnswer } from '@heloc/domain/contracts';
import { formatMoney, monthlyPayment } from '@heloc/domain';
import { screen, waitFor, within } from '@testing-library/react';
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

/** The offer figures' dollars in English: whole dollars, or cents when the amount has them. */
const money = (dollars: number) => formatMoney(dollars, Number.isInteger(dollars) ? 0 : 2);

// The application progress panel: the offer chosen and the day the funds are expected, read again as each step
// completes.
const FORECAST_PATH = `GET /service-application/api/v1/application/heloc/${APP_UUID}/funding-forecast`;

const answer = (fundingOn: string, done: number): FundingForecastAnswer => ({
  timeZone: 'America/Chicago',
  appliedOn: '2026-11-30',
  forecast: {
    fundingOn,
    funded: false,
    steps: [
      { step: 'APPLICATION', label: 'Application finished and verified', on: '2026-11-30', done: done > 0 },
      { step: 'DOCUMENTS', label: 'Closing documents signed', on: '2026-11-30', done: done > 1 },
      { step: 'NOTARY', label: 'Deed signed with the notary', on: '2026-12-01', done: done > 2 },
      { step: 'RIGHT_TO_CANCEL', label: 'Right to cancel ends', on: '2026-12-04', done: false },
      { step: 'FUNDING', label: 'Funds sent', on: fundingOn, done: false },
    ],
  },
  promise: { businessDays: 5, took: 5, kept: true },
});

describe('the application progress panel', () => {
  it('shows the line, first draw, rate and payment of the offer chosen, and the expected funding date', async () => {
    setToken('t');
    let status = buildStatus({ checklistStatus: 'FACTA_REVIEW' });
    const forecasts: Record<string, FundingForecastAnswer> = {
      FACTA_REVIEW: answer('2026-12-07', 0),
      RESCISSION: answer('2026-12-08', 3),
    };
    const { calls } = mockFetch({
      ...shellBackground,
      [STATUS_PATH]: () => jsonResponse(status),
      [APPLICATION_PATH]: jsonResponse(
        buildApplication({
          selectedOffer: {
            term: 10,
            type: 'FIXED',
            drawAmount: 60_000,
            payoffPreference: 'PRESERVE',
            paymentMethod: 'AUTOPAY',
            confirmed: true,
            rate: 0.08,
          },
        }),
      ),
      [FORECAST_PATH]: () => jsonResponse(forecasts[status.checklistStatus]!),
    });
    const { user } = renderApp(appPath('error/timeout'));
    const panel = await screen.findByRole('region', { name: 'Your application at a glance' });
    expect(await within(panel).findByText('$105,000')).toBeInTheDocument();
    expect(within(panel).getByText('$60,000')).toBeInTheDocument();
    // The autopay rate the line is written at, and the payment at that rate.
    expect(within(panel).getByText('8.000% fixed rate, 10 years')).toBeInTheDocument();
    const payment = monthlyPayment({ amount: 60_000, originationFee: 0.05, annualRate: 0.08, termYears: 10 });
    expect(within(panel).getByText(`${money(payment)} a month`)).toBeInTheDocument();
    expect(await within(panel).findByTestId('expected-funding')).toHaveTextContent('Monday, December 7, 2026');
    expect(within(panel).getByText('Deed signed with the notary')).toBeInTheDocument();
    // The rate and the dates explain themselves (a tooltip and popover each, shared/term-hints).
    expect(within(panel).getByRole('button', { name: 'About APR' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'About these dates' })).toBeInTheDocument();

    // A later status reads the forecast again: the date moves.
    status = buildStatus({ checklistStatus: 'RESCISSION' });
    await user.click(screen.getByRole('button', { name: 'Check status' }));
    await waitFor(() => expect(screen.getByTestId('expected-funding')).toHaveTextContent('Tuesday, December 8, 2026'), {
      timeout: 10_000,
    });
    expect(calls.filter((c) => c.url.endsWith('/funding-forecast'))).toHaveLength(2);
  });
});
