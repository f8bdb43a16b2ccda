import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { registerIdentity } from './support/identity';
import { logIn } from './support/login';

// A protected path visited signed out lands on login and comes back after login; a redirectUrl
// that leaves the site is ignored (docs/product/widgets-and-calculations.md §2: only '/' followed by a lowercase letter is accepted).
test('a protected path sends a signed-out visitor to login and back after login', async ({ page, request }) => {
  const { email, password } = await registerIdentity(request);
  await page.goto('/dashboard?pop-webchat=true');
  await expect(page).toHaveURL(/\/auth\/login\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('redirectUrl')).toMatch(/^\/dashboard/);
  await expectNoSeriousA11yViolations(page);
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

for (const evil of ['//evil.example', 'https://evil.example']) {
  test(`redirectUrl=${evil} is ignored after login`, async ({ page, request }) => {
    const { email, password } = await registerIdentity(request);
    await page.goto(`/auth/login?redirectUrl=${encodeURIComponent(evil)}`);
    await logIn(page, email, password);
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/dashboard/);
  });
}

test('wrong credentials show the server message and keep the visitor on login', async ({ page, request }) => {
  const { email } = await registerIdentity(request);
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Wrong!Password99');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('log out ends the session: the protected page asks for login again', async ({ page, request }) => {
  const { email, password } = await registerIdentity(request);
  await page.goto('/auth/login?redirectUrl=/dashboard');
  await logIn(page, email, password);
  await page
    .getByRole('button', { name: /log out/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('old paths redirect and keep pop-webchat', async ({ page }) => {
  await page.goto('/account/heloc/terms?pop-webchat=true');
  await expect(page).toHaveURL(/\/terms\?pop-webchat=true$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
