import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { createApplication, useToken } from './support/application';
import { expectNoSeriousA11yViolations } from './support/axe';
import { pdf } from './support/files';
import { registerIdentity } from './support/identity';
import { checkStatusUntil } from './support/check-status';

// A decline shows the adverse action notice (Reg B, FCRA §615) and its PDF; the manual reviews
// (review-app/*) take an explanation and documents, and the reviewer's decision (sandbox control API) moves the
// application on; insurance/requirements asks for flood insurance in zone AE.

const SANDBOX = { 'x-sandbox-key': 'sandbox-dev-key' };

async function applicant(request: APIRequestContext, page: Page, lastName: string) {
  const { jwt } = await registerIdentity(request);
  const uuid = await createApplication(request, jwt, lastName);
  await useToken(page, jwt);
  return { jwt, uuid };
}

/** Opens the application: the root polls the status and routes to the screen of `route`. */
async function open(page: Page, uuid: string, route: string) {
  await page.goto(`/account/heloc/${uuid}`);
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/${route}$`), { timeout: 20_000 });
}

test('Declined: the adverse action notice shows its reasons, the score and the ECOA notice; the PDF opens', async ({
  page,
  request,
}) => {
  const { uuid } = await applicant(request, page, 'Declined');
  await open(page, uuid, 'error/decline');
  await expect(
    page.getByRole('heading', { level: 1, name: 'We can’t approve your application based on your credit report' }),
  ).toBeVisible();
  const reasons = page.getByRole('region', { name: 'Why we could not approve your application' });
  await expect(reasons.getByRole('listitem').first()).toHaveText(
    'Proportion of balances to credit limits on revolving accounts is too high',
  );
  await expect(reasons.getByRole('listitem')).toHaveCount(4);
  const score = page.getByRole('region', { name: 'Your credit score' });
  await expect(score.getByText('560')).toBeVisible();
  await expect(score.getByText('from a low of 300 to a high of 850')).toBeVisible();
  await expect(score.getByText('Sandbox Credit Reporting Agency')).toBeVisible();
  await expect(score.getByText(/no later than 60 days after you receive this notice/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notice: the Equal Credit Opportunity Act' })).toContainText(
    'Federal Trade Commission',
  );
  await expectNoSeriousA11yViolations(page);

  const link = page.getByRole('link', { name: 'Download your notice (PDF)' });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const bytes = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const notice = await PDFDocument.load(bytes);
  expect(notice.getTitle()).toBe('Notice of action taken and statement of reasons');
  expect(notice.getAuthor()).toBe('Summit Home Lending');
  expect(notice.getPageCount()).toBeGreaterThanOrEqual(1);
});

test('Delinquent: explains, sends a document, and the approved review reaches the offers', async ({
  page,
  request,
}) => {
  const { uuid } = await applicant(request, page, 'Delinquent');
  await open(page, uuid, 'review-app/delinquency');
  await expect(
    page.getByRole('heading', { level: 1, name: 'We’re reviewing your mortgage payment history' }),
  ).toBeVisible();
  await expect(page.getByText(/An underwriter decides within 2 business days/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Send explanation' }).click();
  await expect(page.getByText('Please write your explanation')).toBeVisible();
  await page.getByLabel(/Tell the underwriter what happened/).fill('My servicer misapplied the March payment.');
  await page.getByRole('button', { name: 'Send explanation' }).click();
  await expect(page.getByText('My servicer misapplied the March payment.')).toBeVisible();
  await page.getByLabel('Choose files').setInputFiles([await pdf('Servicer letter')]);
  await expect(page.getByRole('list', { name: 'Files you sent' }).getByText('servicer-letter.pdf')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Files you sent' }).getByText('Sent')).toBeVisible();

  const decided = await request.post(`/sandbox/api/v1/applications/${uuid}/reviews/delinquency/decision`, {
    headers: SANDBOX,
    data: { decision: 'APPROVE' },
  });
  expect(decided.ok()).toBe(true);
  await checkStatusUntil(page, new RegExp(`/account/heloc/${uuid}/product/select$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your offer' })).toBeVisible();
});

test('Underwrite: the reviewer declines and the notice follows with the recorded reasons', async ({
  page,
  request,
}) => {
  const { uuid } = await applicant(request, page, 'Underwrite');
  await open(page, uuid, 'review-app/uw');
  await expect(
    page.getByRole('heading', { level: 1, name: 'An underwriter is reviewing your application' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const decided = await request.post(`/sandbox/api/v1/applications/${uuid}/reviews/uw/decision`, {
    headers: SANDBOX,
    data: { decision: 'DECLINE' },
  });
  expect(decided.ok()).toBe(true);
  await page.getByRole('button', { name: 'Check status' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/error/decline$`), { timeout: 20_000 });
  await expect(
    page.getByRole('region', { name: 'Why we could not approve your application' }).getByRole('listitem'),
  ).toHaveText([
    'Proportion of balances to credit limits on revolving accounts is too high',
    'Number of recent inquiries on credit bureau report',
  ]);
});

test('Notowner and Wrongpin land on their reviews; Nomatchssn on review-app/no-credit', async ({ page, request }) => {
  for (const [lastName, route, heading] of [
    ['Notowner', 'review-app/incorrect-ownership', 'We need to confirm who owns your home'],
    ['Wrongpin', 'review-app/incorrect-pin', 'We need to confirm your property’s parcel number'],
    ['Nomatchssn', 'review-app/no-credit', 'We couldn’t find your credit file'],
  ] as const) {
    const { uuid } = await applicant(request, page, lastName);
    await open(page, uuid, route);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
});

test('Floodzone: insurance requirements ask for flood insurance, and proof uploads', async ({ page, request }) => {
  const { uuid } = await applicant(request, page, 'Floodzone');
  await open(page, uuid, 'product/select');
  await page.goto(`/account/heloc/${uuid}/insurance/requirements`);
  await expect(page.getByRole('heading', { level: 1, name: 'Insurance requirements' })).toBeVisible();
  await expect(page.getByText('Your home is in flood zone AE')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Upload proof of insurance' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Upload proof of insurance' })).toBeVisible();
  await page.getByLabel('Choose your declarations pages').setInputFiles([await pdf('Flood declarations')]);
  await expect(page.getByText('We have your proof of insurance')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('error/flood-cert says what it waits for and what happens next', async ({ page, request }) => {
  const { uuid } = await applicant(request, page, 'Smith');
  await open(page, uuid, 'product/select');
  await request.post(`/sandbox/api/v1/applications/${uuid}/status`, {
    headers: SANDBOX,
    data: { checklistStatus: 'GEN_CLOSING_DISCLOSURE', waitingOnFloodCert: true },
  });
  await open(page, uuid, 'error/flood-cert');
  await expect(page.getByRole('heading', { level: 1, name: 'We’re waiting for your flood certificate' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
