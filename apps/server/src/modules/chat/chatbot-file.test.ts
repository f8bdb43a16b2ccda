import { formatLongCalendarDate } from '@heloc/domain';
import { CHAT_SOCKET_PATH, CONSOLE_CHAT_SOCKET_PATH, type FundingForecastAnswer } from '@heloc/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatTestSocket, openChatSocket } from '../../../test/chat-client';
import { startChat as sendStart } from '../../../test/chat-start';
import { appUrl, SANDBOX_HEADERS } from '../../../test/engine-fixtures';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { type ApplicationWithSigner, applicationWithSigner } from '../../../test/signer-fixtures';
import { createStaffSession } from '../../../test/staff-fixtures';

/*
 * The chatbot answers from the signed-in person's own file (docs/product/chat.md §3), as far as that person may read
 * it (docs/product/privacy.md §2): the borrower gets the funding date of the progress panel, the open requests in the
 * lender's words to them and their offer; a signer gets where the application stands and the requests, not the
 * date nor the offer; a visitor gets the article and is told to sign in. "Talk to a person" moves the chat to the
 * agents' queue in hours and offers a call-back out of hours.
 */

const REQUEST = 'Please send your latest bank statement: we need to see the deposit of your pension.';
const INTERNAL_NOTE = 'Internal: pension deposit looked odd in the bank link.';
/** A Sunday, 3am Pacific: out of the chat's default hours (docs/product/chat.md §2). */
const OUT_OF_HOURS = Date.parse('2026-03-15T10:00:00Z');
/** A Wednesday, 10am Pacific: within them. */
const IN_HOURS = Date.parse('2026-03-18T17:00:00Z');

let t: TestApp;
let baseUrl: string;
let file: ApplicationWithSigner;
const sockets: ChatTestSocket[] = [];

beforeAll(async () => {
  t = await buildTestApp({ PROCESSING_DELAY_MS: '0' });
  t.clock.advance(OUT_OF_HOURS - t.clock.now().getTime());
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  file = await applicationWithSigner(t.app);
  const raised = await t.app.inject({
    method: 'POST',
    url: `/sandbox/api/v1/applications/${file.uuid}/conditions`,
    headers: SANDBOX_HEADERS,
    payload: { categoryEnum: 'GENERIC_DOCUMENT_REQUEST', commentsToBorrower: REQUEST, internalNotes: INTERNAL_NOTE },
  });
  expect(raised.statusCode, raised.body).toBe(201);
});

afterAll(async () => {
  for (const socket of sockets) await socket.close();
  await t.close();
});

/** A chat started from the widget, signed in when `auth` is given, and its socket in `language`. */
const chatAs = async (auth: Record<string, string> | null, extra: Record<string, unknown> = {}, language = 'en') => {
  const nonce = auth
    ? (
        await t.app.inject({
          method: 'POST',
          url: '/service-csp/customer/secure/api/v1/webchat/authenticate',
          headers: auth,
        })
      ).json<{ nonce: string }>().nonce
    : undefined;
  const started = await sendStart(t.app, { ...(nonce ? { nonce } : {}), ...extra });
  expect(started.statusCode, started.body).toBe(200);
  const socket = await openChatSocket(baseUrl, `${CHAT_SOCKET_PATH}?language=${language}`);
  sockets.push(socket);
  socket.send({ type: 'auth', token: started.json<{ token: string }>().token });
  await socket.next('ready');
  let count = 0;
  return {
    socket,
    ask: async (question: string) => {
      count += 1;
      socket.send({ type: 'send', clientId: `q-${count}`, body: question });
      const sent = await socket.next('ack', (f) => f.clientId === `q-${count}`);
      return (await socket.next('message', (f) => f.message.senderType === 'BOT' && f.message.seq > sent.message.seq))
        .message;
    },
  };
};

const expectedDate = async (locale: string) => {
  const forecast = (
    await t.app.inject({ url: `${appUrl(file.uuid)}/funding-forecast`, headers: file.primary.auth })
  ).json<FundingForecastAnswer>();
  return formatLongCalendarDate(forecast.forecast?.fundingOn ?? '', locale);
};

describe('the borrower, signed in', () => {
  it('is told the date the progress panel shows and what the lender still needs, never its notes', async () => {
    const { ask } = await chatAs(file.primary.auth, { applicationUuid: file.uuid });
    const date = await ask('when will I get my money?');
    expect(date.body).toContain(`Your funds are expected by ${await expectedDate('en-US')}`);
    expect(date.body).toMatch(/From: your application$/);
    const needs = await ask('what do you need from me?');
    expect(needs.body).toContain(REQUEST);
    expect(needs.body).not.toContain(INTERNAL_NOTE);
    expect((await ask('where does my application stand?')).body).toMatch(/^Your application is at step \d of 7/);
  });

  it('is answered in Spanish in a Spanish chat', async () => {
    const { ask } = await chatAs(file.primary.auth, { applicationUuid: file.uuid }, 'es');
    expect((await ask('¿cuándo recibo mi dinero?')).body).toContain(
      `Sus fondos se esperan para el ${await expectedDate('es-US')}`,
    );
  });
});

