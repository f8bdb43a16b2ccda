import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { createApplication, useToken } from './support/application';
import { registerIdentity } from './support/identity';
import {
  ADMIN_EMAIL,
  SANDBOX,
  adminCodesFile,
  adminSetUpLink,
  pdf,
  setUpAndSignIn,
  signInWithRecoveryCode,
} from './support/staff';

// docs/product/operations-console.md §10: a member's open file shows the borrower's upload as it arrives, in
// another browser, without a reload.

test("the borrower's upload appears on a member's open file without a reload", async ({ browser }) => {
  test.setTimeout(120_000);
  // The member who keeps the file open is the first admin (any member who may read files hears the same): signing in
  // one member keeps this journey short.
  const admin = await (await browser.newContext()).newPage();
  if (existsSync(adminCodesFile())) {
    // The admin was set up by an earlier journey, or an earlier attempt: one of their recovery codes signs them in.
    const [code, ...rest] = JSON.parse(readFileSync(adminCodesFile(), 'utf8')) as string[];
    writeFileSync(adminCodesFile(), JSON.stringify(rest));
    await signInWithRecoveryCode(admin, ADMIN_EMAIL, code!);
  } else {
    const { recoveryCodes } = await setUpAndSignIn(admin, adminSetUpLink(), 'Avery Admin', ADMIN_EMAIL);
    writeFileSync(adminCodesFile(), JSON.stringify(recoveryCodes));
  }

  // A borrower asked for a bank statement; their answers wait for staff (persona Docreview).
  const borrower = await (await browser.newContext()).newPage();
  const { jwt } = await registerIdentity(borrower.request);
  const uuid = await createApplication(borrower.request, jwt, 'Live Docreview');
  await borrower.request.get(`/service-heloc-borrower/api/v1/heloc/${uuid}/status`, {
    headers: { authorization: `Bearer ${jwt}` },
  });
  const moved = await borrower.request.post(`/sandbox/api/v1/applications/${uuid}/status`, {
    headers: SANDBOX,
    data: { checklistStatus: 'COLLECT_ADDITIONAL_INFO' },
  });
  expect(moved.ok()).toBe(true);
  const raised = await borrower.request.post(`/sandbox/api/v1/applications/${uuid}/conditions`, {
    headers: SANDBOX,
    data: {
      categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW',
      requestDocuments: ['BANK_STATEMENT'],
      commentsToBorrower: 'Please send your latest bank statement.',
    },
  });
  expect(raised.status()).toBe(201);
  await useToken(borrower, jwt);

  // The member opens the file and keeps it open.
  await admin.goto(`/console/applications/${uuid}`);
  await expect(admin.getByRole('heading', { level: 1, name: /Live Docreview/ })).toBeVisible();
  const documents = admin.getByRole('region', { name: 'Documents' });
  await expect(documents.getByText('No documents yet.')).toBeVisible();
  let reloads = 0;
  admin.on('load', () => (reloads += 1));

  // The borrower answers in their own browser.
  await borrower.goto(`/account/heloc/${uuid}/conditions`);
  await borrower.getByRole('list', { name: 'Open requests' }).getByRole('link').first().click();
  const file = await pdf('Bank statement live');
  await borrower.getByLabel('Choose files').setInputFiles(file);
  await expect(borrower.getByRole('button', { name: `Remove ${file.name}` })).toBeVisible();
  await borrower.getByRole('button', { name: 'Submit for review' }).click();
  await expect(borrower.getByText('our team is reviewing it')).toBeVisible();

  // The member's open file shows it, read again by itself.
  await expect(
    admin.getByRole('list', { name: 'Open conditions' }).getByRole('button', { name: `View ${file.name}` }),
  ).toBeVisible({ timeout: 5_000 });
  await expect(documents.getByText('No documents yet.')).toHaveCount(0);
  expect(reloads).toBe(0);
});
