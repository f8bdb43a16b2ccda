import { expect, test, type Page } from '@playwright/test';
import { createApplication, useToken } from './support/application';
import { expectNoSeriousA11yViolations } from './support/axe';
import { registerIdentity } from './support/identity';

// The pseudo-locale (docs/i18n.md): every catalogued text in brackets, accented and about 40% longer than English,
// as a longer language would be. On the main screens, at a desktop and a phone width, no text is clipped by its box
// and nothing pushes the page wider than the window.

/** Elements whose text is cut by their own box (overflow hidden or clipped), and whether the page overflows. */
const clippedText = (page: Page) =>
  page.evaluate(() => {
    const clipped: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (!element.textContent?.trim() || element.getClientRects().length === 0) continue;
      if (element.closest('[aria-hidden="true"], [hidden], svg, canvas, .pdf-viewer')) continue;
      // Text kept for screen readers only (visually hidden by design, a 1-pixel box) is not clipped text.
      if (element.clientWidth <= 1 && element.clientHeight <= 1) continue;
      const style = getComputedStyle(element);
      const cutsX = ['hidden', 'clip'].includes(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
      const cutsY = ['hidden', 'clip'].includes(style.overflowY) && element.scrollHeight > element.clientHeight + 1;
      if ((cutsX || cutsY) && !element.matches('.visually-hidden, .sr-only, [class*="visually-hidden"]'))
        clipped.push(
          `${element.tagName.toLowerCase()}.${element.className}: ${element.textContent.trim().slice(0, 60)}`,
        );
    }
    const pageWider = document.documentElement.scrollWidth > window.innerWidth + 1;
    return { clipped, pageWider };
  });

const pseudo = (path: string) => `${path}${path.includes('?') ? '&' : '?'}locale=pseudo`;

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`${viewport.name}: the main screens hold the longer texts`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const { jwt } = await registerIdentity(request);
    const uuid = await createApplication(request, jwt, 'Pseudo');
    await request.get(`/service-heloc-borrower/api/v1/heloc/${uuid}/status`, {
      headers: { authorization: `Bearer ${jwt}` },
    });

    // A visitor's screens, then a signed-in borrower's.
    for (const path of ['/account/heloc/register', '/login', '/contact']) {
      await page.goto(pseudo(path));
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.getByText(/^\[.+\]$/).first()).toBeVisible();
      expect(await clippedText(page), path).toEqual({ clipped: [], pageWider: false });
    }
    await useToken(page, jwt);
    for (const path of [`/account/heloc/${uuid}/product/select`, '/dashboard', '/dashboard/settings']) {
      await page.goto(pseudo(path));
      await expect(page.locator('h1').first()).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText(/^\[.+\]$/).first()).toBeVisible();
      expect(await clippedText(page), path).toEqual({ clipped: [], pageWider: false });
      await expectNoSeriousA11yViolations(page);
    }
  });
}
