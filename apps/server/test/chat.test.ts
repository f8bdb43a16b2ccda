import { CHAT_ATTACHMENT_REFUSED_MESSAGE, englishOf } from '@heloc/domain';
import { CHAT_SOCKET_PATH, CONSOLE_CHAT_SOCKET_PATH, staffSignOutContract } from '@heloc/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatTestSocket, openChatSocket } from './chat-client';
import { startChat as sendStart } from './chat-start';
import { createHeloc } from './engine-fixtures';
import { buildTestApp, countRows, registerAndLogin, type TestApp } from './helper';
import { createStaffSession, type StaffSession } from './staff-fixtures';

/*
 * The chat (docs/product/chat.md): the widget's calls, the chatbot, the console's calls and both sockets, on one
 * node. The two-node fan-out is in chat-two-nodes.test.ts.
 */

const CSP = '/service-csp/external/api/v1/webchat';
const BOT = '/service-chat-chatbot/external/api/v1/message';
const CONSOLE = '/console/api/v1';
const STAFF_SIGN_OUT = staffSignOutContract.path;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]);
/** A Wednesday, 10am Pacific: within the chat's default hours (docs/product/chat.md §2). */
const IN_HOURS = Date.parse('2026-03-11T17:00:00Z');

const multipart = (fileName: string, bytes: Buffer, contentType = 'application/octet-stream') => {
  const boundary = '----chat-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

let t: TestApp;
let baseUrl: string;
let agent: StaffSession;
let otherOrgAgent: StaffSession;
const sockets: ChatTestSocket[] = [];

const open = async (path: string) => {
  const socket = await openChatSocket(baseUrl, path);
  sockets.push(socket);
  return socket;
};

/** The widget's start call from summit's account page, answered 200. */
const startChat = async (extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
  const res = await sendStart(t.app, { pageUrl: 'https://summit.example/account', ...extra }, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ token: string; conversationSid: string; initialMessage: string; expiration: string }>();
};

const borrowerSocket = async (token: string, afterSeq?: number) => {
  const socket = await open(CHAT_SOCKET_PATH);
  socket.send({ type: 'auth', token, ...(afterSeq === undefined ? {} : { afterSeq }) });
  const ready = await socket.next('ready');
  return { socket, ready };
};

/**
 * The bot's answer to the message the borrower just sent (acknowledged first): a bot message after it. Not any: the
 * welcome is in `ready`, and on PostgreSQL its notification can reach the socket later, as a message frame of its own.
 */
const botAnswer = async (socket: ChatTestSocket) => {
  const sent = await socket.next('ack');
  return socket.next('message', (f) => f.message.senderType === 'BOT' && f.message.seq > sent.message.seq);
};

const agentSocket = async (session: StaffSession) => {
  const socket = await open(CONSOLE_CHAT_SOCKET_PATH);
  socket.send({ type: 'auth', token: session.token });
  const ready = await socket.next('ready-agent');
  return { socket, ready };
};

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.advance(IN_HOURS - t.clock.now().getTime());
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  agent = await createStaffSession(t.app, { roles: ['SUPPORT_AGENT'], orgCodes: ['summit'], name: 'Avery' });
  otherOrgAgent = await createStaffSession(t.app, { roles: ['SUPPORT_AGENT'], orgCodes: ['nimbus'], name: 'Blake' });
});

afterAll(async () => {
  for (const socket of sockets) await socket.close();
  await t.close();
});

