import { CHAT_SOCKET_PATH, CONSOLE_CHAT_SOCKET_PATH } from '@heloc/domain/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ChatTestSocket, openChatSocket } from './chat-client';
import { startChat } from './chat-start';
import { type TwoNodes, twoNodesOnOneDatabase } from './helper';
import { createStaffSession } from './staff-fixtures';

/*
 * docs/product/chat.md §5: several nodes on one PostgreSQL. The borrower's socket is on node A, the agent's on node B;
 * each message, typing preview and state change reaches the other side through the database's NOTIFY. (On PGlite
 * both nodes share the one instance, which is still two sets of sockets and two listeners.)
 */

let nodes: TwoNodes;
let urlA: string;
let urlB: string;
const sockets: ChatTestSocket[] = [];

beforeAll(async () => {
  nodes = await twoNodesOnOneDatabase({});
  urlA = await nodes.nodeA.listen({ port: 0, host: '127.0.0.1' });
  urlB = await nodes.nodeB.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  for (const socket of sockets) await socket.close();
  await nodes.close();
});

it('passes messages, typing and state between a borrower on one node and an agent on the other', async () => {
  const agent = await createStaffSession(nodes.nodeB, {
    roles: ['SUPPORT_AGENT'],
    orgCodes: ['summit'],
    name: 'Avery',
  });
  const console = await openChatSocket(urlB, CONSOLE_CHAT_SOCKET_PATH);
  sockets.push(console);
  console.send({ type: 'auth', token: agent.token });
  await console.next('ready-agent');

  const start = await startChat(nodes.nodeA, { chatMode: 'AGENT', modeOverride: 'AGENT' });
  const { token, conversationSid } = start.json<{ token: string; conversationSid: string }>();
  await console.next('queue-changed');

  const widget = await openChatSocket(urlA, CHAT_SOCKET_PATH);
  sockets.push(widget);
  widget.send({ type: 'auth', token });
  await widget.next('ready');

  const take = await nodes.nodeB.inject({
    method: 'POST',
    url: `/console/api/v1/chats/${conversationSid}/take`,
    headers: agent.headers,
  });
  expect(take.statusCode).toBe(200);
  expect((await widget.next('state')).conversation).toMatchObject({ state: 'ACTIVE', agentName: 'Avery' });

  widget.send({ type: 'typing', text: 'Hel' });
  expect(await console.next('typing')).toMatchObject({ conversationUuid: conversationSid, text: 'Hel' });
  widget.send({ type: 'send', clientId: 'b-1', body: 'Hello from node A' });
  expect((await widget.next('ack')).message.body).toBe('Hello from node A');
  expect((await console.next('message', (f) => f.message.clientId === 'b-1')).message.senderType).toBe('CUSTOMER');

  console.send({ type: 'typing', conversationUuid: conversationSid, text: 'Hi' });
  expect(await widget.next('typing')).toMatchObject({ senderType: 'AGENT', text: 'Hi' });
  console.send({ type: 'send', conversationUuid: conversationSid, clientId: 'a-1', body: 'Hi from node B' });
  await console.next('ack');
  expect((await widget.next('message', (f) => f.message.clientId === 'a-1')).message.body).toBe('Hi from node B');

  const close = await nodes.nodeA.inject({
    method: 'POST',
    url: '/service-csp/external/api/v1/webchat/end',
    payload: { token },
  });
  expect(close.statusCode).toBe(200);
  expect((await console.next('state', (f) => f.conversation.state === 'ENDED')).conversation.uuid).toBe(
    conversationSid,
  );
});

it.skipIf(!process.env.TEST_DATABASE_URL)(
  "asks a node's sockets to reconnect once its lost listening connection is back, so nothing missed is lost",
  async () => {
    const start = await startChat(nodes.nodeA);
    const widget = await openChatSocket(urlA, CHAT_SOCKET_PATH);
    sockets.push(widget);
    widget.send({ type: 'auth', token: start.json<{ token: string }>().token });
    await widget.next('ready');
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query ilike 'LISTEN%heloc_chat%'`.execute(nodes.database.db);
    expect(await widget.closed).toBe(1012);
  },
);
