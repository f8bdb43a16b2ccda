import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test, withServerClock } from './support/fixtures';
import { STRONG_PASSWORD } from './support/identity';
import { completeRedesignedFlow, newApplicant } from './support/registration';
import { moveClockUntil } from './support/sandbox-clock';
import { passClosingPreparation } from './support/check-status';

// Judged journey: a new visitor goes from a blank registration to COMPLETE in the browser, by label with axe
// on each screen: registration and offer, the finished application (contact, HMDA, summary, income, identity, liens,
// bank), the disclosures read and every document signed, an additional signer (the Coowner persona's Jordan) invited
// through the sandbox outbox who signs in the signer area, the eNotary session of each signer, the right to cancel
// passed with the clock moved by the sandbox control API, and the funded line on complete. Real server, delays 0.

test.use({ geolocation: { latitude: 30.2672, longitude: -97.7431 }, permissions: ['geolocation'] });

const JPEG = readFileSync(new URL('./fixtures/id-photo.jpg', import.meta.url));
const APP = '/service-application/api/v1/application/heloc';
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const onScreen = async (page: Page, path: string, title: string | RegExp) => {
  await expect(page).toHaveURL(new RegExp(`/account/heloc/[0-9a-f-]{36}/${path}$`), { timeout: 30_000 });
  await expect(heading(page, title)).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);
};
const uuidOf = (page: Page) => /\/account\/heloc\/([0-9a-f-]{36})\//.exec(page.url())![1]!;

/** Scrolls the viewer of `title` to its end with the keyboard, as a reader would. */
async function readToTheEnd(page: Page, title: string) {
  const viewer = page.getByRole('region', { name: title, exact: true });
  const first = viewer.getByRole('img', { name: /^Page 1 of \d+$/ });
  await expect(first).toBeVisible({ timeout: 20_000 });
  const total = /of (\d+)$/.exec((await first.getAttribute('aria-label')) ?? '')?.[1];
  await expect(viewer.getByRole('img', { name: `Page ${total} of ${total}` })).toBeAttached();
  await expect(page.getByRole('status', { name: `Loading ${title}` })).toHaveCount(0);
  await viewer.focus();
  await page.keyboard.press('End');
}

