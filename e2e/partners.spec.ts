import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/staff';

// Partners run from the console (docs/organizations.md "Partners in the console"): the admin creates a partner with
// two states and its own colours (a failing pair is refused with its ratio first), previews it before publishing,
// then its host's first registration step is branded from the first paint.

test('a partner created in the console answers on its host with its brand', async ({ page, baseURL }) => {
  await signInAsAdmin(page);
  const code = `harbor${Date.now().toString(36)}`;
  await page.getByRole('link', { name: 'Partners' }).click();
  await page.getByRole('link', { name: 'New partner' }).click();
  const form = page.getByRole('form', { name: 'Partner' });
  await form.getByLabel('Code', { exact: true }).fill(code);
  await form.getByLabel('Display name (English)').fill('Harbor Federal Credit Union');
  await form.getByLabel('Short name').fill('Harbor');
  await form.getByLabel('NMLS number').fill('123456');
  await form.getByLabel('Host names').fill(`${code}.example.com`);
  await form.getByLabel('Main site').fill('https://www.harbor.example.com');
  await form.getByLabel('Support phone').fill('4155550100');
  await form.getByLabel('Support e-mail').fill('help@harbor.example.com');
  await form.getByLabel('Support hours').fill('Mon-Fri 8am-5pm PT');
  for (const [index, state] of ['CA', 'OR'].entries()) {
    await form.getByRole('button', { name: 'Add a state' }).click();
    await form.getByLabel(`State ${index + 1}`, { exact: true }).fill(state);
    await form.getByLabel(`Licence number in state ${index + 1}`).fill(`${state}-LIC-1`);
  }
  const primary = form.getByLabel(/^Primary \(buttons/);
  await primary.fill('#f5c518');
  await expect(form.getByRole('status')).toContainText(
    'text on a brand button: #ffffff on #f5c518 is 1.63:1, needs 4.5:1',
  );
  await primary.fill('#14532d');
  await expect(form.getByTestId('contrast-ok')).toBeVisible();
  // Before publishing: the first step as the server draws it with the draft, and an offer screen in its colours.
  await form.getByRole('button', { name: 'Preview the draft' }).click();
  const preview = page.frameLocator('iframe[title^="The first registration step of Harbor Federal Credit Union"]');
  await expect(preview.getByRole('img', { name: 'Harbor' }).first()).toBeVisible();
  const offerScreen = form.getByTestId('offer-screen-preview');
  await expect(offerScreen).toContainText('year fixed');
  expect(await offerScreen.evaluate((node) => getComputedStyle(node).getPropertyValue('--brand-primary').trim())).toBe(
    '#14532d',
  );
  await form.getByRole('button', { name: 'Create the partner' }).click();
  await expect(page.getByText('The partner is created: its hosts answer now.')).toBeVisible();

  // Its own host name, as the server receives it: the first HTML already carries its colours and name.
  const first = await page.request.get('/account/heloc/register', {
    headers: { accept: 'text/html', host: `${code}.example.com` },
  });
  const html = await first.text();
  expect(html).toContain('--brand-primary:#14532d');
  expect(html).toContain('Harbor Federal Credit Union');
  // And in the browser, on its <code>.localhost name.
  const host = new URL('/account/heloc/register', baseURL);
  host.hostname = `${code}.localhost`;
  await page.goto(host.toString());
  await expect(page.getByRole('img', { name: 'Harbor' }).first()).toBeVisible();
  const brandPrimary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim(),
  );
  expect(brandPrimary).toBe('#14532d');
});
