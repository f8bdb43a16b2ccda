import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createApplication, useToken } from './support/application';
import { registerIdentity, STRONG_PASSWORD } from './support/identity';
import { SANDBOX } from './support/staff';

// The chatbot answers from the signed-in person's own file (docs/product/chat.md §3): the borrower asks when the money
// comes and is told the date their progress panel shows, asks what the lender needs and is told the open request in
// the lender's words; the co-owner who signs with them asks the same and gets a signer's answer (the request, not the
// date: docs/product/privacy.md §2). Nobody takes chats here, so the chatbot answers.

const APP = '/service-application/api/v1/application/heloc';
const CO_DEED = `${APP}/co-deed/status`;
const REQUEST = 'Please upload your latest bank statement so we can confirm your pension deposit.';

/** A Coowner applicant whose closing waits at CO_DEED_REQ, with the title co-owner joined as a signer and a request open. */
async function fileWithSigner(request: APIRequestContext) {
  const { jwt } = await registerIdentity(request);
  const auth = { authorization: `Bearer ${jwt}` };
  const uuid = await createApplication(request, jwt, 'Coowner');
  const moved = await request.post(`/sandbox/api/v1/applications/${uuid}/status`, {
    headers: SANDBOX,
    data: { checklistStatus: 'CO_DEED_REQ' },
  });
  expect(moved.ok()).toBe(true);
  const status = (await (await request.get(`${CO_DEED}?applicationUuid=${uuid}`, { headers: auth })).json()) as {
    signers: { uuid: string; source: string }[];
  };
  const coOwner = status.signers.find((s) => s.source === 'TITLE')!;
  const email = `jordan-${Date.now()}@example.com`;
  const invited = await request.post(`${APP}/${uuid}/signers/${coOwner.uuid}/invitation`, {
    headers: auth,
    data: { firstName: 'Jordan', lastName: 'Coowner', email },
  });
  expect(invited.ok()).toBe(true);
  const outbox = (await (
    await request.get(`/sandbox/api/v1/email-outbox?to=${encodeURIComponent(email)}`, { headers: SANDBOX })
  ).json()) as { text: string }[];
  const token = /#token=([\w-]+)/.exec(outbox[0]!.text)![1]!;
  const accepted = await request.post('/service-application/external/api/v1/heloc/signer-invitations/accept', {
    data: { token, password: STRONG_PASSWORD, phoneNumber: '(512) 555-0177' },
  });
  expect(accepted.ok()).toBe(true);
  const raised = await request.post(`/sandbox/api/v1/applications/${uuid}/conditions`, {
    headers: SANDBOX,
    data: {
      categoryEnum: 'GENERIC_DOCUMENT_REQUEST',
      commentsToBorrower: REQUEST,
      internalNotes: 'Pension looked odd.',
    },
  });
  expect(raised.ok()).toBe(true);
  return { uuid, borrowerJwt: jwt, signerJwt: ((await accepted.json()) as { jwt: string }).jwt };
}

const widget = (page: Page) => page.getByRole('dialog', { name: 'Chat with us' });

/**
 * The chat the widget keeps for a signed-in person (apps/web/src/features/chat/chat-storage.ts), started through the
 * widget's own calls with their nonce (and, on an application's page, the application): the pre-chat form itself is
 * chat.spec.ts's journey.
 */
async function chatOf(request: APIRequestContext, jwt: string, applicationUuid?: string) {
  const authenticated = await request.post('/service-csp/customer/secure/api/v1/webchat/authenticate', {
    headers: { authorization: `Bearer ${jwt}` },
  });
  expect(authenticated.ok()).toBe(true);
  const { nonce } = (await authenticated.json()) as { nonce: string };
  const started = await request.post('/service-csp/external/api/v1/webchat/initWebChat', {
    data: {
      orgCode: 'summit',
      skill: 'White Label',
      pageUrl: 'http://localhost/account/heloc',
      chatMode: 'CHATBOT',
      friendlyName: 'Pat Coowner',
      emailAddress: 'pat@example.com',
      nonce,
      ...(applicationUuid ? { applicationUuid } : {}),
    },
  });
  expect(started.ok()).toBe(true);
  const chat = (await started.json()) as { token: string; conversationSid: string; expiration: string };
  return {
    token: chat.token,
    conversationUuid: chat.conversationSid,
    name: 'Pat Coowner',
    email: 'pat@example.com',
    mode: 'CHATBOT',
    expiresAt: chat.expiration,
    lastSeq: 0,
    pending: [],
  };
}

/** Asks the chatbot and answers its reply, the next answer shown after the question. */
async function ask(page: Page, question: string) {
  const messages = widget(page).getByRole('list', { name: 'Conversation' }).getByRole('listitem');
  // The conversation so far is shown (the chatbot's welcome first) before the question is asked.
  await expect(messages.first()).toBeVisible();
  const before = await messages.count();
  await widget(page).getByRole('textbox', { name: 'Message' }).fill(question);
  await widget(page).getByRole('button', { name: 'Send' }).click();
  // The question, then the chatbot's answer.
  await expect(messages).toHaveCount(before + 2);
  return messages.nth(before + 1);
}

/** A browser signed in with `jwt`, its chat widget holding `chat`. */
async function signedIn(browser: Browser, jwt: string, chat: object) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useToken(page, jwt);
  await page.addInitScript((stored) => window.localStorage.setItem('heloc.chat.summit', stored), JSON.stringify(chat));
  return { context, page };
}

test('a borrower asks the chatbot about their own file; their co-owner gets a signer’s answer', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const file = await fileWithSigner(request);

  const borrower = await signedIn(browser, file.borrowerJwt, await chatOf(request, file.borrowerJwt, file.uuid));
  await borrower.page.goto(`/account/heloc/${file.uuid}?pop-webchat=1`);
  const panelDate = (await borrower.page.getByTestId('expected-funding').textContent())?.trim();
  expect(panelDate).toBeTruthy();
  const money = await ask(borrower.page, 'when will I get my money?');
  await expect(money).toContainText(`Your funds are expected by ${panelDate}`);
  const needs = await ask(borrower.page, 'what do you need from me?');
  await expect(needs).toContainText(REQUEST);
  await expect(needs).not.toContainText('Pension looked odd.');
  await expectNoSeriousA11yViolations(borrower.page);
  await borrower.context.close();

  const signer = await signedIn(browser, file.signerJwt, await chatOf(request, file.signerJwt));
  await signer.page.goto('/account/heloc/heloc-signer/intro?pop-webchat=1');
  const signerMoney = await ask(signer.page, 'when will I get my money?');
  await expect(signerMoney).toContainText('The expected funding date is for the borrower to see.');
  await expect(signerMoney).not.toContainText(panelDate!);
  await expect(await ask(signer.page, 'what do you need from me?')).toContainText(REQUEST);
  await expectNoSeriousA11yViolations(signer.page);
  await signer.context.close();
});
