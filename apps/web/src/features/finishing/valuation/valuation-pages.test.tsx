import type { AssetsOverview, Valuation } from '@heloc/domain/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/auth-token';
import { jsonResponse } from '../../../testing/fixtures';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';
import { APP_UUID, appPath, buildStatus, shellBackground, STATUS_PATH } from '../../../testing/application-fixtures';

// The valuation screens (bpo/*), product/assets and withdrawing; e2e/dead-ends-valuation-assets.spec.ts
// drives them against the real server.
const APP = `/service-application/api/v1/application/heloc/${APP_UUID}`;
const VALUATION: Valuation = {
  checklistStatus: 'NO_AVM_FOUND',
  bpo: 'BPO_REQUIRED',
  propertyState: 'CO',
  needsConditionQuestionnaire: false,
  fee: { amountDollars: 180, coveredByLender: false },
  estimatedValue: null,
  condition: null,
  orderedAt: null,
  expectedBy: null,
  valueDollars: null,
};

const render = (
  path: string,
  checklistStatus: string,
  valuation: Valuation = VALUATION,
  extra = {},
  language: 'en' | 'es' = 'en',
) => {
  setToken('t');
  let status = checklistStatus;
  let current = valuation;
  const mocks = mockFetch({
    ...shellBackground,
    [STATUS_PATH]: () =>
      jsonResponse(buildStatus({ checklistStatus: status, bpo: valuation.bpo, propertyState: 'CO' })),
    [`GET ${APP}/valuation`]: () => jsonResponse(current),
    [`POST ${APP}/valuation/estimate`]: () => {
      status = 'BPO_ORDER_REQUEST';
      current = { ...valuation, checklistStatus: status, estimatedValue: 610_000 };
      return jsonResponse(current);
    },
    ...extra,
  });
  return { ...renderApp(appPath(path), { language }), ...mocks };
};

describe('bpo/estimate-value', () => {
  it('states the fee, checks the estimate and goes on to the order with the number typed', async () => {
    const { user, calls, location } = render('bpo/estimate-value', 'NO_AVM_FOUND');
    await screen.findByRole('heading', { level: 1, name: 'Estimate your home’s value' }, { timeout: 5_000 });
    expect(screen.getByText(/The valuation costs \$180/)).toBeInTheDocument();

    const field = screen.getByLabelText(/Your estimate of your home’s value/);
    await user.type(field, 'a lot');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter your estimate of your home’s value')).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('/valuation/'))).toBe(false);

    await user.clear(field);
    await user.type(field, '$610,000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Order your home valuation' }, { timeout: 5_000 });
    expect(location()).toBe(appPath('bpo/order-bpo'));
    expect(calls.find((c) => c.url.endsWith('/valuation/estimate'))?.body).toEqual({ estimatedValue: 610_000 });
  });

  it('says the lender pays when the company covers the valuation', async () => {
    render('bpo/estimate-value', 'NO_AVM_FOUND', { ...VALUATION, fee: { amountDollars: 0, coveredByLender: true } });
    expect(await screen.findByText(/Your lender pays for the valuation: it costs you nothing/)).toBeInTheDocument();
    expect(screen.queryByText(/\$180/)).not.toBeInTheDocument();
  });
});

