import type { PricingSheet } from '@heloc/domain';
import type { PricingSheetsAnswer } from '@heloc/domain/contracts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../testing/fixtures';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderConsole } from '../../testing/render-console';
import { buildSelf, STAFF_TOKEN } from '../../testing/console-fixtures';

const SHEET: PricingSheet = {
  minRate: 0.076,
  maxRate: 0.172,
  terms: [10],
  fixedBaseRateByTerm: { '10': 0.0899 },
  variableTerms: [],
  variableMargin: 0.01,
  primeRate: 0.075,
  additionalDrawMargin: 0.015,
  creditTiers: [{ minScore: 0, adjustment: 0 }],
  cltvBands: [{ maxCltv: 1, adjustment: 0 }],
  maxCltv: 0.85,
  minCreditScore: 640,
  maxDti: 0.5,
  originationFee: 0.0299,
  maxOriginationFee: 0.0499,
  originationFeeMaxDollars: null,
  discounts: [],
  minAmount: 15_000,
  maxAmount: 400_000,
  recordingTaxPer100kByState: {},
  defaultRecordingTaxPer100k: 0,
};
const version = (n: number, sheet: PricingSheet = SHEET) => ({
  orgCode: 'MAIN',
  version: n,
  sheet,
  effectiveAt: '2026-12-01T17:00:00.000Z',
  restoredFrom: null,
  note: `note ${n}`,
  createdBy: 'Ada <ada@example.com>',
  createdAt: '2026-12-01T16:00:00.000Z',
});
const answer: PricingSheetsAnswer = {
  orgCode: 'MAIN',
  timeZone: 'America/Los_Angeles',
  inEffect: 2,
  standing: SHEET,
  versions: [version(2, { ...SHEET, primeRate: 0.07 }), version(1)],
};

const routes = (extra: Parameters<typeof mockFetch>[0] = {}) =>
  mockFetch({
    'GET /staff/api/v1/me': jsonResponse(buildSelf(['ADMIN'])),
    'GET /console/api/v1/pricing-sheets': () => jsonResponse(answer),
    'POST /console/api/v1/pricing-sheets': (call) =>
      jsonResponse({ ...version(3), sheet: (call.body as { sheet: PricingSheet }).sheet }),
    ...extra,
  });
const posted = (calls: ReturnType<typeof mockFetch>['calls'], path = '/console/api/v1/pricing-sheets') =>
  calls.filter((c) => c.method === 'POST' && new URL(c.url, 'http://localhost').pathname === path);
const retype = async (user: ReturnType<typeof renderConsole>['user'], field: HTMLElement, text: string) => {
  await user.clear(field);
  if (text !== '') await user.type(field, text);
};

