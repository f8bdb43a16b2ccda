import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/auth-token';
import { jsonResponse } from '../../../testing/fixtures';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';
import { DRAFT_STORAGE_KEY } from '../draft/registration-draft';
import {
  completeDraft,
  featuresAnswer,
  identityAnswer,
  profileAnswer,
  storeDraft,
} from '../testing/registration-fixtures';

const BASE = '/account/heloc/register-v2';
const routes = (extra: Record<string, Response> = {}) => ({
  'POST /service-optimize/external/api/v1/features': featuresAnswer('redesign-2025'),
  'POST /ft/external/event': jsonResponse({ ok: true }),
  ...extra,
});

const progressGroups = () =>
  within(screen.getByRole('navigation', { name: 'Registration progress' })).getAllByRole('listitem');
const currentGroup = () => progressGroups().find((li) => li.getAttribute('aria-current') === 'step')?.textContent;
const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
const type = async (user: ReturnType<typeof renderApp>['user'], label: RegExp, text: string) =>
  user.type(screen.getByLabelText(label, { selector: 'input' }), text);

describe('/register-v2 step order, progress and skips (docs/product/registration-and-routing.md §2, §4)', () => {
  it('walks a visitor through every step in order with the step query and progress groups', async () => {
    mockFetch(routes());
    const { user, location } = renderApp(`${BASE}?pop-webchat=true`);
    await heading("Let's start with your property");
    // docs/product/widgets-and-calculations.md §1: the loan facts sit beside the form.
    expect(screen.getByRole('complementary', { name: 'Loan facts' })).toHaveTextContent('$15,000 to $400,000');
    expect(progressGroups().map((li) => li.textContent?.replace(/\s*\(completed\)/, ''))).toEqual([
      expect.stringContaining('Property Info'),
      'Income Info',
      'Personal Info',
      'Contact Info',
      'Login Info',
    ]);
    expect(currentGroup()).toContain('Address');

    await type(user, /Property address/, '123 Main St');
    await type(user, /^City/, 'Phoenix');
    await type(user, /^State/, 'AZ');
    await type(user, /ZIP code/, '85001');
    await user.click(screen.getByRole('radio', { name: 'Primary residence' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await heading('Is your property for sale?');
    expect(location()).toBe(`${BASE}/for-sale?step=sale-status&pop-webchat=true`);
    expect(currentGroup()).toContain('Sale Status');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await heading('Tell us about your income');
    expect(location()).toBe(`${BASE}/annual-income?step=income-info&pop-webchat=true`);
    expect(currentGroup()).toBe('Income Info');
    await user.selectOptions(screen.getByLabelText(/Employment type/), 'FULL_TIME');
    await type(user, /^Annual income/, '95000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await heading('What is your legal name?');
    expect(location()).toContain('step=name');
    expect(currentGroup()).toContain('Name');
    await type(user, /First name/, 'Ana');
    await type(user, /Last name/, 'Lopez');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await heading('When were you born?');
    expect(currentGroup()).toContain('Birthdate');
    await type(user, /Month/, '07');
    await type(user, /Day/, '04');
    await type(user, /Year/, '1980');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await heading('How can we reach you?');
    expect(location()).toContain(`${BASE}/phone-and-email?step=contact-info`);
    expect(currentGroup()).toBe('Contact Info');
    await type(user, /Email/, 'ana@example.com');
    await type(user, /Mobile phone/, '5551234567');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await heading('Create your password');
    expect(location()).toContain(`${BASE}/set-password?step=login-info`);
    expect(currentGroup()).toBe('Login Info');
    // The last step carries the consents.
    expect(screen.getByRole('checkbox', { name: /Terms of Service/ })).toBeInTheDocument();

    // Going back keeps what was typed; the password never reaches storage.
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'abcDEF123456!');
    await user.click(screen.getByRole('checkbox', { name: /Terms of Service/ }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await heading('How can we reach you?');
    expect(screen.getByLabelText(/Email/)).toHaveValue('ana@example.com');
    // An unchecked edit survives Back and forward again (but never the password).
    await user.clear(screen.getByLabelText(/Email/));
    await user.type(screen.getByLabelText(/Email/), 'ana@exa');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await heading('When were you born?');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await heading('How can we reach you?');
    expect(screen.getByLabelText(/Email/)).toHaveValue('ana@exa');
    await user.clear(screen.getByLabelText(/Email/));
    await user.type(screen.getByLabelText(/Email/), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await heading('Create your password');
    expect(screen.getByRole('checkbox', { name: /Terms of Service/ })).toBeChecked();
    expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await heading('How can we reach you?');
    expect(screen.getByLabelText(/Mobile phone/)).toHaveValue('(555) 123-4567');
    const stored = sessionStorage.getItem(DRAFT_STORAGE_KEY)!;
    expect(JSON.parse(stored)).toMatchObject({
      name: { firstName: 'Ana', lastName: 'Lopez' },
      income: { income: 95000 },
    });
    expect(stored).not.toContain('abcDEF123456!');
    // Eight steps typed through: it takes most of the default 20 s on a busy machine.
  }, 60_000);

  it('visits home-address when the property is not the home, and clears it when it becomes the home', async () => {
    mockFetch(routes());
    const { user, location } = renderApp(BASE);
    await heading("Let's start with your property");
    await type(user, /Property address/, '9 Elm Road');
    await type(user, /^City/, 'Austin');
    await type(user, /^State/, 'TX');
    await type(user, /ZIP code/, '78701');
    await user.click(screen.getByRole('radio', { name: 'Investment property' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await heading('Where do you live?');
    expect(location()).toBe(`${BASE}/home-address?step=property-info`);
    expect(currentGroup()).toContain('Property Info');
    await type(user, /Home address/, '1 Oak Lane');
    await type(user, /^City/, 'Dallas');
    await type(user, /^State/, 'TX');
    await type(user, /ZIP code/, '75201');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await heading('Is your property for sale?');
    expect(JSON.parse(sessionStorage.getItem(DRAFT_STORAGE_KEY)!).homeAddress).toMatchObject({ city: 'Dallas' });

    // Back twice to the start, switch to a primary residence: for-sale comes next and the home address is gone.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await heading('Where do you live?');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await heading("Let's start with your property");
    expect(screen.getByRole('combobox', { name: /Property address/ })).toHaveValue('9 Elm Road');
    await user.click(screen.getByRole('radio', { name: 'Primary residence' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await heading('Is your property for sale?');
    expect(JSON.parse(sessionStorage.getItem(DRAFT_STORAGE_KEY)!).homeAddress).toBeUndefined();
  });

  it('goes back to the start when no property street is set, and resumes a stored draft after a reload', async () => {
    mockFetch(routes());
    const first = renderApp(`${BASE}/birthdate?step=birthdate`);
    await heading("Let's start with your property");
    expect(first.location()).toBe(`${BASE}?step=property-info`);
    first.unmount();

    storeDraft(completeDraft({ dob: undefined }));
    const second = renderApp(`${BASE}/birthdate?step=birthdate`);
    await heading('When were you born?');
    expect(currentGroup()).toContain('Birthdate');
    expect(second.location()).toBe(`${BASE}/birthdate?step=birthdate`);
  });

  it('skips the contact and login steps for a signed-in visitor whose profile has email and phone', async () => {
    setToken('token');
    mockFetch(
      routes({
        'GET /service-profile/api/v1/profile': jsonResponse(profileAnswer),
        'GET /identity/secure/api/v1_1/identity': jsonResponse(identityAnswer),
      }),
    );
    storeDraft(completeDraft({ dob: undefined, name: undefined }));
    const { user } = renderApp(`${BASE}/legal-name?step=name`);
    await heading('What is your legal name?');
    await waitFor(() =>
      expect(progressGroups().map((li) => li.textContent)).toEqual([
        expect.stringContaining('Property Info'),
        expect.stringContaining('Income Info'),
        expect.stringContaining('Personal Info'),
      ]),
    );
    // docs/product/registration-and-routing.md §5: a name prefilled from the profile is read-only.
    await waitFor(() => expect(screen.getByLabelText(/First name/)).toHaveValue('Ana'));
    expect(screen.getByLabelText(/First name/)).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await heading('When were you born?');
    // Birthdate is now the last step: it carries the consents, and no contact step follows.
    expect(screen.getByRole('checkbox', { name: /Terms of Service/ })).toBeInTheDocument();
  });

  it('redirects to /register keeping the query string when the redesign flag is off', async () => {
    mockFetch(routes({ 'POST /service-optimize/external/api/v1/features': featuresAnswer() }));
    const { location } = renderApp(`${BASE}?offerCode=ABC123&utm_source=mail`);
    await waitFor(() => expect(location()).toBe('/account/heloc/register?offerCode=ABC123&utm_source=mail'));
    expect(await screen.findByRole('progressbar', { name: 'Registration progress' })).toHaveValue(1);
  });

  it('sends a signed-in visitor who lands on a skipped step to their last step', async () => {
    setToken('token');
    mockFetch(
      routes({
        'GET /service-profile/api/v1/profile': jsonResponse(profileAnswer),
        'GET /identity/secure/api/v1_1/identity': jsonResponse(identityAnswer),
      }),
    );
    storeDraft(completeDraft());
    const { location } = renderApp(`${BASE}/set-password?step=login-info`);
    await heading('When were you born?');
    expect(location()).toBe(`${BASE}/birthdate?step=birthdate`);
  });
});
