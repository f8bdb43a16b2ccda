import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test, type Page } from '@playwright/test';
import { createApplication, useToken } from './support/application';
import { registerIdentity } from './support/identity';
import { clickContinue, completeRedesignedFlow, fillProperty, newApplicant, stepHeading } from './support/registration';

// Every validation message appears for its bad input, word for word from the spec
// (docs/product/registration-and-routing.md §5, docs/product/widgets-and-calculations.md §5), and each modal opens in its case.
const message = (page: Page, text: string) => expect(page.getByText(text, { exact: true }).first()).toBeVisible();

async function toStep(page: Page, heading: string) {
  await page.goto('/account/heloc/register-v2');
  await fillProperty(page, newApplicant());
  await clickContinue(page);
  const order = [
    'Is your property for sale?',
    'Tell us about your income',
    'What is your legal name?',
    'When were you born?',
    'How can we reach you?',
  ];
  for (const step of order) {
    await expect(stepHeading(page, step)).toBeVisible();
    if (step === heading) return;
    if (step === 'Is your property for sale?') await page.getByRole('radio', { name: 'No' }).check();
    if (step === 'Tell us about your income') {
      await page.getByLabel(/Employment type/).selectOption('FULL_TIME');
      await page.getByLabel(/^Annual income/).fill('120000');
    }
    if (step === 'What is your legal name?') {
      await page.getByLabel(/First name/).fill('Pat');
      await page.getByLabel(/Last name/).fill('Rivera');
    }
    if (step === 'When were you born?') {
      await page.getByLabel(/Month/).fill('03');
      await page.getByLabel(/Day/).fill('12');
      await page.getByLabel(/Year/).fill('1978');
    }
    await clickContinue(page);
  }
}

test('property step messages', async ({ page }) => {
  await page.goto('/account/heloc/register-v2');
  await expect(stepHeading(page, "Let's start with your property")).toBeVisible();
  await clickContinue(page);
  await message(page, 'Please select an occupancy type');
  await expect(
    page.getByText(/^(Street address is required|Please enter a valid property address)$/).first(),
  ).toBeVisible();
  await page.getByRole('combobox', { name: /Property address/ }).fill('Main');
  await page.getByLabel(/^State/).fill('T');
  await page.getByLabel(/ZIP code/).fill('787');
  await page.getByLabel(/^City/).fill('Austin9');
  await clickContinue(page);
  await message(page, 'Please enter a valid property address');
  await message(page, 'State must be two characters in length');
  await message(page, 'Please enter a valid zipcode');
  await message(page, 'Please enter a valid city name');
  // The step with its messages shown is still accessible: each message tied to its field.
  await expectNoSeriousA11yViolations(page);
});

test('for-sale and income messages, and the under-$15,000 confirmation', async ({ page }) => {
  await toStep(page, 'Is your property for sale?');
  await clickContinue(page);
  await message(page, 'Required');
  await page.getByRole('radio', { name: 'No' }).check();
  await clickContinue(page);

  await expect(stepHeading(page, 'Tell us about your income')).toBeVisible();
  await page.getByLabel(/Employment type/).selectOption('UNEMPLOYED');
  await page.getByLabel(/^Annual income/).fill('10000000');
  await clickContinue(page);
  await message(page, "We apologize. At this time, we don't lend to unemployed borrowers.");
  await message(page, 'Must be less than $10,000,000');

  await page.getByLabel(/Employment type/).selectOption('FULL_TIME');
  await page.getByLabel(/^Annual income/).fill('12000');
  await clickContinue(page);
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(stepHeading(page, 'What is your legal name?')).toBeVisible();
});

