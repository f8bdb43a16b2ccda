import { CHECKLIST_ROUTES, ROUTE_TARGETS, routeForStatus } from '@heloc/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
import { REVIEW_COPY } from '../../dead-ends/decisions/review-copy';
import { SCREEN_COPY, type ScreenKey } from './screen-copy';

// docs/product/application-area.md §2.1: every screen of the application area, including those routing never sends to directly.
const SPEC_02_SCREENS = [
  'bank/confirm',
  'bank/manual-disburse',
  'conditions',
  'conditions/upload-document',
  'conditions/phone-number',
  'conditions/identity',
  'document/disclosures',
  'error/credit',
  'error/income',
  'income/link/plaid',
  'income/pointserv-callback',
  'income/upload/paystub',
  'insurance/upload',
  'insurance/requirements',
  'signing/sign',
  'signing/support',
  'review-app/incorrect-pin',
  'review-app/uw',
  'review-app/incorrect-ownership',
  'review-app/datatree',
  'bpo/waiting',
];

// The built screens have their own headings; the root routes by itself (tested with the index page).
const BUILT: Record<string, string> = { 'product/select': 'Choose your offer' };
// start/contact, start/hmda and start/app-summary read the application summary: start/start-pages.test.tsx.
const isBuiltStart = (path: string) =>
  ['start/profile', 'start/contact', 'start/hmda', 'start/app-summary'].includes(path);

const expectedHeading = (path: string): string => {
  if (BUILT[path]) return BUILT[path];
  if (path === 'review-app/signdocs' || path === 'review-app/datatree')
    return SCREEN_COPY['error/timeout'].title.defaultMessage;
  const key = path.replace(/^income\/(link|upload)\/.*/, 'income/$1') as ScreenKey;
  return SCREEN_COPY[key].title.defaultMessage;
};

const renderScreen = (path: string) => {
  setToken('t');
  // A status that routes to a status page (not the screen under test), without a DECLINE: the screen stays put.
  mockFetch({
    ...shellBackground,
    [STATUS_PATH]: jsonResponse(buildStatus({ checklistStatus: 'DELINQUENCY_REVIEW' })),
    [APPLICATION_PATH]: jsonResponse(buildApplication()),
  });
  return renderApp(appPath(path));
};

