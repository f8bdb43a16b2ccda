import { HELOC_OPENING_WAIT_DAYS, REGISTRATION_SUBMIT_ORDER } from '@heloc/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/auth-token';
import { jsonResponse } from '../../../testing/fixtures';
import { mockFetch, type RecordedCall } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';
import { waitUntilClickable } from '../../../testing/wait-until-clickable';
import { modalsMessages } from '../modals/modals.messages';
import { buildCreateHelocBody } from './submit-registration';

const ACCOUNT_EXISTS_TITLE = modalsMessages.accountExistsTitle.defaultMessage;
const ACTIVE_APPLICATION_MESSAGES = {
  COMPLETED_WAIT_45_DAYS: modalsMessages.completedWait.defaultMessage.replace(
    '{days}',
    String(HELOC_OPENING_WAIT_DAYS),
  ),
  INQUIRY_APPLICATION: modalsMessages.inquiryApplication.defaultMessage,
  ACTIVE_APPLICATION: modalsMessages.activeApplication.defaultMessage,
};
import {
  APP_UUID,
  completeDraft,
  featuresAnswer,
  identityAnswer,
  profileAnswer,
  storeDraft,
} from '../testing/registration-fixtures';

const prompt = (consentType: string, n: number) =>
  jsonResponse({
    uuid: `00000000-0000-4000-8000-00000000000${n}`,
    consentType,
    text: `${consentType} prompt text`,
    version: '1',
  });
const canStart = {
  canStartApplication: true,
  organizationsWithActiveApplication: [],
  reason: null,
  activeApplicationUuid: null,
  waitUntil: null,
};

const api = (overrides: Record<string, Response | (() => Response | Promise<Response>)> = {}) =>
  mockFetch({
    'POST /service-optimize/external/api/v1/features': featuresAnswer('redesign-2025', 'sms-transactional-consent'),
    'POST /ft/external/event': jsonResponse({ ok: true }),
    'GET /service-comms-prefs/external/api/v1/consent/prompt/SMS': prompt('SMS', 1),
    'GET /service-comms-prefs/external/api/v1/consent/prompt/SMS_TRANSACTIONAL': prompt('SMS_TRANSACTIONAL', 2),
    'POST /waitlist/home-equity-loan-plus': jsonResponse({ waitlisted: false }),
    'POST /identity/api/v1/registration/register': jsonResponse({ jwt: 'jwt-new' }),
    'GET /identity/secure/api/v1_1/identity': jsonResponse(identityAnswer),
    'PUT /identity/secure/api/v1/identity/alias': jsonResponse(identityAnswer),
    'GET /service-search/api/v1/profiles/actions/verify-ability-to-start-application': jsonResponse(canStart),
    'GET /service-application/api/v1/application/heloc/consent-types': jsonResponse([
      { type: 'TERMS', version: '3' },
      { type: 'PRIVACY', version: '2' },
      { type: 'COMMUNICATIONS', version: '1' },
      { type: 'SMS', version: '1' },
    ]),
    'POST /service-application/api/v3/application/helocs': () => jsonResponse({ uuid: APP_UUID }, { status: 201 }),
    'POST /service-comms-prefs/secure/api/v1/consent/user': jsonResponse({ ok: true }),
    ...Object.fromEntries(
      Object.entries(overrides).map(([k, v]) => [k, typeof v === 'function' ? v : () => v.clone()]),
    ),
  });

const SUBMIT_PATHS: Record<string, string> = {
  'POST /waitlist/home-equity-loan-plus': 'waitlist-check',
  'POST /identity/api/v1/registration/register': 'identity-creation',
  'PUT /identity/secure/api/v1/identity/alias': 'phone-saved',
  'GET /service-search/api/v1/profiles/actions/verify-ability-to-start-application': 'existing-account-check',
  'POST /service-application/api/v3/application/helocs': 'heloc-creation',
  'POST /service-comms-prefs/secure/api/v1/consent/user': 'sms-consents-saved',
};
const key = (c: RecordedCall) => `${c.method} ${new URL(c.url, 'http://x').pathname}`;
const stagesOf = (calls: RecordedCall[]) => calls.map((c) => SUBMIT_PATHS[key(c)]).filter(Boolean);
const eventsOf = (calls: RecordedCall[]) =>
  calls.filter((c) => key(c) === 'POST /ft/external/event').map((c) => (c.body as { event: string }).event);

