import { expect, test } from './support/fixtures';
import { applicantAtBankConfirm } from './support/closing';
import { expectNoSeriousA11yViolations } from './support/axe';
import { passClosingPreparation } from './support/check-status';
import { press, tabTo, typeInto } from './support/keyboard';

// Keyboard-only signing (docs/accessibility.md): from the bank confirmation through consent, reading and signing
// every closing document and finishing, with Tab, Space, Enter and End alone: no click, no pointer.

test.use({ geolocation: { latitude: 30.2672, longitude: -97.7431 }, permissions: ['geolocation'] });

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

test('a borrower signs every closing document with the keyboard alone', async ({ page, request }) => {
  test.setTimeout(180_000);
  const uuid = await applicantAtBankConfirm(request, page, 'Keys');
  await press(page, page.getByRole('button', { name: 'Confirm and continue' }), 'Enter');
  await passClosingPreparation(page, 30_000, (button) => press(page, button, 'Enter', 2_000));

  await expect(page.getByRole('heading', { level: 1, name: 'Your documents are ready to sign' })).toBeVisible();
  await press(page, page.getByLabel(/I agree to sign these closing documents electronically/), 'Space');
  await press(page, page.getByRole('button', { name: 'Agree and continue' }), 'Enter');

  await expect(page).toHaveURL(new RegExp(`/${uuid}/signing/sign$`), { timeout: 30_000 });
  for (const [index, [title, place]] of DOCUMENTS.entries()) {
    await expect(page.getByRole('heading', { level: 2, name: `Document ${index + 1} of 5: ${title}` })).toBeVisible();
    // Read to the end: the viewer takes the focus with Tab and End scrolls it to its last page.
    const viewer = page.getByRole('region', { name: title, exact: true });
    await expect(viewer.getByRole('img', { name: /^Page 1 of \d+$/ })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('status', { name: `Loading ${title}` })).toHaveCount(0);
    await press(page, viewer, 'End');
    const group = page.getByRole('group', { name: place });
    await typeInto(page, group.getByLabel('Type your full name'), 'Pat Keys');
    await press(page, group.getByRole('button', { name: 'Sign' }), 'Enter');
    await expect(page.getByText(`You signed the ${title}.`)).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 2, name: 'You signed every document' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await tabTo(page, page.getByRole('button', { name: 'Finish signing' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/${uuid}/(notary/intro|signing/additional)$`), { timeout: 30_000 });
});
