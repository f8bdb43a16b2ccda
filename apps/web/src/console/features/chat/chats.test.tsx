import { CHAT_ATTACHMENT_REFUSED_MESSAGE, englishOf } from '@heloc/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../testing/fixtures';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderConsole } from '../../testing/render-console';
import {
  buildChatMessage,
  buildChatRow,
  buildConsoleChat,
  CALLBACK_UUID,
  CHAT_UUID,
  OTHER_AGENT_UUID,
  WAITING_CHAT_UUID,
} from '../../testing/chat-fixtures';
import { APPLICATION_UUID, buildFile, buildSelf, MEMBER_UUID, STAFF_TOKEN } from '../../testing/console-fixtures';
import { FakeWebSocket } from '../../../testing/fake-web-socket';

const API = '/console/api/v1';
const background = (roles: Parameters<typeof buildSelf>[0] = ['SUPPORT_AGENT']) => ({
  'GET /staff/api/v1/me': jsonResponse(buildSelf(roles)),
});
const lists = (overrides = {}) => ({
  waiting: [
    buildChatRow({
      uuid: WAITING_CHAT_UUID,
      state: 'WAITING',
      friendlyName: 'Sam Waiting',
      emailAddress: 'sam@example.com',
      agent: null,
      waitingSince: new Date(Date.now() - 5 * 60_000).toISOString(),
      lastMessage: 'Is anyone there?',
    }),
  ],
  mine: [buildChatRow()],
  others: [
    buildChatRow({
      uuid: '8e8e8e8e-0000-4000-8000-000000000010',
      friendlyName: 'Alex Other',
      applicationUuid: null,
      loanNumber: null,
      agent: { uuid: OTHER_AGENT_UUID, name: 'Casey Closer' },
    }),
  ],
  callbacks: [
    {
      uuid: CALLBACK_UUID,
      chatUuid: '9f9f9f9f-0000-4000-8000-000000000011',
      orgCode: 'MAIN',
      friendlyName: 'Robin Caller',
      emailAddress: 'robin@example.com',
      phoneNumber: '(555) 010-0199',
      requestedAt: '2026-11-27T03:00:00.000Z',
    },
  ],
  available: false,
  ...overrides,
});

/** Opens the screen's socket as the server would: accepts it and answers its auth frame. */
const connect = async (available = false) => {
  await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
  const socket = FakeWebSocket.latest();
  socket.open();
  socket.receive({ type: 'ready-agent', available });
  return socket;
};