describe('every screen the routing table can produce resolves to a page', () => {
  it('covers every row of the domain routing table', () => {
    const produced = new Set(
      CHECKLIST_ROUTES.flatMap((row) =>
        (row.statuses === 'ANY' ? [''] : row.statuses).map(
          (s) => routeForStatus({ status: { checklistStatus: s } }).path,
        ),
      ),
    );
    for (const path of produced) expect(ROUTE_TARGETS as readonly string[]).toContain(path);
  });

  // Built screens that guard their status are tested in their own folders (bank/*: bank-pages.test.tsx).
  // identity, liens and payoff/hold read their own calls: identity/, liens/ and payoff/ test them (e2e).
  const isGuarded = (path: string) =>
    path.startsWith('bank/') ||
    path.startsWith('income/') || // income/*: income/income-pages.test.tsx
    path.startsWith('conditions') || // conditions/*: conditions/conditions-pages.test.tsx, e2e/conditions.spec.ts
    isBuiltStart(path) ||
    // credit/social, credit/error, review-app/property: credit/credit-pages.test.tsx,
    // property/property-review-page.test.tsx and e2e/dead-ends-credit-property.spec.ts.
    ['credit/social', 'credit/error', 'review-app/property'].includes(path) ||
    // signing/intro, sign, support and document/disclosures read the closing package: e2e/closing-signing.spec.ts.
    ['signing/intro', 'signing/sign', 'signing/support', 'document/disclosures'].includes(path) ||
    // signing/additional reads the co-deed status: signing/additional-signers-page.test.tsx, e2e/closing-signers.spec.ts.
    path === 'signing/additional' ||
    ['identity', 'liens', 'payoff/hold'].includes(path) ||
    // Bpo/*, hold, product/assets and product/prequal-winback read their own calls: tested here below, in
    // valuation/valuation-pages.test.tsx and e2e/dead-ends-valuation-assets.spec.ts.
    path.startsWith('bpo/') ||
    ['hold', 'product/assets', 'product/prequal-winback'].includes(path) ||
    // The adverse action notice (error/decline, credit, income), the manual reviews (review-app/*), the
    // flood certificate wait and insurance/*: decisions/decisions-pages.test.tsx, e2e/dead-ends-reviews-decline.spec.ts.
    ['error/decline', 'error/credit', 'error/income', 'error/flood-cert'].includes(path) ||
    path.startsWith('insurance/') ||
    ['review-app/delinquency', 'review-app/uw', 'review-app/no-credit'].includes(path) ||
    ['review-app/incorrect-pin', 'review-app/incorrect-ownership'].includes(path) ||
    // Notary/* and complete read the notary and complete calls: e2e/closing-notary-funding.spec.ts.
    path.startsWith('notary/') ||
    path === 'complete';
  const everyScreen: string[] = [...ROUTE_TARGETS.filter((path) => path !== ''), ...SPEC_02_SCREENS].filter(
    (path) => !isGuarded(path),
  );
  it.each(everyScreen)('%s renders its page with a heading, support contact and Check status', async (path) => {
    const { location } = renderScreen(path);
    const heading = await screen.findByRole('heading', { level: 1, name: expectedHeading(path) });
    expect(location()).toBe(appPath(path));
    if (BUILT[path]) return;
    const page = heading.closest('section')!;
    expect(within(page).getByRole('button', { name: 'Check status' })).toBeInTheDocument();
    expect(within(page).getByRole('link', { name: '888-555-0100' })).toHaveAttribute('href', 'tel:+18885550100');
    expect(within(page).getByRole('link', { name: 'help@test-lending.example' })).toBeInTheDocument();
  });

  it.each(['bank', 'credit', 'error', 'income', 'notary', 'signing', 'review-app', 'bpo', 'payoff', 'insurance'])(
    'the %s folder index redirects to the application root',
    async (folder) => {
      const { location } = renderScreen(folder);
      // The root routes DELINQUENCY_REVIEW on to review-app/delinquency.
      const title = String(REVIEW_COPY.delinquency.title.defaultMessage);
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      expect(location()).toBe(appPath('review-app/delinquency'));
    },
  );

  // income/link alone redirects to income/review: income/income-pages.test.tsx.
});