describe('the console’s pricing sheets', () => {
  beforeEach(() => sessionStorage.setItem('heloc.staff-token', STAFF_TOKEN));

  it('opens the form on the sheet in effect, each key in the unit staff type with its range', async () => {
    routes();
    renderConsole('/console/pricing');
    expect(await screen.findByTestId('sheet-in-effect')).toHaveTextContent('In effect: version 2, since');
    const table = screen.getByRole('table', { name: 'Versions, newest first' });
    expect(within(table).getByRole('rowheader', { name: '2 (in effect)' })).toBeInTheDocument();

    expect(screen.queryByLabelText(/Sheet \(JSON\)/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Prime rate (%)')).toHaveValue('7');
    expect(screen.getByLabelText('Prime rate (%)')).toHaveAccessibleDescription('0% to 15%');
    expect(screen.getByLabelText('Origination fee (%)')).toHaveValue('2.99');
    expect(screen.getByLabelText('Smallest line ($)')).toHaveValue('15000');
    expect(screen.getByLabelText('Smallest line ($)')).toHaveAccessibleDescription('$15,000 to $400,000');
    expect(screen.getByLabelText('Fee cap in dollars ($)')).toHaveValue('');
    expect(screen.getByLabelText('Lowest credit score')).toHaveValue('640');
    const rates = screen.getByRole('table', { name: 'Fixed base rate by term' });
    expect(within(rates).getByRole('columnheader', { name: 'Rate (0% to 17.2%)' })).toBeInTheDocument();
    expect(within(rates).getByLabelText('Fixed base rate 1: Term (years)')).toHaveValue('10');
    expect(within(rates).getByLabelText('Fixed base rate 1: Rate (%)')).toHaveValue('8.99');
  });

  it('shows a value outside its range with the domain’s message beside it, and sends nothing', async () => {
    const { calls } = routes();
    const { user } = renderConsole('/console/pricing');
    const highest = await screen.findByLabelText('Highest rate (%)');
    await retype(user, highest, '18');
    expect(highest).toHaveAccessibleDescription(/The highest rate must be at most 17.2%\./);
    expect(highest).toBeInvalid();
    const tier = screen.getByLabelText('Credit tier 1: Adjustment (%)');
    await retype(user, tier, '12');
    expect(tier).toHaveAccessibleDescription('A credit tier adjustment must be at most 10%.');

    const problems = screen.getByRole('list', { name: 'Problems with the sheet' });
    expect(within(problems).getByText('Highest rate: The highest rate must be at most 17.2%.')).toBeInTheDocument();
    expect(
      within(problems).getByText('Credit tier 1: A credit tier adjustment must be at most 10%.'),
    ).toBeInTheDocument();
    const publish = screen.getByRole('button', { name: 'Publish this version' });
    expect(publish).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Price with the draft' })).toBeDisabled();
    await user.click(publish);
    expect(posted(calls)).toHaveLength(0);

    // A table emptied is refused as a whole, under the table.
    await user.click(screen.getByRole('button', { name: 'Remove credit tier 1' }));
    expect(screen.getByTestId('creditTiers-error')).toHaveTextContent(/./);
  });

  it('publishes a valid edit as fractions, effective now, and prices a sample with the draft', async () => {
    const { calls } = routes({
      'POST /console/api/v1/pricing-sheets/sample': () => jsonResponse({ version: null, offers: [] }),
    });
    const { user } = renderConsole('/console/pricing');
    await retype(user, await screen.findByLabelText('Prime rate (%)'), '7.25');
    await retype(user, screen.getByLabelText('Fixed base rate 1: Rate (%)'), '8.49');
    await retype(user, screen.getByLabelText('Fee cap in dollars ($)'), '$2,500');
    await user.click(screen.getByRole('button', { name: 'Add a fixed base rate' }));
    await user.type(screen.getByLabelText('Fixed base rate 2: Term (years)'), '30');
    await user.type(screen.getByLabelText('Fixed base rate 2: Rate (%)'), '9.74');
    await user.click(screen.getByRole('button', { name: 'Add a discount' }));
    expect(screen.getByLabelText('Discount 1: Type')).toHaveValue('ALL_IN');
    await user.selectOptions(screen.getByLabelText('Discount 1: Type'), 'AUTOPAY');
    await user.type(screen.getByLabelText('Discount 1: Rate reduction (%)'), '0.25');
    await user.click(screen.getByRole('button', { name: 'Add a recording tax' }));
    await user.type(screen.getByLabelText('Recording tax 1: State'), 'fl');
    await user.type(screen.getByLabelText('Recording tax 1: Per $100,000 ($)'), '200');
    expect(screen.queryByRole('list', { name: 'Problems with the sheet' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Price with the draft' }));
    expect(await screen.findByTestId('sample-priced-by')).toHaveTextContent('Priced with the draft.');
    expect(posted(calls, '/console/api/v1/pricing-sheets/sample')[0]?.body).toMatchObject({
      sheet: { primeRate: 0.0725 },
    });

    await user.click(screen.getByRole('button', { name: 'Publish this version' }));
    expect(await screen.findByText('Version 3 is in effect now.')).toBeInTheDocument();
    expect(posted(calls)[0]?.body).toEqual({
      orgCode: 'MAIN',
      effectiveAt: null,
      note: '',
      sheet: {
        ...SHEET,
        primeRate: 0.0725,
        fixedBaseRateByTerm: { '10': 0.0849, '30': 0.0974 },
        originationFeeMaxDollars: 2500,
        discounts: [{ type: 'AUTOPAY', rateReduction: 0.0025 }],
        recordingTaxPer100kByState: { FL: 200 },
      },
    });
  });

  it('schedules a version at a Pacific date and time, and restores an earlier one', async () => {
    const { calls } = routes({
      'POST /console/api/v1/pricing-sheets/restore': () => jsonResponse({ ...version(4), restoredFrom: 1 }),
    });
    const { user } = renderConsole('/console/pricing');
    const when = await screen.findByLabelText('Takes effect at (Pacific time)');
    await user.type(when, '2026-12-24T09:30');
    await user.type(screen.getByLabelText('Note'), 'Holiday rates');
    await user.click(screen.getByRole('button', { name: 'Publish this version' }));
    expect(await screen.findByText('Version 3 is scheduled.')).toBeInTheDocument();
    expect(posted(calls)[0]?.body).toMatchObject({
      effectiveAt: '2026-12-24T09:30',
      note: 'Holiday rates',
      sheet: { primeRate: 0.07 },
    });

    const table = screen.getByRole('table', { name: 'Versions, newest first' });
    await user.click(within(table).getByRole('button', { name: 'Restore version 1' }));
    expect(await screen.findByText('Version 1 is restored as version 4, in effect now.')).toBeInTheDocument();
  });

  it('tells a member without the permission who writes the sheets', async () => {
    mockFetch({ 'GET /staff/api/v1/me': jsonResponse(buildSelf(['PROCESSOR'])) });
    renderConsole('/console/pricing');
    expect(await screen.findByText(/Only capital-markets staff and admins/)).toBeInTheDocument();
  });
});
