import type { PricingSheet } from '@heloc/domain';
import type { PricingSheetsAnswer } from '@heloc/domain/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
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

describe('the console’s pricing sheets', () => {
  beforeEach(() => sessionStorage.setItem('heloc.staff-token', STAFF_TOKEN));

  it('lists the versions, checks a draft key by key, publishes it and restores an earlier one', async () => {
    const { calls } = mockFetch({
      'GET /staff/api/v1/me': jsonResponse(buildSelf(['ADMIN'])),
      'GET /console/api/v1/pricing-sheets': () => jsonResponse(answer),
      'POST /console/api/v1/pricing-sheets': (call) =>
        jsonResponse({ ...version(3), sheet: (call.body as { sheet: PricingSheet }).sheet }),
      'POST /console/api/v1/pricing-sheets/restore': () => jsonResponse({ ...version(4), restoredFrom: 1 }),
    });
    const { user } = renderConsole('/console/pricing');
    expect(await screen.findByTestId('sheet-in-effect')).toHaveTextContent('In effect: version 2, since');
    const table = screen.getByRole('table', { name: 'Versions, newest first' });
    expect(within(table).getByRole('rowheader', { name: '2 (in effect)' })).toBeInTheDocument();

    // The draft starts from the version in effect; a rate typed as a percent is refused on its key.
    const field = screen.getByLabelText<HTMLTextAreaElement>(/Sheet \(JSON\)/);
    expect(JSON.parse(field.value)).toMatchObject({ primeRate: 0.07 });
    fireEvent.change(field, { target: { value: JSON.stringify({ ...SHEET, maxRate: 17.2 }) } });
    const problems = screen.getByRole('list', { name: 'Problems with the sheet' });
    expect(within(problems).getByText('maxRate: The highest rate must be at most 0.172.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish this version' })).toBeDisabled();

    fireEvent.change(field, { target: { value: JSON.stringify({ ...SHEET, maxRate: 0.15 }) } });
    await user.click(screen.getByRole('button', { name: 'Publish this version' }));
    expect(await screen.findByText('Version 3 is in effect now.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      orgCode: 'MAIN',
      effectiveAt: null,
      sheet: { maxRate: 0.15 },
    });

    await user.click(within(table).getByRole('button', { name: 'Restore version 1' }));
    expect(await screen.findByText('Version 1 is restored as version 4, in effect now.')).toBeInTheDocument();
  });

  it('tells a member without the permission who writes the sheets', async () => {
    mockFetch({ 'GET /staff/api/v1/me': jsonResponse(buildSelf(['PROCESSOR'])) });
    renderConsole('/console/pricing');
    expect(await screen.findByText(/Only capital-markets staff and admins/)).toBeInTheDocument();
  });
});