describe('the Chats screen', () => {
  beforeEach(() => {
    sessionStorage.setItem('heloc.staff-token', STAFF_TOKEN);
    FakeWebSocket.install();
  });

  it('lists the waiting chats, the member’s, the others’ and the call-backs, and takes a waiting chat', async () => {
    const { calls } = mockFetch({
      ...background(),
      [`GET ${API}/chats`]: () => jsonResponse(lists()),
      [`POST ${API}/chats/${WAITING_CHAT_UUID}/take`]: jsonResponse(
        buildConsoleChat({ row: buildChatRow({ uuid: WAITING_CHAT_UUID, friendlyName: 'Sam Waiting' }), messages: [] }),
      ),
      [`GET ${API}/chats/${WAITING_CHAT_UUID}`]: jsonResponse(
        buildConsoleChat({ row: buildChatRow({ uuid: WAITING_CHAT_UUID, friendlyName: 'Sam Waiting' }), messages: [] }),
      ),
      [`POST ${API}/chat-callbacks/${CALLBACK_UUID}/done`]: jsonResponse({ ok: true }),
    });
    const { user, location } = renderConsole('/console/chats');
    expect(await screen.findByRole('heading', { level: 1, name: 'Chats' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chats' })).toHaveAttribute('href', '/console/chats');

    const waiting = await screen.findByRole('table', { name: 'Waiting (1)' });
    const row = within(waiting).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Sam Waiting');
    expect(row).toHaveTextContent('sam@example.com');
    expect(row).toHaveTextContent('MAIN');
    expect(row).toHaveTextContent('FHEL');
    expect(row).toHaveTextContent('5 minutes');
    expect(row).toHaveTextContent('Is anyone there?');
    expect(within(row).getByRole('link', { name: 'HL-1001' })).toHaveAttribute(
      'href',
      `/console/applications/${APPLICATION_UUID}`,
    );
    const mine = screen.getByRole('table', { name: 'My chats (1)' });
    expect(within(mine).getByRole('link', { name: 'Jordan Lee' })).toHaveAttribute(
      'href',
      `/console/chats/${CHAT_UUID}`,
    );
    const others = screen.getByRole('table', { name: "Others' chats (1)" });
    expect(others).toHaveTextContent('Casey Closer');
    const callbacks = screen.getByRole('table', { name: 'Call-back requests (1)' });
    expect(callbacks).toHaveTextContent('(555) 010-0199');

    await user.click(within(callbacks).getByRole('button', { name: 'Mark done: Robin Caller' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith(`/chat-callbacks/${CALLBACK_UUID}/done`))).toBe(true));

    await user.click(within(row).getByRole('button', { name: 'Take the chat with Sam Waiting' }));
    await waitFor(() => expect(location()).toBe(`/console/chats/${WAITING_CHAT_UUID}`));
    const take = calls.find((c) => c.url.endsWith('/take'));
    expect(take?.method).toBe('POST');
    expect(take?.headers.get('Authorization')).toBe(`Bearer ${STAFF_TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Chat with Sam Waiting' })).toBeInTheDocument();
    // The chat opened from the list keeps the same socket.
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('reads the lists again when the queue changes', async () => {
    const { calls } = mockFetch({ ...background(), [`GET ${API}/chats`]: () => jsonResponse(lists()) });
    renderConsole('/console/chats');
    await screen.findByRole('table', { name: 'Waiting (1)' });
    const socket = await connect();
    const reads = () => calls.filter((c) => c.url === `${API}/chats`).length;
    const before = reads();
    socket.receive({ type: 'queue-changed' });
    await waitFor(() => expect(reads()).toBe(before + 1));
  });

  it("shows a waiting borrower's new message in the row's Last message at once, without reading the lists", async () => {
    const { calls } = mockFetch({ ...background(), [`GET ${API}/chats`]: () => jsonResponse(lists()) });
    renderConsole('/console/chats');
    const waiting = await screen.findByRole('table', { name: 'Waiting (1)' });
    const socket = await connect();
    const reads = calls.filter((c) => c.url === `${API}/chats`).length;
    socket.receive({
      type: 'message',
      message: buildChatMessage({
        conversationUuid: WAITING_CHAT_UUID,
        seq: 3,
        body: 'Still here, any news?',
        createdAt: '2026-11-27T10:05:00.000Z',
      }),
    });
    const row = within(waiting).getAllByRole('row')[1]!;
    await waitFor(() => expect(row).toHaveTextContent('Still here, any news?'));
    expect(row).not.toHaveTextContent('Is anyone there?');
    expect(calls.filter((c) => c.url === `${API}/chats`)).toHaveLength(reads);
  });

  it('authenticates the socket with the staff token and sends the availability, again after a reconnection', async () => {
    mockFetch({ ...background(), [`GET ${API}/chats`]: () => jsonResponse(lists()) });
    const { user } = renderConsole('/console/chats');
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    const socket = FakeWebSocket.latest();
    expect(socket.url).toBe(`${window.location.origin.replace(/^http/, 'ws')}/console/api/v1/chat/socket`);
    socket.open();
    expect(socket.sent[0]).toEqual({ type: 'auth', token: STAFF_TOKEN });
    socket.receive({ type: 'ready-agent', available: false });

    const toggle = await screen.findByRole('switch', { name: 'Available for chats' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(socket.sentOf('availability')).toEqual([{ type: 'availability', available: true }]);

    socket.drop();
    expect(await screen.findByRole('alert')).toHaveTextContent('Connection lost. Attempting to reconnect.');
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2));
    const again = FakeWebSocket.latest();
    again.open();
    expect(again.sent[0]).toEqual({ type: 'auth', token: STAFF_TOKEN });
    again.receive({ type: 'ready-agent', available: false });
    expect(again.sentOf('availability')).toEqual([{ type: 'availability', available: true }]);
    await waitFor(() =>
      expect(screen.queryByText('Connection lost. Attempting to reconnect.')).not.toBeInTheDocument(),
    );
    expect(toggle).toBeChecked();
  });

  it("keeps the agent available while they open a borrower's file from a chat and come back", async () => {
    mockFetch({
      ...background(),
      [`GET ${API}/chats`]: () => jsonResponse(lists()),
      [`GET ${API}/applications/${APPLICATION_UUID}`]: jsonResponse(buildFile()),
    });
    const { user, location } = renderConsole('/console/chats');
    const socket = await connect();
    await user.click(await screen.findByRole('switch', { name: 'Available for chats' }));
    expect(socket.sentOf('availability')).toEqual([{ type: 'availability', available: true }]);

    await user.click(
      within(await screen.findByRole('table', { name: /My chats/ })).getByRole('link', { name: 'HL-1001' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: buildFile().borrower.name })).toBeInTheDocument();
    expect(location()).toBe(`/console/applications/${APPLICATION_UUID}`);
    // The agent's socket is the session's: still open, nothing told the server they stopped taking chats.
    expect(socket.readyState).toBe(FakeWebSocket.OPEN);
    expect(socket.sentOf('availability')).toEqual([{ type: 'availability', available: true }]);

    await user.click(within(screen.getByRole('navigation', { name: 'Console' })).getByRole('link', { name: 'Chats' }));
    expect(await screen.findByRole('switch', { name: 'Available for chats' })).toBeChecked();
    expect(FakeWebSocket.instances.filter((s) => s.url.endsWith('/chat/socket'))).toHaveLength(1);
  });

  it('shows the chat list to chat agents only', async () => {
    mockFetch({ ...background(['UNDERWRITER']) });
    renderConsole('/console/chats');
    expect(await screen.findByText('Only support agents answer chats.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Chats' })).not.toBeInTheDocument();
    expect(FakeWebSocket.instances).toHaveLength(0);
  });
});

describe('a chat', () => {
  const chatPath = `/console/chats/${CHAT_UUID}`;
  beforeEach(() => {
    sessionStorage.setItem('heloc.staff-token', STAFF_TOKEN);
    FakeWebSocket.install();
  });

  it('appends a live message once, shows the typing preview and sends with Enter until the ack', async () => {
    mockFetch({ ...background(), [`GET ${API}/chats/${CHAT_UUID}`]: jsonResponse(buildConsoleChat()) });
    const { user } = renderConsole(chatPath);
    expect(await screen.findByRole('heading', { level: 1, name: 'Chat with Jordan Lee' })).toBeInTheDocument();
    const messages = screen.getByRole('list', { name: 'Messages' });
    expect(within(messages).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('link', { name: "Open the borrower's file" })).toHaveAttribute(
      'href',
      `/console/applications/${APPLICATION_UUID}`,
    );
    const socket = await connect(true);

    const incoming = buildChatMessage({ seq: 2, body: 'And the rate?' });
    socket.receive({ type: 'message', message: incoming });
    socket.receive({ type: 'message', message: incoming });
    await waitFor(() => expect(within(messages).getAllByRole('listitem')).toHaveLength(2));
    expect(within(messages).getAllByText('And the rate?')).toHaveLength(1);
    expect(screen.getByText('New message from Jordan Lee: And the rate?')).toBeInTheDocument();

    socket.receive({
      type: 'typing',
      conversationUuid: CHAT_UUID,
      senderType: 'CUSTOMER',
      senderName: 'Jordan Lee',
      text: 'One more',
    });
    expect(await screen.findByText('Jordan Lee is typing: One more')).toHaveAttribute('aria-live', 'polite');

    const composer = screen.getByRole('textbox', { name: 'Message' });
    await user.type(composer, 'Hello{Shift>}{Enter}{/Shift}there');
    expect(composer).toHaveValue('Hello\nthere');
    expect(socket.sentOf('typing').length).toBeGreaterThanOrEqual(1);
    expect(socket.sentOf('typing')[0]).toMatchObject({ conversationUuid: CHAT_UUID });
    await user.keyboard('{Enter}');
    expect(composer).toHaveValue('');
    const [send] = socket.sentOf('send');
    expect(send).toMatchObject({
      type: 'send',
      conversationUuid: CHAT_UUID,
      body: 'Hello\nthere',
      attachmentUuids: [],
    });
    expect(typeof send!.clientId).toBe('string');
    expect(within(messages).getByText(/Sending…/)).toBeInTheDocument();

    socket.receive({
      type: 'ack',
      clientId: send!.clientId,
      message: buildChatMessage({
        seq: 3,
        senderType: 'AGENT',
        senderName: 'Pat Processor',
        body: 'Hello\nthere',
        clientId: String(send!.clientId),
      }),
    });
    await waitFor(() => expect(within(messages).queryByText(/Sending…/)).not.toBeInTheDocument());
    expect(within(messages).getAllByRole('listitem')).toHaveLength(3);
    expect(within(messages).getByText('Pat Processor')).toBeInTheDocument();
  });

  describe('on the clock', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('clears the typing preview 3 s after the last typing frame and sends typing at most once a second', async () => {
      mockFetch({ ...background(), [`GET ${API}/chats/${CHAT_UUID}`]: jsonResponse(buildConsoleChat()) });
      renderConsole(chatPath);
      const composer = await screen.findByRole('textbox', { name: 'Message' });
      const socket = await connect(true);
      vi.useFakeTimers({ now: new Date('2026-11-27T12:00:00Z') });
      const typing = (text: string) =>
        socket.receive({
          type: 'typing',
          conversationUuid: CHAT_UUID,
          senderType: 'CUSTOMER',
          senderName: 'Jordan',
          text,
        });
      typing('I have');
      expect(screen.getByText('Jordan is typing: I have')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(2_000));
      typing('I have a question');
      act(() => vi.advanceTimersByTime(2_000));
      expect(screen.getByText('Jordan is typing: I have a question')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1_000));
      expect(screen.queryByText(/is typing/)).not.toBeInTheDocument();

      fireEvent.change(composer, { target: { value: 'H' } });
      fireEvent.change(composer, { target: { value: 'He' } });
      fireEvent.change(composer, { target: { value: 'Hel' } });
      expect(socket.sentOf('typing')).toEqual([{ type: 'typing', conversationUuid: CHAT_UUID, text: 'H' }]);
      act(() => vi.advanceTimersByTime(1_000));
      expect(socket.sentOf('typing').map((frame) => frame.text)).toEqual(['H', 'Hel']);
    });
  });

  it('sends an unacknowledged message again after a reconnection', async () => {
    mockFetch({ ...background(), [`GET ${API}/chats/${CHAT_UUID}`]: jsonResponse(buildConsoleChat()) });
    const { user } = renderConsole(chatPath);
    const socket = await connect(true);
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Still there?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const [send] = socket.sentOf('send');
    socket.drop();
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2));
    const again = FakeWebSocket.latest();
    again.open();
    again.receive({ type: 'ready-agent', available: true });
    expect(again.sentOf('send')).toEqual([send]);
  });

  it('reads the open chat again after a reconnection, so what was said meanwhile shows', async () => {
    const { calls } = mockFetch({
      ...background(),
      [`GET ${API}/chats/${CHAT_UUID}`]: jsonResponse(buildConsoleChat()),
    });
    renderConsole(chatPath);
    const socket = await connect(true);
    await screen.findByRole('textbox', { name: 'Message' });
    const reads = () => calls.filter((call) => call.url.endsWith(`/chats/${CHAT_UUID}`)).length;
    const before = reads();
    socket.drop();
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2));
    const again = FakeWebSocket.latest();
    again.open();
    again.receive({ type: 'ready-agent', available: true });
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
  });

  it('refuses a file of another kind and sends an accepted one with the next message', async () => {
    const attachment = {
      uuid: 'abababab-0000-4000-8000-000000000012',
      fileName: 'rates.pdf',
      contentType: 'application/pdf',
      sizeBytes: 5,
    };
    const { calls } = mockFetch({
      ...background(),
      [`GET ${API}/chats/${CHAT_UUID}`]: jsonResponse(buildConsoleChat()),
      [`POST ${API}/chats/${CHAT_UUID}/attachments`]: jsonResponse(attachment, { status: 201 }),
    });
    renderConsole(chatPath);
    const user = userEvent.setup({ applyAccept: false });
    const socket = await connect(true);
    const input = await waitFor(() => {
      const found = document.querySelector<HTMLInputElement>('input[type="file"]');
      if (!found) throw new Error('no file input');
      return found;
    });
    await user.upload(input, new File(['x'], 'virus.exe', { type: 'application/octet-stream' }));
    expect(await screen.findByText(englishOf(CHAT_ATTACHMENT_REFUSED_MESSAGE))).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/attachments'))).toBe(false);

    await user.upload(input, new File(['%PDF'], 'rates.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('list', { name: 'Files to send' })).toHaveTextContent('rates.pdf');
    expect(calls.find((c) => c.url.endsWith('/attachments'))?.headers.get('Authorization')).toBe(
      `Bearer ${STAFF_TOKEN}`,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(socket.sentOf('send')[0]).toMatchObject({ body: '', attachmentUuids: [attachment.uuid] });
  });

  it('transfers the chat to another agent and closes it after a confirmation', async () => {
    const transferred = buildConsoleChat({
      row: buildChatRow({ agent: { uuid: OTHER_AGENT_UUID, name: 'Casey Closer' } }),
    });
    const { calls } = mockFetch({
      ...background(),
      [`GET ${API}/chats/${CHAT_UUID}`]: jsonResponse(buildConsoleChat()),
      [`GET ${API}/chat-agents`]: jsonResponse([
        { uuid: MEMBER_UUID, name: 'Pat Processor', available: true },
        { uuid: OTHER_AGENT_UUID, name: 'Casey Closer', available: true },
      ]),
      [`POST ${API}/chats/${CHAT_UUID}/transfer`]: jsonResponse(transferred),
      [`POST ${API}/chats/${CHAT_UUID}/close`]: jsonResponse(
        buildConsoleChat({ row: buildChatRow({ state: 'ENDED' }) }),
      ),
    });
    const { user } = renderConsole(chatPath);
    await connect(true);
    const select = await screen.findByRole('combobox', { name: 'Transfer to' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    expect(within(select).queryByRole('option', { name: /Pat Processor/ })).not.toBeInTheDocument();
    expect(within(select).getByRole('option', { name: 'Back to the queue' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    await user.click(await screen.findByRole('button', { name: 'Close the chat' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/close') && c.method === 'POST')).toBe(true));
    expect(await screen.findByText('This chat has ended.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });

  it('hands the chat to the chosen agent', async () => {
    const { calls } = mockFetch({
      ...background(),
      [`GET ${API}/chats/${CHAT_UUID}`]: jsonResponse(buildConsoleChat()),
      [`GET ${API}/chat-agents`]: jsonResponse([{ uuid: OTHER_AGENT_UUID, name: 'Casey Closer', available: true }]),
      [`POST ${API}/chats/${CHAT_UUID}/transfer`]: jsonResponse(
        buildConsoleChat({ row: buildChatRow({ agent: { uuid: OTHER_AGENT_UUID, name: 'Casey Closer' } }) }),
      ),
    });
    const { user } = renderConsole(chatPath);
    await connect(true);
    const select = await screen.findByRole('combobox', { name: 'Transfer to' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(select, 'Casey Closer (available)');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/transfer'))?.body).toEqual({ toStaffUuid: OTHER_AGENT_UUID }),
    );
    expect(await screen.findByText('Casey Closer is answering this chat.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });

  it("shows another agent's chat read only, with the bot's article, the files and the survey", async () => {
    const chat = buildConsoleChat({
      row: buildChatRow({ state: 'ENDED', agent: { uuid: OTHER_AGENT_UUID, name: 'Casey Closer' } }),
      messages: [
        buildChatMessage({ seq: 1, body: 'What are the fees?' }),
        buildChatMessage({
          seq: 2,
          senderType: 'BOT',
          senderName: 'Assistant',
          body: 'There is no origination fee.',
          article: { uuid: 'cdcdcdcd-0000-4000-8000-000000000013', title: 'Rates and fees' },
        }),
        buildChatMessage({
          seq: 3,
          senderType: 'SYSTEM',
          senderName: '',
          body: 'Casey Closer joined the chat.',
          notice: { kind: 'agent-joined', agentName: 'Casey Closer' },
        }),
        buildChatMessage({
          seq: 4,
          body: '',
          attachments: [
            {
              uuid: 'efefefef-0000-4000-8000-000000000014',
              fileName: 'stub.pdf',
              contentType: 'application/pdf',
              sizeBytes: 4,
            },
          ],
        }),
      ],
      survey: { rating: 4, comment: 'Quick answers' },
    });
    mockFetch({ ...background(), [`GET ${API}/chats/${CHAT_UUID}`]: jsonResponse(chat) });
    renderConsole(chatPath);
    expect(await screen.findByText('From: Rates and fees')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download stub.pdf' })).toBeInTheDocument();
    // The chat's own notice: its time, then its words, with no stray comma before the time.
    const notice = screen.getByText('Casey Closer joined the chat.').closest('li')!;
    expect(notice.textContent).toMatch(/^[A-Z][a-z]{2} \d/);
    expect(screen.getByText(/rated 4 out of 5/)).toHaveTextContent('Quick answers');
    expect(screen.getByText('This chat has ended.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close chat' })).not.toBeInTheDocument();
  });
});
