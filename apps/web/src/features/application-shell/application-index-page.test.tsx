import { screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applicationIdLoader } from '../../app/routes/application.routes';
import { appRoutes } from '../../app/router';
import { setToken } from '../../lib/auth-token';
import { jsonResponse } from '../../testing/fixtures';
import { mockFetch } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';
import { applicationKeys } from '../../shared/application-status/api/application-keys';
import {
  APP_UUID,
  APPLICATION_PATH,
  appPath,
  buildApplication,
  buildStatus,
  shellBackground,
  STATUS_PATH,
} from '../../testing/application-fixtures';

/** Answers the status call with each status in turn, repeating the last. */
const statusSequence = (...statuses: Parameters<typeof buildStatus>[0][]) => {
  let call = 0;
  return () => jsonResponse(buildStatus(statuses[Math.min(call++, statuses.length - 1)]));
};

const statusCalls = (calls: { url: string }[]) => calls.filter((c) => c.url.endsWith(`/heloc/${APP_UUID}/status`));

const APP = `/service-application/api/v1/application/heloc/${APP_UUID}`;
const ADDRESS = { street1: '123 Main St', street2: null, city: 'Austin', state: 'TX', zip: '78701' };
/** What the credit and property screens read about their dead end. */
const deadEndCalls = (status: ReturnType<typeof buildStatus>) => ({
  [`GET ${APP}/credit/block`]: jsonResponse({
    block: { pull: 'SOFT', reason: 'FROZEN', bureau: 'EXPERIAN', ssnMasked: null },
    status,
  }),
  [`GET ${APP}/property/review`]: jsonResponse({
    address: ADDRESS,
    candidates:
      status.checklistStatus === 'MULTIPLE_PROPERTIES'
        ? [
            { apn: 'TX-000000001', ownerName: 'SMITH, PAT', address: ADDRESS },
            { apn: 'TX-000000002', ownerName: 'SANDBOX LLC', address: { ...ADDRESS, street2: 'Unit B' } },
          ]
        : [],
    status,
  }),
});

