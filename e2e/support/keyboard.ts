import type { Locator, Page } from '@playwright/test';

/**
 * Moves the focus to `target` with Tab alone (never a click), failing when 80 presses do not reach it, or when
 * `target` is not on the screen within `timeout`.
 */
export async function tabTo(page: Page, target: Locator, timeout?: number) {
  for (let i = 0; i < 80; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement, undefined, { timeout })) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${target.toString()} with Tab`);
}

export async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

export async function press(page: Page, target: Locator, key: string, timeout?: number) {
  await tabTo(page, target, timeout);
  await page.keyboard.press(key);
}