describe('Check status', () => {
  // The waiting screens (hold, bpo/hold, bpo/waiting) read the valuation besides the status.
  const VALUATION_PATH = `GET /service-application/api/v1/application/heloc/${APP_UUID}/valuation`;
  const valuation = {
    checklistStatus: 'NAV_BPO_PROCESSING',
    bpo: 'BPO_PROCESSING',
    propertyState: 'CO',
    needsConditionQuestionnaire: false,
    fee: { amountDollars: 180, coveredByLender: false },
    estimatedValue: 600_000,
    condition: null,
    orderedAt: '2026-11-20T17:00:00.000Z',
    expectedBy: '2026-11-25T17:00:00.000Z',
    valueDollars: null,
  };

  it('follows the application when an operator has moved it on', async () => {
    setToken('t');
    let answer = buildStatus({ checklistStatus: 'ONSITE_APPRAISAL_PENDING' });
    mockFetch({
      ...shellBackground,
      [STATUS_PATH]: () => jsonResponse(answer),
      [VALUATION_PATH]: jsonResponse(valuation),
    });
    const { user, location } = renderApp(appPath('hold'));
    await screen.findByRole('heading', { name: 'Your home needs an on-site appraisal' });

    answer = buildStatus({ checklistStatus: 'NAV_BPO_PROCESSING', bpo: 'BPO_PROCESSING' });
    await user.click(screen.getByRole('button', { name: 'Check status' }));
    expect(await screen.findByRole('heading', { name: 'Your home is being valued' })).toBeInTheDocument();
    expect(location()).toBe(appPath('bpo/hold'));
  });

  it('leaves the next page ready for another check when it routes between sibling routes of one page', async () => {
    setToken('t');
    const answer = buildStatus({ checklistStatus: 'NAV_BPO_PROCESSING', bpo: 'BPO_PROCESSING' });
    mockFetch({
      ...shellBackground,
      [STATUS_PATH]: () => jsonResponse(answer),
      [VALUATION_PATH]: jsonResponse(valuation),
    });
    const { user, location } = renderApp(appPath('bpo/waiting'));
    await screen.findByRole('heading', { name: 'Your home is being valued' });

    // bpo/waiting and bpo/hold are sibling routes of one page: the router keeps the component, changing its route.
    await user.click(screen.getByRole('button', { name: 'Check status' }));
    expect(await screen.findByRole('heading', { name: 'Your home is being valued' })).toBeInTheDocument();
    await vi.waitFor(() => expect(location()).toBe(appPath('bpo/hold')));
    const button = await screen.findByRole('button', { name: 'Check status' });
    expect(button).toBeEnabled();
    expect(screen.queryByText(/Checking status/)).not.toBeInTheDocument();

    await user.click(button);
    expect(
      await screen.findByText(
        'The broker’s value has not arrived yet. Check again later: your offers appear here as soon as it does.',
      ),
    ).toBeInTheDocument();
  });

  it('says so when the application is still at this step', async () => {
    setToken('t');
    mockFetch({
      ...shellBackground,
      [STATUS_PATH]: jsonResponse(buildStatus({ checklistStatus: 'ONSITE_APPRAISAL_PENDING' })),
      [VALUATION_PATH]: jsonResponse(valuation),
    });
    const { user } = renderApp(appPath('hold'));
    await screen.findByRole('heading', { name: 'Your home needs an on-site appraisal' });
    await user.click(screen.getByRole('button', { name: 'Check status' }));
    expect(
      await screen.findByText(
        'The appraisal is still in progress. Check again later, or call us to ask where it stands.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the application progress with the current step', async () => {
    renderScreen('conditions/identity');
    const progress = await screen.findByRole('navigation', { name: 'Application progress' });
    const current = within(progress).getByText('Verify Identity').closest('li');
    expect(current).toHaveAttribute('aria-current', 'step');
    expect(within(progress).getByText('Talk to eNotary')).toBeInTheDocument();
  });
});

// docs/product/operations-console.md §5: the broker could not value the home; the applicant asks for another visit.
describe('error/timeout when the broker could not value the home', () => {
  it('says what happened and asks the broker to visit again, then follows the status', async () => {
    setToken('t');
    let status = buildStatus({ checklistStatus: 'HOLD_FOR_APPRAISAL_REVIEW', bpo: 'BPO_UNKNOWN' });
    const { calls } = mockFetch({
      ...shellBackground,
      [STATUS_PATH]: () => jsonResponse(status),
      [APPLICATION_PATH]: jsonResponse(buildApplication()),
      [`POST /service-application/api/v1/application/heloc/${APP_UUID}/valuation/visit-again`]: () => {
        status = buildStatus({ checklistStatus: 'NAV_BPO_PROCESSING', bpo: 'BPO_PROCESSING' });
        return jsonResponse(status);
      },
    });
    const { user } = renderApp(appPath('error/timeout'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The broker could not value your home' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check status' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ask the broker to visit again' }));
    await expect.poll(() => calls.filter((c) => c.url.endsWith('/valuation/visit-again')).length).toBe(1);
    // NAV_BPO_PROCESSING routes to bpo/hold.
    expect(await screen.findByRole('heading', { level: 1, name: /valued/ }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
