import type { APIRequestContext } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createApplication, useToken } from './support/application';
import { expect, test } from './support/fixtures';
import { fundFromOffers } from './support/funding';
import { registerIdentity } from './support/identity';

// After funding: a Texas applicant with a confirmed offer and a disbursement account is moved by the sandbox control
// API to FUNDABLE, and the funding step sends the first draw (COMPLETE). In the browser: the complete screen's
// "draw more" sentence leads to the line on the dashboard, which shows the limit, what is drawn and available and the
// next payment; another draw is asked for, funded by the same sandbox bank, and its disclosure downloads.

async function fundedApplicant(request: APIRequestContext) {
  const { jwt } = await registerIdentity(request);
  const uuid = await createApplication(request, jwt, 'Drawer');
  await request.get(`/service-heloc-borrower/api/v1/heloc/${uuid}/status`, {
    headers: { authorization: `Bearer ${jwt}` },
  });
  await fundFromOffers(request, { uuid, jwt });
  return { jwt, uuid };
}

test('a funded line on the dashboard takes another draw, funded with its own disclosure', async ({ page, request }) => {
  const { jwt, uuid } = await fundedApplicant(request);
  await useToken(page, jwt);

  await page.goto(`/account/heloc/${uuid}/complete`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your line of credit is open' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('link', { name: 'your dashboard' }).click();

  await expect(page).toHaveURL(new RegExp(`/dashboard#line-${uuid}$`));
  const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Line of credit/ }) });
  await expect(line.getByRole('heading', { level: 3, name: /^Line of credit #/ })).toBeFocused();
  const fact = (term: string) => line.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('+ dd');
  await expect(fact('Credit limit')).toHaveText(/^\$[\d,]+$/);
  await expect(fact('Next payment')).toHaveText(/^\$[\d,]+\.\d{2} due \w+day, \w+ \d{1,2}, \d{4}$/);
  const availableBefore = Number((await fact('Available to draw').innerText()).replace(/[$,]/g, ''));
  await expect(line.getByText(/today 9\.00%, the prime rate of 7\.50% plus your margin of 1\.50%/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Too little first: the form says so without asking the server.
  const amount = line.getByRole('textbox', { name: /Amount to draw/ });
  await amount.fill('100');
  await line.getByRole('button', { name: 'Draw now' }).click();
  await expect(line.getByText('The smallest draw is $500.')).toBeVisible();

  await amount.fill('2,500');
  // A double click sends one draw.
  await line.getByRole('button', { name: 'Draw now' }).dblclick();
  await expect(line.getByText('Your draw is funded')).toBeVisible({ timeout: 15_000 });
  await expect(fact('Available to draw')).toHaveText(`$${(availableBefore - 2_500).toLocaleString('en-US')}`);
  const draws = line.getByRole('list', { name: /^Draws of/ }).getByRole('listitem');
  await expect(draws).toHaveCount(1);
  await expect(draws.first()).toContainText('$2,500 at 9.00% variable');
  await expect(draws.first()).toContainText('sent to your account ending 6789');
  await expectNoSeriousA11yViolations(page);

  const disclosure = draws.first().getByRole('link', { name: 'Draw disclosure for $2,500' });
  const [download] = await Promise.all([page.waitForEvent('download'), disclosure.click()]);
  expect(download.suggestedFilename()).toMatch(/^draw-disclosure-.+\.pdf$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // The line lists the disclosure with its documents, and a reload shows the same single draw.
  await page.reload();
  await expect(line.getByRole('list', { name: /^Documents of/ })).toContainText('Draw disclosure: draw-disclosure-');
  await expect(line.getByRole('list', { name: /^Draws of/ }).getByRole('listitem')).toHaveCount(1);
});
