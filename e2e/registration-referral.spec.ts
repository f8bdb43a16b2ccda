import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { clickContinue, fillProperty, newApplicant } from './support/registration';

// The referrer rules of docs/product/registration-and-routing.md §5, the loan-officer card of docs/product/widgets-and-calculations.md §2, and the New York and
// disaster-zip cases. Loan officers and flags come from the seed (apps/server/src/platform/database/seed).
const DANA = '6f1c2a10-0000-4000-8000-000000000001'; // keystone, licensed in PA, NJ, DE, enforces its states

test('a referred visitor sees the loan officer card: side card on desktop, top bar on mobile', async ({ page }) => {
  await page.goto(`/account/heloc/register-v2?org=keystone&referrerId=${DANA}`);
  const card = page.getByRole('complementary', { name: 'Your loan officer' });
  await expect(card).toContainText('Dana Whitfield');
  await expect(card).toContainText('NMLS #7700101');
  await expect(card.getByRole('link', { name: '(215) 555-0101' })).toHaveAttribute('href', 'tel:+12155550101');
  await expectNoSeriousA11yViolations(page);
  const desktop = await card.boundingBox();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card).toBeVisible();
  const mobile = await card.boundingBox();
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  // On mobile the card sits above the step; on desktop beside it.
  expect(mobile!.y).toBeLessThan(heading!.y);
  expect(desktop!.x).not.toEqual(mobile!.x);
});

test('a state the referring officer is not licensed in is blocked with the spec message', async ({ page }) => {
  await page.goto(`/account/heloc/register-v2?org=keystone&referrerId=${DANA}`);
  await fillProperty(page, newApplicant({ street: '10 Market St', city: 'Wilmington', state: 'OH', zip: '45177' }));
  await clickContinue(page);
  await expect(
    page.getByText(
      'We are unable to process your application at this time. Please reach out to your referring loan officer for additional information.',
    ),
  ).toBeVisible();
});

test('an invalid referrer is dropped from the URL where none is required', async ({ page }) => {
  await page.goto('/account/heloc/register-v2?referrerId=6f1c2a10-0000-4000-8000-00000000dead&utm_source=mail');
  await expect(page).not.toHaveURL(/referrerId=/);
  await expect(page).toHaveURL(/utm_source=mail/);
});

test('a New York property opens the New York modal', async ({ page }) => {
  await page.goto('/account/heloc/register-v2');
  await fillProperty(page, newApplicant({ street: '350 5th Ave', city: 'New York', state: 'NY', zip: '10118' }));
  await clickContinue(page);
  const dialog = page.getByRole('dialog', { name: 'New York properties' });
  await expect(dialog).toBeVisible();
  // The seeded ny-modal flag names the main brand's New York site (docs/product/widgets-and-calculations.md §2).
  await expect(dialog.getByRole('link', { name: 'Go to the New York site' })).toHaveAttribute(
    'href',
    'https://ny.summithomelending.example/account/heloc/register',
  );
});

test('a property zip under a disaster declaration shows the post-disaster inspection warning', async ({ page }) => {
  await page.goto('/account/heloc/register-v2');
  await fillProperty(page, newApplicant({ street: '22 Pacific Coast Hwy', city: 'Malibu', state: 'CA', zip: '90265' }));
  await expect(page.getByText(/post-disaster inspection/)).toBeVisible();
});
