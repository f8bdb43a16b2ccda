import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createApplication, useToken } from './support/application';
import { pdf } from './support/files';
import { registerIdentity } from './support/identity';

// Lender conditions. Operations staff raise them with the sandbox control API; the applicant sees each one
// listed with its action, answers it (real PDF/JPEG files, a phone number, a new ID photo), and it clears.

const SANDBOX = { 'x-sandbox-key': 'sandbox-dev-key' };
const statusUrl = (uuid: string) => `/service-heloc-borrower/api/v1/heloc/${uuid}/status`;
const JPEG = readFileSync(new URL('./fixtures/id-photo.jpg', import.meta.url));

async function applicant(request: APIRequestContext, page: Page, lastName: string, status: string) {
  const { jwt } = await registerIdentity(request);
  const uuid = await createApplication(request, jwt, lastName);
  await request.get(statusUrl(uuid), { headers: { authorization: `Bearer ${jwt}` } });
  const moved = await request.post(`/sandbox/api/v1/applications/${uuid}/status`, {
    headers: SANDBOX,
    data: { checklistStatus: status },
  });
  expect(moved.ok()).toBe(true);
  await useToken(page, jwt);
  return uuid;
}

async function raise(request: APIRequestContext, uuid: string, data: Record<string, unknown>) {
  const res = await request.post(`/sandbox/api/v1/applications/${uuid}/conditions`, { headers: SANDBOX, data });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { uuid: string }).uuid;
}

const openList = (page: Page) => page.getByRole('list', { name: 'Open requests' });

