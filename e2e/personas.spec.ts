import { expect, test } from '@playwright/test';
import { createApplication, useToken } from './support/application';
import { expectNoSeriousA11yViolations } from './support/axe';
import { registerIdentity } from './support/identity';

// Each sandbox persona (docs/sandbox.md) lands on the screen the routing table of docs/product/registration-and-routing.md §4
// gives its status. The application is created through the API the form uses; the browser then opens
// /account/heloc/<uuid>, polls the status and routes.
const personas: Array<[lastName: string, route: string]> = [
  ['Smith', 'product/select'],
  ['Declined', 'error/decline'],
  ['Lowequity', 'error/decline'],
  ['Nomatch', 'credit/social'],
  ['Nomatchssn', 'review-app/no-credit'],
  ['Frozen', 'credit/error'],
  ['Locked', 'credit/error'],
  ['Noproperty', 'review-app/property'],
  ['Multiple', 'review-app/property'],
  ['Noavm', 'bpo/estimate-value'],
  ['Delinquent', 'review-app/delinquency'],
  ['Assets', 'product/assets'],
];

for (const [lastName, route] of personas) {
  test(`persona ${lastName} lands on ${route}`, async ({ page, request }) => {
    const { jwt } = await registerIdentity(request);
    const uuid = await createApplication(request, jwt, lastName);
    await useToken(page, jwt);
    await page.goto(`/account/heloc/${uuid}`);
    await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/${route}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

test("another user's application is not shown: the visitor goes to the dashboard", async ({ page, request }) => {
  const owner = await registerIdentity(request);
  const uuid = await createApplication(request, owner.jwt);
  const stranger = await registerIdentity(request);
  await useToken(page, stranger.jwt);
  await page.goto(`/account/heloc/${uuid}`);
  await expect(page).toHaveURL(/\/dashboard$/);
});
