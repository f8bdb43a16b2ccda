import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createApplication, useToken } from './support/application';
import { registerIdentity } from './support/identity';
import { checkStatusUntil } from './support/check-status';
import {
  ADMIN_EMAIL,
  SANDBOX,
  adminCodesFile,
  adminSetUpLink,
  invitationLink,
  invite,
  pdf,
  setUpAndSignIn,
  signInWithRecoveryCode,
} from './support/staff';

// The operations console (docs/product/operations-console.md): the first admin, created by the command when the
// server started (e2e/support/e2e-server.mjs), invites a processor and an underwriter; they sign in with an
// authenticator and work two borrowers' files from the console only, while the borrowers act in their own area.

const statusUrl = (uuid: string) => `/service-heloc-borrower/api/v1/heloc/${uuid}/status`;
/** A word of letters no other journey's borrower shares, so a search finds this run's borrowers only. */
const uniqueWord = () =>
  `Zq${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;

/** A borrower at a status, signed in on their own page; answers go to staff review (persona Docreview). */
async function borrower(browser: Browser, lastName: string, status?: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const { jwt } = await registerIdentity(page.request);
  const uuid = await createApplication(page.request, jwt, lastName);
  await page.request.get(statusUrl(uuid), { headers: { authorization: `Bearer ${jwt}` } });
  if (status) {
    const moved = await page.request.post(`/sandbox/api/v1/applications/${uuid}/status`, {
      headers: SANDBOX,
      data: { checklistStatus: status },
    });
    expect(moved.ok()).toBe(true);
  }
  await useToken(page, jwt);
  return { page, uuid };
}

async function openFile(page: Page, search: string, borrowerName: string) {
  await page.getByRole('link', { name: 'Pipeline' }).click();
  await page.getByLabel('Search').fill(search);
  await page.getByRole('button', { name: 'Search' }).click();
  const rows = page.getByRole('table', { name: 'Applications' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await rows.nth(1).getByRole('link', { name: borrowerName }).click();
  await expect(page.getByRole('heading', { level: 1, name: borrowerName })).toBeVisible();
}

const openList = (page: Page) => page.getByRole('list', { name: 'Open requests' });

async function uploadAndSubmit(page: Page, name: string) {
  const file = await pdf(name);
  await page.getByLabel('Choose files').setInputFiles(file);
  await expect(page.getByRole('button', { name: `Remove ${file.name}` })).toBeVisible();
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('our team is reviewing it')).toBeVisible();
}

test('staff work two files from the console: a condition answered twice, a review decided, all audited', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  const processorEmail = `pat.processor.${stamp}@lender.example`;
  const underwriterEmail = `uma.underwriter.${stamp}@lender.example`;

  // The admin from the command invites a processor and an underwriter.
  const admin = await (await browser.newContext()).newPage();
  if (existsSync(adminCodesFile())) {
    // A retry: the admin was set up by the first attempt and signs in again with one of their recovery codes.
    const [code, ...rest] = JSON.parse(readFileSync(adminCodesFile(), 'utf8')) as string[];
    writeFileSync(adminCodesFile(), JSON.stringify(rest));
    await signInWithRecoveryCode(admin, ADMIN_EMAIL, code!);
  } else {
    const { recoveryCodes } = await setUpAndSignIn(admin, adminSetUpLink(), 'Avery Admin', ADMIN_EMAIL, true);
    writeFileSync(adminCodesFile(), JSON.stringify(recoveryCodes));
  }
  await expectNoSeriousA11yViolations(admin);
  await invite(admin, processorEmail, 'Pat Processor', 'Processor');
  await expectNoSeriousA11yViolations(admin);
  await invite(admin, underwriterEmail, 'Uma Underwriter', 'Underwriter');

  // Two borrowers: one the processor will ask for a bank statement, one held in a delinquency review.
  const word = uniqueWord();
  // Found by the start of their last name: a word of this run, one letter apart.
  const docs = await borrower(browser, `${word}d Docreview`, 'COLLECT_ADDITIONAL_INFO');
  const late = await borrower(browser, `${word}l Delinquent`);

  // The processor signs in with the authenticator, finds the borrower by name, raises a bank-statement condition.
  const processor = await (await browser.newContext()).newPage();
  const { recoveryCodes } = await setUpAndSignIn(
    processor,
    await invitationLink(admin, processorEmail),
    'Pat Processor',
    processorEmail,
  );
  await expect(processor.getByRole('link', { name: 'Team' })).toHaveCount(0);
  await openFile(processor, `${word}d`, `Pat ${word}d Docreview`);
  await expectNoSeriousA11yViolations(processor);
  const raise = processor.getByRole('form', { name: 'Raise a condition' });
  await raise.getByLabel('Category').selectOption('BANK_ACCOUNT_FRAUD_REVIEW');
  await raise.getByRole('checkbox', { name: 'Bank statement', exact: true }).check();
  await raise.getByLabel(/^Request the borrower reads/).fill('Please send your latest monthly bank statement.');
  await raise.getByRole('button', { name: 'Raise the condition' }).click();
  await expect(raise.getByText('The condition is raised; the borrower sees it now.')).toBeVisible();

  // The borrower answers it in their area.
  await docs.page.goto(`/account/heloc/${docs.uuid}/conditions`);
  await expect(openList(docs.page)).toContainText('Please send your latest monthly bank statement.');
  await openList(docs.page).getByRole('link').first().click();
  await uploadAndSubmit(docs.page, 'Bank statement October');

  // The processor rejects the first upload with a reason; the borrower reads it and uploads again.
  await processor.reload();
  const open = processor.getByRole('list', { name: 'Open conditions' });
  await open.getByRole('button', { name: 'View bank-statement-october.pdf' }).click();
  // The upload opens in the PDF viewer, page by page.
  await expect(open.getByRole('figure', { name: 'Bank statement October' })).toBeVisible();
  await open.getByRole('button', { name: 'Reject', exact: true }).click();
  const reject = processor.getByRole('form', { name: 'Reject the answer' });
  await reject.getByLabel('Reason the borrower reads').fill('The statement must show your full name and account.');
  await reject.getByRole('button', { name: /Reject/ }).click();
  await expect(open).toContainText('The statement must show your full name and account.');

  await docs.page.goto(`/account/heloc/${docs.uuid}/conditions`);
  await expect(openList(docs.page)).toContainText('The statement must show your full name and account.');
  await openList(docs.page).getByRole('link').first().click();
  await expect(docs.page.getByText('The statement must show your full name and account.')).toBeVisible();
  await uploadAndSubmit(docs.page, 'Bank statement October full');

  // The processor accepts it and the condition clears for the borrower.
  await processor.reload();
  await expect(open.getByRole('button', { name: 'View bank-statement-october-full.pdf' })).toBeVisible();
  // Each answer reads with its outcome; the borrower's answer is also on the processor's bell.
  const answers = open.getByRole('list', { name: "The borrower's answers" });
  await expect(answers).toContainText('Answer 1: Rejected');
  await expect(answers).toContainText('Answer 2: Waiting for a decision');
  await expect(processor.getByRole('button', { name: /^Notifications, \d+ unread$/ })).toBeVisible();
  await open.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(processor.getByRole('list', { name: 'Cleared conditions' })).toContainText('Bank');
  await docs.page.goto(`/account/heloc/${docs.uuid}/conditions`);
  await expect(docs.page.getByText('Nothing more is needed')).toBeVisible();

  // The processor may not decide a review; the underwriter does, and the borrower moves on to the offers.
  const underwriter = await (await browser.newContext()).newPage();
  await setUpAndSignIn(underwriter, await invitationLink(admin, underwriterEmail), 'Uma Underwriter', underwriterEmail);
  await openFile(underwriter, `${word}l`, `Pat ${word}l Delinquent`);
  const decide = underwriter.getByRole('form', { name: /^Decide: / });
  await decide.getByLabel('Decision note').fill('Servicer letter confirms the March payment was misapplied.');
  await late.page.goto(`/account/heloc/${late.uuid}/review-app/delinquency`);
  await expect(
    late.page.getByRole('heading', { level: 1, name: 'We’re reviewing your mortgage payment history' }),
  ).toBeVisible();
  await decide.getByRole('button', { name: /Approve/ }).click();
  await expect(underwriter.getByRole('form', { name: /^Decide: / })).toHaveCount(0);
  await checkStatusUntil(late.page, new RegExp(`/account/heloc/${late.uuid}/product/select$`));

  // Every act is in the files' audit trails, with who made it.
  await processor.reload();
  const audit = processor.getByRole('region', { name: 'Audit trail' });
  for (const action of ['Condition raise', 'Condition reject', 'Condition accept'])
    await expect(audit.getByRole('row').filter({ hasText: action })).toContainText('Pat Processor');
  await expectNoSeriousA11yViolations(processor);
  await underwriter.reload();
  await expect(
    underwriter
      .getByRole('region', { name: 'Audit trail' })
      .getByRole('row')
      .filter({ hasText: /Review/ }),
  ).toContainText('Uma Underwriter');

  // A new tab shares the session without signing in again; signing out ends it in both tabs. The next sign-in asks
  // for the authenticator's code (or a recovery code, once).
  const secondTab = await processor.context().newPage();
  await secondTab.goto('/console/my-work');
  await expect(secondTab.getByRole('heading', { level: 1, name: 'My work' })).toBeVisible();
  await processor.getByRole('button', { name: 'Sign out' }).click();
  await expect(processor.getByRole('heading', { level: 1, name: 'Sign in to the operations console' })).toBeVisible();
  await expect(secondTab.getByRole('heading', { level: 1, name: 'Sign in to the operations console' })).toBeVisible();
  await secondTab.close();
  await signInWithRecoveryCode(processor, processorEmail, recoveryCodes[0]!, true);
});

test("a borrower's screens load none of the console's code; the console loads it", async ({ browser }) => {
  // The console is an app of its own (apps/web/src/console/README.md): its page's script is /assets/console-<hash>.js,
  // and its code is told by the staff client's storage key, which no script of the borrower's app holds.
  const consoleScript = /\/assets\/console-[\w-]+\.js$/;
  const scriptsHoldingConsoleCode = async (page: Page, urls: readonly string[]) => {
    const scripts = [...new Set(urls.filter((url) => /\/assets\/[\w.-]+\.js$/.test(new URL(url).pathname)))];
    const texts = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()));
    return scripts.filter((_, i) => texts[i]!.includes('heloc.staff-token'));
  };

  const { page, uuid } = await borrower(browser, 'Chunks', 'COLLECT_ADDITIONAL_INFO');
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(request.url()));
  await page.goto(`/account/heloc/${uuid}/conditions`);
  // The app's screen, not the server's preview of it: the link shows once the conditions are read.
  await expect(page.getByRole('link', { name: 'Continue with my application' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(loaded.length).toBeGreaterThan(0);
  expect(loaded.filter((url) => consoleScript.test(url))).toEqual([]);
  expect(await scriptsHoldingConsoleCode(page, loaded)).toEqual([]);

  const staff = await (await browser.newContext()).newPage();
  const staffLoaded: string[] = [];
  staff.on('request', (request) => staffLoaded.push(request.url()));
  await staff.goto('/console/sign-in');
  await expect(staff.getByRole('heading', { level: 1, name: 'Sign in to the operations console' })).toBeVisible();
  expect(staffLoaded.some((url) => consoleScript.test(url))).toBe(true);
  expect(await scriptsHoldingConsoleCode(staff, staffLoaded)).not.toEqual([]);
});