describe('/account/heloc/{uuid}: routing by status', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['OFFER_SELECTION', {}, 'product/select', 'Choose your offer'],
    ['DECLINED', {}, 'error/decline', 'We can’t approve your application'],
    ['COLLECT_ADDITIONAL_INFO', {}, 'start/contact', 'Confirm your contact details'],
    ['MULTIPLE_PROPERTIES', {}, 'review-app/property', 'Which property is yours?'],
    ['SOFT_CREDIT_FROZEN', {}, 'credit/error', 'Your credit file is frozen'],
    [
      'GEN_CLOSING_DISCLOSURE',
      { waitingOnFloodCert: true },
      'error/flood-cert',
      'We’re waiting for your flood certificate',
    ],
    ['SOMETHING_NEW', {}, 'error/timeout', 'We are working on your application'],
  ])('%s %o goes to the screen %s', async (checklistStatus, extra, target, heading) => {
    setToken('t');
    mockFetch({
      ...shellBackground,
      [STATUS_PATH]: jsonResponse(buildStatus({ checklistStatus, ...extra })),
      [APPLICATION_PATH]: jsonResponse(buildApplication()),
      ...deadEndCalls(buildStatus({ checklistStatus, ...extra })),
    });
    const { location } = renderApp(appPath());
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(location()).toBe(appPath(target));
  });

  it('shows what is happening while processing, then routes once the status settles, and stops polling', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setToken('t');
    const { calls } = mockFetch({
      ...shellBackground,
      [STATUS_PATH]: statusSequence(
        { checklistStatus: 'WAITING_FOR_SOFT_CREDIT' },
        { checklistStatus: 'WAITING_FOR_INITIAL_OFFERS' },
        { checklistStatus: 'NO_PROPERTY_FOUND' },
      ),
      ...deadEndCalls(buildStatus({ checklistStatus: 'NO_PROPERTY_FOUND' })),
    });
    const { location } = renderApp(appPath());
    // The waiting screen, under the loading overlay that says the same (docs/product/widgets-and-calculations.md §4).
    expect(await screen.findByRole('heading', { name: 'Processing your application' })).toBeInTheDocument();
    const overlaySays = (text: string) =>
      waitFor(() => expect(screen.getByTestId('loader-overlay')).toHaveTextContent(text));
    await overlaySays('Checking your credit (soft pull, no impact on your score)…');

    await vi.advanceTimersByTimeAsync(1_000);
    await overlaySays('Preparing your pre-qualified offers…');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await screen.findByRole('heading', { name: 'We could not find your property' })).toBeInTheDocument();
    expect(location()).toBe(appPath('review-app/property'));

    const settled = statusCalls(calls).length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(statusCalls(calls)).toHaveLength(settled);
  });

  it('gives up after 14 tries of a processing status and shows the timeout page (UNKNOWN)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setToken('t');
    const { calls } = mockFetch({
      ...shellBackground,
      [STATUS_PATH]: statusSequence({
        checklistStatus: 'WAITING_FOR_SOFT_CREDIT',
        statusSince: new Date().toISOString(),
      }),
    });
    const { location } = renderApp(appPath());
    await screen.findByRole('heading', { name: 'Processing your application' });
    await vi.advanceTimersByTimeAsync(120_000);
    // The credit check usually takes less than a minute: two minutes in, the page says it is longer than usual.
    expect(await screen.findByRole('heading', { name: 'We are working on your application' })).toBeInTheDocument();
    expect(await screen.findByText('This is taking longer than usual')).toBeInTheDocument();
    expect(location()).toBe(appPath('error/timeout'));
    // 14 polls by the index page; the timeout page's layout may read the cached status once more.
    expect(statusCalls(calls).length).toBeGreaterThanOrEqual(14);
    expect(statusCalls(calls).length).toBeLessThanOrEqual(15);
  });

  it('keeps pop-webchat on the screen it routes to (docs/product/registration-and-routing.md §2)', async () => {
    setToken('t');
    mockFetch({
      ...shellBackground,
      [STATUS_PATH]: jsonResponse(buildStatus({ checklistStatus: 'OFFER_SELECTION' })),
      [APPLICATION_PATH]: jsonResponse(buildApplication()),
    });
    const { location } = renderApp(`${appPath()}?pop-webchat=1`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your offer' })).toBeInTheDocument();
    expect(location()).toBe(`${appPath('product/select')}?pop-webchat=1`);
  });

  it.each([
    ['read 100 ms ago (within the 250 ms stale time)', 100, 0],
    ['read 1 s ago', 1_000, 1],
  ])(
    'on arrival, routes on a status %s without asking again when it is fresh',
    async (_label, ageMs, expectedCalls) => {
      // The clock held still (timers run as usual): the status is exactly `ageMs` old when the page looks, however long
      // a busy machine takes to load it.
      vi.useFakeTimers({ toFake: ['Date'] });
      setToken('t');
      const { calls } = mockFetch({
        ...shellBackground,
        [STATUS_PATH]: jsonResponse(buildStatus({ checklistStatus: 'OFFER_SELECTION' })),
        [APPLICATION_PATH]: jsonResponse(buildApplication()),
      });
      const { router, queryClient, location } = renderApp('/dashboard');
      // What the registration submit leaves behind: the new application's status, read as it was created.
      queryClient.setQueryData(applicationKeys.status(APP_UUID), buildStatus({ checklistStatus: 'OFFER_SELECTION' }), {
        updatedAt: Date.now() - ageMs,
      });
      const before = statusCalls(calls).length;
      await router.navigate(appPath());
      expect(await screen.findByRole('heading', { level: 1, name: 'Choose your offer' })).toBeInTheDocument();
      expect(location()).toBe(appPath('product/select'));
      expect(statusCalls(calls).length - before).toBe(expectedCalls);
    },
  );

  it('sends the user to the dashboard when the application does not exist (docs/product/registration-and-routing.md §8)', async () => {
    setToken('t');
    mockFetch({
      ...shellBackground,
      [STATUS_PATH]: jsonResponse({ errors: ['Application not found'] }, { status: 404 }),
      'GET /service-application/api/v1/application/heloc/all': jsonResponse([]),
    });
    const { location } = renderApp(appPath());
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });

  it.each([
    [404, '/dashboard'],
    [500, appPath('product/select')],
  ])(
    'a profile read answering %i when routing leads to %s (docs/product/registration-and-routing.md §8: a missing profile goes to the dashboard)',
    async (status, target) => {
      setToken('t');
      mockFetch({
        ...shellBackground,
        'GET /service-profile/api/v1/profile': jsonResponse({ errors: ['Profile not found'] }, { status }),
        [STATUS_PATH]: jsonResponse(buildStatus({ checklistStatus: 'OFFER_SELECTION' })),
        [APPLICATION_PATH]: jsonResponse(buildApplication()),
      });
      const { location } = renderApp(appPath());
      await waitFor(() => expect(location()).toBe(target));
    },
  );

  it('asks the area’s feature flags with the application and its creation date (docs/product/application-area.md §7)', async () => {
    setToken('t');
    const createdDate = '2026-03-04T05:06:07.000Z';
    const { calls } = mockFetch({
      ...shellBackground,
      [STATUS_PATH]: jsonResponse(buildStatus({ checklistStatus: 'OFFER_SELECTION' })),
      [APPLICATION_PATH]: jsonResponse(buildApplication({ auditFields: { createdDate } })),
    });
    renderApp(appPath());
    const flagUsers = () =>
      calls
        .filter((c) => c.url.endsWith('/service-optimize/external/api/v1/features'))
        .map((c) => (c.body as { optimizeUser: Record<string, string> }).optimizeUser);
    await waitFor(() =>
      expect(flagUsers()).toContainEqual({ organization: 'summit', applicationUuid: APP_UUID, createdAt: createdDate }),
    );
    // Outside the area (the shell's own flags) the application is not named.
    expect(flagUsers()).toContainEqual({ organization: 'summit' });
  });

  it('says where a COMPLETE application ended instead of routing in a loop', async () => {
    setToken('t');
    mockFetch({ ...shellBackground, [STATUS_PATH]: jsonResponse(buildStatus({ checklistStatus: 'COMPLETE' })) });
    const { location } = renderApp(appPath());
    expect(await screen.findByRole('heading', { name: 'Your home equity line is open' })).toBeInTheDocument();
    expect(location()).toBe(appPath());
  });

  it('redirects a group folder index to the application root, which routes on', async () => {
    setToken('t');
    mockFetch({ ...shellBackground, [STATUS_PATH]: jsonResponse(buildStatus({ checklistStatus: 'HMDA' })) });
    const { location } = renderApp(appPath('start'));
    expect(await screen.findByRole('heading', { name: 'Demographic information' })).toBeInTheDocument();
    expect(location()).toBe(appPath('start/hmda'));
  });

  it('routes away on an underwriting DECLINE, except on the disclosures page', async () => {
    setToken('t');
    const declined = buildStatus({ checklistStatus: 'DECLINED', uwDecision: 'DECLINE' });
    mockFetch({ ...shellBackground, [STATUS_PATH]: jsonResponse(declined) });
    const onDisclosures = renderApp(appPath('document/disclosures'));
    expect(await screen.findByRole('heading', { name: 'Your closing documents' })).toBeInTheDocument();
    // The layout has the DECLINE once its progress bar shows; a redirect would then be under way.
    expect(await screen.findByRole('navigation', { name: 'Application progress' })).toBeInTheDocument();
    await waitFor(() => expect(onDisclosures.router.state.navigation.state).toBe('idle'));
    expect(onDisclosures.location()).toBe(appPath('document/disclosures'));
    onDisclosures.unmount();

    const elsewhere = renderApp(appPath('liens'));
    expect(await screen.findByRole('heading', { name: 'We can’t approve your application' })).toBeInTheDocument();
    expect(elsewhere.location()).toBe(appPath('error/decline'));
  });
});

describe('/account/heloc/{not an id}', () => {
  it('is not found, and named siblings keep their own pages', async () => {
    setToken('t');
    mockFetch({ ...shellBackground });
    renderApp('/account/heloc/not-an-application');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  const siblings = [
    'register',
    'register-v2',
    'register/account-setup',
    'not-accepting-apps',
    'coming-soon',
    'heloc-signer/login',
  ];
  it.each(siblings)('%s is matched by its own route, never by the application id', (sibling) => {
    const matches = matchRoutes(appRoutes, `/account/heloc/${sibling}`) ?? [];
    expect(matches.length).toBeGreaterThan(0);
    expect(matches.map((m) => m.route.path)).not.toContain(':uuid');
  });

  it('answers 404 from the id loader for any segment that is not an application id', () => {
    const load = (uuid: string) => () =>
      applicationIdLoader({ params: { uuid } } as unknown as Parameters<typeof applicationIdLoader>[0]);
    let thrown: unknown;
    try {
      load('plaid-oauth-success')();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ init: { status: 404 } });
    expect(load(APP_UUID)()).toBeNull();
  });
});
