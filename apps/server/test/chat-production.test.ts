import { afterAll, beforeAll, expect, it } from 'vitest';
import { startChat } from './chat-start';
import { buildTestApp, registerAndLogin, type TestApp } from './helper';
import { createStaffSession } from './staff-fixtures';

/*
 * docs/product/chat.md §1: the mode override and the agent chooser are non-production helpers. In production the
 * agents' list is 404 and a start call's override and chosen agent are ignored: the server decides the mode (§4).
 */

let t: TestApp;
const key = Buffer.alloc(32, 7).toString('base64');

beforeAll(async () => {
  t = await buildTestApp({
    NODE_ENV: 'production',
    TOKEN_SECRET: 'x'.repeat(32),
    DATA_ENCRYPTION_KEYS: `k1:${key}`,
    DATA_INDEX_KEY: key,
  });
});
afterAll(async () => t.close());

it('answers 404 for the agents list and ignores the override and the chosen agent', async () => {
  const borrower = await registerAndLogin(t.app);
  const list = await t.app.inject({
    method: 'POST',
    url: '/service-omni-proxy/secure/api/v1/stream/admin/agent/onboarding/all',
    headers: borrower.auth,
  });
  expect(list.statusCode).toBe(404);
  const agent = await createStaffSession(t.app, { roles: ['SUPPORT_AGENT'], orgCodes: ['summit'] });
  const start = await startChat(t.app, { chatMode: 'AGENT', modeOverride: 'AGENT', agentChatId: agent.memberUuid });
  expect(start.statusCode, start.body).toBe(200);
  expect(start.json<{ initialMessage: string }>().initialMessage).toMatch(/^Hi Robin! I'm the /);
});
