import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Check status until the screen whose URL matches `next` shows. The app's own status poll may move there
 * first, even between finding the button and clicking it (the click then waits for a button that is gone), so the
 * button is pressed only while the screen has not moved on.
 */
export async function checkStatusUntil(
  page: Page,
  next: RegExp,
  timeout = 30_000,
  pressButton: (button: Locator) => Promise<void> = (button) => button.click({ timeout: 2_000 }),
) {
  await expect(async () => {
    if (!next.test(page.url())) await pressButton(page.getByRole('button', { name: 'Check status' }));
    await expect(page).toHaveURL(next, { timeout: 2_000 });
  }).toPass({ timeout });
}

/**
 * After bank/confirm: review-app/signdocs while the closing package is prepared (docs/product/registration-and-routing.md
 * §4; "ready" once a fresher status says so). With sandbox delays at 0 the package may be ready, and the app's own
 * status poll may have led on to signing/intro, before the signdocs screen is even drawn: any of its titles or the
 * intro's counts.
 */
export async function expectClosingPreparation(page: Page, timeout = 30_000) {
  await expect(page).toHaveURL(/\/(review-app\/signdocs|signing\/intro)$/, { timeout });
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: /^(We are preparing your closing documents|Your closing documents are ready|Your documents are ready to sign)$/,
    }),
  ).toBeVisible();
}

/**
 * From bank/confirm on to signing/intro: the preparation (above), then Check status until the documents are ready,
 * pressed with `pressButton` (a click unless given).
 */
export async function passClosingPreparation(
  page: Page,
  timeout = 30_000,
  pressButton?: (button: Locator) => Promise<void>,
) {
  await expectClosingPreparation(page, timeout);
  await checkStatusUntil(page, /\/signing\/intro$/, timeout, pressButton);
}
