import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { registerIdentity } from './support/identity';
import { logIn } from './support/login';

// An applicant turns two-step verification on in the account settings (QR code or setup key, a first
// code, recovery codes shown once), logs out, and signs in again with the password and a code from the app.

/** What the applicant's authenticator app shows `stepsAhead` 30-second steps from now. */
const appCode = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

const pasteIsAllowed = (page: Page, label: string) =>
  page.getByLabel(label).evaluate((input) => {
    const event = new ClipboardEvent('paste', { bubbles: true, cancelable: true, clipboardData: new DataTransfer() });
    input.dispatchEvent(event);
    return !event.defaultPrevented;
  });

test('an applicant turns two-step verification on, then signs in with a code from the app', async ({
  page,
  request,
}) => {
  const { email, password } = await registerIdentity(request);
  await page.goto('/auth/login');
  expect(await pasteIsAllowed(page, 'Password')).toBe(true);
  await logIn(page, email, password);

  await page.getByRole('button', { name: /account/ }).click();
  await page.getByRole('link', { name: 'Account settings' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  await expect(page.getByText('Off', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Set up two-step verification' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = ((await page.getByLabel('Setup key').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoSeriousA11yViolations(page);

  // A wrong code is refused with a message; the app's code turns it on.
  const wrong = String((Number(appCode(secret)) + 500_000) % 1_000_000).padStart(6, '0');
  await page.getByLabel('Code from the app').fill(wrong);
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('alert')).toContainText('not correct');
  await page.getByLabel('Code from the app').fill(appCode(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();

  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(codes.first()).toHaveText(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download codes' }).click();
  expect((await download).suggestedFilename()).toBe('recovery-codes.txt');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'I saved my codes' }).click();
  await expect(page.getByText('On', { exact: true })).toBeVisible();
  await expect(page.getByText(/10 unused recovery codes left/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Log out, then in: the password alone is not enough.
  await page.getByRole('button', { name: /account/ }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const code = page.getByLabel('Verification code');
  await expect(code).toBeFocused();
  expect(await pasteIsAllowed(page, 'Verification code')).toBe(true);
  await expectNoSeriousA11yViolations(page);

  // The code that turned it on was spent; the app's next code (within the accepted drift) signs in.
  await code.fill(appCode(secret, 1));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
