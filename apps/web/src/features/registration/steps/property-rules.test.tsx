import {
  HAWAII_PROPERTY_MESSAGE,
  OCCUPANCY_REQUIRED_MESSAGE,
  REFERRER_UNLICENSED_STATE_MESSAGE,
  englishOf,
} from '@heloc/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildOrg, jsonResponse } from '../../../testing/fixtures';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';
import { flowMessages } from '../flow/flow.messages';
import { modalsMessages } from '../modals/modals.messages';

const DISASTER_ZIP_MESSAGE = flowMessages.disasterZip.defaultMessage;
const NEW_YORK_TO_NY_SITE_MESSAGE = modalsMessages.toNewYorkSite.defaultMessage;
const NEW_YORK_TO_OTHER_SITE_MESSAGE = modalsMessages.toOtherSite.defaultMessage;
import { OFFICER_UUID } from '../testing/registration-fixtures';

const BASE = '/account/heloc/register-v2';
const officer = {
  uuid: OFFICER_UUID,
  originatorName: 'Priya Raman',
  brokerName: null,
  avatarUri: null,
  email: 'priya@example.com',
  phoneNumber: '4155550103',
  nmls: '7700103',
  licensedStates: ['CA', 'AZ'],
  enforceLicensedStatesForReferral: true,
  originatorDisplayInfo: { phoneNumber: '4155550103', email: 'priya@example.com' },
};
const flag = (key: string, variables: Record<string, unknown> = {}) => ({ key, enabled: true, variables });
const api = (features = [flag('redesign-2025')], extra: Record<string, Response> = {}) =>
  mockFetch({
    'POST /service-optimize/external/api/v1/features': jsonResponse({ features }),
    'POST /ft/external/event': jsonResponse({ ok: true }),
    [`GET /service-lead-portal/api/lo/${OFFICER_UUID}`]: jsonResponse(officer),
    ...extra,
  });