describe('bpo/order-bpo', () => {
  it('sends a Texas property without answers to the questionnaire first', async () => {
    const texas = {
      ...VALUATION,
      checklistStatus: 'BPO_ORDER_REQUEST',
      propertyState: 'TX',
      needsConditionQuestionnaire: true,
    };
    const { location } = render('bpo/order-bpo', 'BPO_ORDER_REQUEST', texas);
    await screen.findByRole('heading', { level: 1, name: 'Tell us about your home’s condition' }, { timeout: 5_000 });
    expect(location()).toBe(appPath('bpo/condition'));
  });

  it('orders only once the applicant agrees', async () => {
    const order = { ...VALUATION, checklistStatus: 'BPO_ORDER_REQUEST', estimatedValue: 610_000 };
    const { user, calls } = render('bpo/order-bpo', 'BPO_ORDER_REQUEST', order, {
      [`POST ${APP}/valuation/order`]: jsonResponse(buildStatus({ checklistStatus: 'NAV_BPO_PROCESSING' })),
    });
    await screen.findByRole('heading', { level: 1, name: 'Order your home valuation' }, { timeout: 5_000 });
    expect(screen.getByText(/\$610,000/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Order my valuation' }));
    expect(await screen.findByText('Please agree so we can order the valuation')).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/valuation/order'))).toBe(false);
    await user.click(screen.getByLabelText(/I agree to a broker viewing/));
    await user.click(screen.getByRole('button', { name: 'Order my valuation' }));
    await vi.waitFor(() => expect(calls.some((c) => c.url.endsWith('/valuation/order'))).toBe(true));
  });

  it('withdraws only after the confirmation', async () => {
    const order = { ...VALUATION, checklistStatus: 'BPO_ORDER_REQUEST', estimatedValue: 610_000 };
    const { user, calls } = render('bpo/order-bpo', 'BPO_ORDER_REQUEST', order, {
      [`POST ${APP}/withdraw`]: jsonResponse(buildStatus({ checklistStatus: 'CANCELLED' })),
    });
    await screen.findByRole('heading', { level: 1, name: 'Order your home valuation' }, { timeout: 5_000 });
    await user.click(screen.getByRole('button', { name: 'No thanks, withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your application?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep my application' }));
    expect(calls.some((c) => c.url.endsWith('/withdraw'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'No thanks, withdraw' }));
    const again = await screen.findByRole('dialog', { name: 'Withdraw your application?' });
    await user.click(within(again).getByRole('button', { name: 'Yes, withdraw my application' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/withdraw'))?.body).toEqual({ confirm: true, reason: 'VALUATION_FEE' }),
    );
  });
});

describe('the valuation screens in Spanish', () => {
  it('states the fee in Spanish on the estimate screen', async () => {
    render('bpo/estimate-value', 'NO_AVM_FOUND', VALUATION, {}, 'es');
    await screen.findByRole('heading', { level: 1, name: 'Estime el valor de su vivienda' }, { timeout: 5_000 });
    expect(screen.getByText(/La valuación cuesta \$180\. Hoy no se cobra nada/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeInTheDocument();
  });

  it('says when the broker’s value was ordered and is expected, in Spanish dates', async () => {
    const ordered: Valuation = {
      ...VALUATION,
      checklistStatus: 'NAV_BPO_PROCESSING',
      estimatedValue: 610_000,
      orderedAt: '2026-03-02T18:00:00.000Z',
      expectedBy: '2026-03-06T18:00:00.000Z',
    };
    render('bpo/waiting', 'NAV_BPO_PROCESSING', ordered, {}, 'es');
    await screen.findByRole('heading', { level: 1, name: 'Se está valorando su vivienda' }, { timeout: 5_000 });
    expect(await screen.findByText('lunes, 2 de marzo de 2026')).toBeInTheDocument();
    expect(screen.getByText('viernes, 6 de marzo de 2026')).toBeInTheDocument();
    expect(screen.getByText('$610,000')).toBeInTheDocument();
    expect(screen.getByText('$180, sumado a sus costos de cierre')).toBeInTheDocument();
  });
});

describe('product/assets', () => {
  const overview: AssetsOverview = {
    checklistStatus: 'ASSETS_PREQUAL',
    requiredDollars: 4_750_000,
    linkedDollars: 0,
    sources: [],
    institutions: [{ id: 'sandbox-bank-harbor', name: 'Harbor Savings (sandbox)', kind: 'BANK' }],
    submittedAt: null,
  };

  it('says how much must be verified and sends nothing until an account or statement is added', async () => {
    render('product/assets', 'ASSETS_PREQUAL', VALUATION, { [`GET ${APP}/assets`]: jsonResponse(overview) });
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Qualify with your savings and investments' },
      { timeout: 5_000 },
    );
    expect(screen.getByText('$4,750,000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send for verification' })).toBeDisabled();
  });

  it('lists linked accounts with their balance and last 4 digits', async () => {
    const linked: AssetsOverview = {
      ...overview,
      linkedDollars: 6_000_000,
      sources: [
        {
          uuid: '00000000-0000-4000-8000-000000000001',
          kind: 'LINKED_ACCOUNT',
          name: 'Harbor Savings (sandbox)',
          accountName: 'Everyday Checking',
          accountLast4: '4321',
          balanceDollars: 1_200_000,
        },
      ],
    };
    render('product/assets', 'ASSETS_PREQUAL', VALUATION, { [`GET ${APP}/assets`]: jsonResponse(linked) });
    expect(await screen.findByText('Harbor Savings (sandbox): Everyday Checking ending 4321')).toBeInTheDocument();
    expect(screen.getByText('$1,200,000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send for verification' })).toBeEnabled();
  });
});
