import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { STRONG_PASSWORD } from './support/identity';
import { clickContinue, completeRedesignedFlow, fillProperty, newApplicant, stepHeading } from './support/registration';

// A new visitor completes the redesigned flow, reaches the offers, selects and confirms one;
// the same in the original flow.
const uuidPath = /\/account\/heloc\/([0-9a-f-]{36})/;

test('a new visitor completes the redesigned flow, picks an offer and confirms it', async ({ page }) => {
  const applicant = newApplicant();
  await page.goto('/account/heloc/register-v2');
  await expectNoSeriousA11yViolations(page);
  await completeRedesignedFlow(page, applicant, { checkA11y: true });
  await expectNoSeriousA11yViolations(page);
  // A double click submits once (one account, one application).
  await page.getByRole('button', { name: 'Continue' }).dblclick();

  await expect(page).toHaveURL(/\/product\/select$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your offer' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const uuid = uuidPath.exec(page.url())![1]!;

  await page.getByRole('button', { name: 'Select this offer' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your offer' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Confirm offer' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/start/contact$`), { timeout: 30_000 });

  // One application for this identity, shown on the dashboard.
  await page.goto('/dashboard');
  await expect(page.getByTestId('application-card')).toHaveCount(1);
});

test('the draw amount input and slider stay in step and the payment follows', async ({ page }) => {
  await page.goto('/account/heloc/register-v2');
  await completeRedesignedFlow(page, newApplicant());
  await clickContinue(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your offer' })).toBeVisible({ timeout: 30_000 });
  const amount = page.getByLabel('Draw amount');
  const payment = page.getByTestId('monthly-payment');
  await amount.fill('50000');
  await amount.press('Tab');
  await expect(page.getByLabel('Draw slider')).toHaveValue('50000');
  await expect(page.getByTestId('draw-amount')).toHaveText('$50,000');
  const paymentAt50k = await payment.textContent();
  await amount.fill('30000');
  await amount.press('Tab');
  await expect(page.getByLabel('Draw slider')).toHaveValue('30000');
  await expect(payment).not.toHaveText(paymentAt50k!);
});

test('a new visitor completes the original flow and reaches the offers', async ({ page }) => {
  const a = newApplicant();
  await page.goto('/account/heloc/register');
  await fillProperty(page, a);
  await page.getByRole('radio', { name: 'No' }).check();
  await page.getByLabel(/Employment type/).selectOption('FULL_TIME');
  await page.getByLabel(/^Annual income/).fill(a.income);
  await expectNoSeriousA11yViolations(page);
  await clickContinue(page);

  await expect(stepHeading(page, 'Set up your account')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Registration progress' })).toBeVisible();
  await page.getByLabel(/First name/).fill(a.firstName);
  await page.getByLabel(/Last name/).fill(a.lastName);
  await page.getByLabel(/Month/).fill('03');
  await page.getByLabel(/Day/).fill('12');
  await page.getByLabel(/Year/).fill('1978');
  await page.getByLabel(/Email/).fill(a.email);
  await page.getByLabel(/Mobile phone/).fill(a.phone);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel(/Confirm password/).fill(STRONG_PASSWORD);
  await page.getByRole('checkbox', { name: /Terms of (Service|Use)/ }).check();
  await page.getByRole('checkbox', { name: /communications electronically/ }).check();
  await expectNoSeriousA11yViolations(page);
  await clickContinue(page);
  await expect(page).toHaveURL(/\/product\/select$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your offer' })).toBeVisible();
});

test('a reload keeps the steps already done', async ({ page }) => {
  const a = newApplicant();
  await page.goto('/account/heloc/register-v2');
  await fillProperty(page, a);
  await clickContinue(page);
  await expect(stepHeading(page, 'Is your property for sale?')).toBeVisible();
  await page.reload();
  await expect(stepHeading(page, 'Is your property for sale?')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('combobox', { name: /Property address/ })).toHaveValue(a.street);
});

test('with the redesign flag off, register-v2 goes to register keeping the query string', async ({ page }) => {
  // silverpeak switches redesign-2025 off for its brand (seed).
  await page.goto('/account/heloc/register-v2?org=silverpeak&utm_source=mail');
  await expect(page).toHaveURL(/\/account\/heloc\/register\?org=silverpeak&utm_source=mail$/);
});
