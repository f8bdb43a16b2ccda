import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { loadSpanishCatalogue, spanishMatcher, englishLeftOn } from './support/catalogues';
import { newApplicant } from './support/registration';
import { STRONG_PASSWORD } from './support/identity';

// Judged journey (docs/i18n.md): a first visit whose browser asks for Spanish goes from a blank registration to the
// offers and through the finish of the application in Spanish. Every label is found by its English text's Spanish
// in the app's own catalogues; on every screen the page says lang="es", the heading is the Spanish one, no
// catalogued English text is left on screen, and axe finds nothing serious. Money and dates in Spanish formats.

const JPEG = readFileSync(new URL('./fixtures/id-photo.jpg', import.meta.url));
const SPANISH_DATE =
  /\d{1,2} de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de \d{4}/;

test.use({ locale: 'es-MX' });

test('a Spanish-speaking visitor registers, chooses an offer and finishes the application in Spanish', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const catalogue = await loadSpanishCatalogue();
  const es = spanishMatcher(catalogue);
  const heading = (english: string) => page.getByRole('heading', { level: 1, name: es(english) });
  const button = (english: string) => page.getByRole('button', { name: es(english) });
  const inSpanish = async (title: string) => {
    await expect(heading(title)).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(await englishLeftOn(page, catalogue)).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  };
  const onScreen = async (path: string, title: string) => {
    await expect(page).toHaveURL(new RegExp(`/account/heloc/[0-9a-f-]{36}/${path}$`), { timeout: 30_000 });
    await inSpanish(title);
  };
  const a = newApplicant({ lastName: 'Garza' });

  // The pre-rendered first step is served in Spanish from the browser's Accept-Language.
  await page.goto('/account/heloc/register-v2');
  await inSpanish("Let's start with your property");
  await page.getByRole('combobox', { name: es('Property address', { partial: true }) }).fill(a.street);
  await page.getByLabel(es('City', { partial: true })).fill(a.city);
  await page.getByLabel(es('State', { partial: true })).fill(a.state);
  await page.getByLabel(es('ZIP code', { partial: true })).fill(a.zip);
  await page.getByRole('radio', { name: es('Primary residence') }).check();
  await button('Continue').click();

  await inSpanish('Is your property for sale?');
  await page.getByRole('radio', { name: es('No') }).check();
  await button('Continue').click();
  await inSpanish('Tell us about your income');
  await page.getByLabel(es('Employment type', { partial: true })).selectOption('FULL_TIME');
  await page.getByLabel(es('Annual income (before taxes)', { partial: true })).fill(a.income);
  await button('Continue').click();
  await inSpanish('What is your legal name?');
  await page.getByLabel(es('First name', { partial: true })).fill(a.firstName);
  await page.getByLabel(es('Last name', { partial: true })).fill(a.lastName);
  await button('Continue').click();
  await inSpanish('When were you born?');
  await page.getByLabel(es('Month (MM)', { partial: true })).fill('03');
  await page.getByLabel(es('Day (DD)', { partial: true })).fill('12');
  await page.getByLabel(es('Year (YYYY)', { partial: true })).fill('1978');
  await button('Continue').click();
  await inSpanish('How can we reach you?');
  await page.getByLabel(es('Email', { partial: true })).fill(a.email);
  await page.getByLabel(es('Mobile phone', { partial: true })).fill(a.phone);
  await button('Continue').click();
  await inSpanish('Create your password');
  await page.getByRole('textbox', { name: es('Password') }).fill(STRONG_PASSWORD);
  await page.getByLabel(es('Confirm password', { partial: true })).fill(STRONG_PASSWORD);
  await page.getByRole('checkbox', { name: es('Terms of Service', { partial: true }) }).check();
  await page
    .getByRole('checkbox', { name: es('I agree to receive <link>communications electronically</link>.') })
    .check();
  await button('Continue').click();

  // The offers, money as the browser's Spanish writes it.
  await onScreen('product/select', 'Choose your offer');
  await expect(page.getByText(/\$\d{1,3}(,\d{3})+/).first()).toBeVisible();
  await button('Select this offer').first().click();
  await expect(heading('Confirm your offer')).toBeVisible();
  await button('Confirm offer').click();

  await onScreen('start/contact', 'Confirm your contact details');
  await page.getByRole('radio', { name: es('Unmarried', { partial: true }) }).check();
  await page.getByRole('radio', { name: es('In my name alone') }).check();
  await button('Save and continue').click();
  await onScreen('start/hmda', 'Demographic information');
  for (const checkbox of await page
    .getByRole('checkbox', { name: es('I do not wish to provide this information') })
    .all())
    await checkbox.check();
  await button('Save and continue').click();

  await onScreen('start/app-summary', 'Review and submit your application');
  await page.getByRole('checkbox').last().check();
  await button('Submit my application').click();
  await inSpanish('Your application is submitted');
  await button('Continue to verify your income').click();

  await onScreen('income/review', 'Verify your income');
  // The progress panel's expected funding date, in Spanish words.
  await expect(page.getByText(SPANISH_DATE).first()).toBeVisible();
  await page.getByRole('link', { name: es('Link payroll') }).click();
  await onScreen('income/link/payroll', 'Link your payroll account');
  await button('Link payroll').click();
  const payroll = page.getByRole('dialog', { name: es('Link your payroll account') });
  await payroll.getByLabel('ADP (sandbox)').check();
  await payroll.getByRole('button', { name: es('Continue') }).click();
  await payroll.getByRole('textbox', { name: es('Username') }).fill('pat.garza');
  await payroll.getByRole('textbox', { name: es('Password') }).fill('correct horse');
  await payroll.getByRole('button', { name: es('Connect') }).click();

  await onScreen('identity', 'Verify your identity');
  await page.getByRole('radio', { name: es("Driver's license") }).check();
  await page
    .getByLabel(es('Front of your ID', { partial: true }))
    .setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: JPEG });
  if (await page.getByLabel(es('Back of your ID', { partial: true })).isVisible()) {
    await page.getByLabel(es('Back of your ID', { partial: true })).setInputFiles({
      name: 'back.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.concat([
        JPEG.subarray(0, 2),
        Buffer.from([0xff, 0xfe, 0, 6, 0x62, 0x61, 0x63, 0x6b]),
        JPEG.subarray(2),
      ]),
    });
  }
  await button('Verify my ID').click();

  await onScreen('liens', 'Confirm the loans on your home');
  await page.getByRole('radio', { name: es('Keep this loan') }).check();
  await button('Confirm my liens').click();

  await onScreen('bank/disburse', 'Where should we send your funds?');
  await button('Link your bank').click();
  const bank = page.getByRole('dialog', { name: es('Link your bank') });
  await bank.getByLabel('First Sandbox Bank').check();
  await bank.getByRole('button', { name: es('Continue') }).click();
  await bank.getByRole('textbox', { name: es('Username') }).fill('pat');
  await bank.getByRole('textbox', { name: es('Password') }).fill('any-password');
  await bank.getByRole('button', { name: es('Connect') }).click();
  await page.getByRole('radio').first().check();
  await button('Send my funds to this account').click();

  await onScreen('bank/autopay', 'Set up automatic payments');
  await page.getByRole('radio').first().check();
  await page.getByRole('radio').nth(2).check();
  await button('Continue').click();
  await onScreen('bank/confirm', 'Confirm your bank accounts');
  await button('Confirm and continue').click();
  await expect(page).toHaveURL(/\/review-app\/signdocs$/, { timeout: 30_000 });
  await expect(page.locator('h1')).toHaveText(
    new RegExp(
      `${es('We are preparing your closing documents').source}|${es('Your closing documents are ready').source}`,
    ),
  );
});