describe('starting a chat', () => {
  it('refuses a body that does not fit the contract, in the errors shape', async () => {
    const res = await sendStart(t.app, { emailAddress: 'not-an-email', friendlyName: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: string[] }>().errors.length).toBeGreaterThan(0);
  });

  it('refuses an unknown organisation', async () => {
    const res = await sendStart(t.app, { orgCode: 'nope' });
    expect(res.statusCode).toBe(400);
  });

  it('starts with the chatbot when no agent takes chats, and greets the borrower by name', async () => {
    const session = await startChat();
    expect(session.initialMessage).toMatch(/^Hi Robin! I'm the .+ assistant\./);
    expect(new Date(session.expiration).getTime() - t.clock.now().getTime()).toBe(10 * 60_000);
    const { ready } = await borrowerSocket(session.token);
    expect(ready.conversation).toMatchObject({ uuid: session.conversationSid, mode: 'CHATBOT', state: 'BOT' });
    expect(ready.messages.map((m) => [m.senderType, m.body])).toEqual([['BOT', session.initialMessage]]);
  });

  it('outside production takes the mode override and puts the chat in the queue', async () => {
    const session = await startChat({ modeOverride: 'AGENT' });
    expect(session.initialMessage).toBe('Thanks, Robin. An agent will be with you shortly.');
    const lists = await t.app.inject({ url: `${CONSOLE}/chats`, headers: agent.headers });
    expect(lists.json<{ waiting: { uuid: string }[] }>().waiting.map((c) => c.uuid)).toContain(session.conversationSid);
  });

  it('ties a signed-in borrower to the chat through a nonce, and refreshes the nonce', async () => {
    const borrower = await registerAndLogin(t.app);
    const auth = await t.app.inject({
      method: 'POST',
      url: '/service-csp/customer/secure/api/v1/webchat/authenticate',
      headers: borrower.auth,
    });
    expect(auth.statusCode).toBe(200);
    const { nonce } = auth.json<{ nonce: string }>();
    const refreshed = await t.app.inject({
      method: 'PUT',
      url: `/service-csp/customer/secure/api/v1/webchat/refresh?nonce=${encodeURIComponent(nonce)}`,
      headers: borrower.auth,
    });
    expect(refreshed.statusCode).toBe(200);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/service-csp/customer/secure/api/v1/webchat/refresh?nonce=made-up',
      headers: borrower.auth,
    });
    expect(bad.statusCode).toBe(400);
    const session = await startChat({ nonce: refreshed.json<{ nonce: string }>().nonce });
    const info = await t.app.inject({
      method: 'POST',
      url: `${CSP}/web-chat-info`,
      payload: { omniProxyChannelId: session.conversationSid },
    });
    expect(info.json()).toEqual({ contactId: borrower.identityUuid });
  });

  it("answers a visitor's contact id, and 404 for an unknown channel", async () => {
    const session = await startChat();
    const info = await t.app.inject({
      method: 'POST',
      url: `${CSP}/web-chat-info`,
      payload: { omniProxyChannelId: session.conversationSid },
    });
    expect(info.json<{ contactId: string }>().contactId).toMatch(/^visitor-/);
    const unknown = await t.app.inject({
      method: 'POST',
      url: `${CSP}/web-chat-info`,
      payload: { omniProxyChannelId: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refreshes a live token and refuses an unknown one', async () => {
    const session = await startChat();
    const res = await t.app.inject({ method: 'POST', url: `${CSP}/refreshToken`, payload: { token: session.token } });
    expect(res.json()).toEqual({ token: session.token, expiration: session.expiration });
    const bad = await t.app.inject({ method: 'POST', url: `${CSP}/refreshToken`, payload: { token: 'nope' } });
    expect(bad.statusCode).toBe(401);
  });

  it('lists the agents outside production, and an agent chosen there answers at once', async () => {
    const borrower = await registerAndLogin(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/service-omni-proxy/secure/api/v1/stream/admin/agent/onboarding/all',
      headers: { ...borrower.auth, 'x-org': 'summit' },
    });
    expect(res.statusCode).toBe(200);
    const agents = res.json<{ chatId: string; name: string }[]>();
    expect(agents).toContainEqual({ chatId: agent.memberUuid, name: 'Avery' });
    expect(agents.map((a) => a.chatId)).not.toContain(otherOrgAgent.memberUuid);
    const session = await startChat({ agentChatId: agent.memberUuid });
    const { ready } = await borrowerSocket(session.token);
    expect(ready.conversation).toMatchObject({ state: 'ACTIVE', agentName: 'Avery' });
  });
});

describe('the chatbot', () => {
  it('answers from an article and names it; the history pairs questions and answers; a rating is kept', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${BOT}/chatWithAutobot`,
      payload: {
        message: 'What are the rates and fees?',
        organization: 'summit',
        pageUrl: 'https://summit.example/',
        senderId: 'robin@example.com',
        senderType: 'CUSTOMER',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<{ conversationId: string; questionId: string; responseStr: string }>();
    expect(answer.responseStr).toMatch(/\n\nFrom: Rates and fees$/);
    const history = await t.app.inject({ url: `${BOT}/getChatHistory/${answer.conversationId}` });
    expect(history.json()).toEqual([
      expect.objectContaining({ questionId: answer.questionId, questionStr: 'What are the rates and fees?' }),
    ]);
    const rate = await t.app.inject({
      method: 'POST',
      url: `${BOT}/setChatReplyUsedWithFeedback`,
      payload: {
        questionId: answer.questionId,
        conversationId: answer.conversationId,
        responseToCustomer: answer.responseStr,
        feedbackMessage: 'The answer was wrong',
        rating: 'BAD',
        senderType: 'CUSTOMER',
      },
    });
    expect(rate.statusCode, rate.body).toBe(200);
    expect(await countRows(t.db, 'chatbot_feedback')).toBe(1);
  });

  it('answers on the socket from an article, naming it', async () => {
    const session = await startChat();
    const { socket } = await borrowerSocket(session.token);
    socket.send({ type: 'send', clientId: 'q-0', body: 'What are the rates and fees?' });
    const reply = await botAnswer(socket);
    expect(reply.message.article?.title).toBe('Rates and fees');
    expect(reply.message.body).toMatch(/\n\nFrom: Rates and fees$/);
  });

  it('answers a Spanish visitor in Spanish, on the socket (?language=es) and through the API (Accept-Language)', async () => {
    const started = await sendStart(t.app, { pageUrl: 'https://summit.example/account' }, { 'accept-language': 'es' });
    expect(started.statusCode, started.body).toBe(200);
    const session = started.json<{ token: string; initialMessage: string }>();
    expect(session.initialMessage).toMatch(/^¡Hola, .*! Soy el asistente de /);
    const socket = await open(`${CHAT_SOCKET_PATH}?language=es`);
    socket.send({ type: 'auth', token: session.token });
    await socket.next('ready');
    socket.send({ type: 'send', clientId: 'q-es', body: '¿Cuál es la comisión de originación?' });
    const reply = await botAnswer(socket);
    expect(reply.message.article?.title).toBe('Tasas y cargos');
    expect(reply.message.body).toMatch(/comisión de originación[\s\S]*\n\nFuente: Tasas y cargos$/);

    const res = await t.app.inject({
      method: 'POST',
      url: `${BOT}/chatWithAutobot`,
      headers: { 'accept-language': 'es-US,es;q=0.9' },
      payload: {
        message: '¿Cuál es la comisión de originación?',
        organization: 'summit',
        pageUrl: 'https://summit.example/',
        senderId: 'robin@example.com',
        senderType: 'CUSTOMER',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ responseStr: string }>().responseStr).toMatch(/\n\nFuente: Tasas y cargos$/);
  });

  it('says so when nothing answers and, in hours with nobody taking chats, offers a call-back without saying the team is away', async () => {
    const session = await startChat();
    const { socket } = await borrowerSocket(session.token);
    socket.send({ type: 'send', clientId: 'q-1', body: 'zzqx wibble frobnicate' });
    const reply = await botAnswer(socket);
    expect(reply.message.body).toBe(
      "I couldn't find an answer to that. No agent can take a chat right now. Leave your number and we'll call you back today, within our hours.",
    );
    expect(reply.message.offer).toBe('CALLBACK');
    socket.send({ type: 'request-agent' });
    expect((await socket.next('error')).code).toBe('BAD_FRAME');
  });

  it('in hours with an agent taking chats offers a person, and the borrower joins the queue', async () => {
    const { socket: console } = await agentSocket(agent);
    console.send({ type: 'availability', available: true });
    console.send({ type: 'ping' });
    await console.next('pong');
    const session = await startChat({ chatMode: 'AGENT', modeOverride: 'CHATBOT' });
    const { socket } = await borrowerSocket(session.token);
    socket.send({ type: 'send', clientId: 'q-2', body: 'zzqx wibble frobnicate' });
    const reply = await botAnswer(socket);
    expect(reply.message.offer).toBe('AGENT');
    expect(reply.message.body).toBe("I couldn't find an answer to that. Would you like to chat with a person?");
    socket.send({ type: 'request-agent' });
    expect((await socket.next('state')).conversation).toMatchObject({ mode: 'AGENT', state: 'WAITING' });
    await console.next('queue-changed', () => true);
    const lists = await t.app.inject({ url: `${CONSOLE}/chats`, headers: agent.headers });
    expect(lists.json<{ waiting: { uuid: string }[] }>().waiting.map((c) => c.uuid)).toContain(session.conversationSid);
    console.send({ type: 'availability', available: false });
    console.send({ type: 'ping' });
    await console.next('pong');
  });

  it("answers the widget's question over chatWithAutobot in its own chat, stored once per clientId, its socket following", async () => {
    const session = await startChat();
    const { socket } = await borrowerSocket(session.token);
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: `${BOT}/chatWithAutobot`,
        payload: {
          conversationId: session.conversationSid,
          message: 'What are the rates and fees?',
          organization: 'summit',
          pageUrl: 'https://summit.example/account',
          senderId: 'contact-1',
          senderType: 'CUSTOMER',
          clientId: 'widget-q-1',
        },
      });
    const res = await ask();
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<{ conversationId: string; questionId: string; responseStr: string }>();
    expect(answer.conversationId).toBe(session.conversationSid);
    expect(answer.responseStr).toMatch(/\n\nFrom: Rates and fees$/);
    // The socket that follows the chat hears the question (with its clientId) and the answer.
    const asked = await socket.next('message', (f) => f.message.senderType === 'CUSTOMER');
    expect(asked.message).toMatchObject({ clientId: 'widget-q-1', body: 'What are the rates and fees?' });
    const told = await socket.next(
      'message',
      (f) => f.message.senderType === 'BOT' && f.message.seq > asked.message.seq,
    );
    expect(told.message.uuid).toBe(answer.questionId);
    // Sent again (a retry after a lost answer): the question is stored once.
    expect((await ask()).statusCode).toBe(200);
    const history = await t.app.inject({ url: `${BOT}/getChatHistory/${session.conversationSid}` });
    expect(
      history.json<{ questionStr: string }[]>().filter((e) => e.questionStr === 'What are the rates and fees?'),
    ).toHaveLength(1);
  });

  it('404 for the history of an unknown conversation', async () => {
    const res = await t.app.inject({ url: `${BOT}/getChatHistory/not-a-chat` });
    expect(res.statusCode).toBe(404);
  });
});

describe('the borrower socket', () => {
  it('closes a socket that does not authenticate', async () => {
    const socket = await open(CHAT_SOCKET_PATH);
    socket.send({ type: 'ping' });
    expect(await socket.closed).toBe(4401);
    const bad = await open(CHAT_SOCKET_PATH);
    bad.send({ type: 'auth', token: 'made-up' });
    expect((await bad.next('error')).code).toBe('INVALID_TOKEN');
    expect(await bad.closed).toBe(4401);
  });

  it('acknowledges a stored message and stores a resend once; answers bad frames without closing', async () => {
    const session = await startChat({ modeOverride: 'AGENT' });
    const { socket } = await borrowerSocket(session.token);
    socket.send({ type: 'send', clientId: 'm-1', body: 'Hello?' });
    const ack = await socket.next('ack');
    socket.send({ type: 'send', clientId: 'm-1', body: 'Hello?' });
    const again = await socket.next('ack');
    expect(again.message.uuid).toBe(ack.message.uuid);
    socket.send({ type: 'send', clientId: 'm-2', body: '   ' });
    expect((await socket.next('error')).code).toBe('BAD_FRAME');
    socket.ws.send('not json');
    expect((await socket.next('error')).code).toBe('BAD_FRAME');
    socket.send({ type: 'ping' });
    await socket.next('pong');
    const resumed = await borrowerSocket(session.token, 1);
    expect(resumed.ready.messages.map((m) => [m.seq, m.body])).toEqual([[2, 'Hello?']]);
  });

  it('sends an accepted file with a message and refuses a program', async () => {
    const session = await startChat({ modeOverride: 'AGENT' });
    const pdf = multipart('statement.pdf', PDF);
    const up = await t.app.inject({
      method: 'POST',
      url: `${CSP}/attachments`,
      headers: { ...pdf.headers, 'x-chat-token': session.token },
      payload: pdf.payload,
    });
    expect(up.statusCode, up.body).toBe(201);
    const attachment = up.json<{ uuid: string; contentType: string }>();
    expect(attachment.contentType).toBe('application/pdf');
    const exe = multipart('statement.pdf', EXE);
    const refused = await t.app.inject({
      method: 'POST',
      url: `${CSP}/attachments`,
      headers: { ...exe.headers, 'x-chat-token': session.token },
      payload: exe.payload,
    });
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toEqual({ errors: [englishOf(CHAT_ATTACHMENT_REFUSED_MESSAGE)] });
    const { socket } = await borrowerSocket(session.token);
    socket.send({ type: 'send', clientId: 'f-1', body: '', attachmentUuids: [attachment.uuid] });
    const ack = await socket.next('ack');
    expect(ack.message.attachments).toEqual([expect.objectContaining({ uuid: attachment.uuid })]);
    const down = await t.app.inject({
      url: `${CSP}/attachments/${attachment.uuid}`,
      headers: { 'x-chat-token': session.token },
    });
    expect(down.statusCode).toBe(200);
    expect(down.headers['content-type']).toContain('application/pdf');
    const other = await startChat();
    const stranger = await t.app.inject({
      url: `${CSP}/attachments/${attachment.uuid}`,
      headers: { 'x-chat-token': other.token },
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('accepts UTF-8 text named .txt, refuses text with NUL bytes, and refuses a file over 10 MB (413)', async () => {
    const session = await startChat();
    const upload = (fileName: string, bytes: Buffer) => {
      const body = multipart(fileName, bytes);
      return t.app.inject({
        method: 'POST',
        url: `${CSP}/attachments`,
        headers: { ...body.headers, 'x-chat-token': session.token },
        payload: body.payload,
      });
    };
    const text = await upload('notes.txt', Buffer.from('My payoff is 12 345 € — thanks'));
    expect(text.statusCode).toBe(201);
    expect(text.json<{ contentType: string }>().contentType).toBe('text/plain');
    expect((await upload('notes.txt', Buffer.from('a\u0000b'))).statusCode).toBe(415);
    expect((await upload('notes.csv', Buffer.from('a,b'))).statusCode).toBe(415);
    const big = await upload('big.pdf', Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024, 32)]));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ errors: ['This file is larger than 10 MB.'] });
    const noToken = multipart('statement.pdf', PDF);
    const refused = await t.app.inject({
      method: 'POST',
      url: `${CSP}/attachments`,
      headers: { ...noToken.headers, 'x-chat-token': 'made-up' },
      payload: noToken.payload,
    });
    expect(refused.statusCode).toBe(401);
  });

  it('ends on request, takes the survey once', async () => {
    const session = await startChat();
    const { socket } = await borrowerSocket(session.token);
    const end = await t.app.inject({ method: 'POST', url: `${CSP}/end`, payload: { token: session.token } });
    expect(end.json()).toEqual({ ok: true });
    expect((await socket.next('state')).conversation.state).toBe('ENDED');
    socket.send({ type: 'send', clientId: 'late', body: 'Still there?' });
    expect(await socket.next('error')).toMatchObject({ code: 'ENDED', clientId: 'late' });
    const survey = { token: session.token, rating: 5, comment: 'Quick.' };
    expect((await t.app.inject({ method: 'POST', url: `${CSP}/survey`, payload: survey })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `${CSP}/survey`, payload: survey })).statusCode).toBe(409);
  });
});

describe('agents', () => {
  it('take a waiting chat, reply, and see typing both ways', async () => {
    const { socket: console } = await agentSocket(agent);
    const session = await startChat({ modeOverride: 'AGENT' });
    await console.next('queue-changed');
    const { socket: widget } = await borrowerSocket(session.token);

    const taken = await t.app.inject({
      method: 'POST',
      url: `${CONSOLE}/chats/${session.conversationSid}/take`,
      headers: agent.headers,
    });
    expect(taken.statusCode, taken.body).toBe(200);
    expect((await widget.next('message', (f) => f.message.senderType === 'SYSTEM')).message).toMatchObject({
      body: 'Avery joined the chat.',
      notice: { kind: 'agent-joined', agentName: 'Avery' },
    });
    expect((await widget.next('state')).conversation).toMatchObject({ state: 'ACTIVE', agentName: 'Avery' });
    const again = await t.app.inject({
      method: 'POST',
      url: `${CONSOLE}/chats/${session.conversationSid}/take`,
      headers: agent.headers,
    });
    expect(again.statusCode).toBe(409);

    widget.send({ type: 'typing', text: 'I have a quest' });
    expect(await console.next('typing')).toMatchObject({ senderType: 'CUSTOMER', text: 'I have a quest' });
    widget.send({ type: 'send', clientId: 'b-1', body: 'I have a question' });
    await console.next('message', (f) => f.message.clientId === 'b-1');

    console.send({ type: 'typing', conversationUuid: session.conversationSid, text: 'Sure' });
    expect(await widget.next('typing')).toMatchObject({ senderType: 'AGENT', senderName: 'Avery', text: 'Sure' });
    console.send({ type: 'send', conversationUuid: session.conversationSid, clientId: 'a-1', body: 'Sure, go on.' });
    expect((await console.next('ack')).message.body).toBe('Sure, go on.');
    expect((await widget.next('message', (f) => f.message.senderType === 'AGENT')).message.senderName).toBe('Avery');

    const closed = await t.app.inject({
      method: 'POST',
      url: `${CONSOLE}/chats/${session.conversationSid}/close`,
      headers: agent.headers,
    });
    expect(closed.json<{ conversation: { state: string } }>().conversation.state).toBe('ENDED');
    expect((await widget.next('state', (f) => f.conversation.state === 'ENDED')).conversation.state).toBe('ENDED');
  });

  it('says what the chat itself says with a kind and its parameters, the body in English, on the socket and in the console', async () => {
    const session = await startChat({ modeOverride: 'AGENT' }, { 'accept-language': 'es' });
    const { socket: widget, ready } = await borrowerSocket(session.token);
    // The welcome's body is in the visitor's language, as initWebChat answers it; its kind lets the widget write it.
    expect(ready.messages.map((m) => [m.senderType, m.body, m.notice])).toEqual([
      ['SYSTEM', 'Gracias, Robin. Un agente lo atenderá en breve.', { kind: 'agent-coming', name: 'Robin' }],
    ]);
    const chat = `${CONSOLE}/chats/${session.conversationSid}`;
    await t.app.inject({ method: 'POST', url: `${chat}/take`, headers: agent.headers });
    await t.app.inject({
      method: 'POST',
      url: `${chat}/transfer`,
      headers: agent.headers,
      payload: { toStaffUuid: null },
    });
    await t.app.inject({ method: 'POST', url: `${chat}/close`, headers: agent.headers });
    await widget.next('message', (f) => f.message.notice?.kind === 'chat-ended');
    const expected = [
      ['Avery joined the chat.', { kind: 'agent-joined', agentName: 'Avery' }],
      ['You are back in the queue. An agent will be with you shortly.', { kind: 'back-in-queue' }],
      ['The chat ended.', { kind: 'chat-ended' }],
    ];
    const consoleChat = await t.app.inject({ url: chat, headers: agent.headers });
    const messages = consoleChat.json<{ messages: { senderType: string; body: string; notice: unknown }[] }>().messages;
    expect(messages.filter((m) => m.senderType === 'SYSTEM').map((m) => [m.body, m.notice])).toEqual([
      ['Gracias, Robin. Un agente lo atenderá en breve.', { kind: 'agent-coming', name: 'Robin' }],
      ...expected,
    ]);
    const again = await borrowerSocket(session.token);
    expect(again.ready.messages.slice(1).map((m) => [m.body, m.notice])).toEqual(expected);
  });

  it("may not reply in a chat that is not theirs, and sees no other organisation's chat (404)", async () => {
    const session = await startChat({ modeOverride: 'AGENT' });
    const { socket: console } = await agentSocket(agent);
    console.send({ type: 'send', conversationUuid: session.conversationSid, clientId: 'x-1', body: 'Hi' });
    expect((await console.next('error')).code).toBe('BAD_FRAME');
    const res = await t.app.inject({
      url: `${CONSOLE}/chats/${session.conversationSid}`,
      headers: otherOrgAgent.headers,
    });
    expect(res.statusCode).toBe(404);
    const take = await t.app.inject({
      method: 'POST',
      url: `${CONSOLE}/chats/${session.conversationSid}/take`,
      headers: otherOrgAgent.headers,
    });
    expect(take.statusCode).toBe(404);
  });

  it('transfer to a member who does not answer chats of the organisation is refused; back to the queue works', async () => {
    const session = await startChat({ agentChatId: agent.memberUuid });
    const refused = await t.app.inject({
      method: 'POST',
      url: `${CONSOLE}/chats/${session.conversationSid}/transfer`,
      headers: agent.headers,
      payload: { toStaffUuid: otherOrgAgent.memberUuid },
    });
    expect(refused.statusCode).toBe(400);
    const back = await t.app.inject({
      method: 'POST',
      url: `${CONSOLE}/chats/${session.conversationSid}/transfer`,
      headers: agent.headers,
      payload: { toStaffUuid: null },
    });
    expect(back.json<{ row: { state: string; agent: unknown } }>().row).toMatchObject({
      state: 'WAITING',
      agent: null,
    });
  });

  it('an agent socket needs a staff session that may answer chats; availability shows in the lists', async () => {
    const bad = await open(CONSOLE_CHAT_SOCKET_PATH);
    bad.send({ type: 'auth', token: 'not-a-session' });
    expect(await bad.closed).toBe(4401);
    const { socket, ready } = await agentSocket(agent);
    expect(ready.available).toBe(false);
    socket.send({ type: 'availability', available: true });
    socket.send({ type: 'ping' });
    await socket.next('pong');
    const agents = await t.app.inject({ url: `${CONSOLE}/chat-agents`, headers: agent.headers });
    expect(agents.json()).toContainEqual({ uuid: agent.memberUuid, name: 'Avery', available: true });
    socket.send({ type: 'availability', available: false });
    socket.send({ type: 'ping' });
    await socket.next('pong');
  });

  it("closes an agent's socket once their staff session is signed out", async () => {
    const leaving = await createStaffSession(t.app, { roles: ['SUPPORT_AGENT'], orgCodes: ['summit'] });
    const { socket } = await agentSocket(leaving);
    const out = await t.app.inject({ method: 'POST', url: STAFF_SIGN_OUT, headers: leaving.headers });
    expect(out.statusCode).toBe(200);
    socket.send({ type: 'ping' });
    expect((await socket.next('error')).code).toBe('INVALID_TOKEN');
    expect(await socket.closed).toBe(4401);
  });

  it('a call-back request reaches the queue and is marked done', async () => {
    const session = await startChat();
    const { socket } = await borrowerSocket(session.token);
    socket.send({ type: 'request-callback', clientId: 'cb-1', phoneNumber: '(555) 123-4567' });
    socket.send({ type: 'request-callback', clientId: 'cb-1', phoneNumber: '(555) 123-4567' });
    const thanks = await socket.next('message', (f) => f.message.body.startsWith('Thanks — '));
    expect(thanks.message.body).toBe("Thanks — we'll call you at (555) 123-4567 during business hours.");
    expect(thanks.message.notice).toEqual({ kind: 'callback-requested', phoneNumber: '(555) 123-4567' });
    const lists = await t.app.inject({ url: `${CONSOLE}/chats`, headers: agent.headers });
    const callbacks = lists.json<{ callbacks: { uuid: string; chatUuid: string }[] }>().callbacks;
    const mine = callbacks.filter((c) => c.chatUuid === session.conversationSid);
    expect(mine).toHaveLength(1);
    const done = await t.app.inject({
      method: 'POST',
      url: `${CONSOLE}/chat-callbacks/${mine[0]?.uuid}/done`,
      headers: agent.headers,
    });
    expect(done.statusCode).toBe(200);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: `${CONSOLE}/chat-callbacks/${mine[0]?.uuid}/done`,
      headers: otherOrgAgent.headers,
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it("lets the chat's agent send a file, not another member", async () => {
    const other = await createStaffSession(t.app, { roles: ['SUPPORT_AGENT'], orgCodes: ['summit'], name: 'Casey' });
    const session = await startChat({ agentChatId: agent.memberUuid });
    const pdf = multipart('rates.pdf', PDF);
    const url = `${CONSOLE}/chats/${session.conversationSid}/attachments`;
    const sent = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...agent.headers, ...pdf.headers },
      payload: pdf.payload,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const notTheirs = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...other.headers, ...pdf.headers },
      payload: pdf.payload,
    });
    expect(notTheirs.statusCode).toBe(403);
    const { uuid } = sent.json<{ uuid: string }>();
    const down = await t.app.inject({ url: `${url}/${uuid}`, headers: other.headers });
    expect(down.statusCode).toBe(200);
    expect((await t.app.inject({ url: `${url}/${uuid}`, headers: otherOrgAgent.headers })).statusCode).toBe(404);
    // A processor, who answers no chat but reads the file and its transcripts, opens the transcript's file too.
    const processor = await createStaffSession(t.app, { roles: ['PROCESSOR'], orgCodes: ['summit'] });
    expect((await t.app.inject({ url: `${url}/${uuid}`, headers: processor.headers })).statusCode).toBe(200);
  });

  it("keeps a signed-in borrower's transcript on their application's file", async () => {
    const borrower = await registerAndLogin(t.app);
    const applicationUuid = await createHeloc(t.app, borrower);
    const auth = await t.app.inject({
      method: 'POST',
      url: '/service-csp/customer/secure/api/v1/webchat/authenticate',
      headers: borrower.auth,
    });
    const session = await startChat({ nonce: auth.json<{ nonce: string }>().nonce, applicationUuid });
    const { socket } = await borrowerSocket(session.token);
    socket.send({ type: 'send', clientId: 't-1', body: 'About my file' });
    await socket.next('ack');
    const reader = await createStaffSession(t.app, { roles: ['UNDERWRITER'], orgCodes: ['summit'] });
    const res = await t.app.inject({
      url: `${CONSOLE}/applications/${applicationUuid}/chats`,
      headers: reader.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [chat] = res.json<{ row: { uuid: string; applicationUuid: string }; messages: { body: string }[] }[]>();
    expect(chat?.row).toMatchObject({ uuid: session.conversationSid, applicationUuid });
    expect(chat?.messages.map((m) => m.body)).toContain('About my file');
    const elsewhere = await t.app.inject({
      url: `${CONSOLE}/applications/${applicationUuid}/chats`,
      headers: otherOrgAgent.headers,
    });
    expect(elsewhere.statusCode).toBe(404);
  });
});