test('name and birthdate messages', async ({ page }) => {
  await toStep(page, 'What is your legal name?');
  await clickContinue(page);
  await message(page, 'Please enter the first name');
  await message(page, 'Last name is required');
  await page.getByLabel(/First name/).fill('P');
  await page.getByLabel(/Last name/).fill('Riv$ra');
  await clickContinue(page);
  await message(page, 'First name must be at least 2 characters long');
  await message(page, 'Some of the characters entered are not supported.');
  await page.getByLabel(/First name/).fill('Pat');
  await page.getByLabel(/Last name/).fill('Rivera');
  await clickContinue(page);

  await expect(stepHeading(page, 'When were you born?')).toBeVisible();
  await clickContinue(page);
  await message(page, 'Date of birth is required');
  await page.getByLabel(/Month/).fill('02');
  await page.getByLabel(/Day/).fill('30');
  await page.getByLabel(/Year/).fill('1980');
  await clickContinue(page);
  await message(page, 'Invalid date');
  await page.getByLabel(/Day/).fill('10');
  await page.getByLabel(/Year/).fill(String(new Date().getFullYear() - 10));
  await clickContinue(page);
  await message(page, 'Must be at least 18 years old');
});

test('the minimum age is 19 for an Alabama property', async ({ page }) => {
  await page.goto('/account/heloc/register-v2');
  await fillProperty(page, newApplicant({ street: '100 Dexter Ave', city: 'Montgomery', state: 'AL', zip: '36104' }));
  await clickContinue(page);
  await page.getByRole('radio', { name: 'No' }).check();
  await clickContinue(page);
  await page.getByLabel(/Employment type/).selectOption('FULL_TIME');
  await page.getByLabel(/^Annual income/).fill('120000');
  await clickContinue(page);
  await page.getByLabel(/First name/).fill('Pat');
  await page.getByLabel(/Last name/).fill('Rivera');
  await clickContinue(page);
  await expect(stepHeading(page, 'When were you born?')).toBeVisible();
  const now = new Date();
  await page.getByLabel(/Month/).fill(String(now.getMonth() + 1).padStart(2, '0'));
  await page.getByLabel(/Day/).fill('01');
  await page.getByLabel(/Year/).fill(String(now.getFullYear() - 18));
  await clickContinue(page);
  await message(page, 'Must be at least 19 years old');
});

test('the age-restricted partner asks for 62 or older', async ({ page }) => {
  // silverpeak has the redesign off: its visitors use the original flow (seed).
  await page.goto('/account/heloc/register?org=silverpeak');
  await fillProperty(page, newApplicant({ street: '1 Ocean Blvd', city: 'Naples', state: 'FL', zip: '34102' }));
  await page.getByRole('radio', { name: 'No' }).check();
  await page.getByLabel(/Employment type/).selectOption('RETIRED');
  await page.getByLabel(/^Annual income/).fill('60000');
  await clickContinue(page);
  await expect(stepHeading(page, 'Set up your account')).toBeVisible();
  await page.getByLabel(/Month/).fill('03');
  await page.getByLabel(/Day/).fill('12');
  await page.getByLabel(/Year/).fill('1980');
  await clickContinue(page);
  await message(page, 'Must be 62 years or older to apply for a loan');
});