/** Uploads files on the upload screen, waits for each to be stored, and submits. */
async function uploadAndSubmit(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  await page.getByLabel('Choose files').setInputFiles(files);
  for (const file of files) {
    await expect(page.getByRole('button', { name: `Remove ${file.name}` })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Submit for review' }).click();
}

// [categoryEnum, extra fields, title shown, files to upload (count from numDocsRequired)]
const UPLOADS: [string, Record<string, unknown>, string, number][] = [
  ['BANK_ACCOUNT_FRAUD_REVIEW', {}, 'Upload a bank statement', 1],
  ['BANK_ACCOUNT_FRAUD_REVIEW', { requestDocuments: ['BANK_LETTER'] }, 'Upload a bank letter', 1],
  ['REVIEW_TRUST_REQUIREMENTS', {}, 'Upload your certificate of trust', 1],
  ['GENERIC_DOCUMENT_REQUEST', { actionNeeded: 'REVIEW_TRUST_REQUIREMENTS' }, 'Upload your certificate of trust', 1],
  ['PROPERTY_LEGAL_DESCRIPTION', {}, 'Upload your mortgage, deed of trust or deed', 1],
  ['PROPERTY_OWNERSHIP_FRAUD_REVIEW', {}, 'Upload a deed or transfer document', 1],
  ['FALSE_OWNERSHIP_TYPE_REVIEW', {}, 'Upload a deed or transfer document', 1],
  ['HELOC_MANUAL_PAYSTUB_UPLOAD', { numDocsRequired: 2 }, 'Upload your paystubs', 2],
  ['HARD_CREDIT_INQUIRY_REVIEW', {}, 'Upload proof you cancelled another application', 1],
  ['GENERIC_DOCUMENT_REQUEST', {}, 'Upload the requested document', 1],
  ['ESCALATION_REVIEW', {}, 'Upload the requested document', 1],
];

test('every category: listed with its action, answered, reviewed and cleared', async ({ page, request }) => {
  test.setTimeout(240_000);
  const uuid = await applicant(request, page, 'Rivera', 'COLLECT_ADDITIONAL_INFO');
  await raise(request, uuid, { categoryEnum: 'SOME_FUTURE_CATEGORY', commentsToBorrower: 'Never shown' });
  for (const [categoryEnum, extra] of UPLOADS) {
    await raise(request, uuid, { categoryEnum, ...extra, commentsToBorrower: `About ${categoryEnum}` });
  }
  await raise(request, uuid, { categoryEnum: 'MISSING_PHONE_NUMBER' });
  await raise(request, uuid, { categoryEnum: 'ID_VERIFICATION_FAILURE' });
  await raise(request, uuid, { categoryEnum: 'IDENTITY_DOCUMENT_FRAUD_REVIEW' });

  // The shell shows the open requests on any screen of the application.
  await page.goto(`/account/heloc/${uuid}/start/contact`);
  await page.getByRole('link', { name: 'Your lender needs 14 things from you' }).click();
  await expect(page).toHaveURL(new RegExp(`/${uuid}/conditions$`));
  await expect(page.getByRole('heading', { level: 1, name: 'What your lender needs' })).toBeVisible();
  await expect(openList(page).getByRole('listitem')).toHaveCount(14);
  await expect(page.getByText('Never shown')).toHaveCount(0);
  await expect(openList(page).getByRole('listitem').nth(7)).toContainText('We need: 2 files (paystub)');
  await expectNoSeriousA11yViolations(page);

  for (const [index, [categoryEnum, , title, count]] of UPLOADS.entries()) {
    const card = openList(page).getByRole('listitem').first();
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(title);
    await expect(card).toContainText(`About ${categoryEnum}`);
    await expect(card).toContainText('Needed');
    await card.getByRole('link').click();
    await expect(page).toHaveURL(/\/conditions\/upload-document\?condition=/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const files = await Promise.all(Array.from({ length: count }, (_, i) => pdf(`${title} ${index} page ${i + 1}`)));
    if (index === 0) {
      // A file chosen by mistake is removed before submitting; sizes use the spec's units.
      const wrong = await pdf('Wrong file');
      await page.getByLabel('Choose files').setInputFiles(wrong);
      await expect(page.getByRole('listitem').filter({ hasText: wrong.name })).toContainText(/\d+(\.\d)? (bytes|KB)/);
      await page.getByRole('button', { name: `Remove ${wrong.name}` }).click();
      await expect(page.getByText(wrong.name)).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    }
    await uploadAndSubmit(page, files);
    await expect(page.getByText('Your lender accepted your answer. This request is cleared.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to what your lender needs' }).click();
  }

  // MISSING_PHONE_NUMBER: the phone number screen.
  const phoneCard = openList(page).getByRole('listitem').first();
  await expect(phoneCard.getByRole('heading', { level: 3 })).toHaveText('Add your mobile phone number');
  await phoneCard.getByRole('link', { name: 'Add phone number' }).click();
  await expect(page).toHaveURL(/\/conditions\/phone-number\?condition=/);
  await page.getByRole('button', { name: 'Save phone number' }).click();
  await expect(page.getByText('Please enter your mobile phone')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('textbox', { name: 'Mobile phone' }).fill('5125550199');
  await expect(page.getByRole('textbox', { name: 'Mobile phone' })).toHaveValue('(512) 555-0199');
  await page.getByRole('button', { name: 'Save phone number' }).click();
  await expect(page.getByText('This request is cleared.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to what your lender needs' }).click();

  // ID re-verification and ID re-upload: the identity screen's form, read by the identity provider.
  for (const title of ['Verify your ID again', 'Upload your ID again']) {
    const card = openList(page).getByRole('listitem').first();
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(title);
    await card.getByRole('link').click();
    await expect(page).toHaveURL(/\/conditions\/identity\?condition=/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    if (title === 'Verify your ID again') await expectNoSeriousA11yViolations(page);
    await page.getByRole('radio', { name: 'Passport' }).check();
    await page
      .getByLabel('Front of your ID')
      .setInputFiles({ name: 'passport.jpg', mimeType: 'image/jpeg', buffer: JPEG });
    await page.getByRole('button', { name: 'Verify my ID' }).click();
    await expect(page.getByText('This request is cleared.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to what your lender needs' }).click();
  }

  await expect(page.getByText('Nothing more is needed')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Accepted requests' }).getByRole('listitem')).toHaveCount(14);
  await expect(page.getByRole('navigation', { name: 'Lender requests' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('a rejected upload shows its reason and is redone (Rejectdocs)', async ({ page, request }) => {
  const uuid = await applicant(request, page, 'Rejectdocs', 'COLLECT_ADDITIONAL_INFO');
  await raise(request, uuid, { categoryEnum: 'PROPERTY_LEGAL_DESCRIPTION' });
  await page.goto(`/account/heloc/${uuid}/conditions`);
  await openList(page).getByRole('link', { name: 'Upload property document' }).click();
  await uploadAndSubmit(page, [await pdf('Blurry deed')]);
  await expect(page.getByText('Your last upload was not accepted')).toBeVisible();
  await expect(page.getByText('part of the page was cut off')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit for review' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  await page.goto(`/account/heloc/${uuid}/conditions`);
  await expect(openList(page)).toContainText('Needs another look');
  await expect(openList(page)).toContainText('part of the page was cut off');
  await openList(page).getByRole('link', { name: 'Upload property document again' }).click();
  await uploadAndSubmit(page, [await pdf('Clear deed')]);
  await expect(page.getByText('This request is cleared.')).toBeVisible();
});

test('paystubs held in review, accepted by staff, and the journey continues to identity (Docreview)', async ({
  page,
  request,
}) => {
  const uuid = await applicant(request, page, 'Docreview', 'INCOME_VERIFICATION');
  const condition = await raise(request, uuid, {
    categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD',
    requestDocuments: ['PAYSTUB'],
    commentsToBorrower: 'Please upload your most recent paystub.',
  });
  await page.goto(`/account/heloc/${uuid}/conditions`);
  await openList(page).getByRole('link', { name: 'Upload paystubs' }).click();
  await uploadAndSubmit(page, [await pdf('Paystub March')]);
  await expect(page.getByText('our team is reviewing it')).toBeVisible();
  await page.getByRole('link', { name: 'Back to what your lender needs' }).click();
  await expect(openList(page)).toContainText('In review');
  await expect(page.getByRole('link', { name: 'Your answers to your lender are in review' })).toBeVisible();

  const accepted = await request.post(`/sandbox/api/v1/applications/${uuid}/conditions/${condition}/accept`, {
    headers: SANDBOX,
  });
  expect(accepted.ok()).toBe(true);
  await page.reload();
  await expect(page.getByText('Nothing more is needed')).toBeVisible();
  await page.getByRole('link', { name: 'Continue with my application' }).click();
  await expect(page).toHaveURL(new RegExp(`/${uuid}/identity$`));
});
