import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { useToken } from './support/application';
import { expectNoSeriousA11yViolations } from './support/axe';
import { registerIdentity } from './support/identity';
import { ADMIN_EMAIL, adminCodesFile, adminSetUpLink, setUpAndSignIn, signInWithRecoveryCode } from './support/staff';

// The shell's banners and feedback to the CEO (docs/product/widgets-and-calculations.md §4,
// docs/product/application-area.md §2.4, §5.1): an admin writes a banner in the console, a visitor sees it and
// dismisses it for good; a signed-in borrower of the main brand writes to the CEO and the admin reads it.

/** The first admin: set up from the command's link, or, once that is used, with one of their recovery codes. */
async function signInAdmin(page: Page) {
  if (existsSync(adminCodesFile())) {
    const [code, ...rest] = JSON.parse(readFileSync(adminCodesFile(), 'utf8')) as string[];
    writeFileSync(adminCodesFile(), JSON.stringify(rest));
    await signInWithRecoveryCode(page, ADMIN_EMAIL, code!);
  } else {
    const { recoveryCodes } = await setUpAndSignIn(page, adminSetUpLink(), 'Avery Admin', ADMIN_EMAIL);
    writeFileSync(adminCodesFile(), JSON.stringify(recoveryCodes));
  }
}

test('a banner written in the console is shown and stays dismissed; feedback to the CEO reaches the console', async ({
  browser,
  request,
}) => {
  // Three axe checks and a first sign-in with an authenticator: slow on a busy machine.
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const notice = `Our phone lines close at noon on Friday (${stamp}).`;
  const feedback = `The offers screen was clear, thank you (${stamp}).`;

  const admin = await (await browser.newContext()).newPage();
  await signInAdmin(admin);
  await admin.getByRole('link', { name: 'Banners' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Banners' })).toBeVisible();
  // The admin holds every organisation: the banner is the main brand's, the one this host serves.
  await admin.getByLabel('Organisation').selectOption('summit');
  await admin.getByRole('button', { name: 'Write a new banner' }).click();
  const form = admin.getByRole('form', { name: 'New banner' });
  await form.getByLabel('Message').fill(notice);
  await form.getByLabel('Kind').selectOption('warn');
  await expectNoSeriousA11yViolations(admin);
  await form.getByRole('button', { name: 'Save the banner' }).click();
  await expect(admin.getByText('The banner is saved.')).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: notice })).toContainText('Warning');

  // A visitor: the banner under the top bar, dismissed once and for good.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/contact');
  const announcements = visitor.getByRole('region', { name: 'Announcements' });
  await expect(announcements.getByRole('status').filter({ hasText: notice })).toBeVisible();
  await expectNoSeriousA11yViolations(visitor);
  await expect(visitor.getByRole('button', { name: 'Share your feedback with the CEO' })).toHaveCount(0);
  await announcements.getByRole('button', { name: `Dismiss: ${notice}` }).click();
  await expect(visitor.getByText(notice)).toHaveCount(0);
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByText(notice)).toHaveCount(0);

  // A signed-in borrower of the main brand writes to the CEO.
  const { jwt } = await registerIdentity(request, 'summit');
  const borrower = await (await browser.newContext()).newPage();
  await useToken(borrower, jwt);
  await borrower.goto('/contact');
  await borrower.getByRole('button', { name: 'Share your feedback with the CEO' }).click();
  const dialog = borrower.getByRole('dialog', { name: 'Share your thoughts with our CEO' });
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog.getByText('Required')).toHaveCount(3);
  await expectNoSeriousA11yViolations(borrower);
  await dialog.getByRole('radio', { name: 'Give us a compliment' }).check();
  await dialog.getByLabel('Your message').fill(feedback);
  await dialog.getByRole('radio', { name: 'Yes' }).check();
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog).toHaveCount(0);

  await admin.getByRole('link', { name: 'Feedback' }).click();
  // The Banners screen has an Organisation picker too: choose only once the Feedback screen has replaced it.
  await expect(admin.getByRole('heading', { level: 1, name: 'Feedback to the CEO' })).toBeVisible();
  await admin.getByLabel('Organisation').selectOption('summit');
  const row = admin.getByRole('row').filter({ hasText: feedback });
  await expect(row).toContainText('Give us a compliment');
  await expect(row).toContainText('/contact');
});
