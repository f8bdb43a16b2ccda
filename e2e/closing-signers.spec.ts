import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createApplication, useToken } from './support/application';
import { expect, test, withServerClock } from './support/fixtures';
import { registerIdentity, STRONG_PASSWORD } from './support/identity';
import { moveClockUntil } from './support/sandbox-clock';

// Additional signers: the title of the Coowner persona names a second owner, Jordan Coowner. After the
// applicant signed, the closing waits at CO_DEED_REQ (signing/additional); the applicant e-mails Jordan an
// invitation; the tester reads it in the sandbox outbox and follows the link; Jordan creates a signer login, confirms
// the name, signs the owner's places and sees the documents; the applicant's screen sees it and moves on to the
// notary. A signer can open nothing of another application. Real server, sandbox delays 0.

const APP = '/service-application/api/v1/application/heloc';
const CO_DEED = `${APP}/co-deed/status`;
const statusUrl = (uuid: string) => `/service-heloc-borrower/api/v1/heloc/${uuid}/status`;
const SANDBOX = { 'x-sandbox-key': 'sandbox-dev-key' };

test.use({ geolocation: { latitude: 30.2672, longitude: -97.7431 }, permissions: ['geolocation'] });

interface Offer {
  term: number;
  type: string;
  minDraw: number;
  maxDraw: number;
}
interface ClosingPackage {
  ready: boolean;
  consent: { version: string };
  documents: { id: string; sha256: string; places: { key: string }[] }[];
}

const setStatus = async (request: APIRequestContext, uuid: string, data: Record<string, unknown>) => {
  const moved = await request.post(`/sandbox/api/v1/applications/${uuid}/status`, { headers: SANDBOX, data });
  expect(moved.ok()).toBe(true);
};

const waitForStatus = async (request: APIRequestContext, uuid: string, auth: Record<string, string>, want: RegExp) => {
  let status = '';
  await expect
    .poll(
      async () => {
        status = ((await (await request.get(statusUrl(uuid), { headers: auth })).json()) as { checklistStatus: string })
          .checklistStatus;
        return status;
      },
      { timeout: 30_000 },
    )
    .toMatch(want);
  return status;
};

/**
 * A Coowner applicant who chose an offer, gave the bank accounts, had the closing package made and signed it (the
 * applicant's own screens are the closing journey's); answers at CO_DEED_REQ.
 */