const fillLastStep = async (user: ReturnType<typeof renderApp>['user']) => {
  await screen.findByRole('heading', { level: 1, name: 'Create your password' });
  await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'abcDEF123456!');
  await user.type(screen.getByLabelText(/Confirm password/), 'abcDEF123456!');
  await user.click(await screen.findByRole('checkbox', { name: 'SMS prompt text' }));
  await user.click(screen.getByRole('checkbox', { name: /Terms of Service/ }));
  await user.click(screen.getByRole('checkbox', { name: /communications electronically/ }));
};
/** Every path the router visits from now on (the application area may route on at once). */
const visitedPaths = (router: ReturnType<typeof renderApp>['router']) => {
  const visited: string[] = [];
  router.subscribe((state) => visited.push(state.location.pathname));
  return visited;
};
const PASSWORD_STEP = '/account/heloc/register-v2/set-password?step=login-info';

describe('the create call (docs/product/registration-and-routing.md §7)', () => {
  it.each([
    [{}, false, false],
    [{ affiliates: ['credit-karma-demo'] }, true, false],
    [{ affiliates: ['credit-karma-demo'], prefillIncome: 145_000 }, true, true],
  ])('with %o sends affiliateAppIndicator %s and affiliateLiveOffers %s', (change, indicator, liveOffers) => {
    const draft = completeDraft(change);
    if (!draft.propertyAddress?.occupancyType || !draft.income || !draft.name || !draft.dob)
      throw new Error('incomplete');
    const body = buildCreateHelocBody(draft as Parameters<typeof buildCreateHelocBody>[0], []);
    expect(body).toMatchObject({ affiliateAppIndicator: indicator, affiliateLiveOffers: liveOffers });
    expect(body.income.incomeCoDeeders).toBeNull();
  });
});

