import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { holdAppCode, oneOfEach, watchParts, watched } from './support/first-screen';
import { ADMIN_EMAIL, adminCodesFile, adminSetUpLink, setUpAndSignIn, signInWithRecoveryCode } from './support/staff';

// A banner the admins write (docs/product/widgets-and-calculations.md §4) is in the first registration step's HTML,
// under the top bar, before any script; it can be dismissed there before the app has started, and the app takes it
// over in place. On the New York brand's host, which no other journey visits, and taken down at the end.

/** The first admin: set up from the command's link, or, once that is used, with one of their recovery codes. */
async function signInAdmin(page: Page) {
  if (existsSync(adminCodesFile())) {
    const [code, ...rest] = JSON.parse(readFileSync(adminCodesFile(), 'utf8')) as string[];
    writeFileSync(adminCodesFile(), JSON.stringify(rest));
    await signInWithRecoveryCode(page, ADMIN_EMAIL, code!);
  } else {
    const { recoveryCodes } = await setUpAndSignIn(page, adminSetUpLink(), 'Avery Admin', ADMIN_EMAIL);
    writeFileSync(adminCodesFile(), JSON.stringify(recoveryCodes));
  }
}

const ORG = 'summitny';
const BANNER_PARTS = ['.site-banner', 'footer'];

const visitor = async (browser: Browser, options: { javaScriptEnabled?: boolean } = {}) =>
  (await browser.newContext(options)).newPage();

test("a console banner is in the first step's HTML, dismissable before the app, and taken over in place", async ({
  browser,
  baseURL,
}) => {
  // A first sign-in with an authenticator and four pages: slow on a busy machine.
  test.setTimeout(150_000);
  const notice = `Our phone lines close at noon on Friday (${Date.now().toString(36)}).`;
  const entry = new URL('/account/heloc/register-v2', baseURL);
  entry.hostname = `${ORG}.localhost`;

  const admin = await visitor(browser);
  await signInAdmin(admin);
  await admin.getByRole('link', { name: 'Banners' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Banners' })).toBeVisible();
  await admin.getByLabel('Organisation').selectOption(ORG);
  await admin.getByRole('button', { name: 'Write a new banner' }).click();
  const form = admin.getByRole('form', { name: 'New banner' });
  await form.getByLabel('Message').fill(notice);
  await form.getByLabel('Kind').selectOption('warn');
  await form.getByRole('button', { name: 'Save the banner' }).click();
  await expect(admin.getByText('The banner is saved.')).toBeVisible();

  try {
    // Read without script: the banner is under the top bar of the server's page.
    const reader = await visitor(browser, { javaScriptEnabled: false });
    await reader.goto(entry.toString());
    const readerBanners = reader.getByRole('region', { name: 'Announcements' });
    await expect(readerBanners.getByRole('status')).toHaveText(`Warning: ${notice}×`);
    await expect(reader.locator('header + .site-banners + main')).toHaveCount(1);
    // Without script a dismissal could not be kept: no button is offered.
    await expect(readerBanners.getByRole('button', { name: `Dismiss: ${notice}` })).toBeHidden();

    // The app takes it over in place: never gone nor twice, nothing below it moves.
    const page = await visitor(browser);
    await page.goto(entry.toString());
    const banner = page.getByRole('region', { name: 'Announcements' }).getByRole('status');
    await expect(banner).toHaveText(`Warning: ${notice}×`);
    await expectNoSeriousA11yViolations(page);
    const heading = page.getByRole('heading', { level: 1 });
    const headingAt = await heading.boundingBox();
    await watchParts(page, BANNER_PARTS);
    await page.mouse.move(200, 200);
    await page.mouse.move(220, 240);
    await expect(page.locator('form[data-first-step-preview]')).toHaveCount(0);
    const { counts, shifts } = await watched(page);
    expect(new Set(counts)).toEqual(new Set([oneOfEach(BANNER_PARTS)]));
    expect(shifts).toEqual([]);
    expect(await heading.boundingBox()).toEqual(headingAt);
    await expect(banner).toHaveText(`Warning: ${notice}×`);

    // Dismissed before the app's code has arrived: gone at once, and for the app and the next pages too.
    const dismisser = await visitor(browser);
    const { release } = await holdAppCode(dismisser);
    await dismisser.goto(entry.toString());
    await dismisser.getByRole('button', { name: `Dismiss: ${notice}` }).click();
    await expect(dismisser.getByText(notice)).toHaveCount(0);
    release();
    await expect(dismisser.locator('form[data-first-step-preview]')).toHaveCount(0);
    await expect(dismisser.getByText(notice)).toHaveCount(0);
    // The next load: the server's page leaves it out, before any script of the app.
    await holdAppCode(dismisser);
    await dismisser.reload();
    await expect(dismisser.locator('form[data-first-step-preview]')).toHaveCount(1);
    await expect(dismisser.getByRole('contentinfo')).toBeVisible();
    await expect(dismisser.getByText(notice)).toHaveCount(0);
  } finally {
    const stop = admin.getByRole('button', { name: `Stop showing the banner ${notice}` });
    await stop.click();
    await expect(stop).toHaveCount(0);
  }
});
