import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createApplication, useToken } from './support/application';
import { registerIdentity } from './support/identity';
import { ADMIN_EMAIL, invitationLink, invite, pdf, setUpAndSignIn } from './support/staff';

// The chat (docs/product/chat.md): a visitor out of hours talks to the chatbot and rates an answer; in hours a
// signed-in borrower talks to a support agent on the console, through a server restart. The journeys run on their
// own server and data dir, so they can set the organisation's hours and restart it without touching the others.

const port = 3392;
const base = `http://localhost:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'heloc-chat-'));
const linkFile = join(mkdtempSync(join(tmpdir(), 'heloc-chat-staff-')), 'set-up-link');
let server: ChildProcess | undefined;

/** Starts the server on the journeys' data dir; the first start also creates the console's first admin. */
const startServer = (first: boolean) => {
  // Only the first start makes the admin: run again, the command would reset their password and authenticator.
  const { E2E_STAFF_LINK_FILE: _ignored, ...env } = process.env;
  server = spawn(process.execPath, ['e2e/support/e2e-server.mjs', String(port), dataDir], {
    stdio: 'ignore',
    env: first ? { ...env, E2E_STAFF_LINK_FILE: linkFile } : env,
  });
};

const waitHealthy = async () => {
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become healthy');
};

const stopServer = () =>
  new Promise<void>((resolve) => {
    const running = server;
    if (!running || running.exitCode !== null) return resolve();
    running.on('exit', () => resolve());
    running.kill('SIGINT');
  });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  startServer(true);
  await waitHealthy();
});

test.afterAll(async () => {
  await stopServer();
  rmSync(dataDir, { recursive: true, force: true });
  if (existsSync(linkFile)) rmSync(linkFile, { force: true });
});

/** The admin, signed in on the console (the first journey sets them up; later ones reuse the page). */
let adminPage: Page | undefined;
async function admin(browser: Browser) {
  if (adminPage) return adminPage;
  adminPage = await (await browser.newContext({ baseURL: base })).newPage();
  await setUpAndSignIn(adminPage, readFileSync(linkFile, 'utf8').trim(), 'Avery Admin', ADMIN_EMAIL);
  return adminPage;
}

/** Sets the main brand's chat week on the console's Hours screen: every day open all day, or every day closed. */
async function setChatHours(page: Page, open: boolean) {
  await page.getByRole('link', { name: 'Hours' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hours' })).toBeVisible();
  await page.getByLabel('Organisation').selectOption('summit');
  const week = page.getByRole('form', { name: 'Chat hours' });
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
    await week.getByRole('checkbox', { name: `Chat: open on ${day}` }).setChecked(open);
    if (open) {
      // From midnight to midnight: a closing time of 12:00 AM is the end of the day.
      await week.getByLabel(`Chat: ${day} opens`).fill('00:00');
      await week.getByLabel(`Chat: ${day} closes`).fill('00:00');
    }
  }
  await week.getByRole('button', { name: 'Save the chat hours' }).click();
  await expect(week.getByText('Saved the chat hours.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
}

const widget = (page: Page) => page.getByRole('dialog', { name: 'Chat with us' });

/** The messages each side reads (live regions repeat them for screen readers; these are the lists on screen). */
const widgetMessages = (page: Page) => widget(page).getByRole('list', { name: 'Conversation' });
const agentMessages = (page: Page) => page.getByRole('list', { name: 'Messages' });

async function startChat(page: Page, name: string, email: string) {
  const panel = widget(page);
  await expect(panel).toBeVisible();
  await panel.getByLabel('Name').fill(name);
  await panel.getByLabel('Email').fill(email);
  await panel.getByRole('button', { name: 'Start chat' }).click();
  return panel;
}

async function send(page: Page, text: string) {
  const panel = widget(page);
  await panel.getByRole('textbox', { name: 'Message' }).fill(text);
  await panel.getByRole('button', { name: 'Send' }).click();
}

test('out of hours, a visitor asks the chatbot about the origination fee and marks the answer unhelpful', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const staff = await admin(browser);
  await setChatHours(staff, false);

  const visitor = await (await browser.newContext({ baseURL: base })).newPage();
  await visitor.goto('/account/heloc/register-v2?pop-webchat=true');
  const panel = await startChat(visitor, 'Robin Visitor', 'robin.visitor@example.com');
  await expectNoSeriousA11yViolations(visitor);

  await send(visitor, 'What is the origination fee?');
  const answer = panel
    .getByRole('list', { name: 'Conversation' })
    .getByRole('listitem')
    .filter({ hasText: 'From: Rates and fees' });
  await expect(answer).toBeVisible();
  await expect(answer).toContainText('4.99%');

  await answer.getByRole('button', { name: 'Not helpful' }).click();
  const dialog = visitor.getByRole('dialog', { name: 'Why was this answer not helpful?' });
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog.getByText('Please select a reason')).toBeVisible();
  await dialog.getByRole('radio', { name: 'The answer did not match my question' }).check();
  await dialog.getByLabel('Additional info (optional)').fill('I wanted the fee in dollars for a $100,000 line.');
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(panel.getByText('Thanks for your feedback.')).toBeVisible();

  // The keyboard closes the panel and finds the launcher again; opening it again keeps the conversation.
  await panel.getByRole('textbox', { name: 'Message' }).focus();
  await visitor.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  const launcher = visitor.getByRole('button', { name: 'Chat with us' });
  await expect(launcher).toBeFocused();
  await visitor.keyboard.press('Enter');
  await expect(panel.getByText('What is the origination fee?')).toBeVisible();

  // The admin reads the rating beside the article on the console.
  await staff.getByRole('link', { name: 'Knowledge base' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Knowledge base' })).toBeVisible();
  await staff.getByLabel('Organisation').selectOption('summit');
  await expect(staff.getByRole('row', { name: /^Rates and fees English Yes 0 1/ })).toBeVisible();
  const feedback = staff.getByRole('region', { name: 'Feedback table' });
  await expect(feedback.getByText('What is the origination fee?')).toBeVisible();
  await expect(feedback.getByText(/did not match my question/).first()).toBeVisible();
  // The question whose answer was not helpful is also among the gaps the admin can write an article from.
  await expect(
    staff
      .getByRole('table', { name: /^Questions without a good/ })
      .getByRole('rowheader', { name: 'What is the origination fee?' }),
  ).toBeVisible();
});

test('in hours, a signed-in borrower chats with a support agent through a server restart; the transcript is on the file', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const staff = await admin(browser);
  await setChatHours(staff, true);
  const agentEmail = `sam.support.${Date.now().toString(36)}@lender.example`;
  await invite(staff, agentEmail, 'Sam Support', 'Support agent');
  const agent = await (await browser.newContext({ baseURL: base })).newPage();
  await setUpAndSignIn(agent, await invitationLink(staff, agentEmail), 'Sam Support', agentEmail);
  await agent.getByRole('link', { name: 'Chats' }).click();
  await agent.getByRole('switch', { name: 'Available for chats' }).check();

  const context = await browser.newContext({ baseURL: base });
  const borrower = await context.newPage();
  const { jwt } = await registerIdentity(borrower.request, 'summit', base);
  const uuid = await createApplication(borrower.request, jwt, 'Chatwell');
  await useToken(borrower, jwt);
  await borrower.goto(`/account/heloc/${uuid}?pop-webchat=1`);
  await startChat(borrower, 'Pat Chatwell', 'pat.chatwell@example.com');

  // The agent takes the chat from the queue.
  await agent.getByRole('button', { name: 'Take the chat with Pat Chatwell' }).click();
  await expect(agent.getByRole('heading', { level: 1, name: 'Chat with Pat Chatwell' })).toBeVisible();
  await expect(
    widget(borrower)
      .getByText(/Sam Support/)
      .first(),
  ).toBeVisible();

  // Typing and messages both ways, each within a second.
  await widget(borrower).getByRole('textbox', { name: 'Message' }).fill('Hello, can I draw more later');
  await expect(agent.getByText(/Pat Chatwell is typing/)).toBeVisible({ timeout: 1_500 });
  await widget(borrower).getByRole('button', { name: 'Send' }).click();
  await expect(agentMessages(agent).getByText('Hello, can I draw more later')).toBeVisible({ timeout: 1_000 });
  await agent.getByRole('textbox', { name: 'Message' }).fill('Yes, you can');
  await expect(widget(borrower).getByText(/Sam Support is typing/)).toBeVisible({ timeout: 1_500 });
  await agent.getByRole('button', { name: 'Send' }).click();
  await expect(widgetMessages(borrower).getByText('Yes, you can')).toBeVisible({ timeout: 1_000 });
  await expectNoSeriousA11yViolations(borrower);
  await expectNoSeriousA11yViolations(agent);

  // At 1280×720 with several messages, the lists scroll and the controls stay in view on both sides (chat.md §1, §4).
  for (const text of ['One more thing', 'About the rate', 'And the fees', 'Thanks']) await send(borrower, text);
  await expect(agentMessages(agent).getByText('Thanks', { exact: true })).toBeVisible({ timeout: 2_000 });
  for (const name of ['Attach a file', 'Send', 'End chat'])
    await expect(widget(borrower).getByRole('button', { name, exact: true })).toBeInViewport();
  for (const name of ['Attach a file', 'Send', 'Close chat'])
    await expect(agent.getByRole('button', { name, exact: true })).toBeInViewport();

  // Opening the borrower's file from the chat keeps the agent available for the next chat.
  await agent.getByRole('link', { name: "Open the borrower's file" }).click();
  await expect(agent.getByRole('heading', { level: 1, name: 'Pat Chatwell' })).toBeVisible();
  // Back through the top bar's Chats and the chat's row in "My chats", as an agent returns to a conversation.
  await agent.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Chats' }).click();
  await expect(agent.getByRole('switch', { name: 'Available for chats' })).toBeChecked();
  await agent
    .getByRole('region', { name: /^My chats/ })
    .getByRole('link', { name: 'Pat Chatwell' })
    .click();
  await expect(agent.getByRole('button', { name: 'Close chat', exact: true })).toBeVisible();

  // A PDF arrives at the agent; an .exe is refused in the widget.
  const statement = await pdf('Bank statement March');
  await widget(borrower).getByTestId('chat-file-input').setInputFiles(statement);
  await widget(borrower).getByRole('button', { name: 'Send' }).click();
  await expect(agent.getByRole('button', { name: `Download ${statement.name}` })).toBeVisible();
  await widget(borrower)
    .getByTestId('chat-file-input')
    .setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ\x90\x00') });
  await expect(widget(borrower).getByText(/This file type cannot be sent/)).toBeVisible();

  // The server restarts mid-chat: the widget says it is reconnecting, a message written meanwhile is not lost.
  await stopServer();
  await expect(widget(borrower).getByText('Connection lost. Attempting to reconnect.')).toBeVisible();
  await send(borrower, 'Are you still there?');
  startServer(false);
  await waitHealthy();
  await expect(widget(borrower).getByText('Connection lost. Attempting to reconnect.')).toBeHidden({
    timeout: 20_000,
  });
  await expect(agentMessages(agent).getByText('Are you still there?')).toBeVisible({ timeout: 20_000 });
  await expect(widgetMessages(borrower).getByText('Are you still there?')).toHaveCount(1);
  await expect(agentMessages(agent).getByText('Are you still there?')).toHaveCount(1);

  // The agent closes the chat; the borrower sees the ended panel and answers the survey.
  await agent.getByRole('button', { name: 'Close chat' }).click();
  await agent.getByRole('dialog').getByRole('button', { name: 'Close the chat' }).click();
  await expect(widget(borrower).getByText('Thanks for chatting with us!')).toBeVisible();
  await widget(borrower).getByRole('radio', { name: '5' }).check();
  await widget(borrower).getByRole('button', { name: 'Send survey' }).click();
  await expect(widget(borrower).getByText('Thank you for your feedback.')).toBeVisible();

  // The transcript is on the application's file.
  await agent.goto(`/console/applications/${uuid}`);
  const chats = agent.getByRole('region', { name: 'Chats' });
  await expect(chats).toBeVisible();
  await chats.getByRole('button', { name: 'Show the messages' }).first().click();
  await expect(chats.getByText('Hello, can I draw more later')).toBeVisible();
  await expect(chats.getByText('Are you still there?')).toBeVisible();
});
