import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { useToken } from './support/application';
import { expect, test } from './support/fixtures';
import { registerIdentity } from './support/identity';
import { DAY_MS, HOLIDAY_FRIDAY_EVENING, letTimePass, moveClockUntil } from './support/sandbox-clock';
import { checkStatusUntil } from './support/check-status';

// From the notary on: an application moved to GEN_NOTARY_DISCLOSURE (created through the API, then the
// sandbox control API), in the browser by label with axe on each screen: the eNotary session, the right to cancel
// with the clock moved by the sandbox control API, the funded line on complete; the in-person notary of a county that
// does not allow remote notarisation; the in-person notary booked from notary/error after three refused IDs; and
// cancelling during the right to cancel.

const APP = '/service-application/api/v1/application/heloc';
const SANDBOX = { 'x-sandbox-key': 'sandbox-dev-key' };
const statusUrl = (uuid: string) => `/service-heloc-borrower/api/v1/heloc/${uuid}/status`;
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

interface Property {
  city: string;
  zip: string;
}
const AUSTIN: Property = { city: 'Austin', zip: '78701' };
const HOUSTON: Property = { city: 'Houston', zip: '77002' };

/** A Texas applicant with a confirmed offer and a disbursement account, moved to GEN_NOTARY_DISCLOSURE. */
async function applicantAtNotary(request: APIRequestContext, property: Property, accountNumber = '000123456789') {
  const { jwt } = await registerIdentity(request);
  const auth = { authorization: `Bearer ${jwt}` };
  const created = await request.post('/service-application/api/v3/application/helocs?state=TX', {
    headers: auth,
    data: {
      consentListRequest: [
        { type: 'TERMS', version: '2025-01' },
        { type: 'PRIVACY', version: '2025-01' },
      ],
      consentRequests: [
        { type: 'TERMS', agreed: true },
        { type: 'PRIVACY', agreed: true },
      ],
      income: { incomePrimary: 120_000, incomeOther: 0 },
      profileRequest: {
        firstName: 'Pat',
        lastName: 'Closer',
        dob: { day: 12, month: 3, year: 1978 },
        email: 'pat@example.com',
        phoneNumber: '5125550100',
      },
      propertyListedForSale: false,
      propertyRequest: { street1: '123 Main St', state: 'TX', occupancyType: 'HOME', ...property },
      employmentType: 'FULL_TIME',
    },
  });
  expect(created.ok()).toBe(true);
  const { uuid } = (await created.json()) as { uuid: string };
  await request.get(statusUrl(uuid), { headers: auth });
  const { offers } = (await (await request.get(`${APP}/${uuid}`, { headers: auth })).json()) as {
    offers: { term: number; type: string; maxDraw: number }[];
  };
  const offer = offers.find((o) => o.type === 'FIXED')!;
  const choice = { term: offer.term, type: offer.type, drawAmount: offer.maxDraw, payoffPreference: 'PRESERVE' };
  expect((await request.put(`${APP}/${uuid}/offer`, { headers: auth, data: choice })).ok()).toBe(true);
  expect((await request.post(`${APP}/${uuid}/offer/confirm`, { headers: auth })).ok()).toBe(true);
  await sandboxStatus(request, uuid, 'DISBURSEMENT_ACCOUNT');
  const account = {
    source: 'MANUAL',
    accountType: 'CHECKING',
    holderName: 'Pat Closer',
    routingNumber: '121000358',
    accountNumber,
    accountNumberConfirm: accountNumber,
  };
  expect((await request.put(`${APP}/${uuid}/disburse-account`, { headers: auth, data: account })).ok()).toBe(true);
  await sandboxStatus(request, uuid, 'GEN_NOTARY_DISCLOSURE');
  return { jwt, auth, uuid, drawAmount: offer.maxDraw };
}

async function sandboxStatus(request: APIRequestContext, uuid: string, checklistStatus: string) {
  const res = await request.post(`/sandbox/api/v1/applications/${uuid}/status`, {
    headers: SANDBOX,
    data: { checklistStatus },
  });
  expect(res.ok()).toBe(true);
}

const onScreen = async (page: Page, path: string, title: string | RegExp) => {
  await expect(page).toHaveURL(new RegExp(`/account/heloc/[0-9a-f-]{36}/${path}$`), { timeout: 30_000 });
  await expect(heading(page, title)).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);
};

