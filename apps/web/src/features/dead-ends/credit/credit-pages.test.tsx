import { SSN_INVALID_MESSAGE, englishOf } from '@heloc/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/auth-token';
import { jsonResponse } from '../../../testing/fixtures';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';
import { APP_UUID, appPath, buildStatus, shellBackground, STATUS_PATH } from '../../../testing/application-fixtures';

const APP = `/service-application/api/v1/application/heloc/${APP_UUID}`;

const render = (path: string, checklistStatus: string, block: Record<string, unknown>, retryStatus: string) => {
  setToken('t');
  let status = buildStatus({ checklistStatus });
  const retry = () => {
    status = buildStatus({ checklistStatus: retryStatus });
    return jsonResponse({ status });
  };
  const mocks = mockFetch({
    ...shellBackground,
    [STATUS_PATH]: () => jsonResponse(status),
    [`GET ${APP}/credit/block`]: () => jsonResponse({ block, status }),
    [`POST ${APP}/credit/ssn`]: retry,
    [`POST ${APP}/credit/retry`]: retry,
    [`GET ${APP}`]: jsonResponse({ uuid: APP_UUID, offers: [], selectedOffer: null, liabilities: [] }),
  });
  return { ...renderApp(appPath(path)), ...mocks };
};

describe('credit/social', () => {
  it('masks the SSN, checks it with the domain message, sends the 9 digits with a request key and routes on', async () => {
    const block = { pull: 'SOFT', reason: 'NO_MATCH', bureau: null, ssnMasked: null };
    const { user, calls, location } = render('credit/social', 'CREDIT_NO_MATCH', block, 'CREDIT_NO_MATCH_SSN');
    await screen.findByRole('heading', { level: 1, name: 'We need your Social Security number' });
    const field = screen.getByLabelText(/^Social Security number/);
    expect(field).toHaveAttribute('type', 'password');
    await user.type(field, '000123456');
    await user.click(screen.getByRole('button', { name: 'Search again' }));
    expect(await screen.findByText(englishOf(SSN_INVALID_MESSAGE))).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/credit/ssn'))).toBe(false);

    await user.clear(field);
    await user.type(field, '123456789');
    expect(field).toHaveValue('123-45-6789');
    await user.click(screen.getByRole('button', { name: 'Search again' }));
    await expect.poll(() => location()).toBe(appPath('review-app/no-credit'));
    const sent = calls.find((c) => c.url.endsWith('/credit/ssn'))?.body as { ssn: string; requestKey: string };
    expect(sent.ssn).toBe('123456789');
    expect(sent.requestKey).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('credit/error', () => {
  it('names the bureau, and a retry that finds the file still frozen says so; the next try is a new request', async () => {
    const block = { pull: 'SOFT', reason: 'FROZEN', bureau: 'EXPERIAN', ssnMasked: null };
    const { user, calls, location } = render('credit/error', 'SOFT_CREDIT_FROZEN', block, 'SOFT_CREDIT_FROZEN');
    await screen.findByRole('heading', { level: 1, name: 'Your credit file is frozen' });
    expect(screen.getByText(/Experian did not release your credit report/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Experian (your freeze is here)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "I've lifted it" }));
    expect(await screen.findByText('Your file is still frozen')).toBeInTheDocument();
    expect(location()).toBe(appPath('credit/error'));
    await user.click(screen.getByRole('button', { name: "I've lifted it" }));
    await expect.poll(() => calls.filter((c) => c.url.endsWith('/credit/retry')).length).toBe(2);
    const keys = calls
      .filter((c) => c.url.endsWith('/credit/retry'))
      .map((c) => (c.body as { requestKey: string }).requestKey);
    expect(new Set(keys).size).toBe(2);
  });

  it('a locked hard pull says so and routes to start/contact once lifted', async () => {
    const block = { pull: 'HARD', reason: 'LOCKED', bureau: 'TRANSUNION', ssnMasked: null };
    const { user, location } = render('credit/error', 'HARD_CREDIT_LOCKED', block, 'COLLECT_ADDITIONAL_INFO');
    await screen.findByRole('heading', { level: 1, name: 'Your credit file is locked' });
    expect(screen.getByText(/finish the credit check for your confirmed offer/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "I've lifted it" }));
    await expect.poll(() => location()).toBe(appPath('start/contact'));
  });
});
