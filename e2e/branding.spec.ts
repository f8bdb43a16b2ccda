import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

// The same page under two organisations shows each one's name, logo and colours, and the
// first HTML the server sends is already branded (no flash of the wrong brand).
const brands = [
  { code: 'summit', name: 'Summit Home Lending' },
  { code: 'lakeshorecu', name: 'Lakeshore Community Credit Union' },
];

const brandPrimary = (page: import('@playwright/test').Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim());

test("the same page shows each organisation's name, logo and colours", async ({ page }) => {
  const seen: Array<{ logo: string | null; primary: string }> = [];
  for (const brand of brands) {
    await page.goto(`/auth/login?org=${brand.code}`);
    await expect(page.getByTestId('org-name')).toHaveText(brand.name);
    const logo = page.getByRole('img', { name: new RegExp(brand.name.split(' ')[0]!) }).first();
    await expect(logo).toBeVisible();
    seen.push({ logo: await logo.getAttribute('src'), primary: await brandPrimary(page) });
  }
  expect(seen[0]!.logo).not.toEqual(seen[1]!.logo);
  expect(seen[0]!.primary).not.toEqual(seen[1]!.primary);
  expect(seen[0]!.primary).toMatch(/^#|rgb/);
});

test('a <code>.localhost host name resolves the partner brand', async ({ page, baseURL }) => {
  const url = new URL('/auth/login', baseURL);
  url.hostname = 'lakeshorecu.localhost';
  await page.goto(url.toString());
  await expect(page.getByTestId('org-name')).toHaveText('Lakeshore Community Credit Union');
});

test('an unknown organisation falls back to the main brand', async ({ page }) => {
  await page.goto('/auth/login?org=no-such-lender');
  await expect(page.getByTestId('org-name')).toHaveText('Summit Home Lending');
});

test('the first HTML already carries the brand and no inline script', async ({ request }) => {
  const response = await request.get('/auth/login?org=lakeshorecu', { headers: { accept: 'text/html' } });
  const html = await response.text();
  expect(html).toContain('Lakeshore Community Credit Union');
  expect(html).toMatch(/--brand-primary:/);
  expect(html).toContain('id="org-data"');
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/json)[^>]*>/g)];
  expect(inlineScripts).toEqual([]);
  const csp = response.headers()['content-security-policy'] ?? '';
  expect(csp).toContain('script-src');
  expect(csp.match(/script-src[^;]*/)?.[0]).not.toContain("'unsafe-inline'");
});

test('the footer of a partner uses its own legal links and wording', async ({ page }) => {
  await page.goto('/auth/login?org=lakeshorecu');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: /Terms of (Use|Service)/ })).toHaveAttribute(
    'href',
    'https://www.lakeshorecu.example/terms-of-use',
  );
  await page.goto('/auth/login?org=summit');
  await expect(page.getByRole('contentinfo')).toContainText('with more states to come');
  await expectNoSeriousA11yViolations(page);
});