async function applicantWhoSigned(request: APIRequestContext) {
  const { jwt } = await registerIdentity(request);
  const auth = { authorization: `Bearer ${jwt}` };
  const uuid = await createApplication(request, jwt, 'Coowner');
  await request.get(statusUrl(uuid), { headers: auth });
  const { offers } = (await (await request.get(`${APP}/${uuid}`, { headers: auth })).json()) as { offers: Offer[] };
  const offer = offers.find((o) => o.type === 'FIXED')!;
  const offerBody = { term: offer.term, type: offer.type, drawAmount: offer.maxDraw, payoffPreference: 'PRESERVE' };
  expect((await request.put(`${APP}/${uuid}/offer`, { headers: auth, data: offerBody })).ok()).toBe(true);
  expect((await request.post(`${APP}/${uuid}/offer/confirm`, { headers: auth })).ok()).toBe(true);
  await request.get(statusUrl(uuid), { headers: auth });
  await setStatus(request, uuid, { checklistStatus: 'AUTOPAY_ACCOUNT' });
  const account = '000123456789';
  const bank = {
    source: 'MANUAL',
    accountType: 'CHECKING',
    holderName: 'Pat Coowner',
    routingNumber: '121000358',
    accountNumber: account,
    accountNumberConfirm: account,
  };
  expect((await request.put(`${APP}/${uuid}/disburse-account`, { headers: auth, data: bank })).ok()).toBe(true);
  const autopay = { enroll: false, useDisburseAccount: false };
  expect((await request.put(`${APP}/${uuid}/autopay`, { headers: auth, data: autopay })).ok()).toBe(true);
  expect((await request.post(`${APP}/${uuid}/bank/confirm`, { headers: auth })).ok()).toBe(true);
  await waitForStatus(request, uuid, auth, /^NOTE_SIGNING$/);

  // The applicant signs every place of theirs (the closing journey drives these screens).
  const closing = `${APP}/${uuid}/closing`;
  const pkg = (await (await request.get(closing, { headers: auth })).json()) as ClosingPackage;
  const consent = { agree: true, version: pkg.consent.version, location: null };
  expect((await request.post(`${closing}/consent`, { headers: auth, data: consent })).ok()).toBe(true);
  for (const doc of pkg.documents.filter((d) => d.places.length > 0)) {
    expect((await request.post(`${closing}/documents/${doc.id}/read`, { headers: auth, data: {} })).ok()).toBe(true);
    for (const place of doc.places) {
      const signature = {
        place: place.key,
        documentSha256: doc.sha256,
        signature: { type: 'TYPED', text: 'Pat Coowner' },
      };
      const signed = await request.post(`${closing}/documents/${doc.id}/signatures`, {
        headers: auth,
        data: signature,
      });
      expect(signed.ok()).toBe(true);
    }
  }
  expect((await request.post(`${closing}/complete`, { headers: auth, data: {} })).ok()).toBe(true);
  const status = await waitForStatus(
    request,
    uuid,
    auth,
    /^(CO_DEED_REQ|GEN_NOTARY_DISCLOSURE|NOTARY_WAITING_PERIOD|DEED_SIGNING|ATTORNEY_REVIEW)$/,
  );
  expect(status).toBe('CO_DEED_REQ');
  return { uuid, jwt, auth };
}

/** Scrolls the viewer of `title` to its end with the keyboard, as a reader would. */
async function readToTheEnd(page: Page, title: string) {
  const viewer = page.getByRole('region', { name: title, exact: true });
  await expect(viewer.getByRole('img', { name: /^Page 1 of \d+$/ })).toBeVisible({ timeout: 20_000 });
  await viewer.focus();
  await page.keyboard.press('End');
}

const signerPage = async (browser: Browser) => {
  const context = await withServerClock(
    await browser.newContext({ geolocation: { latitude: 30.2672, longitude: -97.7431 }, permissions: ['geolocation'] }),
  );
  return { context, page: await context.newPage() };
};

