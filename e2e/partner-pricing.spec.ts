import { expect, type Page, test } from '@playwright/test';
import { createApplication, useToken } from './support/application';
import { expectNoSeriousA11yViolations } from './support/axe';
import { registerIdentity } from './support/identity';
import { signInAsAdmin } from './support/staff';

// Pricing sheets written in the console's form (docs/pricing.md "Pricing sheets"): the admin publishes a prime rate
// for Summit, effective now; a borrower's offers say the version that priced them, and so does their file in the
// console; a second sheet prices the next borrower's variable offer differently while the first borrower's offers
// stay as they were. A state Summit does not serve is refused before any pricing.

const APP = '/service-application/api/v1/application/heloc';

interface OfferRow {
  term: number;
  type: string;
  rate: number;
}
interface Priced {
  uuid: string;
  jwt: string;
  version: number;
  offers: OfferRow[];
}

/** Publishes the draft with this prime rate (typed as a percent), effective now; answers the version written. */
async function publishPrimeRate(page: Page, percent: string): Promise<number> {
  await page.goto('/console/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  const organisation = page.getByLabel('Organisation');
  if ((await organisation.count()) > 0) await organisation.selectOption({ label: 'Summit Home Lending' });
  await expect(page.getByTestId('sheet-in-effect')).toBeVisible();
  const prime = page.getByLabel('Prime rate (%)');
  await prime.fill('16');
  await expect(prime).toHaveAccessibleDescription(/The prime rate must be at most 15%\./);
  await expect(page.getByRole('button', { name: 'Publish this version' })).toBeDisabled();
  await prime.fill(percent);
  await page.getByLabel('Note').fill(`Prime rate ${percent}%`);
  await expect(page.getByRole('list', { name: 'Problems with the sheet' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Publish this version' }).click();
  const saved = page.getByText(/^Version \d+ is in effect now\.$/);
  await expect(saved).toBeVisible();
  return Number(/\d+/.exec((await saved.textContent())!)![0]);
}

const readOffers = async (page: Page, uuid: string, jwt: string) =>
  (await (await page.request.get(`${APP}/${uuid}`, { headers: { authorization: `Bearer ${jwt}` } })).json()) as {
    pricingSheetVersion: number;
    offers: OfferRow[];
  };

async function borrowerPriced(page: Page): Promise<Priced> {
  const { jwt } = await registerIdentity(page.request);
  const uuid = await createApplication(page.request, jwt);
  const { pricingSheetVersion, offers } = await readOffers(page, uuid, jwt);
  return { uuid, jwt, version: pricingSheetVersion, offers };
}

/** The borrower's offers screen, in their own browser context: it names the sheet version that priced them. */
async function expectOffersScreen(page: Page, borrower: Priced) {
  const context = await page.context().browser()!.newContext();
  const screen = await context.newPage();
  await useToken(screen, borrower.jwt);
  await screen.goto(`/account/heloc/${borrower.uuid}/product/select`);
  await expect(screen.getByRole('heading', { level: 1, name: 'Choose your offer' })).toBeVisible({ timeout: 30_000 });
  await expect(
    screen.getByText(`These offers were priced with rate sheet version ${borrower.version}.`, { exact: false }),
  ).toBeVisible();
  await expect(screen.getByRole('group', { name: 'Choose an offer' })).toBeVisible();
  await context.close();
}

const variableRate = (offers: OfferRow[]) => offers.find((offer) => offer.type === 'VARIABLE')!.rate;

test('a sheet published in the console prices the next offers, each naming its version', async ({ page }) => {
  await signInAsAdmin(page);
  const first = await publishPrimeRate(page, '7.25');
  await expectNoSeriousA11yViolations(page);

  const early = await borrowerPriced(page);
  expect(early.version).toBe(first);
  expect(early.offers.length).toBeGreaterThan(0);
  await expectOffersScreen(page, early);
  await page.goto(`/console/applications/${early.uuid}`);
  await expect(page.getByText(`Offers priced with pricing sheet version ${first}.`)).toBeVisible();

  // A second sheet, effective now: the next borrower's variable offer follows the new prime rate (+0.75 points)...
  const second = await publishPrimeRate(page, '8');
  expect(second).toBe(first + 1);
  const later = await borrowerPriced(page);
  expect(later.version).toBe(second);
  expect(variableRate(later.offers)).toBeCloseTo(variableRate(early.offers) + 0.0075, 6);
  await expectOffersScreen(page, later);

  // ...while the first borrower's offers, read again, are as they were priced.
  const again = await readOffers(page, early.uuid, early.jwt);
  expect(again.pricingSheetVersion).toBe(first);
  expect(again.offers).toEqual(early.offers);

  // A state Summit does not serve is refused when the application is created: no offer is priced.
  const { jwt } = await registerIdentity(page.request);
  await expect(
    createApplication(page.request, jwt, 'Smith', 'WV', { city: 'Charleston', zip: '25301' }),
  ).rejects.toThrow(/we do not currently offer loans in WV/);
});