describe('registration submit (docs/product/registration-and-routing.md §4, §8)', () => {
  it('makes the calls in REGISTRATION_SUBMIT_ORDER, once, even on a double click, then routes to the application', async () => {
    storeDraft(completeDraft());
    // The application is created only once both clicks have landed: the second one lands while the first submit runs.
    let openCreation = () => {};
    const bothClicked = new Promise<void>((resolve) => (openCreation = resolve));
    const { calls } = api({
      'POST /service-application/api/v3/application/helocs': async () => {
        await bothClicked;
        return jsonResponse({ uuid: APP_UUID }, { status: 201 });
      },
    });
    const { user, router } = renderApp(PASSWORD_STEP);
    const visited = visitedPaths(router);
    await fillLastStep(user);
    await user.dblClick(screen.getByRole('button', { name: 'Continue' }));
    openCreation();

    // The application area takes over at /account/heloc/{uuid} (it reads the status and routes on).
    await waitFor(() => expect(visited).toContain(`/account/heloc/${APP_UUID}`));
    expect(stagesOf(calls)).toEqual(REGISTRATION_SUBMIT_ORDER.filter((s) => !['events-sent', 'routing'].includes(s)));
    const creates = calls.filter((c) => key(c) === 'POST /service-application/api/v3/application/helocs');
    expect(creates).toHaveLength(1);
    expect(calls.filter((c) => key(c) === 'POST /identity/api/v1/registration/register')).toHaveLength(1);
    expect(creates[0]!.headers.get('idempotency-key')).toBe('idem-key-0001');
    expect(new URL(creates[0]!.url, 'http://x').searchParams.get('state')).toBe('AZ');
    expect(creates[0]!.body).toMatchObject({
      propertyRequest: { street1: '123 Main St', occupancyType: 'HOME', homeAddress: null },
      profileRequest: {
        firstName: 'Ana',
        lastName: 'Lopez',
        phoneNumber: '5551234567',
        dob: { day: 4, month: 7, year: 1980 },
      },
      income: { incomePrimary: 120000, incomeOther: 5000, incomeCoDeeders: null },
      affiliateAppIndicator: false,
      affiliateLiveOffers: false,
      employmentType: 'FULL_TIME',
      consentListRequest: expect.arrayContaining([
        { type: 'TERMS', version: '3' },
        { type: 'SMS', version: '1' },
      ]),
    });
    const register = calls.find((c) => key(c) === 'POST /identity/api/v1/registration/register')!;
    expect(register.body).toEqual({
      email: 'ana@example.com',
      password: 'abcDEF123456!',
      phoneNumber: '(555) 123-4567',
    });
    // The alias call already carries the new token.
    expect(
      calls.find((c) => key(c) === 'PUT /identity/secure/api/v1/identity/alias')!.headers.get('Authorization'),
    ).toBe('Bearer jwt-new');
    expect(calls.find((c) => key(c) === 'POST /service-comms-prefs/secure/api/v1/consent/user')!.body).toMatchObject({
      consents: [
        { consentPromptUuid: '00000000-0000-4000-8000-000000000001', optInOut: 'OPT_IN' },
        { consentPromptUuid: '00000000-0000-4000-8000-000000000002', optInOut: 'OPT_OUT' },
      ],
    });
    await waitFor(() =>
      expect(eventsOf(calls)).toEqual(
        expect.arrayContaining(['heloc-register-start', 'auth-bucket', 'PAGEVIEW', 'helocStarted', 'appStarted']),
      ),
    );
    expect(sessionStorage.getItem('heloc.registration-draft')).toBeNull();
  });

  it("asks for the new application's status while its SMS answers are being saved, not after", async () => {
    storeDraft(completeDraft());
    const isStatusCall = (c: RecordedCall) => key(c) === `GET /service-heloc-borrower/api/v1/heloc/${APP_UUID}/status`;
    let askedWhileSaving: boolean | undefined;
    const { calls } = api({
      // The save answers only once the status was asked for (or after a second without it).
      'POST /service-comms-prefs/secure/api/v1/consent/user': async () => {
        askedWhileSaving = await waitFor(() => expect(calls.some(isStatusCall)).toBe(true)).then(
          () => true,
          () => false,
        );
        return jsonResponse({ ok: true });
      },
    });
    const { user, router } = renderApp(PASSWORD_STEP);
    const visited = visitedPaths(router);
    await fillLastStep(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(visited).toContain(`/account/heloc/${APP_UUID}`));
    expect(askedWhileSaving).toBe(true);
  });

  it("holds the shell's own reads from the identity's creation until the new application's status is in", async () => {
    storeDraft(completeDraft());
    const statusPath = `/service-heloc-borrower/api/v1/heloc/${APP_UUID}/status`;
    // The shell's standing reads that a new token starts: the notifications and the tracker's link to the identity.
    const isShellRead = (c: RecordedCall) =>
      [
        'GET /service-wallet/secure/api/v3/notifications',
        'GET /identity-broker/customer/secure/api/v3/self/figureinfo',
      ].includes(key(c));
    let answerStatus = () => {};
    const statusAnswered = new Promise<void>((resolve) => (answerStatus = resolve));
    const { calls } = api({
      [`GET ${statusPath}`]: async () => {
        await statusAnswered;
        return jsonResponse({ errors: ['Not found'] }, { status: 404 });
      },
    });
    const { user, router } = renderApp(PASSWORD_STEP);
    const visited = visitedPaths(router);
    await fillLastStep(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    // Signed in since the identity's creation and on the application's page, its status not answered yet: none went.
    await waitFor(() => expect(visited).toContain(`/account/heloc/${APP_UUID}`));
    expect(calls.map(key)).toContain(`GET ${statusPath}`);
    expect(calls.filter(isShellRead)).toEqual([]);

    answerStatus();
    await waitFor(() => expect(calls.map(key)).toContain('GET /service-wallet/secure/api/v3/notifications'));
  });

  it('opens the account-exists modal with a Login button when identity creation answers 401', async () => {
    storeDraft(completeDraft());
    const { calls } = api({
      'POST /identity/api/v1/registration/register': jsonResponse({ errors: ['identity exists'] }, { status: 401 }),
    });
    const { user, location } = renderApp(PASSWORD_STEP);
    await fillLastStep(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: ACCOUNT_EXISTS_TITLE });
    expect(stagesOf(calls)).toEqual(['waitlist-check', 'identity-creation']);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(location()).toBe('/auth/login?redirectUrl=%2Faccount%2Fheloc%2Fregister-v2'));
    // The dialog closes as the login page renders, which may be a frame after the URL changed.
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it.each([
    ['COMPLETED_WAIT_45_DAYS', ACTIVE_APPLICATION_MESSAGES.COMPLETED_WAIT_45_DAYS],
    ['INQUIRY_APPLICATION', ACTIVE_APPLICATION_MESSAGES.INQUIRY_APPLICATION],
    ['ACTIVE_APPLICATION', ACTIVE_APPLICATION_MESSAGES.ACTIVE_APPLICATION],
  ])('shows the active-application modal (%s) and Continue leads to the application', async (reason, message) => {
    storeDraft(completeDraft());
    const blocked = {
      ...canStart,
      canStartApplication: false,
      reason,
      activeApplicationUuid: APP_UUID,
      organizationsWithActiveApplication: ['summit'],
    };
    const { calls } = api({
      'GET /service-search/api/v1/profiles/actions/verify-ability-to-start-application': jsonResponse(blocked),
    });
    const { user, router } = renderApp(PASSWORD_STEP);
    await fillLastStep(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(calls.some((c) => key(c).includes('helocs'))).toBe(false);
    const visited = visitedPaths(router);
    const dialogContinue = within(screen.getByRole('dialog')).getByRole('button', { name: 'Continue' });
    await user.click(await waitUntilClickable(dialogContinue));
    await waitFor(() => expect(visited).toContain(`/account/heloc/${APP_UUID}`));
  });

  it("keeps the user on the page with the 'we do not currently offer loans in' message", async () => {
    storeDraft(completeDraft());
    const notOffered = jsonResponse({ errors: ['we do not currently offer loans in AZ'] }, { status: 400 });
    api({ 'POST /service-application/api/v3/application/helocs': notOffered });
    const { user, location } = renderApp(PASSWORD_STEP);
    await fillLastStep(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/we do not currently offer loans in AZ/)).toBeVisible();
    expect(location()).toBe(PASSWORD_STEP);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('sends the user to /dashboard on any other create failure', async () => {
    storeDraft(completeDraft());
    api({ 'POST /service-application/api/v3/application/helocs': jsonResponse({ errors: ['boom'] }, { status: 500 }) });
    const { user, location } = renderApp(PASSWORD_STEP);
    await fillLastStep(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });

  it('creates no identity for a signed-in visitor whose profile has email and phone', async () => {
    setToken('existing-token');
    storeDraft(completeDraft({ dob: undefined }));
    const { calls } = api({ 'GET /service-profile/api/v1/profile': jsonResponse(profileAnswer) });
    const { user, router } = renderApp('/account/heloc/register-v2/birthdate?step=birthdate');
    const visited = visitedPaths(router);
    await screen.findByRole('heading', { level: 1, name: 'When were you born?' });
    await waitFor(() => expect(screen.getByLabelText(/Year/)).toHaveValue('1980'));
    await user.click(screen.getByRole('checkbox', { name: /Terms of Service/ }));
    await user.click(screen.getByRole('checkbox', { name: /communications electronically/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(visited).toContain(`/account/heloc/${APP_UUID}`));
    expect(stagesOf(calls)).toEqual([
      'waitlist-check',
      'existing-account-check',
      'heloc-creation',
      'sms-consents-saved',
    ]);
    expect(calls.find((c) => key(c).includes('/helocs'))!.headers.get('Authorization')).toBe('Bearer existing-token');
  });
});

describe('the session-replay link (docs/product/registration-and-routing.md §7)', () => {
  it("records the visit's session trail on the new application, once", async () => {
    storeDraft(completeDraft());
    const session = { uuid: '66666666-6666-4666-8666-666666666666', epoch: 1, trackerUuid: APP_UUID };
    const linkPut = `PUT /service-application/api/v1/application/heloc/${APP_UUID}/full-story-link`;
    const { calls } = api({
      'POST /ft/external/session': jsonResponse({ sessionKey: session }),
      [linkPut]: jsonResponse({ ok: true }),
    });
    const { user, router } = renderApp(PASSWORD_STEP);
    const visited = visitedPaths(router);
    await fillLastStep(user);
    await user.dblClick(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(visited).toContain(`/account/heloc/${APP_UUID}`));
    await waitFor(() => expect(calls.filter((c) => key(c) === linkPut)).toHaveLength(1));
    expect(calls.find((c) => key(c) === linkPut)!.body).toEqual({
      link: `${window.location.origin}/console/sessions/${session.uuid}`,
    });
  });
});
