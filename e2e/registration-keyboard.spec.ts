import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { press, tabTo, typeInto } from './support/keyboard';
import { STRONG_PASSWORD } from './support/identity';
import { newApplicant, stepHeading } from './support/registration';

// Keyboard-only completion (docs/accessibility.md): every field is reached with Tab (never clicked), filled by
// typing, radios and checkboxes toggled with Space, and each step sent with Enter.
test('the redesigned flow can be completed with the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  const a = newApplicant();
  await page.goto('/account/heloc/register-v2');
  await expect(stepHeading(page, "Let's start with your property")).toBeVisible();
  await typeInto(page, page.getByRole('combobox', { name: /Property address/ }), a.street);
  await page.keyboard.press('Escape');
  await typeInto(page, page.getByLabel(/^City/), a.city);
  await typeInto(page, page.getByLabel(/^State/), a.state);
  await typeInto(page, page.getByLabel(/ZIP code/), a.zip);
  await press(page, page.getByRole('radio', { name: 'Primary residence' }), 'Space');
  await press(page, page.getByRole('button', { name: 'Continue' }), 'Enter');

  await expect(stepHeading(page, 'Is your property for sale?')).toBeVisible();
  await press(page, page.getByRole('radio', { name: 'Yes' }), 'ArrowDown');
  await expect(page.getByRole('radio', { name: 'No' })).toBeChecked();
  await press(page, page.getByRole('button', { name: 'Continue' }), 'Enter');

  await expect(stepHeading(page, 'Tell us about your income')).toBeVisible();
  await tabTo(page, page.getByLabel(/Employment type/));
  await page.keyboard.type('Full');
  await expect(page.getByLabel(/Employment type/)).toHaveValue('FULL_TIME');
  await typeInto(page, page.getByLabel(/^Annual income/), a.income);
  await page.keyboard.press('Enter');

  await expect(stepHeading(page, 'What is your legal name?')).toBeVisible();
  await typeInto(page, page.getByLabel(/First name/), a.firstName);
  await typeInto(page, page.getByLabel(/Last name/), a.lastName);
  await page.keyboard.press('Enter');

  await expect(stepHeading(page, 'When were you born?')).toBeVisible();
  await typeInto(page, page.getByLabel(/Month/), '03');
  await typeInto(page, page.getByLabel(/Day/), '12');
  await typeInto(page, page.getByLabel(/Year/), '1978');
  await page.keyboard.press('Enter');

  await expect(stepHeading(page, 'How can we reach you?')).toBeVisible();
  await typeInto(page, page.getByLabel(/Email/), a.email);
  await typeInto(page, page.getByLabel(/Mobile phone/), a.phone);
  await page.keyboard.press('Enter');

  await expect(stepHeading(page, 'Create your password')).toBeVisible();
  await typeInto(page, page.getByRole('textbox', { name: 'Password', exact: true }), STRONG_PASSWORD);
  await typeInto(page, page.getByLabel(/Confirm password/), STRONG_PASSWORD);
  await press(page, page.getByRole('checkbox', { name: /Terms of (Service|Use)/ }), 'Space');
  await press(page, page.getByRole('checkbox', { name: /communications electronically/ }), 'Space');
  await press(page, page.getByRole('button', { name: 'Continue' }), 'Enter');

  await expect(page).toHaveURL(/\/product\/select$/, { timeout: 30_000 });
  await press(page, page.getByRole('button', { name: 'Select this offer' }).first(), 'Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your offer' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await press(page, page.getByRole('button', { name: 'Confirm offer' }), 'Enter');
  await expect(page).toHaveURL(/\/start\/contact$/, { timeout: 30_000 });
});