test('contact and password messages', async ({ page }) => {
  await toStep(page, 'How can we reach you?');
  await clickContinue(page);
  await message(page, 'Please enter your email');
  await message(page, 'Please enter your mobile phone');
  await page.getByLabel(/Email/).fill('pat@');
  await page.getByLabel(/Mobile phone/).fill('1512555010');
  await clickContinue(page);
  await message(page, 'Please enter a valid email address');
  await message(page, 'Country code 1 is not needed');
  await page.getByLabel(/Mobile phone/).fill('512555');
  await clickContinue(page);
  await message(page, 'Please enter a valid phone number');
  await page.getByLabel(/Email/).fill('pat@example.com');
  await page.getByLabel(/Mobile phone/).fill('5125550100');
  await clickContinue(page);

  await expect(stepHeading(page, 'Create your password')).toBeVisible();
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await password.fill('short');
  await expect(page.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuenow', /^[0-3]$/);
  await expect(page.getByRole('list', { name: /Password requirements not met/ }).getByRole('listitem')).not.toHaveCount(
    0,
  );
  await clickContinue(page);
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  // Both consents and the confirmation are required.
  await expect(page.getByText('Required', { exact: true })).toHaveCount(3);
  await password.fill('Harbor!Light2026');
  await page.getByLabel(/Confirm password/).fill('Harbor!Light2027');
  await clickContinue(page);
  await message(page, "Passwords don't match");
  await expectNoSeriousA11yViolations(page);
});

test('an existing account opens the account-exists modal with Login', async ({ page, request }) => {
  const existing = await registerIdentity(request);
  await page.goto('/account/heloc/register-v2');
  await completeRedesignedFlow(page, newApplicant({ email: existing.email }));
  await clickContinue(page);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog
    .getByRole('button', { name: /Log ?in/i })
    .or(dialog.getByRole('link', { name: /Log ?in/i }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('a Hawaii property opens the Hawaii modal with the partner link', async ({ page }) => {
  await page.goto('/account/heloc/register-v2');
  await fillProperty(page, newApplicant({ city: 'Honolulu', state: 'HI', zip: '96813' }));
  await clickContinue(page);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Looks like you are applying with a property located in Hawaii.')).toBeVisible();
  await expect(dialog.getByRole('link').first()).toHaveAttribute('href', /^https:\/\//);
  await expectNoSeriousA11yViolations(page);
});

test('an applicant with an active application sees the active-application modal and continues to it', async ({
  page,
  request,
}) => {
  const { jwt } = await registerIdentity(request);
  const uuid = await createApplication(request, jwt);
  await useToken(page, jwt);
  await page.goto('/account/heloc/register-v2');
  await fillProperty(page, newApplicant());
  await clickContinue(page);
  for (let i = 0; i < 8 && !(await page.getByRole('dialog').isVisible()); i += 1) {
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    if (heading === 'Is your property for sale?') await page.getByRole('radio', { name: 'No' }).check();
    if (heading === 'Tell us about your income') {
      await page.getByLabel(/Employment type/).selectOption('FULL_TIME');
      await page.getByLabel(/^Annual income/).fill('120000');
    }
    // The application registration made wrote the profile's name, which the step then shows read-only.
    if (heading === 'What is your legal name?' && (await page.getByLabel(/First name/).isEditable())) {
      await page.getByLabel(/First name/).fill('Pat');
      await page.getByLabel(/Last name/).fill('Rivera');
    }
    if (heading === 'When were you born?' && (await page.getByLabel(/Month/).isEditable())) {
      await page.getByLabel(/Month/).fill('03');
      await page.getByLabel(/Day/).fill('12');
      await page.getByLabel(/Year/).fill('1978');
    }
    if (heading === 'How can we reach you?') {
      await page.getByLabel(/Email/).fill('pat@example.com');
      await page.getByLabel(/Mobile phone/).fill('5125550100');
    }
    const terms = page.getByRole('checkbox', { name: /Terms of (Service|Use)/ });
    if (await terms.isVisible()) {
      await terms.check();
      await page.getByRole('checkbox', { name: /communications electronically/ }).check();
    }
    await clickContinue(page);
    // The next step, or the modal, once the answer is taken.
    await expect
      .poll(
        async () =>
          (await page.getByRole('dialog').isVisible()) ||
          (await page.getByRole('heading', { level: 1 }).textContent()) !== heading,
      )
      .toBe(true);
  }
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog
    .getByRole('button', { name: 'Continue' })
    .or(dialog.getByRole('link', { name: 'Continue' }))
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}`));
});

test('a broker partner without a referring loan officer goes to not-accepting-apps', async ({ page }) => {
  await page.goto('/account/heloc/register-v2?org=keystone');
  await expect(page).toHaveURL(/\/account\/heloc\/not-accepting-apps/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a state the organisation does not serve puts the visitor on the waitlist page', async ({ page }) => {
  await page.goto('/account/heloc/register-v2');
  await completeRedesignedFlow(page, newApplicant({ city: 'Burlington', state: 'VT', zip: '05401' }));
  await clickContinue(page);
  await expect(page).toHaveURL(/\/account\/heloc\/coming-soon\?waitlisted=1/);
  await expect(page.getByRole('heading', { level: 1, name: "You're on our waitlist" })).toBeVisible();
  await message(
    page,
    "We're not yet available in your state or aren't currently lending in your area but are working hard to make it happen.",
  );
});