describe('a question in the other language', () => {
  it('is answered in the language it was asked in', async () => {
    const { ask } = await chatAs(file.primary.auth, { applicationUuid: file.uuid }, 'en');
    expect((await ask('¿cuándo recibo mi dinero?')).body).toContain(
      `Sus fondos se esperan para el ${await expectedDate('es-US')}`,
    );
    const visitor = await chatAs(null, {}, 'en');
    expect((await visitor.ask('¿Cuál es la comisión de originación?')).article?.title).toBe('Tasas y cargos');
  });
});

describe('an additional signer, signed in', () => {
  it('gets where the application stands and the requests, not the funding date nor the offer', async () => {
    const { ask } = await chatAs(file.signer.auth);
    const date = await ask('when will I get my money?');
    expect(date.body).toContain('The expected funding date is for the borrower to see.');
    expect(date.body).not.toContain(await expectedDate('en-US'));
    expect((await ask('what do you need from me?')).body).toContain(REQUEST);
    expect((await ask('how much will my monthly payment be?')).body).toContain(
      'The offer and its figures are for the borrower to see.',
    );
  });
});

describe('a question that is not about one’s own file', () => {
  it('gets the article, signed in or not', async () => {
    const { ask } = await chatAs(file.primary.auth, { applicationUuid: file.uuid });
    const answer = await ask('Which offer should I choose?');
    expect(answer.article?.title).toBe('Choosing your offer');
    expect(answer.body).not.toContain('From: your application');
  });
});

describe('a visitor', () => {
  it('gets the article and is told to sign in', async () => {
    const { ask } = await chatAs(null);
    const answer = await ask('when will I get my money?');
    expect(answer.article?.title).toBe('When your money arrives');
    expect(answer.body).toContain('Sign in and ask me again to see the date expected for your own application.');
  });

  it('is told when nothing answers, and the question waits in the console for an article', async () => {
    const { ask } = await chatAs(null);
    const answer = await ask('Can I pay with bitcoin?');
    expect(answer.article).toBeNull();
    expect(answer.offer).toBe('CALLBACK');
    const admin = await createStaffSession(t.app, { roles: ['ADMIN'], orgCodes: ['summit'] });
    const gaps = await t.app.inject({ url: '/console/api/v1/knowledge/gaps?orgCode=summit', headers: admin.headers });
    expect(gaps.json<{ question: string }[]>().map((g) => g.question)).toContain('Can I pay with bitcoin?');
  });
});

describe('talk to a person', () => {
  it('out of hours offers a call-back', async () => {
    const { ask } = await chatAs(null);
    const answer = await ask('I want to talk to a real person');
    expect(answer.offer).toBe('CALLBACK');
    expect(answer.body).toMatch(/^Our team is away right now/);
  });

  it('in hours with no agent taking chats says so, never that the team is away', async () => {
    t.clock.advance(IN_HOURS - t.clock.now().getTime());
    const { ask } = await chatAs(null);
    const answer = await ask('I want to talk to a real person');
    expect(answer.offer).toBe('CALLBACK');
    expect(answer.body).toMatch(/^No agent can take a chat right now/);
    expect(answer.body).not.toMatch(/away/);
  });

  it('in hours moves the chat, with what the chatbot answered, to the agents’ queue', async () => {
    t.clock.advance(IN_HOURS - t.clock.now().getTime());
    const agent = await createStaffSession(t.app, { roles: ['SUPPORT_AGENT'], orgCodes: ['summit'], name: 'Avery' });
    const console = await openChatSocket(baseUrl, CONSOLE_CHAT_SOCKET_PATH);
    sockets.push(console);
    console.send({ type: 'auth', token: agent.token });
    await console.next('ready-agent');
    console.send({ type: 'availability', available: true });
    console.send({ type: 'ping' });
    await console.next('pong');

    const { socket, ask } = await chatAs(null, { chatMode: 'AGENT', modeOverride: 'CHATBOT' });
    await ask('What is the origination fee?');
    socket.send({ type: 'send', clientId: 'person', body: 'talk to a person please' });
    expect((await socket.next('state')).conversation).toMatchObject({ mode: 'AGENT', state: 'WAITING' });
    const lists = await t.app.inject({ url: '/console/api/v1/chats', headers: agent.headers });
    const [waiting] = lists.json<{ waiting: { uuid: string }[] }>().waiting;
    const chat = await t.app.inject({ url: `/console/api/v1/chats/${waiting?.uuid}`, headers: agent.headers });
    const bodies = chat.json<{ messages: { senderType: string; body: string }[] }>().messages;
    expect(bodies.find((m) => m.senderType === 'BOT' && m.body.includes('4.99%'))).toBeDefined();
    expect(bodies.at(-1)?.senderType).toBe('SYSTEM');
  });
});
