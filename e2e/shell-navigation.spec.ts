import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createApplication, useToken } from './support/application';
import { expectNoSeriousA11yViolations } from './support/axe';
import { registerIdentity } from './support/identity';

// The shell around the journey (docs/product/application-area.md §2.3, §2.4; docs/product/widgets-and-calculations.md
// §2): the apps and account menus by keyboard, the side menu of the application area (a drawer on phones) and the
// referring loan officer's card, on desktop and at 390 px. The loan officer comes from the seed
// (apps/server/src/platform/database/seed/loan-officers.ts).
const PRIYA = '6f1c2a10-0000-4000-8000-000000000003'; // summit, licensed in CA, AZ, NV, OR, WA

const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Choose your offer' });

/** A signed-in applicant at the offers, referred by Priya Raman. */
async function referredApplicant(page: Page, request: APIRequestContext, width: number, height: number) {
  const { jwt } = await registerIdentity(request);
  const uuid = await createApplication(request, jwt, 'Smith', 'TX', undefined, { referrerId: PRIYA });
  await useToken(page, jwt);
  await page.setViewportSize({ width, height });
  await page.goto(`/account/heloc/${uuid}`);
  await expect(heading(page)).toBeVisible();
  return {
    menu: page.getByRole('navigation', { name: 'Application menu' }),
    card: page.getByRole('complementary', { name: 'Your loan officer' }),
  };
}

test('desktop: the side menu, the loan officer card and the menus by keyboard', async ({ page, request }) => {
  const { menu, card } = await referredApplicant(page, request, 1280, 900);

  // The side menu: where the borrower is; later steps are not offered.
  await expect(menu.getByRole('link', { name: 'Select Offer' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'Verify Identity' })).toHaveCount(0);

  // The loan officer: a side card beside the screen.
  await expect(card).toContainText('Priya Raman');
  await expect(card).toContainText('NMLS #7700103');
  await expect(card).toContainText('Licensed in CA, AZ, NV, OR, WA');
  await expect(card.getByRole('link', { name: '(415) 555-0103' })).toHaveAttribute('href', 'tel:+14155550103');
  const desktopCard = (await card.boundingBox())!;
  expect(desktopCard.x + desktopCard.width).toBeLessThanOrEqual((await heading(page).boundingBox())!.x);

  // The apps menu by keyboard: opens on Enter, Escape closes it and gives the focus back.
  const apps = page.getByRole('button', { name: 'Apps' });
  await apps.focus();
  await page.keyboard.press('Enter');
  await expect(apps).toHaveAttribute('aria-expanded', 'true');
  const appLinks = page.getByRole('list', { name: 'Platform apps' });
  await expect(appLinks.getByRole('link')).toHaveText(['Marketplace', 'Passport', 'Group Manager', 'Pay', 'Exchange']);
  await page.keyboard.press('Escape');
  await expect(apps).toHaveAttribute('aria-expanded', 'false');
  await expect(apps).toBeFocused();

  // The account menu by keyboard: Tab into it and follow Contact us.
  const account = page.getByRole('button', { name: /account$/ });
  await account.focus();
  await page.keyboard.press('Enter');
  const contact = page.getByRole('banner').getByRole('link', { name: 'Contact us' });
  await contact.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A platform app leaves for the main site; with none configured, the dashboard this app serves instead.
  await apps.click();
  await page.getByRole('link', { name: 'Exchange' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('390 px: the loan officer is a bar above the screen, the side menu a drawer behind Menu', async ({
  page,
  request,
}) => {
  const { menu, card } = await referredApplicant(page, request, 390, 844);
  await expect(card).toContainText('Priya Raman');
  const phoneCard = (await card.boundingBox())!;
  expect(phoneCard.y).toBeLessThan((await heading(page).boundingBox())!.y);
  expect(phoneCard.width).toBeGreaterThan(340);
  await expect(menu).toBeHidden();
  const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Select Offer' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
});
