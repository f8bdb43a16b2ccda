import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { completeRedesignedFlow, newApplicant } from './support/registration';
import { expectClosingPreparation } from './support/check-status';

// Judged journey: a new visitor registers in the browser, confirms an offer and goes through every screen
// of the finished application (contact, demographic questions, summary and submit, income, identity, liens, bank,
// autopay, confirm) to GEN_CLOSING_DISCLOSURE, the signing documents being prepared: by label, axe on each screen,
// against the real server (sandbox delays 0).

const JPEG = readFileSync(new URL('./fixtures/id-photo.jpg', import.meta.url));
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const onScreen = async (page: Page, path: string, title: string | RegExp) => {
  await expect(page).toHaveURL(new RegExp(`/account/heloc/[0-9a-f-]{36}/${path}$`), { timeout: 30_000 });
  await expect(heading(page, title)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
};

test('a new visitor goes from registration to the signing documents being prepared', async ({ page }) => {
  test.setTimeout(180_000);

  // Registration and the offer, as a new visitor.
  await page.goto('/account/heloc/register-v2');
  await completeRedesignedFlow(page, newApplicant());
  await page.getByRole('button', { name: 'Continue' }).click();
  await onScreen(page, 'product/select', 'Choose your offer');
  await page.getByRole('button', { name: 'Select this offer' }).first().click();
  await expect(heading(page, 'Confirm your offer')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm offer' }).click();

  // Provide More Info: contact details, marital status and how the applicant holds title.
  await onScreen(page, 'start/contact', 'Confirm your contact details');
  await expect(page.getByRole('radio', { name: /To the property: 123 Main St, Austin, TX 78701/ })).toBeChecked();
  await page.getByRole('radio', { name: /^Unmarried/ }).check();
  await page.getByRole('radio', { name: 'In my name alone' }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // The demographic questions (Regulation C).
  await onScreen(page, 'start/hmda', 'Demographic information');
  for (const group of ['Ethnicity', 'Race', 'Sex']) {
    await page
      .getByRole('group', { name: group })
      .getByRole('checkbox', { name: 'I do not wish to provide this information' })
      .check();
  }
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // The summary, E-SIGN consent, submit; the summary PDF is generated.
  await onScreen(page, 'start/app-summary', 'Review and submit your application');
  await expect(page.getByRole('region', { name: 'Contact details' })).toContainText('Unmarried');
  await page.getByRole('checkbox', { name: /agree to receive my records and disclosures electronically/ }).check();
  await page.getByRole('button', { name: 'Submit my application' }).click();
  await expect(heading(page, 'Your application is submitted')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Download your application summary (PDF)' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Continue to verify your income' }).click();

  // Link Income Sources: the payroll through the sandbox link dialog.
  await onScreen(page, 'income/review', 'Verify your income');
  await page.getByRole('link', { name: 'Link payroll' }).click();
  await onScreen(page, 'income/link/payroll', 'Link your payroll account');
  await page.getByRole('button', { name: 'Link payroll' }).click();
  const payroll = page.getByRole('dialog', { name: 'Link your payroll account' });
  await payroll.getByLabel('ADP (sandbox)').check();
  await payroll.getByRole('button', { name: 'Continue' }).click();
  await payroll.getByLabel('Username').fill('pat.rivera');
  await payroll.getByLabel('Password').fill('correct horse');
  await expectNoSeriousA11yViolations(page);
  await payroll.getByRole('button', { name: 'Connect' }).click();

  // Verify Identity: a photo of the ID, verified by the sandbox provider.
  await onScreen(page, 'identity', 'Verify your identity');
  await page.getByRole('radio', { name: "Driver's license" }).check();
  await page.getByLabel('Front of your ID').setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: JPEG });
  if (await page.getByLabel('Back of your ID').isVisible()) {
    await page.getByLabel('Back of your ID').setInputFiles({
      name: 'back.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.concat([
        JPEG.subarray(0, 2),
        Buffer.from([0xff, 0xfe, 0, 6, 0x62, 0x61, 0x63, 0x6b]),
        JPEG.subarray(2),
      ]),
    });
  }
  await page.getByRole('button', { name: 'Verify my ID' }).click();

  // The liens the title search found: keep the mortgage.
  await onScreen(page, 'liens', 'Confirm the loans on your home');
  await page.getByRole('radio', { name: 'Keep this loan' }).check();
  await page.getByRole('button', { name: 'Confirm my liens' }).click();

  // Where the draw goes: a bank linked through the dialog.
  await onScreen(page, 'bank/disburse', 'Where should we send your funds?');
  await page.getByRole('button', { name: 'Link your bank' }).click();
  const bank = page.getByRole('dialog', { name: 'Link your bank' });
  await bank.getByLabel('First Sandbox Bank').check();
  await bank.getByRole('button', { name: 'Continue' }).click();
  await bank.getByLabel('Username').fill('pat');
  await bank.getByLabel('Password').fill('any-password');
  await bank.getByRole('button', { name: 'Connect' }).click();
  await page.getByLabel(/Everyday Checking ••••\d{4}/).check();
  await page.getByRole('button', { name: 'Send my funds to this account' }).click();

  // Autopay with its discount, then the confirmation with every number masked.
  await onScreen(page, 'bank/autopay', 'Set up automatic payments');
  await page.getByLabel(/Yes, use autopay/).check();
  await page.getByLabel(/The account your funds go to/).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await onScreen(page, 'bank/confirm', 'Confirm your bank accounts');
  await expect(page.getByText(/••••\d{4}/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Confirm and continue' }).click();

  // GEN_CLOSING_DISCLOSURE: the signing documents are being prepared (the closing journeys take over here).
  await expectClosingPreparation(page);
});
