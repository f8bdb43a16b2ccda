import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createApplication, useToken } from './support/application';
import { registerIdentity } from './support/identity';

// Bank/*: the disbursement account (linked or typed), autopay and the confirmation, in the browser.

const APP = '/service-application/api/v1/application/heloc';
const statusUrl = (uuid: string) => `/service-heloc-borrower/api/v1/heloc/${uuid}/status`;

interface Offer {
  term: number;
  type: string;
  minDraw: number;
  maxDraw: number;
  discountList: unknown[];
}

/** A new applicant whose confirmed offer is at DISBURSEMENT_ACCOUNT (the steps before are other journeys). */
async function applicantAtDisbursement(request: APIRequestContext, page: Page) {
  const { jwt } = await registerIdentity(request);
  const auth = { authorization: `Bearer ${jwt}` };
  const uuid = await createApplication(request, jwt);
  await request.get(statusUrl(uuid), { headers: auth });
  const { offers } = (await (await request.get(`${APP}/${uuid}`, { headers: auth })).json()) as { offers: Offer[] };
  const offer = offers.find((o) => o.type === 'FIXED' && o.discountList.length > 0)!;
  const offerBody = { term: offer.term, type: offer.type, drawAmount: offer.maxDraw, payoffPreference: 'PRESERVE' };
  expect((await request.put(`${APP}/${uuid}/offer`, { headers: auth, data: offerBody })).ok()).toBe(true);
  expect((await request.post(`${APP}/${uuid}/offer/confirm`, { headers: auth })).ok()).toBe(true);
  await request.get(statusUrl(uuid), { headers: auth });
  const moved = await request.post(`/sandbox/api/v1/applications/${uuid}/status`, {
    headers: { 'x-sandbox-key': 'sandbox-dev-key' },
    data: { checklistStatus: 'DISBURSEMENT_ACCOUNT' },
  });
  expect(moved.ok()).toBe(true);
  await useToken(page, jwt);
  await page.goto(`/account/heloc/${uuid}`);
  await expect(page).toHaveURL(new RegExp(`/${uuid}/bank/disburse$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Where should we send your funds?' })).toBeVisible();
  return uuid;
}

const dollars = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

test('links a bank, enrols in autopay, confirms and sees the documents being prepared', async ({ page, request }) => {
  const uuid = await applicantAtDisbursement(request, page);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Link your bank' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link your bank' });
  await dialog.getByLabel('First Sandbox Bank').check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel('Username').fill('pat');
  await dialog.getByLabel('Password').fill('wrong-password');
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await expect(dialog.getByText('That username and password did not work')).toBeVisible();
  await dialog.getByLabel('Password').fill('any-password');
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel(/High-Yield Savings ••••\d{4}/).check();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Send my funds to this account' }).click();

  await expect(page).toHaveURL(new RegExp(`/${uuid}/bank/autopay$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Set up automatic payments' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel(/Yes, use autopay/).check();
  await page.getByLabel(/The account your funds go to \(Savings ••••\d{4} at First Sandbox Bank\)/).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(new RegExp(`/${uuid}/bank/confirm$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your bank accounts' })).toBeVisible();
  await expect(
    page.getByText(/savings account ••••\d{4} at First Sandbox Bank \(routing number ••••0015\)/),
  ).toBeVisible();
  await expect(page.getByText(/^Yes, from savings account ••••\d{4}$/)).toBeVisible();
  await expect(page.getByText('(includes the autopay discount)')).toBeVisible();
  await expect(page.locator('body')).not.toContainText(/\d{9}/);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Confirm and continue' }).click();

  await expect(page).toHaveURL(new RegExp(`/${uuid}/review-app/signdocs$`));
  // One check of heading and text together: with sandbox delays at 0 the documents may be ready, and the status move
  // on, between two separate checks.
  await expect(
    page
      .getByRole('region', { name: /^(We are preparing your closing documents|Your closing documents are ready)$/ })
      .getByText(/Nothing is needed from you right now|Select Check status to open them/),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('manual entry: a bad routing number is shown, corrected, and the journey continues', async ({ page, request }) => {
  const uuid = await applicantAtDisbursement(request, page);
  await page.getByRole('link', { name: 'Enter account details by hand' }).click();
  await expect(page).toHaveURL(new RegExp(`/${uuid}/bank/manual-disburse$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your bank account' })).toBeVisible();
  await page.getByText('Where do I find my routing and account numbers?').click();
  await expect(page.getByText(/first the 9-digit routing number, then your account number/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel("Account holder's name").fill('Pat Smith');
  await page.getByLabel('Checking').check();
  await page.getByLabel('Routing number').fill('121000359');
  await page.getByLabel(/^Account number/).fill('000123456789');
  await page.getByLabel('Confirm account number').fill('000123456780');
  await page.getByRole('button', { name: 'Save account' }).click();
  const routing = page.getByLabel('Routing number');
  await expect(routing).toHaveAccessibleDescription(/Please enter a valid 9-digit routing number/);
  await expect(page.getByLabel('Confirm account number')).toHaveAccessibleDescription(/Account numbers do not match/);
  await expect(routing).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  await routing.fill('121000358');
  await page.getByLabel('Confirm account number').fill('000123456789');
  await page.getByRole('button', { name: 'Save account' }).click();
  await expect(page).toHaveURL(new RegExp(`/${uuid}/bank/autopay$`));
  await page.getByLabel(/Yes, use autopay/).check();
  await page.getByLabel(/The account your funds go to \(Checking ••••6789\)/).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/${uuid}/bank/confirm$`));
  await expect(page.getByText(/Pat Smith, checking account ••••6789 \(routing number ••••0358\)/)).toBeVisible();
});

test('declining autopay shows the higher payment before it is confirmed', async ({ page, request }) => {
  const uuid = await applicantAtDisbursement(request, page);
  await page.getByRole('link', { name: 'Enter account details by hand' }).click();
  await page.getByLabel("Account holder's name").fill('Pat Smith');
  await page.getByLabel('Savings').check();
  await page.getByLabel('Routing number').fill('021000021');
  await page.getByLabel(/^Account number/).fill('4455667788');
  await page.getByLabel('Confirm account number').fill('4455667788');
  await page.getByRole('button', { name: 'Save account' }).click();
  await expect(page).toHaveURL(new RegExp(`/${uuid}/bank/autopay$`));

  const table = page.getByRole('table', { name: 'Your payment with and without autopay' });
  const paymentRow = table.getByRole('row', { name: /Monthly payment/ });
  const withAutopay = dollars((await paymentRow.getByRole('cell').nth(0).textContent()) ?? '');
  const withoutAutopay = dollars((await paymentRow.getByRole('cell').nth(1).textContent()) ?? '');
  expect(withoutAutopay).toBeGreaterThan(withAutopay);

  await page.getByLabel(/No, I will pay each month myself/).check();
  const warning = page.getByRole('alert').filter({ hasText: 'Without autopay your payment is higher' });
  await expect(warning).toContainText(/more each month/);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(new RegExp(`/${uuid}/bank/confirm$`));
  await expect(page.getByText('No: you will pay each month yourself')).toBeVisible();
  const payment = page.getByRole('definition').filter({ hasText: / at \d+\.\d+%/ });
  expect(dollars((await payment.textContent())?.split(' at ')[0] ?? '')).toBe(withoutAutopay);
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
  // With sandbox delays at 0 the package may be ready, and the status re-read, before the screen shows: either title.
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: /^(We are preparing your closing documents|Your closing documents are ready)$/,
    }),
  ).toBeVisible();
});
