import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createApplication, useToken } from './support/application';
import { registerIdentity } from './support/identity';

// Notifications (docs/product/application-area.md §2.4; widgets-and-calculations.md §4): a borrower is on a screen of
// their application when the lender raises a condition (the sandbox control API, as operations staff would). It
// arrives as a toast and in the top bar's menu, unread; opening it marks it read and goes to the requests screen.

const SANDBOX = { 'x-sandbox-key': 'sandbox-dev-key' };
/** The top bar's list of notifications (the wallet contract's listNotifications path). */
const NOTIFICATIONS_PATH = '/service-wallet/secure/api/v3/notifications';

async function borrowerAt(request: APIRequestContext, status: string) {
  const { jwt } = await registerIdentity(request);
  const uuid = await createApplication(request, jwt, 'Rivera');
  await request.get(`/service-heloc-borrower/api/v1/heloc/${uuid}/status`, {
    headers: { authorization: `Bearer ${jwt}` },
  });
  const moved = await request.post(`/sandbox/api/v1/applications/${uuid}/status`, {
    headers: SANDBOX,
    data: { checklistStatus: status },
  });
  expect(moved.ok()).toBe(true);
  return { jwt, uuid };
}

test('a condition raised while the borrower is on a screen: toast, unread in the menu, read once opened', async ({
  page,
  request,
}) => {
  const { jwt, uuid } = await borrowerAt(request, 'COLLECT_ADDITIONAL_INFO');
  await useToken(page, jwt);
  // What the first reading of the list finds is not new (no toast): the condition is raised only after it.
  const firstReading = page.waitForResponse((response) => response.url().includes(NOTIFICATIONS_PATH) && response.ok());
  await page.goto(`/account/heloc/${uuid}/start/contact`);
  await firstReading;
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  const raised = await request.post(`/sandbox/api/v1/applications/${uuid}/conditions`, {
    headers: SANDBOX,
    data: { categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD', commentsToBorrower: 'Please upload your latest pay stub' },
  });
  expect(raised.status()).toBe(201);
  // The borrower comes back to the tab: the list is read again at once (otherwise at the next poll).
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));

  const toaster = page.getByRole('status', { name: 'Recent updates' });
  await expect(toaster.getByRole('listitem')).toHaveCount(1);
  await expect(toaster).toContainText('Your lender needs something from you');
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

  await bell.click();
  const menu = page.getByRole('region', { name: 'Notifications' });
  await expect(menu.getByRole('heading', { level: 3 })).toContainText(/HELOC application|Loan /);
  await expect(menu.getByRole('heading', { level: 3 })).toContainText(/0x[0-9a-f]{4}\.\.\.[0-9a-f]{5}/);
  const item = menu.getByRole('button', { name: /Unread: Your lender needs something from you/ });
  await expect(item).toContainText('Your lender asked: Please upload your latest pay stub');
  await expect(item).toContainText('Just now');
  await expectNoSeriousA11yViolations(page);

  await item.click();
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/conditions$`));
  await expect(page.getByRole('heading', { level: 1, name: 'What your lender needs' })).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications');
  await bell.click();
  await expect(menu.getByRole('button', { name: /^Your lender needs something from you/ })).toBeVisible();
  await expect(menu.getByRole('button', { name: /Unread:/ })).toHaveCount(0);

  // Read on the server too: a fresh page shows it read.
  await page.reload();
  await expect(bell).toHaveAccessibleName('Notifications');
});
