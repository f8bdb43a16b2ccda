import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expectNoSeriousA11yViolations } from './axe';

export { pdf } from './files';

// The operations console's people (docs/product/operations-console.md §1): the first admin from the command, the
// members they invite, and how each signs in with an authenticator, as a person does in the browser.

export const SANDBOX = { 'x-sandbox-key': 'sandbox-dev-key' };
export const PASSWORD = 'a long staff passphrase 7';

export const codeOf = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();

/** The one-time link the command printed for the first admin. */
export const adminSetUpLink = () => readFileSync(process.env.E2E_STAFF_LINK_FILE!, 'utf8').trim();
/** The first admin's unused recovery codes, kept for a retry of the journey (the set-up link works once). */
export const adminCodesFile = () => `${process.env.E2E_STAFF_LINK_FILE!}.recovery-codes.json`;
export const ADMIN_EMAIL = 'avery.admin@lender.example';

/**
 * A member's first visit: the set-up link, their name and password, sign-in, the authenticator (its secret read
 * from the screen, as a person types it into their app), the code, the recovery codes once. Ends on the pipeline.
 */
export async function setUpAndSignIn(page: Page, link: string, name: string, email: string, a11y = false) {
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your console account' })).toBeVisible();
  if (a11y) await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set up my account' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the operations console' })).toBeVisible();
  if (a11y) await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Set up your authenticator' })).toBeVisible();
  const secret = (await page.locator('code.console-secret').textContent())!.replace(/\s+/g, '');
  if (a11y) await expectNoSeriousA11yViolations(page);
  await page.getByLabel('6-digit code').fill(codeOf(secret));
  await page.getByRole('button', { name: 'Verify code' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Save your recovery codes' })).toBeVisible();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allTextContents();
  if (a11y) await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'I have saved these codes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pipeline' })).toBeVisible();
  return { secret, recoveryCodes };
}

/** A later sign-in: e-mail and password, then a recovery code instead of the authenticator's code. */
export async function signInWithRecoveryCode(page: Page, email: string, code: string, a11y = false) {
  await page.goto('/console');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the operations console' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your authenticator code' })).toBeVisible();
  if (a11y) await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(code);
  await page.getByRole('button', { name: 'Use recovery code' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pipeline' })).toBeVisible();
}

/** The invitation e-mail's set-up link, as the member reads it. */
export async function invitationLink(page: Page, email: string) {
  const outbox = (await (
    await page.request.get(`/sandbox/api/v1/email-outbox?to=${encodeURIComponent(email)}`, { headers: SANDBOX })
  ).json()) as { text: string }[];
  const link = /https?:\/\/\S+\/console\/set-up\?token=[\w-]+/.exec(outbox[0]!.text)?.[0];
  expect(link, 'the invitation carries a set-up link').toBeDefined();
  return new URL(link!).pathname + new URL(link!).search;
}

export async function invite(
  page: Page,
  email: string,
  name: string,
  role: string,
  organisation = 'Summit Home Lending',
) {
  await page.getByRole('link', { name: 'Team' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Invite a member' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Name').fill(name);
  await form.getByRole('checkbox', { name: role, exact: true }).check();
  await form.getByRole('checkbox', { name: organisation, exact: true }).check();
  await form.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(form.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Invited (not set up yet)');
}

/**
 * The first admin signed in, whichever journey comes first: the set-up link the first time (its recovery codes kept
 * in adminCodesFile for the journeys after), else one of those codes, taken out of the file so none is used twice.
 */
export async function signInAsAdmin(page: Page) {
  if (existsSync(adminCodesFile())) {
    const [code, ...rest] = JSON.parse(readFileSync(adminCodesFile(), 'utf8')) as string[];
    writeFileSync(adminCodesFile(), JSON.stringify(rest));
    await signInWithRecoveryCode(page, ADMIN_EMAIL, code!);
  } else {
    const { recoveryCodes } = await setUpAndSignIn(page, adminSetUpLink(), 'Avery Admin', ADMIN_EMAIL);
    writeFileSync(adminCodesFile(), JSON.stringify(recoveryCodes));
  }
}