test('an additional signer invited through the sandbox outbox signs in the signer area', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const { uuid, jwt, auth } = await applicantWhoSigned(request);

  // The applicant: signing/additional lists the co-owner named on the title report.
  await useToken(page, jwt);
  await page.goto(`/account/heloc/${uuid}`);
  await expect(page).toHaveURL(new RegExp(`/${uuid}/signing/additional$`), { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Other people need to sign' })).toBeVisible();
  const jordan = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Jordan Coowner' }) });
  await expect(jordan.getByText('Not invited yet')).toBeVisible();
  await expect(jordan.getByText('Co-owner on title (named on your title report)')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // An e-mail that is not one is refused before anything is sent; then the invitation goes out.
  const email = `jordan-${Date.now()}@example.com`;
  await jordan.getByLabel('Email of Jordan Coowner').fill('jordan-at-example');
  await jordan.getByRole('button', { name: 'Send invitation' }).click();
  await expect(jordan.getByText('Please enter a valid email address')).toBeVisible();
  await jordan.getByLabel('Email of Jordan Coowner').fill(email);
  await jordan.getByRole('button', { name: 'Send invitation' }).click();
  await expect(jordan.getByText(`We sent an invitation to ${email}.`)).toBeVisible();
  await expect(jordan.getByText('Invitation sent', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The tester, in another browser: the sandbox outbox, then the link in the invitation.
  const signer = await signerPage(browser);
  const s = signer.page;
  await s.goto('/account/heloc/sandbox/outbox');
  await expect(s.getByRole('heading', { level: 1, name: 'Sandbox e-mail outbox' })).toBeVisible();
  await s.getByLabel('Sandbox key').fill('sandbox-dev-key');
  await s.getByLabel('Recipient (optional)').fill(email);
  await s.getByRole('button', { name: 'Show e-mails' }).click();
  const mail = s.getByRole('listitem').filter({ hasText: email });
  await expect(
    mail.getByRole('heading', { name: 'Pat asked you to sign closing documents with Summit Home Lending' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(s);
  await mail.getByRole('link', { name: /heloc-signer\/resume#token=/ }).click();

  // resume: Jordan creates the signer login (the invited e-mail is fixed).
  await expect(s).toHaveURL(/\/account\/heloc\/heloc-signer\/resume/);
  await expect(s.getByRole('heading', { level: 1, name: 'Welcome, Jordan' })).toBeVisible();
  await expect(s.getByLabel('Email')).toHaveValue(email);
  await expectNoSeriousA11yViolations(s);
  await s.getByLabel('Mobile phone').fill('5125550177');
  await s.getByLabel(/^Password/).fill(STRONG_PASSWORD);
  await s.getByLabel('Confirm password').fill('Harbor!Light2027');
  await s.getByRole('button', { name: 'Create account and continue' }).click();
  await expect(s.getByText("Passwords don't match")).toBeVisible();
  await s.getByLabel('Confirm password').fill(STRONG_PASSWORD);
  await s.getByRole('button', { name: 'Create account and continue' }).click();

  // intro
  await expect(s).toHaveURL(/\/heloc-signer\/intro$/);
  await expect(s.getByRole('heading', { level: 1, name: 'Sign the closing documents' })).toBeVisible();
  await expectNoSeriousA11yViolations(s);

  // The applicant sees that Jordan created an account.
  await page.reload();
  await expect(jordan.getByText('Account created, not signed yet')).toBeVisible();

  // identity: the name as on the ID.
  await s.getByRole('link', { name: 'Get started' }).click();
  await expect(s.getByRole('heading', { level: 1, name: 'Confirm your name' })).toBeVisible();
  await expect(s.getByLabel('First name')).toHaveValue('Jordan');
  await expect(s.getByLabel('Last name')).toHaveValue('Coowner');
  await expectNoSeriousA11yViolations(s);
  await s.getByRole('button', { name: 'Continue to sign' }).click();

  // sign: consent, then the owner's places (deed of trust, notice of the right to cancel).
  await expect(s.getByRole('heading', { level: 1, name: 'Review and sign' })).toBeVisible();
  await s.getByLabel(/I agree to sign these closing documents electronically/).check();
  await expectNoSeriousA11yViolations(s);
  await s.getByRole('button', { name: 'Agree and continue' }).click();
  const toSign = s.getByRole('list', { name: 'Documents to sign' }).getByRole('listitem');
  await expect(toSign.first()).toBeVisible();
  const count = await toSign.count();
  expect(count).toBeGreaterThanOrEqual(1);
  for (let index = 1; index <= count; index += 1) {
    const heading = s.getByRole('heading', { level: 2, name: new RegExp(`^Document ${index} of ${count}: `) });
    await expect(heading).toBeVisible();
    const title = (await heading.textContent())!.replace(/^Document \d+ of \d+: /, '');
    await readToTheEnd(s, title);
    const signButton = s.getByRole('button', { name: 'Sign', exact: true }).first();
    await expect(signButton).toBeVisible();
    if (index === 1) await expectNoSeriousA11yViolations(s);
    await expect(s.getByLabel('Type your full name').first()).toHaveValue('Jordan Coowner');
    await signButton.click();
    await expect(s.getByText(`You signed the ${title}.`)).toBeVisible();
  }
  await expect(s.getByRole('heading', { level: 2, name: 'You signed every document' })).toBeVisible();
  await s.getByRole('button', { name: 'Finish signing' }).click();

  // documents: what Jordan signed.
  await expect(s).toHaveURL(/\/heloc-signer\/documents$/, { timeout: 30_000 });
  await expect(s.getByRole('heading', { level: 1, name: 'Your documents' })).toBeVisible();
  await expect(s.getByText('You have signed', { exact: true })).toBeVisible();
  const deed = s
    .getByRole('list', { name: 'Documents you sign' })
    .getByRole('button', { name: /^Download Deed of Trust/ });
  await expect(deed).toBeVisible();
  const [download] = await Promise.all([s.waitForEvent('download'), deed.click()]);
  expect(download.suggestedFilename()).toMatch(/^Deed of Trust( \(signed\))?\.pdf$/);
  await expectNoSeriousA11yViolations(s);

  // The applicant's screen sees it: everyone has signed, so it moves on to the notary.
  await expect(page).toHaveURL(new RegExp(`/${uuid}/notary/intro$`), { timeout: 40_000 });
  const after = (await (await request.get(`${CO_DEED}?applicationUuid=${uuid}`, { headers: auth })).json()) as {
    allSigned: boolean;
    signers: { progress: string }[];
  };
  expect(after.allSigned).toBe(true);
  expect(after.signers.map((x) => x.progress)).toEqual(['SIGNED']);

  // The notary: Texas asks for one business day first (the sandbox clock passes it); then Jordan's own eNotary
  // session, reached from the documents screen.
  await moveClockUntil(request, uuid, 'DEED_SIGNING');
  await s.reload();
  await s.getByRole('link', { name: 'Next: meet the notary' }).click();
  await expect(s.getByRole('heading', { level: 1, name: 'Meet your notary' })).toBeVisible();
  await expect(s.getByText(/Your notary is .+\. Step 1 of 3\./)).toBeVisible();
  await expectNoSeriousA11yViolations(s);
  await s.getByRole('radio', { name: "Driver's license" }).check();
  await s.getByLabel(/Last 4 characters of the ID number/).fill('4821');
  await s.getByRole('button', { name: 'Check my ID' }).click();
  await expect(s.getByRole('heading', { name: 'Answer a few questions' })).toBeVisible();
  const answer = (question: string, choice: string) =>
    s.getByRole('group', { name: question }).getByRole('radio', { name: choice, exact: true }).check();
  await answer('Which of these addresses have you been associated with?', '123 Main St');
  await answer('Which of these ZIP codes belongs to a property you own?', '78701');
  await answer('In which city is the home you are borrowing against?', 'Austin');
  await s.getByRole('button', { name: 'Submit answers' }).click();
  await expect(s.getByRole('heading', { name: 'Sign the deed before the notary' })).toBeVisible();
  await s.getByLabel('I signed the deed of trust in front of the notary').check();
  await s.getByRole('button', { name: 'Ask the notary to seal' }).click();
  await expect(s.getByText('Your deed is notarised.').first()).toBeVisible();
  await expectNoSeriousA11yViolations(s);

  // conditions: the lender asks the signer for a document; the signer answers it in the signer area.
  const raised = await request.post(`/sandbox/api/v1/applications/${uuid}/conditions`, {
    headers: SANDBOX,
    data: { categoryEnum: 'GENERIC_DOCUMENT_REQUEST', commentsToBorrower: 'Please upload your marriage certificate.' },
  });
  expect(raised.status()).toBe(201);
  await s.getByRole('navigation', { name: 'Signer steps' }).getByRole('link', { name: 'Requests' }).click();
  await expect(s.getByRole('heading', { level: 1, name: 'Requests from the lender' })).toBeVisible();
  await expect(s.getByText('Please upload your marriage certificate.')).toBeVisible();
  await expectNoSeriousA11yViolations(s);
  // The applicant's upload screen, in the signer's area and its words.
  await s.getByRole('link', { name: 'Upload document' }).click();
  await expect(s).toHaveURL(/\/heloc-signer\/conditions\/upload-document\?condition=/);
  await expect(s.getByRole('heading', { level: 1, name: 'Upload the requested document' })).toBeVisible();
  await expect(s.getByText('Still needed: 1 file.')).toBeVisible();
  await expect(s.getByRole('button', { name: 'Submit for review' })).toBeDisabled();
  await expectNoSeriousA11yViolations(s);
  await s.getByLabel('Choose files').setInputFiles({
    name: 'certificate.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% marriage certificate\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await expect(s.getByRole('button', { name: 'Remove certificate.pdf' })).toBeVisible();
  await s.getByRole('button', { name: 'Submit for review' }).click();
  await expect(s.getByText('Your lender accepted your answer. This request is cleared.')).toBeVisible();
  await s.getByRole('link', { name: 'Back to requests' }).click();
  await expect(s.getByRole('list', { name: 'Accepted requests' })).toContainText('Upload the requested document');

  // The signer's error screen and, once the application is cancelled, the cancelled screen.
  await s.goto('/account/heloc/heloc-signer/error');
  await expect(s.getByRole('heading', { level: 1, name: 'We could not find anything for you to sign' })).toBeVisible();
  await expectNoSeriousA11yViolations(s);
  await setStatus(request, uuid, { checklistStatus: 'CANCELLED' });
  await s.goto('/account/heloc/heloc-signer/intro');
  await expect(s).toHaveURL(/\/heloc-signer\/cancelled$/);
  await expect(s.getByRole('heading', { level: 1, name: 'This application was cancelled' })).toBeVisible();
  await expectNoSeriousA11yViolations(s);
  await signer.context.close();
});

test('a signer cannot open another application', async ({ request, browser }) => {
  test.setTimeout(240_000);
  const mine = await applicantWhoSigned(request);
  const other = await applicantWhoSigned(request);

  // Jordan joins the first application through its invitation (API: the journey above drives these screens).
  const status = (await (
    await request.get(`${CO_DEED}?applicationUuid=${mine.uuid}`, { headers: mine.auth })
  ).json()) as {
    signers: { uuid: string }[];
  };
  const email = `jordan-${Date.now()}@example.com`;
  const invited = await request.post(`${APP}/${mine.uuid}/signers/${status.signers[0]!.uuid}/invitation`, {
    headers: mine.auth,
    data: { firstName: 'Jordan', lastName: 'Coowner', email },
  });
  expect(invited.ok()).toBe(true);
  const outbox = (await (
    await request.get(`/sandbox/api/v1/email-outbox?to=${encodeURIComponent(email)}`, { headers: SANDBOX })
  ).json()) as { text: string }[];
  const token = /#token=([\w-]+)/.exec(outbox[0]!.text)![1]!;
  const accepted = await request.post(
    `${APP.replace('/api/v1/application/heloc', '/external/api/v1/heloc')}/signer-invitations/accept`,
    {
      data: { token, password: STRONG_PASSWORD, phoneNumber: '(512) 555-0177' },
    },
  );
  expect(accepted.ok()).toBe(true);
  const { jwt } = (await accepted.json()) as { jwt: string };
  const signerAuth = { authorization: `Bearer ${jwt}` };

  // The API: every read of the other application is 404, its own application answers.
  expect((await request.get(statusUrl(mine.uuid), { headers: signerAuth })).status()).toBe(200);
  for (const url of [
    statusUrl(other.uuid),
    `${APP}/${other.uuid}`,
    `${APP}/${other.uuid}/closing`,
    `${CO_DEED}?applicationUuid=${other.uuid}`,
  ]) {
    expect((await request.get(url, { headers: signerAuth })).status(), url).toBe(404);
  }

  // The browser: the signer area shows their own application; another application's page is closed to them (a
  // CO_DEEDER is signed out of the applicant's area) and nothing of it shows.
  const context = await withServerClock(await browser.newContext());
  const page = await context.newPage();
  await page.goto('/account/heloc/heloc-signer/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/heloc-signer\/intro$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Sign the closing documents' })).toBeVisible();
  await page.goto(`/account/heloc/${other.uuid}/signing/additional`);
  await expect(page).toHaveURL(/\/(auth\/login|account\/heloc\/heloc-signer\/login)/, { timeout: 20_000 });
  await expect(page.getByText('Jordan Coowner')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await context.close();
});
