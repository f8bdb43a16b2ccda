import { expect, type Page } from '@playwright/test';

/**
 * Presses Check status until the screen whose URL matches `next` shows. The app's own status poll may move there
 * first, even between finding the button and clicking it (the click then waits for a button that is gone), so the
 * button is pressed only while the screen has not moved on.
 */
export async function checkStatusUntil(page: Page, next: RegExp, timeout = 30_000) {
  await expect(async () => {
    if (!next.test(page.url())) await page.getByRole('button', { name: 'Check status' }).click({ timeout: 2_000 });
    await expect(page).toHaveURL(next, { timeout: 2_000 });
  }).toPass({ timeout });
}
