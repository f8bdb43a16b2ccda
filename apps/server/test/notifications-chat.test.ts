import { CHAT_SOCKET_PATH, CONSOLE_CHAT_SOCKET_PATH, type Notification } from '@heloc/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatTestSocket, openChatSocket } from './chat-client';
import { startChat } from './chat-start';
import { createHeloc } from './engine-fixtures';
import { buildTestApp, registerAndLogin, type TestApp } from './helper';
import { createStaffSession } from './staff-fixtures';

/*
 * An agent's reply while the borrower is away (docs/product/application-area.md §2.4, docs/decisions.md
 * "Notifications"): with the borrower's chat open there is nothing to tell; with it closed the reply becomes one
 * notification that opens the page the chat was started on.
 */

/** A Wednesday, 10am Pacific: within the chat's default hours. */
const IN_HOURS = Date.parse('2026-03-11T17:00:00Z');
let t: TestApp;
let baseUrl: string;
const sockets: ChatTestSocket[] = [];
const open = async (path: string) => {
  const socket = await openChatSocket(baseUrl, path);
  sockets.push(socket);
  return socket;
};

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.advance(IN_HOURS - t.clock.now().getTime());
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const socket of sockets) await socket.close();
  await t.close();
});

describe("an agent's reply", () => {
  it('is told only while the borrower is away from the chat, once per reply', async () => {
    const agent = await createStaffSession(t.app, { roles: ['SUPPORT_AGENT'], orgCodes: ['summit'], name: 'Avery' });
    const borrower = await registerAndLogin(t.app);
    const applicationUuid = await createHeloc(t.app, borrower);
    const nonce = (
      await t.app.inject({
        method: 'POST',
        url: '/service-csp/customer/secure/api/v1/webchat/authenticate',
        headers: borrower.auth,
      })
    ).json<{ nonce: string }>().nonce;
    const page = `https://summit.example/account/heloc/${applicationUuid}/conditions`;
    const started = await startChat(t.app, { nonce, applicationUuid, pageUrl: page, modeOverride: 'AGENT' });
    expect(started.statusCode, started.body).toBe(200);
    const session = started.json<{ token: string; conversationSid: string }>();

    const widget = await open(CHAT_SOCKET_PATH);
    widget.send({ type: 'auth', token: session.token });
    await widget.next('ready');
    const console = await open(CONSOLE_CHAT_SOCKET_PATH);
    console.send({ type: 'auth', token: agent.token });
    await console.next('ready-agent');
    const taken = await t.app.inject({
      method: 'POST',
      url: `/console/api/v1/chats/${session.conversationSid}/take`,
      headers: agent.headers,
    });
    expect(taken.statusCode, taken.body).toBe(200);

    const notifications = async () =>
      (await t.app.inject({ url: '/service-wallet/secure/api/v3/notifications', headers: borrower.auth })).json<
        Notification[]
      >();

    console.send({ type: 'send', conversationUuid: session.conversationSid, clientId: 'a-1', body: 'Hello there' });
    await console.next('ack');
    expect(await notifications()).toEqual([]);

    await widget.close();
    // The server hears the close before the next reply.
    await new Promise((resolve) => setTimeout(resolve, 100));
    console.send({
      type: 'send',
      conversationUuid: session.conversationSid,
      clientId: 'a-2',
      body: 'Your file is ready',
    });
    await console.next('ack', (f) => f.message.clientId === 'a-2');
    console.send({
      type: 'send',
      conversationUuid: session.conversationSid,
      clientId: 'a-2',
      body: 'Your file is ready',
    });
    await console.next('ack', (f) => f.message.clientId === 'a-2');
    await new Promise((resolve) => setTimeout(resolve, 100));

    const told = await notifications();
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      title: 'Avery replied to your chat',
      description: 'Your file is ready',
      ctas: [{ title: 'Open chat', redirectPath: `/account/heloc/${applicationUuid}/conditions?pop-webchat=true` }],
    });
  });
});