/** The eNotary session in the browser (ID, the property's street, zip and city, the seal). */
async function enotarySession(page: Page) {
  await expect(page.getByText(/Your notary is .+\. Step 1 of 3\./)).toBeVisible();
  await page.getByRole('radio', { name: "Driver's license" }).check();
  await page.getByLabel(/Last 4 characters of the ID number/).fill('4821');
  await page.getByRole('button', { name: 'Check my ID' }).click();
  await expect(page.getByRole('heading', { name: 'Answer a few questions' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const answer = (question: string, choice: string) =>
    page.getByRole('group', { name: question }).getByRole('radio', { name: choice, exact: true }).check();
  await answer('Which of these addresses have you been associated with?', '123 Main St');
  await answer('Which of these ZIP codes belongs to a property you own?', '78701');
  await answer('In which city is the home you are borrowing against?', 'Austin');
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByRole('heading', { name: 'Sign the deed before the notary' })).toBeVisible();
  await page.getByLabel('I signed the deed of trust in front of the notary').check();
  await page.getByRole('button', { name: 'Ask the notary to seal' }).click();
  await expect(page.getByText('Your deed is notarised.')).toBeVisible();
}

test('a new visitor goes from registration to a funded line (COMPLETE)', async ({ page, request, browser }) => {
  test.setTimeout(420_000);

  // Registration and the offer, as a new visitor whose title names a second owner (persona Coowner).
  await page.goto('/account/heloc/register-v2');
  await completeRedesignedFlow(page, newApplicant({ lastName: 'Coowner' }));
  await page.getByRole('button', { name: 'Continue' }).click();
  await onScreen(page, 'product/select', 'Choose your offer');
  await page.getByRole('button', { name: 'Select this offer' }).first().click();
  await expect(heading(page, 'Confirm your offer')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm offer' }).click();

  // Provide More Info, the demographic questions, the summary and submit.
  await onScreen(page, 'start/contact', 'Confirm your contact details');
  await page.getByRole('radio', { name: /^Unmarried/ }).check();
  await page.getByRole('radio', { name: 'In my name alone' }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await onScreen(page, 'start/hmda', 'Demographic information');
  for (const group of ['Ethnicity', 'Race', 'Sex']) {
    await page
      .getByRole('group', { name: group })
      .getByRole('checkbox', { name: 'I do not wish to provide this information' })
      .check();
  }
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await onScreen(page, 'start/app-summary', 'Review and submit your application');
  await page.getByRole('checkbox', { name: /agree to receive my records and disclosures electronically/ }).check();
  await page.getByRole('button', { name: 'Submit my application' }).click();
  await expect(heading(page, 'Your application is submitted')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Continue to verify your income' }).click();

  // Income (payroll link), identity (ID photo), liens, bank, autopay, confirm.
  await onScreen(page, 'income/review', 'Verify your income');
  await page.getByRole('link', { name: 'Link payroll' }).click();
  await onScreen(page, 'income/link/payroll', 'Link your payroll account');
  await page.getByRole('button', { name: 'Link payroll' }).click();
  const payroll = page.getByRole('dialog', { name: 'Link your payroll account' });
  await payroll.getByLabel('ADP (sandbox)').check();
  await payroll.getByRole('button', { name: 'Continue' }).click();
  await payroll.getByLabel('Username').fill('pat.coowner');
  await payroll.getByLabel('Password').fill('correct horse');
  await payroll.getByRole('button', { name: 'Connect' }).click();
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
  await onScreen(page, 'liens', 'Confirm the loans on your home');
  for (const keep of await page.getByRole('radio', { name: 'Keep this loan' }).all()) await keep.check();
  await page.getByRole('button', { name: 'Confirm my liens' }).click();
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
  await onScreen(page, 'bank/autopay', 'Set up automatic payments');
  await page.getByLabel(/Yes, use autopay/).check();
  await page.getByLabel(/The account your funds go to/).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await onScreen(page, 'bank/confirm', 'Confirm your bank accounts');
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
  const uuid = uuidOf(page);

  // The closing documents: the disclosures read, consent, every document read and signed.
  await passClosingPreparation(page);
  await onScreen(page, 'signing/intro', 'Your documents are ready to sign');
  await page.getByLabel(/I agree to sign these closing documents electronically/).check();
  await page.getByRole('button', { name: 'Agree and continue' }).click();
  await onScreen(page, 'signing/sign', 'Sign your documents');
  const total = 5;
  for (let index = 1; index <= total; index += 1) {
    const docHeading = page.getByRole('heading', { level: 2, name: new RegExp(`^Document ${index} of ${total}: `) });
    await expect(docHeading).toBeVisible();
    const title = (await docHeading.textContent())!.replace(/^Document \d+ of \d+: /, '');
    await readToTheEnd(page, title);
    for (const field of await page.getByLabel('Type your full name').all()) await field.fill('Pat Coowner');
    await page.getByRole('button', { name: 'Sign', exact: true }).first().click();
    await expect(page.getByText(`You signed the ${title}.`)).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Finish signing' }).click();

  // The additional signer: invited by e-mail, read in the sandbox outbox, signs in the signer area.
  await onScreen(page, 'signing/additional', 'Other people need to sign');
  const jordan = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Jordan Coowner' }) });
  const email = `jordan-${Date.now()}@example.com`;
  await jordan.getByLabel('Email of Jordan Coowner').fill(email);
  await jordan.getByRole('button', { name: 'Send invitation' }).click();
  await expect(jordan.getByText(`We sent an invitation to ${email}.`)).toBeVisible();

  const signerContext = await withServerClock(
    await browser.newContext({ geolocation: { latitude: 30.2672, longitude: -97.7431 }, permissions: ['geolocation'] }),
  );
  const s = await signerContext.newPage();
  await s.goto('/account/heloc/sandbox/outbox');
  await s.getByLabel('Sandbox key').fill('sandbox-dev-key');
  await s.getByLabel('Recipient (optional)').fill(email);
  await s.getByRole('button', { name: 'Show e-mails' }).click();
  await expectNoSeriousA11yViolations(s);
  await s
    .getByRole('listitem')
    .filter({ hasText: email })
    .getByRole('link', { name: /heloc-signer\/resume#token=/ })
    .click();
  await expect(s.getByRole('heading', { level: 1, name: 'Welcome, Jordan' })).toBeVisible();
  await expectNoSeriousA11yViolations(s);
  await s.getByLabel('Mobile phone').fill('5125550177');
  await s.getByLabel(/^Password/).fill(STRONG_PASSWORD);
  await s.getByLabel('Confirm password').fill(STRONG_PASSWORD);
  await s.getByRole('button', { name: 'Create account and continue' }).click();
  await expect(s.getByRole('heading', { level: 1, name: 'Sign the closing documents' })).toBeVisible();
  await s.getByRole('link', { name: 'Get started' }).click();
  await expect(s.getByRole('heading', { level: 1, name: 'Confirm your name' })).toBeVisible();
  await s.getByRole('button', { name: 'Continue to sign' }).click();
  await expect(s.getByRole('heading', { level: 1, name: 'Review and sign' })).toBeVisible();
  await s.getByLabel(/I agree to sign these closing documents electronically/).check();
  await s.getByRole('button', { name: 'Agree and continue' }).click();
  const toSign = s.getByRole('list', { name: 'Documents to sign' }).getByRole('listitem');
  await expect(toSign.first()).toBeVisible();
  const count = await toSign.count();
  for (let index = 1; index <= count; index += 1) {
    const docHeading = s.getByRole('heading', { level: 2, name: new RegExp(`^Document ${index} of ${count}: `) });
    await expect(docHeading).toBeVisible();
    const title = (await docHeading.textContent())!.replace(/^Document \d+ of \d+: /, '');
    await readToTheEnd(s, title);
    await s.getByRole('button', { name: 'Sign', exact: true }).first().click();
    await expect(s.getByText(`You signed the ${title}.`)).toBeVisible();
  }
  await expectNoSeriousA11yViolations(s);
  await s.getByRole('button', { name: 'Finish signing' }).click();
  await expect(s.getByRole('heading', { level: 1, name: 'Your documents' })).toBeVisible({ timeout: 30_000 });

  // Everyone signed: the notary. Texas asks for one business day first (the sandbox clock passes it).
  await onScreen(page, 'notary/intro', /^You can sign on /);
  await expect(page.getByText(/Jordan Coowner, additional signer/)).toBeVisible();
  await moveClockUntil(request, uuid, 'DEED_SIGNING');
  await expect(heading(page, 'Meet your eNotary online')).toBeVisible({ timeout: 15_000 });
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Start my eNotary session' }).click();
  await onScreen(page, 'notary/session', 'Your eNotary session');
  await enotarySession(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  // DEED_SIGNING after the applicant's seal: complete says who still has to see the notary.
  await onScreen(page, 'complete', 'You are done with the notary');
  await expect(page.getByText('Still to see the notary: Jordan Coowner.', { exact: false })).toBeVisible();

  // Jordan's own eNotary session, in the signer area.
  await s.goto('/account/heloc/heloc-signer/notary');
  await expect(s.getByRole('heading', { level: 1, name: /notary/i })).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(s);
  await enotarySession(s);
  await signerContext.close();

  // Every signer sealed: the right to cancel, with its countdown; the three business days pass.
  await expect(heading(page, 'Your right to cancel')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('timer')).toHaveText(/left$/);
  await expectNoSeriousA11yViolations(page);
  await moveClockUntil(request, uuid, 'COMPLETE');
  await expect(heading(page, 'Your line of credit is open')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/to your account ending \d{4}, sent$/)).toBeVisible();
  await expect(page.getByText(/^\$[\d,]+\.\d{2} due \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(page.getByRole('link', { name: /Notarial certificate: / }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const status = (await (
    await page.request.get(`/service-heloc-borrower/api/v1/heloc/${uuid}/status`, {
      headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('heloc.jwt'))}` },
    })
  ).json()) as { checklistStatus: string };
  expect(status.checklistStatus).toBe('COMPLETE');
  void APP;
});
