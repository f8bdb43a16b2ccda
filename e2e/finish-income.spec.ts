import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createApplication, useToken } from './support/application';
import { registerIdentity } from './support/identity';

// Income/*: verifying income by payroll link, by documents, and the re-pricing of a lower verified income.

const APP = '/service-application/api/v1/application/heloc';
const statusUrl = (uuid: string) => `/service-heloc-borrower/api/v1/heloc/${uuid}/status`;

interface Offer {
  term: number;
  type: string;
  max: number;
  maxDraw: number;
}

/** A new applicant (persona by last name) with a confirmed offer, put at INCOME_VERIFICATION, on income/review. */
async function applicantAtIncome(request: APIRequestContext, page: Page, lastName = 'Smith') {
  const { jwt } = await registerIdentity(request);
  const auth = { authorization: `Bearer ${jwt}` };
  const uuid = await createApplication(request, jwt, lastName);
  await request.get(statusUrl(uuid), { headers: auth });
  const { offers } = (await (await request.get(`${APP}/${uuid}`, { headers: auth })).json()) as { offers: Offer[] };
  const offer = offers.find((o) => o.type === 'FIXED')!;
  const choice = { term: offer.term, type: offer.type, drawAmount: offer.maxDraw, payoffPreference: 'PRESERVE' };
  expect((await request.put(`${APP}/${uuid}/offer`, { headers: auth, data: choice })).ok()).toBe(true);
  expect((await request.post(`${APP}/${uuid}/offer/confirm`, { headers: auth })).ok()).toBe(true);
  await request.get(statusUrl(uuid), { headers: auth });
  const moved = await request.post(`/sandbox/api/v1/applications/${uuid}/status`, {
    headers: { 'x-sandbox-key': 'sandbox-dev-key' },
    data: { checklistStatus: 'INCOME_VERIFICATION' },
  });
  expect(moved.ok()).toBe(true);
  await useToken(page, jwt);
  await page.goto(`/account/heloc/${uuid}`);
  await expect(page).toHaveURL(new RegExp(`/${uuid}/income/review$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your income' })).toBeVisible();
  return { uuid, auth, offers };
}

/** Links the payroll through the dialog, after one refused sign-in (the sandbox's documented failure value). */
async function linkPayroll(page: Page, uuid: string) {
  await page.getByRole('link', { name: 'Link payroll' }).click();
  await expect(page).toHaveURL(new RegExp(`/${uuid}/income/link/payroll$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Link your payroll account' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Link payroll' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link your payroll account' });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Please choose your institution')).toBeVisible();
  await dialog.getByLabel('ADP (sandbox)').check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel('Username').fill('pat.smith');
  await dialog.getByLabel('Password').fill('wrong-password');
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await expect(dialog.getByText('That username and password did not work')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Password').fill('correct horse');
  await dialog.getByRole('button', { name: 'Connect' }).click();
}

test('links the payroll and moves on to identity', async ({ page, request }) => {
  const { uuid } = await applicantAtIncome(request, page);
  await expect(page.getByText('You told us you earn $120,000 a year, working full time.')).toBeVisible();
  for (const title of ['Link your payroll account', 'Upload documents', 'Have us contact your employer']) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
  await linkPayroll(page, uuid);
  await expect(page).toHaveURL(new RegExp(`/${uuid}/identity$`));
});

test('a lower verified income re-prices the offers; confirming one goes straight to identity', async ({
  page,
  request,
}) => {
  const { uuid, auth, offers: before } = await applicantAtIncome(request, page, 'Lowincome');
  await linkPayroll(page, uuid);

  await expect(page).toHaveURL(new RegExp(`/${uuid}/product/select$`));
  await expect(page.getByText('Your offers were updated')).toBeVisible();
  const { offers: after } = (await (await request.get(`${APP}/${uuid}`, { headers: auth })).json()) as {
    offers: Offer[];
  };
  const fiveYear = (offers: Offer[]) => offers.find((o) => o.term === 5 && o.type === 'FIXED')!.max;
  expect(fiveYear(after)).toBeLessThan(fiveYear(before));
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Select this offer' }).click();
  await expect(page).toHaveURL(new RegExp(`/${uuid}/product/select/confirm$`));
  await page.getByRole('button', { name: 'Confirm offer' }).click();
  await expect(page).toHaveURL(new RegExp(`/${uuid}/identity$`));
  const status = (await (await request.get(statusUrl(uuid), { headers: auth })).json()) as { checklistStatus: string };
  expect(status.checklistStatus).toBe('IDENTITY_VERIFICATION');
});

const pdf = (name: string, text: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`),
});

test('uploads paystubs and a W-2 (one removed on the way), submits them and moves on to identity', async ({
  page,
  request,
}) => {
  const { uuid } = await applicantAtIncome(request, page);
  await page.getByRole('link', { name: 'Upload documents' }).click();
  await expect(page).toHaveURL(new RegExp(`/${uuid}/income/upload/paystub$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Upload your paystubs' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const input = page.getByLabel('Choose paystub files');
  await input.setInputFiles([
    pdf('march.pdf', 'march'),
    pdf('april.pdf', 'april'),
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a paystub') },
  ]);
  await expect(page.getByText('Please upload a PDF, JPEG, PNG or HEIC file')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove march.pdf' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove april.pdf' })).toBeVisible();
  await expect(page.getByText(/^\d+ bytes$/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss notes.txt' }).click();
  await expect(page.getByRole('button', { name: 'Submit documents' })).toBeDisabled();
  await expect(page.getByText('Still needed: 1 W-2.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Remove april.pdf' }).click();
  await expect(page.getByRole('button', { name: 'Remove april.pdf' })).toBeHidden();
  await expect(page.getByText('Still needed: 1 paystub, 1 W-2.')).toBeVisible();
  await input.setInputFiles([pdf('may.pdf', 'may')]);
  await expect(page.getByRole('button', { name: 'Remove may.pdf' })).toBeVisible();

  await page.getByRole('link', { name: 'W-2' }).click();
  await expect(page).toHaveURL(new RegExp(`/${uuid}/income/upload/w2$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Upload your W-2' })).toBeVisible();
  await page.getByLabel('Choose W-2 files').setInputFiles([pdf('w2-2025.pdf', 'w2')]);
  await expect(page.getByText('You have uploaded everything we need. Submit them for review.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Submit documents' }).click();
  await expect(page).toHaveURL(new RegExp(`/${uuid}/identity$`));
});

test('employer verification: the form, then identity once the employer confirms', async ({ page, request }) => {
  const { uuid } = await applicantAtIncome(request, page);
  await page.getByRole('link', { name: 'Give employer details' }).click();
  await expect(page).toHaveURL(new RegExp(`/${uuid}/income/employer-verification$`));
  await page.getByRole('button', { name: 'Ask my employer' }).click();
  await expect(page.getByText("Please enter your employer's name")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Employer name').fill('Acme Widgets');
  await page.getByLabel('Contact name').fill('Jordan Lee');
  await page.getByLabel('Contact phone').fill('5125550142');
  await page.getByLabel('Contact email').fill('hr@acme.example');
  await page.getByRole('button', { name: 'Ask my employer' }).click();
  await expect(page).toHaveURL(new RegExp(`/${uuid}/identity$`));
});

test('the OAuth return route explains when it does not know the application', async ({ page, request }) => {
  const { jwt } = await registerIdentity(request);
  await useToken(page, jwt);
  await page.goto('/account/heloc/plaid-oauth-success');
  await expect(
    page.getByRole('heading', { level: 1, name: 'We could not tell which application this was for' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('while the employer is asked, the screen says what happens and re-checks the status', async ({
  page,
  request,
}) => {
  const { uuid } = await applicantAtIncome(request, page);
  const moved = await request.post(`/sandbox/api/v1/applications/${uuid}/status`, {
    headers: { 'x-sandbox-key': 'sandbox-dev-key' },
    data: { checklistStatus: 'EMPLOYMENT_VERIFICATION' },
  });
  expect(moved.ok()).toBe(true);
  await page.goto(`/account/heloc/${uuid}`);
  await expect(page).toHaveURL(new RegExp(`/${uuid}/income/employer-verification$`));
  await expect(page.getByRole('heading', { level: 1, name: 'We are contacting your employer' })).toBeVisible();
  await expect(page.getByText('This usually takes 1 to 3 business days.', { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Check status' }).click();
  await expect(page.getByText('Your employer has not answered yet. We will keep trying.')).toBeVisible();
});

test('paystubs the lender finds insufficient (Paystub): income/review says what the lender asked', async ({
  page,
  request,
}) => {
  const { uuid } = await applicantAtIncome(request, page, 'Paystub');
  await page.getByRole('link', { name: 'Upload documents' }).click();
  await page.getByLabel('Choose paystub files').setInputFiles([pdf('one.pdf', 'one'), pdf('two.pdf', 'two')]);
  await expect(page.getByRole('button', { name: 'Remove two.pdf' })).toBeVisible();
  await page.getByRole('link', { name: 'W-2' }).click();
  await page.getByLabel('Choose W-2 files').setInputFiles([pdf('w2.pdf', 'w2')]);
  await page.getByRole('button', { name: 'Submit documents' }).click();

  await expect(page).toHaveURL(new RegExp(`/${uuid}/income/review$`));
  const request_ = page.getByRole('alert').filter({ hasText: 'Your lender needs more from you' });
  await expect(request_).toContainText('we need 2 paystubs');
  await expect(request_).toContainText('two most recent paystubs');
  await expect(request_.getByRole('link', { name: 'Answer the request' })).toHaveAttribute(
    'href',
    `/account/heloc/${uuid}/conditions`,
  );
  await expectNoSeriousA11yViolations(page);
});
