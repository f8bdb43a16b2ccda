import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createApplication, useToken } from './support/application';
import { expectNoSeriousA11yViolations } from './support/axe';
import { registerIdentity } from './support/identity';

// Every dead end gets a way out. The sandbox persona of the last name (docs/sandbox.md) stops the
// application at credit/social, credit/error or review-app/property; the applicant acts there and moves on.

const APP = (uuid: string) => `/service-application/api/v1/application/heloc/${uuid}`;

async function applicant(request: APIRequestContext, page: Page, lastName: string) {
  const { jwt } = await registerIdentity(request);
  const uuid = await createApplication(request, jwt, lastName);
  await useToken(page, jwt);
  return { jwt, uuid };
}

/** Opens the application: the root polls the status and routes to the screen of `route`. */
async function open(page: Page, uuid: string, route: string) {
  await page.goto(`/account/heloc/${uuid}`);
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/${route}$`));
}

const expectOffers = async (page: Page, uuid: string) => {
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/product/select$`), { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your offer' })).toBeVisible();
};

test('Nomatch enters the SSN (masked) and reaches the offers', async ({ page, request }) => {
  const { uuid } = await applicant(request, page, 'Nomatch');
  await open(page, uuid, 'credit/social');
  await expect(page.getByRole('heading', { level: 1, name: 'We need your Social Security number' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const ssn = page.getByLabel(/^Social Security number/);
  await expect(ssn).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Search again' }).click();
  await expect(page.getByText('Please enter your Social Security number')).toBeVisible();
  await ssn.fill('000-12-3456');
  await page.getByRole('button', { name: 'Search again' }).click();
  await expect(page.getByText('Please enter a valid 9-digit Social Security number')).toBeVisible();

  await ssn.fill('123456789');
  await expect(ssn).toHaveValue('123-45-6789');
  await page.getByLabel('Show number').check();
  await expect(ssn).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Search again' }).click();
  await expectOffers(page, uuid);
});

test('Ssnmiss: a second miss goes on to review-app/no-credit', async ({ page, request }) => {
  const { uuid } = await applicant(request, page, 'Ssnmiss');
  await open(page, uuid, 'credit/social');
  await page.getByLabel(/^Social Security number/).fill('123-45-6789');
  await page.getByRole('button', { name: 'Search again' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/review-app/no-credit$`));
});

test('Frozen: names the bureau, says how to lift it, and reaches the offers after "I\'ve lifted it"', async ({
  page,
  request,
}) => {
  const { uuid } = await applicant(request, page, 'Frozen');
  await open(page, uuid, 'credit/error');
  await expect(page.getByRole('heading', { level: 1, name: 'Your credit file is frozen' })).toBeVisible();
  await expect(page.getByText('Experian did not release your credit report')).toBeVisible();
  for (const bureau of ['Equifax', 'Experian (your freeze is here)', 'TransUnion']) {
    await expect(page.getByRole('heading', { level: 3, name: bureau })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: '1-888-397-3742' })).toHaveAttribute('href', 'tel:18883973742');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: "I've lifted it" }).click();
  await expectOffers(page, uuid);
});

test('Stayfrozen: a freeze still in place is said so on the page, which offers to try again', async ({
  page,
  request,
}) => {
  const { uuid } = await applicant(request, page, 'Stayfrozen');
  await open(page, uuid, 'credit/error');
  await page.getByRole('button', { name: "I've lifted it" }).click();
  await expect(page.getByText('Your file is still frozen')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/credit/error$`));
  await expectNoSeriousA11yViolations(page);
});

test('Hardlocked: the hard pull is retried after unlocking and continues to start/contact', async ({
  page,
  request,
}) => {
  const { jwt, uuid } = await applicant(request, page, 'Hardlocked');
  const auth = { authorization: `Bearer ${jwt}` };
  await request.get(`/service-heloc-borrower/api/v1/heloc/${uuid}/status`, { headers: auth });
  const application = (await (await request.get(APP(uuid), { headers: auth })).json()) as {
    offers: { term: number; type: string; maxDraw: number }[];
  };
  const offer = application.offers[0]!;
  const selected = await request.put(`${APP(uuid)}/offer`, {
    headers: auth,
    data: { term: offer.term, type: offer.type, drawAmount: offer.maxDraw, payoffPreference: 'PRESERVE' },
  });
  expect(selected.ok()).toBe(true);
  expect((await request.post(`${APP(uuid)}/offer/confirm`, { headers: auth })).ok()).toBe(true);

  await open(page, uuid, 'credit/error');
  await expect(page.getByRole('heading', { level: 1, name: 'Your credit file is locked' })).toBeVisible();
  await expect(page.getByText('TransUnion did not release your credit report')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: "I've lifted it" }).click();
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/start/contact$`), { timeout: 20_000 });
});

test('Multiple picks a property (parcel, owner, address) and reaches the offers', async ({ page, request }) => {
  const { uuid } = await applicant(request, page, 'Multiple');
  await open(page, uuid, 'review-app/property');
  await expect(page.getByRole('heading', { level: 1, name: 'Which property is yours?' })).toBeVisible();
  await expect(page.getByText('Owner of record: MULTIPLE, PAT')).toBeVisible();
  await expect(page.getByText(/^Parcel number: TX-\d{9}$/)).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Continue with this property' }).click();
  await expect(page.getByText('Please choose your property')).toBeVisible();
  await page.getByRole('radio', { name: /123 Main St, Unit B, Austin, TX 78701/ }).check();
  await page.getByRole('button', { name: 'Continue with this property' }).click();
  await expectOffers(page, uuid);
});

test('Noproperty corrects the address with the typeahead and reaches the offers', async ({ page, request }) => {
  const { uuid } = await applicant(request, page, 'Noproperty');
  await open(page, uuid, 'review-app/property');
  await expect(page.getByRole('heading', { level: 1, name: 'We could not find your property' })).toBeVisible();
  await expect(page.getByText(/Public records show no property at 123 Main St, Austin, TX 78701/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const street = page.getByRole('combobox', { name: /^Property street address/ });
  await street.fill('125 Main St 78701');
  await page.getByRole('option', { name: '125 Main St, Austin, TX 78701' }).click();
  await expect(street).toHaveValue('125 Main St');
  await expect(page.getByLabel(/^City/)).toHaveValue('Austin');
  await page.getByRole('button', { name: 'Search again' }).click();
  await expectOffers(page, uuid);
});

test('Multiple: none of the properties is mine, the corrected address is searched again', async ({ page, request }) => {
  // docs/product/operations-console.md §5: no dead end waits for a phone call.
  const { uuid } = await applicant(request, page, 'Multiple');
  await open(page, uuid, 'review-app/property');
  await expect(page.getByRole('heading', { level: 1, name: 'Which property is yours?' })).toBeVisible();
  await page.getByRole('button', { name: 'Correct my address' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Correct your property address' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const street = page.getByRole('combobox', { name: /^Property street address/ });
  await street.fill('125 Main St 78701');
  await page.getByRole('option', { name: '125 Main St, Austin, TX 78701' }).click();
  await page.getByRole('button', { name: 'Search again' }).click();
  // The persona finds two parcels again, now at the corrected address.
  await expect(page.getByRole('heading', { level: 1, name: 'Which property is yours?' })).toBeVisible();
  await page.getByRole('radio', { name: /^125 Main St, Austin, TX 78701/ }).check();
  await page.getByRole('button', { name: 'Continue with this property' }).click();
  await expectOffers(page, uuid);
});

test('Neverfound: a corrected address that is still not found says so and offers help', async ({ page, request }) => {
  const { uuid } = await applicant(request, page, 'Neverfound');
  await open(page, uuid, 'review-app/property');
  await page.getByRole('combobox', { name: /^Property street address/ }).fill('125 Main St');
  await page.getByRole('button', { name: 'Search again' }).click();
  await expect(page.getByText('We still could not find it')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