/** The eNotary session in the browser, answering with the property's street, zip and city. */
async function enotarySession(page: Page, property: Property) {
  await page.getByRole('link', { name: 'Start my eNotary session' }).click();
  await onScreen(page, 'notary/session', 'Your eNotary session');
  await expect(page.getByText(/Your notary is .+\. Step 1 of 3\./)).toBeVisible();
  // A refused ID first: the notary says why, one try is used.
  await page.getByRole('radio', { name: "Driver's license" }).check();
  await page.getByLabel(/Last 4 characters of the ID number/).fill('0000');
  await page.getByRole('button', { name: 'Check my ID' }).click();
  await expect(page.getByText(/could not read that ID.*Tries left: 2/)).toBeVisible();
  await page.getByLabel(/Last 4 characters of the ID number/).fill('4821');
  await page.getByRole('button', { name: 'Check my ID' }).click();

  await expect(page.getByRole('heading', { name: 'Answer a few questions' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page
    .getByRole('group', { name: 'Which of these addresses have you been associated with?' })
    .getByRole('radio', { name: '123 Main St' })
    .check();
  await page
    .getByRole('group', { name: 'Which of these ZIP codes belongs to a property you own?' })
    .getByRole('radio', { name: property.zip })
    .check();
  await page
    .getByRole('group', { name: 'In which city is the home you are borrowing against?' })
    .getByRole('radio', { name: property.city })
    .check();
  await page.getByRole('button', { name: 'Submit answers' }).click();

  await expect(page.getByRole('heading', { name: 'Sign the deed before the notary' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Ask the notary to seal' }).click();
  await expect(page.getByText('Sign the deed before the notary applies the seal')).toBeVisible();
  await page.getByLabel('I signed the deed of trust in front of the notary').check();
  await page.getByRole('button', { name: 'Ask the notary to seal' }).click();
  await expect(page.getByText('Your deed is notarised.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('eNotary, the right to cancel passed with the sandbox clock, funded and complete', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { jwt, uuid, drawAmount } = await applicantAtNotary(request, AUSTIN);
  await useToken(page, jwt);
  await page.goto(`/account/heloc/${uuid}`);

  // Texas asks for one business day before the signing: notary/intro says when, what happens, what to have ready.
  await onScreen(page, 'notary/intro', /^You can sign on /);
  await expect(
    page.getByText(/it ends at midnight Central (Standard|Daylight) Time, the time where your home is/),
  ).toBeVisible();
  if (process.env.CLOCK_START === HOLIDAY_FRIDAY_EVENING) {
    // The Friday evening after Thanksgiving: the next business day is Monday.
    await expect(heading(page, 'You can sign on Monday, November 30, 2026')).toBeVisible();
  }
  await expect(
    page.getByText('You can sign your closing documents online with a remote notary.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What to have ready' })).toBeVisible();
  await expect(page.getByText(/Pat Closer \(you\), borrower/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start my eNotary session' })).toHaveCount(0);

  await moveClockUntil(request, uuid, 'DEED_SIGNING');
  await expect(heading(page, 'Meet your eNotary online')).toBeVisible({ timeout: 15_000 });
  await expectNoSeriousA11yViolations(page);
  await enotarySession(page, AUSTIN);

  // complete, during the right to cancel: the countdown, the cancel button, the real figures and documents.
  await onScreen(page, 'complete', 'Your right to cancel');
  // The right to cancel ends at midnight where the home is (Austin keeps Central time).
  await expect(
    page.getByText(
      /until midnight at the end of \w+day, \w+ \d+, \d{4}, Central (Standard|Daylight) Time: three business/,
    ),
  ).toBeVisible();
  if (process.env.CLOCK_START === HOLIDAY_FRIDAY_EVENING) {
    // Signed that Friday evening: Saturday 28, Monday 30 and Tuesday 1 December count, the Sunday does not.
    await expect(
      page.getByText(/until midnight at the end of Tuesday, December 1, 2026, Central Standard Time/),
    ).toBeVisible();
  }
  await expect(page.getByRole('timer')).toHaveText(/\d+ days?, \d+ hours? and \d+ minutes? left/);
  await expect(page.getByRole('button', { name: 'Cancel my line of credit' })).toBeVisible();
  const draw = `$${Math.round(drawAmount).toLocaleString('en-US')}`;
  await expect(page.getByText(`${draw} to your account ending 6789`)).toBeVisible();
  await expect(page.getByRole('link', { name: /Notarial certificate: / })).toBeVisible();
  await expect(page.getByRole('link', { name: /Notary disclosure: / })).toBeVisible();

  // The three business days pass (the sandbox clock): recorded, funded, complete.
  await moveClockUntil(request, uuid, 'COMPLETE');
  await expect(heading(page, 'Your line of credit is open')).toBeVisible({ timeout: 15_000 });
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByText(`${draw} to your account ending 6789, sent`)).toBeVisible();
  await expect(page.getByText(/^\$[\d,]+\.\d{2} due \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(page.getByText(/^sbx-tr-[0-9a-f]{16}$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel my line of credit' })).toHaveCount(0);
  await expect(page.getByText('Your funds usually arrive in your account within one business day.')).toBeVisible();
});

test('an in-person notary where the county does not allow remote: reserve, move, cancel, sign', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { jwt, uuid } = await applicantAtNotary(request, HOUSTON);
  await useToken(page, jwt);
  await page.goto(`/account/heloc/${uuid}`);
  await onScreen(page, 'notary/intro', /^You can sign on /);
  await expect(page.getByText(/Harris County, TX needs an in-person notary/)).toBeVisible();

  await moveClockUntil(request, uuid, 'MANUAL_DEED_SIGNING');
  await page.goto(`/account/heloc/${uuid}`);
  await onScreen(page, 'notary/reserve-manual', 'Book your notary appointment');
  await expect(page.getByText(/The notary's fee is \$300\./)).toBeVisible();
  await page.getByRole('link', { name: 'Choose a time and place' }).click();

  await onScreen(page, 'notary/schedule-manual', 'Choose a time and place');
  await page.getByRole('button', { name: 'Reserve this appointment' }).click();
  await expect(page.getByText('Choose a time and place', { exact: true }).last()).toBeVisible();
  const slots = page.getByRole('radio');
  await slots.first().check();
  await page.getByRole('button', { name: 'Reserve this appointment' }).click();

  await onScreen(page, 'notary/reserve-manual', 'Your notary appointment');
  await expect(page.getByText('$300, paid at the appointment')).toBeVisible();
  await expect(page.getByText(/^Sandbox Title, Houston office, 200 Congress Ave, Houston, TX 77002$/)).toBeVisible();

  // Move it, then cancel it (with a confirmation), then book again.
  await page.getByRole('link', { name: 'Choose another time' }).click();
  await onScreen(page, 'notary/schedule-manual', 'Choose another time');
  await slots.nth(2).check();
  await page.getByRole('button', { name: 'Move my appointment' }).click();
  await onScreen(page, 'notary/reserve-manual', 'Your notary appointment');
  await page.getByRole('button', { name: 'Cancel appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your notary appointment?' });
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Yes, cancel the appointment' }).click();
  await expect(heading(page, 'Book your notary appointment')).toBeVisible();
  await expect(page.getByText('Your appointment is cancelled.')).toBeVisible();
  await page.getByRole('link', { name: 'Choose a time and place' }).click();
  await slots.first().check();
  await page.getByRole('button', { name: 'Reserve this appointment' }).click();
  await onScreen(page, 'notary/reserve-manual', 'Your notary appointment');

  // The appointment passes: the notary reports the deed signed; the right to cancel starts.
  await moveClockUntil(request, uuid, 'RESCISSION');
  await checkStatusUntil(page, /\/complete$/);
  await onScreen(page, 'complete', 'Your right to cancel');
  await moveClockUntil(request, uuid, 'COMPLETE');
  await expect(heading(page, 'Your line of credit is open')).toBeVisible({ timeout: 15_000 });
  await expectNoSeriousA11yViolations(page);
});

test('three refused IDs close the online session; the borrower books a notary in person from notary/error', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // docs/product/operations-console.md §5: notary/error is not a dead end.
  const { jwt, uuid } = await applicantAtNotary(request, AUSTIN);
  await moveClockUntil(request, uuid, 'DEED_SIGNING');
  await useToken(page, jwt);
  await page.goto(`/account/heloc/${uuid}`);
  await onScreen(page, 'notary/intro', 'Meet your eNotary online');
  await page.getByRole('link', { name: 'Start my eNotary session' }).click();
  await onScreen(page, 'notary/session', 'Your eNotary session');
  await page.getByRole('radio', { name: "Driver's license" }).check();
  for (const left of [2, 1]) {
    await page.getByLabel(/Last 4 characters of the ID number/).fill('0000');
    await page.getByRole('button', { name: 'Check my ID' }).click();
    await expect(page.getByText(new RegExp(`could not read that ID.*Tries left: ${left}`))).toBeVisible();
  }
  await page.getByLabel(/Last 4 characters of the ID number/).fill('0000');
  await page.getByRole('button', { name: 'Check my ID' }).click();

  await onScreen(page, 'notary/error', 'We could not finish your notary session online');
  await expect(page.getByRole('link', { name: 'Go to dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Meet a notary in person instead' })).toBeVisible();
  await page.getByRole('button', { name: 'Book an in-person notary' }).click();

  await onScreen(page, 'notary/schedule-manual', 'Choose a time and place');
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Reserve this appointment' }).click();
  await onScreen(page, 'notary/reserve-manual', 'Your notary appointment');
  await expect(page.getByText('$300, paid at the appointment')).toBeVisible();
  await expect(page.getByText(/Your closing moved to an in-person notary/)).toBeVisible();

  // The appointment passes: the notary reports the deed signed, as for a county that needs one.
  await moveClockUntil(request, uuid, 'RESCISSION');
  await checkStatusUntil(page, /\/complete$/);
  await onScreen(page, 'complete', 'Your right to cancel');
});

test('cancelling during the right to cancel really cancels', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { jwt, auth, uuid } = await applicantAtNotary(request, AUSTIN);
  await moveClockUntil(request, uuid, 'DEED_SIGNING');
  await useToken(page, jwt);
  await page.goto(`/account/heloc/${uuid}`);
  await onScreen(page, 'notary/intro', 'Meet your eNotary online');
  await enotarySession(page, AUSTIN);
  await onScreen(page, 'complete', 'Your right to cancel');

  await page.getByRole('button', { name: 'Cancel my line of credit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your line of credit?' });
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Keep my line' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Cancel my line of credit' }).click();
  await dialog.getByRole('button', { name: 'Yes, cancel my line' }).click();
  await expect(heading(page, 'Your line of credit is cancelled')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Really cancelled: time passing neither records nor funds it, however long the right to cancel would have lasted
  // from today (three business days, longer over a holiday weekend).
  expect(await letTimePass(request, uuid, 21 * DAY_MS)).toEqual(['CANCELLED']);
  const summary = (await (await request.get(`${APP}/${uuid}/complete`, { headers: auth })).json()) as {
    funding: unknown;
  };
  expect(summary.funding).toBeNull();
});

test('a first draw the bank returns: the reason, another account, funded', async ({ page, request }) => {
  test.setTimeout(90_000);
  // The sandbox bank refuses an account number ending in 0002 as closed (docs/sandbox.md "Funding").
  const { jwt, uuid } = await applicantAtNotary(request, AUSTIN, '000111110002');
  await sandboxStatus(request, uuid, 'FUNDABLE');
  await useToken(page, jwt);
  await page.goto(`/account/heloc/${uuid}`);
  await onScreen(page, 'complete', 'We are sending your funds');
  // The refusal comes once the workflow has sent the draw and the bank answered, and the screen re-reads every 5 s:
  // on a busy machine, more than the usual 10 s.
  await expect(page.getByText('Your bank did not accept your funds')).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByText(/account ending 0002 and the bank returned it \(R02: the account is closed\)/),
  ).toBeVisible();

  await page.getByLabel(/Account holder's name/).fill('Pat Closer');
  await page.getByRole('radio', { name: 'Checking' }).check();
  await page.getByLabel(/^Routing number/).fill('121000358');
  await page.getByLabel(/^Account number/).fill('000987654321');
  await page.getByLabel(/^Confirm account number/).fill('000987654321');
  await page.getByRole('button', { name: 'Send my funds to this account' }).click();

  await expect(heading(page, 'Your line of credit is open')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/to your account ending 4321, sent/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
