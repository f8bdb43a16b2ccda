import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createApplication, useToken } from './support/application';
import { registerIdentity } from './support/identity';

// "Verify Identity": the government ID (identity), the liens and the payoff hold, in the browser.

const APP = '/service-application/api/v1/application/heloc';
const statusUrl = (uuid: string) => `/service-heloc-borrower/api/v1/heloc/${uuid}/status`;

// A real (8x8, baseline) JPEG. A retake is the same picture with a comment segment: other bytes, still a JPEG.
const JPEG = readFileSync(new URL('./fixtures/id-photo.jpg', import.meta.url));
const photo = (name: string, retake = 0) => ({
  name,
  mimeType: 'image/jpeg',
  buffer:
    retake === 0
      ? JPEG
      : Buffer.concat([
          JPEG.subarray(0, 2),
          Buffer.from([0xff, 0xfe, 0, 9]),
          Buffer.from(`retake${retake}`),
          JPEG.subarray(2),
        ]),
});

interface Offer {
  term: number;
  type: string;
  maxDraw: number;
}

/** A new applicant (persona by last name) with a confirmed offer, put at IDENTITY_VERIFICATION, on its screen. */
async function applicantAtIdentity(request: APIRequestContext, page: Page, lastName = 'Rivera') {
  const { jwt } = await registerIdentity(request);
  const auth = { authorization: `Bearer ${jwt}` };
  const uuid = await createApplication(request, jwt, lastName);
  await request.get(statusUrl(uuid), { headers: auth });
  const { offers } = (await (await request.get(`${APP}/${uuid}`, { headers: auth })).json()) as { offers: Offer[] };
  const offer = offers[0]!;
  const offerBody = { term: offer.term, type: offer.type, drawAmount: offer.maxDraw, payoffPreference: 'PRESERVE' };
  expect((await request.put(`${APP}/${uuid}/offer`, { headers: auth, data: offerBody })).ok()).toBe(true);
  expect((await request.post(`${APP}/${uuid}/offer/confirm`, { headers: auth })).ok()).toBe(true);
  await request.get(statusUrl(uuid), { headers: auth });
  const moved = await request.post(`/sandbox/api/v1/applications/${uuid}/status`, {
    headers: { 'x-sandbox-key': 'sandbox-dev-key' },
    data: { checklistStatus: 'IDENTITY_VERIFICATION' },
  });
  expect(moved.ok()).toBe(true);
  await useToken(page, jwt);
  await page.goto(`/account/heloc/${uuid}`);
  await expect(page).toHaveURL(new RegExp(`/${uuid}/identity$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your identity' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Application progress' }).locator('[aria-current="step"]'),
  ).toHaveText(/Verify Identity/);
  return uuid;
}

/** Chooses a driver's license and adds the photo of its front (and back, when the screen asks for it). */
async function sendDriversLicense(page: Page, retake = 0) {
  await page.getByRole('radio', { name: "Driver's license" }).check();
  await page.getByLabel('Front of your ID').setInputFiles(photo('license-front.jpg', retake));
  await expect(page.getByText(/license-front\.jpg \(\d+ bytes\)/)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Preview: front of your id' })).toBeVisible();
  if (await page.getByLabel('Back of your ID').isVisible()) {
    await page.getByLabel('Back of your ID').setInputFiles(photo('license-back.jpg', retake + 100));
  }
  await page.getByRole('button', { name: 'Verify my ID' }).click();
}

async function onLiens(page: Page, uuid: string) {
  await expect(page).toHaveURL(new RegExp(`/${uuid}/liens$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm the loans on your home' })).toBeVisible();
}

test('uploads a photo of the ID, keeps the mortgage and goes on to the disbursement account', async ({
  page,
  request,
}) => {
  const uuid = await applicantAtIdentity(request, page);
  await expect(page.getByText(/USA PATRIOT Act/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Nothing chosen: the form says what is missing, in the domain's words.
  await page.getByRole('button', { name: 'Verify my ID' }).click();
  await expect(page.getByText('Please choose the type of ID')).toBeVisible();
  await expect(page.getByText('Please add a photo of the front of your ID')).toBeVisible();

  await sendDriversLicense(page);
  await onLiens(page, uuid);
  await expect(page.getByRole('heading', { name: 'First lien: Sandbox Mortgage Co.' })).toBeVisible();
  await expect(page.getByText('$200,000')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Confirm my liens' }).click();
  await expect(page.getByText('Please choose what to do with this loan')).toBeVisible();
  await page.getByRole('radio', { name: 'Keep this loan' }).check();
  await expect(page.getByText(/You keep paying Sandbox Mortgage Co\./)).toBeVisible();
  await page.getByRole('button', { name: 'Confirm my liens' }).click();
  await expect(page).toHaveURL(new RegExp(`/${uuid}/bank/disburse$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('Idfail: the failure is shown, and a new photo passes', async ({ page, request }) => {
  const uuid = await applicantAtIdentity(request, page, 'Idfail');
  await sendDriversLicense(page);
  const failure = page.getByRole('alert').filter({ hasText: 'We could not verify your ID' });
  await expect(failure).toBeVisible();
  await expect(failure).toContainText('Take a new photo of the whole ID');
  await expect(page).toHaveURL(new RegExp(`/${uuid}/identity$`));
  await expectNoSeriousA11yViolations(page);

  await sendDriversLicense(page, 1);
  await onLiens(page, uuid);
});

test('Payoff: pays off the second lien from the line, waits on payoff/hold, then the disbursement account', async ({
  page,
  request,
}) => {
  const uuid = await applicantAtIdentity(request, page, 'Payoff');
  await sendDriversLicense(page);
  await onLiens(page, uuid);
  await expect(page.getByRole('heading', { name: 'Second lien: Sandbox Home Equity Bank' })).toBeVisible();

  await page
    .getByRole('group', { name: /loan from Sandbox Mortgage Co\./ })
    .getByRole('radio', { name: 'Keep this loan' })
    .check();
  await page
    .getByRole('group', { name: /loan from Sandbox Home Equity Bank/ })
    .getByRole('radio', { name: 'Pay it off from my line of credit' })
    .check();
  await expect(page.getByText(/When your line funds we send Sandbox Home Equity Bank/)).toBeVisible();
  await expect(page.getByText(/Paying off \$18,000 from your draw of/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The sandbox lien holder answers after the processing delay (0 here): while `held`, the browser is told the
  // status a real delay would show, so payoff/hold appears as it does while the letter is awaited.
  let held = true;
  await page.route(`**${statusUrl(uuid)}`, async (route) => {
    const response = await route.fetch();
    if (!held) return route.fulfill({ response });
    const status = { ...(await response.json()), checklistStatus: 'PAYOFF_REQUEST_PENDING' };
    return route.fulfill({ response, json: status });
  });
  await page.getByRole('button', { name: 'Confirm my liens' }).click();
  await expect(page).toHaveURL(new RegExp(`/${uuid}/payoff/hold$`));
  await expect(page.getByRole('heading', { level: 1, name: 'We are requesting your payoff letter' })).toBeVisible();
  await expect(page.getByText(/We asked Sandbox Home Equity Bank for a payoff letter/)).toBeVisible();
  await expect(page.getByText(/1 to 3 business days/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  held = false;
  await page.getByRole('button', { name: 'Check status' }).click();
  await expect(page).toHaveURL(new RegExp(`/${uuid}/bank/disburse$`));
});
