import type { CompleteSummary, FundingForecastAnswer } from '@heloc/domain/contracts';
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

// The complete screen says whether the promise of funding in 5 days was kept, from the application's dates.
const BASE = `/service-application/api/v1/application/heloc/${APP_UUID}`;

const funded: CompleteSummary = {
  checklistStatus: 'COMPLETE',
  timeZone: 'America/Chicago',
  lineAmount: 150_000,
  drawAmount: 60_000,
  rate: 0.0899,
  termYears: 10,
  firstPayment: { dueOn: '2027-01-02', amount: 775.51 },
  disburseAccountMask: '6789',
  rescission: null,
  funding: { transferId: 'tr_1', amount: 60_000, fundedAt: '2026-12-07T15:00:00.000Z' },
  fundingRefused: null,
  waitingFor: [],
  documents: [],
};

const forecast = (took: number, fundingOn: string): FundingForecastAnswer => ({
  timeZone: 'America/Chicago',
  appliedOn: '2026-11-30',
  forecast: {
    fundingOn,
    funded: true,
    steps: [{ step: 'FUNDING', label: 'Funds sent', on: fundingOn, done: true }],
  },
  promise: { businessDays: 5, took, kept: took <= 5 },
});

const renderComplete = async (answer: FundingForecastAnswer) => {
  setToken('t');
  mockFetch({
    ...shellBackground,
    [STATUS_PATH]: jsonResponse(buildStatus({ checklistStatus: 'COMPLETE' })),
    [APPLICATION_PATH]: jsonResponse(buildApplication()),
    [`GET ${BASE}/complete`]: jsonResponse(funded),
    [`GET ${BASE}/funding-forecast`]: jsonResponse(answer),
  });
  renderApp(appPath('complete'));
  return screen.findByTestId('funding-promise', {}, { timeout: 10_000 });
};

describe('complete: the promise of funding in 5 days', () => {
  it('says it was kept when the funds went within 5 business days of applying', async () => {
    const promise = await renderComplete(forecast(5, '2026-12-07'));
    expect(promise).toHaveTextContent(
      'We promised funding in 5 days and kept it: you applied on Monday, November 30, 2026 and your funds were sent on Monday, December 7, 2026, 5 business days later.',
    );
  });

  it('says it was not kept, and apologises, when the funds took longer', async () => {
    const promise = await renderComplete(forecast(8, '2026-12-10'));
    expect(promise).toHaveTextContent(
      'We promised funding in 5 days and did not keep it: you applied on Monday, November 30, 2026 and your funds were sent on Thursday, December 10, 2026, 8 business days later. We are sorry for the wait.',
    );
  });
});