const fillProperty = async (user: ReturnType<typeof renderApp>['user'], state: string, zip = '85001') => {
  await screen.findByRole('heading', { level: 1, name: "Let's start with your property" });
  await user.type(screen.getByRole('combobox', { name: /Property address/ }), '1 Main St');
  await user.type(screen.getByLabelText(/^City/), 'Town');
  await user.type(screen.getByLabelText(/^State/), state);
  await user.type(screen.getByLabelText(/ZIP code/), zip);
  await user.click(screen.getByRole('radio', { name: 'Primary residence' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
};

describe('property step rules (docs/product/registration-and-routing.md §5)', () => {
  it('requires an occupancy type', async () => {
    api();
    const { user } = renderApp(BASE);
    await screen.findByRole('heading', { level: 1, name: "Let's start with your property" });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(englishOf(OCCUPANCY_REQUIRED_MESSAGE))).toBeVisible();
  });

  it('shows the Hawaii modal with the partner link and stays', async () => {
    api();
    const org = buildOrg({ meta: { hawaiiPartnerUrl: 'https://partner.example/heloc' } });
    const { user, location } = renderApp(BASE, { org });
    await fillProperty(user, 'HI', '96813');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(englishOf(HAWAII_PROPERTY_MESSAGE));
    expect(within(dialog).getByRole('link', { name: 'Apply with our partner lender' })).toHaveAttribute(
      'href',
      'https://partner.example/heloc',
    );
    expect(location()).toBe(BASE);
  });

  it('shows the New York modal by flag and organisation', async () => {
    api([flag('redesign-2025'), flag('ny-modal', { newYorkSiteUrl: 'https://ny.example/apply' })]);
    const { user } = renderApp(BASE);
    await fillProperty(user, 'NY', '10001');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(NEW_YORK_TO_NY_SITE_MESSAGE);
    expect(within(dialog).getByRole('link', { name: 'Go to the New York site' })).toHaveAttribute(
      'href',
      'https://ny.example/apply',
    );
  });

  it('sends a non-New York property away from the New York entity, and not at all with the flag off', async () => {
    api([flag('redesign-2025'), flag('ny-modal', { otherSiteUrl: 'https://apply.example/register' })]);
    const nyOrg = buildOrg({ orgCode: 'summitny', variant: { isNewYorkEntity: true } });
    const first = renderApp(BASE, { org: nyOrg });
    await fillProperty(first.user, 'AZ');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(NEW_YORK_TO_OTHER_SITE_MESSAGE);
    expect(within(dialog).getByRole('link', { name: 'Go to the main site' })).toHaveAttribute(
      'href',
      'https://apply.example/register',
    );
    first.unmount();

    api();
    const second = renderApp(BASE);
    await fillProperty(second.user, 'NY', '10001');
    await screen.findByRole('heading', { level: 1, name: 'Is your property for sale?' });
  });

  it('warns about a disaster-area zip from the ca-fires flag', async () => {
    api([flag('redesign-2025'), flag('ca-fires', { zips: ['90265'] })], {
      'GET /service-application/external/api/v1/heloc/zip-eligibility': jsonResponse({
        orgCode: 'summit',
        excludedZips: ['93510'],
      }),
    });
    const { user } = renderApp(BASE);
    await screen.findByRole('heading', { level: 1, name: "Let's start with your property" });
    await user.type(screen.getByLabelText(/ZIP code/), '90265');
    expect(await screen.findByText(DISASTER_ZIP_MESSAGE)).toBeVisible();
    await user.clear(screen.getByLabelText(/ZIP code/));
    await user.type(screen.getByLabelText(/ZIP code/), '93510');
    expect(await screen.findByText(DISASTER_ZIP_MESSAGE)).toBeVisible();
    await user.clear(screen.getByLabelText(/ZIP code/));
    await user.type(screen.getByLabelText(/ZIP code/), '85001');
    await waitFor(() => expect(screen.queryByText(DISASTER_ZIP_MESSAGE)).not.toBeInTheDocument());
  });
});

describe('referring loan officer (docs/product/registration-and-routing.md §5, docs/product/widgets-and-calculations.md §2)', () => {
  it('shows the officer card and blocks a state the officer is not licensed in', async () => {
    api();
    const { user } = renderApp(`${BASE}?referrerId=${OFFICER_UUID}`);
    expect(await screen.findByRole('complementary', { name: 'Your loan officer' })).toHaveTextContent('Priya Raman');
    await fillProperty(user, 'TX', '78701');
    expect(await screen.findByText(englishOf(REFERRER_UNLICENSED_STATE_MESSAGE))).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("Let's start with your property");
  });

  it('sends a referrer-required organisation without a valid referrer to not-accepting-apps', async () => {
    api();
    const org = buildOrg({ orgCode: 'keystone', variant: { requiresReferringLoanOfficer: true } });
    const { location } = renderApp(`${BASE}?referrerId=00000000-0000-4000-8000-0000000000ff`, { org });
    await waitFor(() => expect(location()).toBe('/account/heloc/not-accepting-apps'));
  });

  it('drops an invalid referrer from the URL elsewhere', async () => {
    api();
    const { location } = renderApp(`${BASE}?referrerId=nope&utm_source=x`);
    await waitFor(() => expect(location()).toBe(`${BASE}?utm_source=x`));
    expect(await screen.findByRole('heading', { level: 1, name: "Let's start with your property" })).toBeVisible();
    expect(screen.queryByRole('complementary', { name: 'Your loan officer' })).not.toBeInTheDocument();
  });
});

describe('prefill (docs/product/registration-and-routing.md §3, §7)', () => {
  it('prefills the property from an offer code', async () => {
    api([flag('redesign-2025')], {
      'GET /service-application/api/v1/application/heloc/offercode/MAIL42': jsonResponse({
        firstName: 'Ana',
        lastName: 'Lopez',
        inHomeDate: '2026-01-01',
        respondByDate: '2026-12-31',
        offerCode: 'MAIL42',
        street1: '77 Sunset Blvd',
        street2: null,
        city: 'Phoenix',
        state: 'AZ',
        zip: '85004',
      }),
    });
    renderApp(`${BASE}?offerCode=MAIL42`);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Property address/ })).toHaveValue('77 Sunset Blvd'),
    );
    expect(screen.getByLabelText(/ZIP code/)).toHaveValue('85004');
  });

  it('prefills from an affiliate prepopulation token', async () => {
    api([flag('redesign-2025')], {
      'GET /a/external/prepop': jsonResponse({
        name: { firstName: 'Bo', middleName: null, lastName: 'Chen', suffix: 'JR' },
        address: { street1: '5 Lake Rd', street2: null, city: 'Mesa', state: 'AZ', zip: '85201' },
        dob: { day: 1, month: 2, year: 1970 },
        email: 'bo@example.com',
        phone: '5559876543',
        income: 88000,
        affiliates: ['lendco'],
        abVersion: 'B',
      }),
    });
    renderApp(`${BASE}?prepop=tok123`);
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Property address/ })).toHaveValue('5 Lake Rd'));
    const draft = JSON.parse(sessionStorage.getItem('heloc.registration-draft')!);
    expect(draft).toMatchObject({
      isPrepopComplete: true,
      name: { firstName: 'Bo', suffix: 'JR' },
      phoneNumber: '(555) 987-6543',
      prefillIncome: 88000,
    });
  });

  it("prefills from a loan officer's referral and keeps its id for the create call", async () => {
    const referralId = '9a7e3b20-0000-4000-8000-000000000001';
    api([flag('redesign-2025')], {
      [`GET /service-lead-portal/api/referrals/${referralId}`]: jsonResponse({
        firstName: 'Cy',
        lastName: 'Park',
        suffix: null,
        street1: '8 Pine Ct',
        street2: null,
        city: 'Reno',
        state: 'NV',
        zip: '89501',
        phoneNumber: '7755550100',
        email: 'cy@example.com',
      }),
    });
    renderApp(`${BASE}?referralId=${referralId}`);
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Property address/ })).toHaveValue('8 Pine Ct'));
    expect(JSON.parse(sessionStorage.getItem('heloc.registration-draft')!)).toMatchObject({
      referralId,
      email: 'cy@example.com',
      phoneNumber: '(775) 555-0100',
      name: { firstName: 'Cy', suffix: 'N/A' },
    });
  });
});
