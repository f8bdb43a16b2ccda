import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createApplication, useToken } from './support/application';
import { registerIdentity } from './support/identity';

// The dead ends with a way out, in the browser: a home without an automated value (bpo/*), qualifying with
// assets (product/assets) and a lower line after the title search (product/prequal-winback). The sandbox broker price
// opinion takes VALUATION_DELAY_MS (5 s in e2e/support/e2e-server.mjs), so the waiting screen is seen.

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** A new applicant of a persona (by last name), signed in and arrived at the screen its status routes to. */
async function arrive(
  page: Page,
  request: Parameters<typeof registerIdentity>[0],
  lastName: string,
  place: { state: string; city: string; zip: string } = { state: 'TX', city: 'Austin', zip: '78701' },
) {
  const { jwt } = await registerIdentity(request);
  const uuid = await createApplication(request, jwt, lastName, place.state, { city: place.city, zip: place.zip });
  await useToken(page, jwt);
  await page.goto(`/account/heloc/${uuid}`);
  return uuid;
}

/** On the valuation's waiting screen: Check status until the broker's value has arrived and the offers show. */
async function waitForOffers(page: Page, uuid: string) {
  await expect(page).toHaveURL(new RegExp(`/${uuid}/(bpo/hold|product/select)$`));
  if (page.url().endsWith('/bpo/hold')) {
    await expect(heading(page, 'Your home is being valued')).toBeVisible();
    await expect(page.getByText(/Brokers usually return it within 2 to 5 business days/)).toBeVisible();
    await expect(page.getByText('Expected by', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expect(async () => {
      await page.getByRole('button', { name: 'Check status' }).click();
      await expect(page).toHaveURL(new RegExp(`/${uuid}/product/select$`), { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  }
  await expect(heading(page, 'Choose your offer')).toBeVisible();
}

test('Noavm: estimates the value, sees the $180 fee, orders a valuation, waits and reaches offers', async ({
  page,
  request,
}) => {
  const uuid = await arrive(page, request, 'Noavm', { state: 'CO', city: 'Denver', zip: '80202' });
  await expect(page).toHaveURL(new RegExp(`/${uuid}/bpo/estimate-value$`));
  await expect(heading(page, 'Estimate your home’s value')).toBeVisible();
  await expect(page.getByText(/The valuation costs \$180/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const estimate = page.getByLabel('Your estimate of your home’s value');
  await estimate.fill('12');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Must be at least $50,000')).toBeVisible();
  await estimate.fill('$610,000');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(new RegExp(`/${uuid}/bpo/order-bpo$`));
  await expect(heading(page, 'Order your home valuation')).toBeVisible();
  await expect(page.getByText('$610,000')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Order my valuation' }).click();
  await expect(page.getByText('Please agree so we can order the valuation')).toBeVisible();
  await page.getByLabel(/I agree to a broker viewing and photographing the outside of my home/).check();
  await page.getByRole('button', { name: 'Order my valuation' }).click();

  await waitForOffers(page, uuid);
});

test('a Texas property answers the property-condition questionnaire before the valuation is ordered', async ({
  page,
  request,
}) => {
  const uuid = await arrive(page, request, 'Noavm');
  await page.getByLabel('Your estimate of your home’s value').fill('480000');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(new RegExp(`/${uuid}/bpo/condition$`));
  await expect(heading(page, 'Tell us about your home’s condition')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please choose the condition of your property')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const group = (name: RegExp) => page.getByRole('group', { name });
  await group(/overall condition/)
    .getByLabel(/Fair: several repairs needed/)
    .check();
  await group(/need any repairs/)
    .getByLabel('Yes')
    .check();
  await group(/damaged in the last 12 months/)
    .getByLabel('No')
    .check();
  await group(/see and photograph the outside/)
    .getByLabel('Yes')
    .check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please tell us which repairs are needed')).toBeVisible();
  await page.getByLabel('Which repairs are needed?').fill('The roof needs new shingles');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(new RegExp(`/${uuid}/bpo/order-bpo$`));
  await expect(page.getByText('Condition you described')).toBeVisible();
  await expect(page.getByText('Fair', { exact: true })).toBeVisible();
  await page.getByLabel(/I agree to a broker viewing/).check();
  await page.getByRole('button', { name: 'Order my valuation' }).click();
  await waitForOffers(page, uuid);
});

test('Assets: links accounts through the sandbox link dialog and reaches offers', async ({ page, request }) => {
  const uuid = await arrive(page, request, 'Assets');
  await expect(page).toHaveURL(new RegExp(`/${uuid}/product/assets$`));
  await expect(heading(page, 'Qualify with your savings and investments')).toBeVisible();
  await expect(page.getByText(/You need at least \$[\d,]+ in verified/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send for verification' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Link an account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link a bank or investment account' });
  await dialog.getByLabel('Harbor Savings (sandbox)').check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel('Username').fill('pat');
  await dialog.getByLabel('Password').fill('wrong-password');
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await expect(dialog.getByText(/did not work/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Password').fill('correct horse');
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByText(/Harbor Savings \(sandbox\): Everyday Checking ending \d{4}/)).toBeVisible();
  await expect(page.getByText(/High-Yield Savings ending \d{4}/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Send for verification' }).click();
  await expect(page).toHaveURL(new RegExp(`/${uuid}/product/select$`));
  await expect(heading(page, 'Choose your offer')).toBeVisible();
});

test('Fewassets: a statement that shows too little leads to a decline', async ({ page, request }) => {
  const uuid = await arrive(page, request, 'Fewassets');
  await expect(heading(page, 'Qualify with your savings and investments')).toBeVisible();
  await page.getByLabel('Or upload statements').setInputFiles({
    name: 'statement.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% statement\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await expect(page.getByText('Statement: statement.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Send for verification' }).click();
  await expect(page).toHaveURL(new RegExp(`/${uuid}/error/`));
  // The adverse action notice (part C) gives the reasons the assets step recorded.
  await expect(page.getByText('Insufficient assets to support the amount of credit requested')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('Requalify: a lower line that still qualifies, accepted; leaving asks first and closes the application', async ({
  page,
  request,
}) => {
  const uuid = await arrive(page, request, 'Requalify');
  await expect(page).toHaveURL(new RegExp(`/${uuid}/product/prequal-winback$`));
  await expect(heading(page, 'You still qualify, for a smaller line')).toBeVisible();
  await expect(page.getByText('Largest line now')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'See my offers' }).click();
  await expect(page).toHaveURL(new RegExp(`/${uuid}/product/select$`));

  const other = await arrive(page, request, 'Requalify');
  await expect(heading(page, 'You still qualify, for a smaller line')).toBeVisible();
  await page.getByRole('button', { name: 'No thanks, withdraw' }).click();
  const confirm = page.getByRole('dialog', { name: 'Withdraw your application?' });
  await expect(confirm.getByText(/closes this application for good/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Keep my application' }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: 'No thanks, withdraw' }).click();
  await confirm.getByRole('button', { name: 'Yes, withdraw my application' }).click();
  await expect(page).toHaveURL(new RegExp(`/${other}$`));
  await expect(heading(page, 'This application is closed')).toBeVisible();
});

test('hold: an on-site appraisal says who pays, what happens next and how long it takes', async ({ page, request }) => {
  const { jwt } = await registerIdentity(request);
  const uuid = await createApplication(request, jwt, 'Smith');
  await request.get(`/service-heloc-borrower/api/v1/heloc/${uuid}/status`, {
    headers: { authorization: `Bearer ${jwt}` },
  });
  // Operations staff put a file on hold for an on-site appraisal (no engine step of ours leads there).
  const moved = await request.post(`/sandbox/api/v1/applications/${uuid}/status`, {
    headers: { 'x-sandbox-key': 'sandbox-dev-key' },
    data: { checklistStatus: 'ONSITE_APPRAISAL_BORROWER_PAYMENT' },
  });
  expect(moved.ok()).toBe(true);
  await useToken(page, jwt);
  await page.goto(`/account/heloc/${uuid}`);
  await expect(page).toHaveURL(new RegExp(`/${uuid}/hold$`));
  await expect(heading(page, 'Your home needs an on-site appraisal')).toBeVisible();
  await expect(page.getByText(/A specialist calls you within one business day/)).toBeVisible();
  await expect(page.getByText(/within 7 to 10 business days of the visit/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Check status' }).click();
  await expect(
    page.getByText('The appraisal is still in progress. Check again later, or call us to ask where it stands.'),
  ).toBeVisible();
});
