import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { applicantAtBankConfirm } from './support/closing';
import { expect, test } from './support/fixtures';
import { checkStatusUntil, passClosingPreparation } from './support/check-status';

// Documents and signing: from bank/confirm the engine orders the flood certificate and generates the
// closing package; the applicant reads the disclosures in the pdf.js viewer, consents (with the location alert),
// reads and signs every document by label (typed and drawn), finishes, and downloads a signed copy. The Floodwait
// persona first sees the flood certificate screen. Real server, sandbox delays 0.

test.use({ geolocation: { latitude: 30.2672, longitude: -97.7431 }, permissions: ['geolocation'] });

const onScreen = async (page: Page, uuid: string, path: string, title: string | RegExp) => {
  await expect(page).toHaveURL(new RegExp(`/${uuid}/${path}$`), { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
};

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

const DOCUMENTS = [
  [
    'Home equity line of credit disclosures',
    "I received the home equity disclosures and the 'When your home is on the line' brochure",
  ],
  ['Account-opening disclosure', 'I received the account-opening disclosure'],
  ['Home equity line of credit agreement and note', 'Borrower signature on the home equity line of credit agreement'],
  ['Deed of Trust', 'Borrower signature on the security instrument'],
  ['Notice of right to cancel', 'I received two copies of the notice of my right to cancel'],
] as const;

test('reads the disclosures, signs every document, finishes and downloads a signed copy', async ({ page, request }) => {
  test.setTimeout(180_000);
  const uuid = await applicantAtBankConfirm(request, page);
  await page.getByRole('button', { name: 'Confirm and continue' }).click();

  await passClosingPreparation(page);
  await onScreen(page, uuid, 'signing/intro', 'Your documents are ready to sign');
  for (const [title] of DOCUMENTS) await expect(page.getByRole('listitem').filter({ hasText: title })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The disclosures, read in the pdf.js viewer.
  await page.getByRole('link', { name: 'read your disclosures' }).click();
  await onScreen(page, uuid, 'document/disclosures', 'Your closing documents');
  await page.getByRole('button', { name: 'Read Home equity line of credit disclosures' }).click();
  await readToTheEnd(page, 'Home equity line of credit disclosures');
  await expect(page.getByText('You have read this document to the end.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goBack();

  // Consent to sign electronically, with the location alert.
  await onScreen(page, uuid, 'signing/intro', 'Your documents are ready to sign');
  await expect(page.getByText('Why we ask for your location')).toBeVisible();
  await page.getByRole('button', { name: 'Agree and continue' }).click();
  await expect(page.getByText('Please agree to sign electronically')).toBeVisible();
  await page.getByLabel(/I agree to sign these closing documents electronically/).check();
  await page.getByRole('button', { name: 'Agree and continue' }).click();

  // Each document: read to the end, then sign each place (the deed of trust drawn, the others typed).
  await onScreen(page, uuid, 'signing/sign', 'Sign your documents');
  for (const [index, [title, place]] of DOCUMENTS.entries()) {
    await expect(page.getByRole('heading', { level: 2, name: `Document ${index + 1} of 5: ${title}` })).toBeVisible();
    if (index > 0) {
      // The first one was read to its end on document/disclosures: that counts.
      await expect(page.getByText('Scroll to the end of the document to sign it.')).toBeVisible();
      await readToTheEnd(page, title);
    }
    const group = page.getByRole('group', { name: place });
    await expect(group).toBeVisible();
    if (index === 0) await expectNoSeriousA11yViolations(page);
    if (title === 'Deed of Trust') {
      await group.getByLabel('Draw my signature').check();
      const pad = group.getByRole('img', { name: 'Signature drawing area' });
      const box = (await pad.boundingBox())!;
      await page.mouse.move(box.x + 20, box.y + box.height / 2);
      await page.mouse.down();
      for (let step = 1; step <= 10; step += 1) {
        await page.mouse.move(box.x + 20 + step * 20, box.y + box.height / 2 + (step % 2 ? -15 : 15));
      }
      await page.mouse.up();
    } else {
      await group.getByLabel('Type your full name').fill('Pat Signer');
    }
    await group.getByRole('button', { name: 'Sign' }).click();
    await expect(page.getByText(`You signed the ${title}.`)).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 2, name: 'You signed every document' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Finish signing' }).click();

  // GEN_NOTE_SIGNING made the signed copies; the application moved on to the notary.
  await expect(page).not.toHaveURL(/signing\/sign$/, { timeout: 30_000 });
  await expect(page).toHaveURL(new RegExp(`/${uuid}/(notary/intro|signing/additional)$`));

  // Every signed document can be downloaded afterwards.
  await page.goto(`/account/heloc/${uuid}/document/disclosures`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your closing documents' })).toBeVisible();
  const link = page.getByRole('link', { name: 'Download signed Deed of Trust (PDF)' });
  await expect(link).toBeVisible();
  for (const [title] of DOCUMENTS) {
    await expect(page.getByRole('link', { name: `Download signed ${title} (PDF)` })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('Deed of Trust (signed).pdf');
  const signed = readFileSync((await download.path())!);
  expect(signed.subarray(0, 5).toString()).toBe('%PDF-');
  const [original] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download Deed of Trust (PDF)' }).click(),
  ]);
  // The signed copy is the original with a signature page (the drawn signature) and a certificate appended
  // (server tests read their text back).
  const unsigned = readFileSync((await original.path())!);
  expect(unsigned.subarray(0, 5).toString()).toBe('%PDF-');
  expect(signed.length).toBeGreaterThan(unsigned.length + 1000);
});

test('the Floodwait persona sees the flood certificate screen, then continues to signing', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const uuid = await applicantAtBankConfirm(request, page, 'Floodwait');
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
  // review-app/signdocs first, or straight to the flood certificate screen once the status read ordered it.
  await expect(page).toHaveURL(new RegExp(`/${uuid}/(review-app/signdocs|error/flood-cert)$`), { timeout: 30_000 });
  if (page.url().endsWith('/review-app/signdocs')) {
    await page.getByRole('button', { name: 'Check status' }).click();
  }
  await expect(page).toHaveURL(new RegExp(`/${uuid}/error/flood-cert$`), { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/flood certificate/i);
  await expectNoSeriousA11yViolations(page);

  // The sandbox flood vendor answers a few seconds later: Check status, again until it finds the documents ready.
  await checkStatusUntil(page, new RegExp(`/${uuid}/signing/intro$`));
  await onScreen(page, uuid, 'signing/intro', 'Your documents are ready to sign');
});
