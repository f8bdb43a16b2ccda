import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../testing/fixtures';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';
import { APP_UUID, featuresAnswer, identityAnswer } from '../testing/registration-fixtures';

const canStart = {
  canStartApplication: true,
  organizationsWithActiveApplication: [],
  reason: null,
  activeApplicationUuid: null,
  waitUntil: null,
};

describe('original /register flow (docs/product/registration-and-routing.md §2, docs/product/widgets-and-calculations.md §2)', () => {
  it('goes from property and income to account setup with its progress bar, then submits', async () => {
    const { calls } = mockFetch({
      'POST /service-optimize/external/api/v1/features': featuresAnswer(),
      'POST /ft/external/event': jsonResponse({ ok: true }),
      'POST /waitlist/home-equity-loan-plus': jsonResponse({ waitlisted: false }),
      'POST /identity/api/v1/registration/register': jsonResponse({ jwt: 'jwt-new' }),
      'GET /identity/secure/api/v1_1/identity': jsonResponse(identityAnswer),
      'PUT /identity/secure/api/v1/identity/alias': jsonResponse(identityAnswer),
      'GET /service-search/api/v1/profiles/actions/verify-ability-to-start-application': jsonResponse(canStart),
      'GET /service-application/api/v1/application/heloc/consent-types': jsonResponse([
        { type: 'TERMS', version: '1' },
      ]),
      'POST /service-application/api/v3/application/helocs': jsonResponse({ uuid: APP_UUID }, { status: 201 }),
    });
    const { user, router } = renderApp('/account/heloc/register');
    const visited: string[] = [];
    router.subscribe((s) => visited.push(s.location.pathname));
    await screen.findByRole('heading', { level: 1, name: "Let's start with your property" });
    expect(screen.getByRole('progressbar', { name: 'Registration progress' })).toHaveValue(1);
    expect(screen.getByRole('complementary', { name: 'Loan facts' })).toHaveTextContent(
      'Apply in 5 minutes, funding in 5 days',
    );
    await user.type(screen.getByRole('combobox', { name: /Property address/ }), '1 Main St');
    await user.type(screen.getByLabelText(/^City/), 'Phoenix');
    await user.type(screen.getByLabelText(/^State/), 'AZ');
    await user.type(screen.getByLabelText(/ZIP code/), '85001');
    await user.click(screen.getByRole('radio', { name: 'Second home' }));
    // docs/product/registration-and-routing.md §4: the home address appears for a property that is not the home.
    await user.type(await screen.findByRole('combobox', { name: /Home address/ }), '2 Oak Ave');
    const cities = screen.getAllByLabelText(/^City/);
    await user.type(cities[1]!, 'Tempe');
    await user.type(screen.getAllByLabelText(/^State/)[1]!, 'AZ');
    await user.type(screen.getAllByLabelText(/ZIP code/)[1]!, '85281');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.selectOptions(screen.getByLabelText(/Employment type/), 'SELF_EMPLOYED');
    await user.type(screen.getByLabelText(/^Annual income/), '80000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await screen.findByRole('heading', { level: 1, name: 'Set up your account' });
    expect(screen.getByRole('progressbar', { name: 'Registration progress' })).toHaveValue(2);
    await user.type(screen.getByLabelText(/First name/), 'Ana');
    await user.type(screen.getByLabelText(/Last name/), 'Lopez');
    await user.type(screen.getByLabelText(/Month/), '07');
    await user.type(screen.getByLabelText(/Day/), '04');
    await user.type(screen.getByLabelText(/Year/), '1980');
    await user.type(screen.getByLabelText(/Email/), 'ana@example.com');
    await user.type(screen.getByLabelText(/Mobile phone/), '5551234567');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'abcDEF123456!');
    await user.type(screen.getByLabelText(/Confirm password/), 'abcDEF123456!');
    await user.click(screen.getByRole('checkbox', { name: /Terms of Service/ }));
    await user.click(screen.getByRole('checkbox', { name: /communications electronically/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(visited).toContain(`/account/heloc/${APP_UUID}`));
    const create = calls.find((c) => c.url.includes('/helocs'))!;
    expect(create.body).toMatchObject({
      propertyRequest: { occupancyType: 'SECONDARY', homeAddress: { street1: '2 Oak Ave', city: 'Tempe' } },
      employmentType: 'SELF_EMPLOYED',
    });
  });

  it('shows the support page', async () => {
    mockFetch({
      'POST /service-optimize/external/api/v1/features': featuresAnswer(),
      'POST /ft/external/event': jsonResponse({ ok: true }),
    });
    renderApp('/account/heloc/register/support');
    expect(await screen.findByRole('heading', { level: 1, name: 'Need help with your application?' })).toBeVisible();
    expect(screen.getByRole('link', { name: '888-555-0100' })).toBeVisible();
  });
});
