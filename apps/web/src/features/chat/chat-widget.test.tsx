import type { Organization } from '@heloc/domain';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import { requestChatOpen } from '../../lib/chat-open-request';
import { createQueryClient } from '../../lib/query-client';
import { buildOrg, jsonResponse } from '../../testing/fixtures';
import { mockFetch, type RecordedCall } from '../../testing/mock-fetch';
import { ChatLauncher } from './chat-launcher';
import type { StoredChat } from './chat-storage';
import {
  buildConversation,
  buildMessage,
  buildStoredChat,
  buildSystemMessage,
  CHAT_TOKEN,
  chatStorageKey,
  CONVERSATION_UUID,
} from './testing/chat-fixtures';
import { FakeWebSocket } from '../../testing/fake-web-socket';

const HOURS = '/service-operating-hours/external/api/v1/hours/OPS_CHAT';
const WEEK = `GET ${HOURS}/week`;
const OPEN_STATUS = `GET ${HOURS}/openStatus`;
const INIT = 'POST /service-csp/external/api/v1/webchat/initWebChat';
const UPLOAD = 'POST /service-csp/external/api/v1/webchat/attachments';
const SURVEY = 'POST /service-csp/external/api/v1/webchat/survey';
const END = 'POST /service-csp/external/api/v1/webchat/end';
const RATE = 'POST /service-chat-chatbot/external/api/v1/message/setChatReplyUsedWithFeedback';

const day = (weekdayValue: number, startTime: string | null, endTime: string | null) => ({
  weekday: ['', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'][weekdayValue]!,
  weekdayValue,
  startTime,
  endTime,
  isOpen: startTime !== null,
});
const week = {
  department: 'OPS_CHAT',
  timeZone: 'America/Los_Angeles',
  weekdays: [1, 2, 3, 4, 5].map((d) => day(d, '06:00', '18:00')).concat([day(6, '08:00', '14:00'), day(7, null, null)]),
  holidays: [],
};

const hoursRoutes = (status = { isOpen: true, agentAvailable: true }) => ({
  [WEEK]: jsonResponse(week),
  [OPEN_STATUS]: jsonResponse(status),
});

const renderWidget = ({
  path = '/account/heloc/register',
  org = buildOrg(),
  stored,
  variables,
}: { path?: string; org?: Organization; stored?: StoredChat; variables?: Record<string, unknown> } = {}) => {
  if (stored) localStorage.setItem(chatStorageKey(org.orgCode), JSON.stringify(stored));
  const router = createMemoryRouter([{ path: '*', element: <ChatLauncher variables={variables} /> }], {
    initialEntries: [path],
  });
  const user = userEvent.setup();
  render(
    <AppProviders org={org} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { user };
};

const openWidget = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Chat with us' }));
  return screen.findByRole('dialog', { name: 'Chat with us' });
};

/** The stored chat's socket, opened and answered `ready`. */
const readySocket = (messages = [buildMessage()], conversation = buildConversation()) => {
  const socket = FakeWebSocket.latest();
  socket.open();
  socket.receive({ type: 'ready', conversation, messages });
  return socket;
};

const bodyOf = (calls: RecordedCall[], route: string) => {
  const [method, path] = route.split(' ');
  return calls.find((call) => call.method === method && new URL(call.url, 'http://localhost').pathname === path)?.body;
};

beforeEach(() => FakeWebSocket.install());

describe('the launcher and the panel (docs/product/chat.md §1)', () => {
  it('opens a labelled non-modal panel with the chat hours, and Escape closes it back to the launcher', async () => {
    mockFetch(hoursRoutes());
    const { user } = renderWidget();
    const launcher = screen.getByRole('button', { name: 'Chat with us' });
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    const panel = await openWidget(user);
    expect(launcher).toHaveAttribute('aria-expanded', 'true');
    // It controls the panel's wrapper, there even before the panel's code has loaded.
    const controlled = document.getElementById(launcher.getAttribute('aria-controls')!);
    expect(controlled).toContainElement(panel);
    expect(panel).toHaveAttribute('aria-modal', 'false');
    expect(await within(panel).findByTestId('chat-hours')).toHaveTextContent(
      'Chat hours: Mon-Fri 6am-6pm PT, Sat 8am-2pm PT',
    );
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(launcher).toHaveFocus();
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on load with pop-webchat in the address', async () => {
    mockFetch(hoursRoutes());
    renderWidget({ path: '/dashboard?pop-webchat=true' });
    expect(await screen.findByRole('dialog', { name: 'Chat with us' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chat with us' })).toHaveAttribute('aria-expanded', 'true');
  });

  it("opens with focus in it when the launcher the server drew was pressed before the app's start", async () => {
    mockFetch(hoursRoutes());
    requestChatOpen();
    renderWidget();
    expect(await screen.findByRole('dialog', { name: 'Chat with us' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveFocus());
  });

  it("opens when the server's launcher is pressed while this one waits out of sight to take the step over", async () => {
    mockFetch(hoursRoutes());
    renderWidget();
    expect(screen.getByRole('button', { name: 'Chat with us' })).toHaveAttribute('aria-expanded', 'false');
    act(() => requestChatOpen());
    expect(await screen.findByRole('dialog', { name: 'Chat with us' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveFocus());
  });
});

describe('the pre-chat form', () => {
  it("shows the domain's messages word for word", async () => {
    mockFetch(hoursRoutes());
    const { user } = renderWidget();
    await openWidget(user);
    await user.click(screen.getByRole('button', { name: 'Start chat' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Name/), 'x'.repeat(129));
    await user.type(screen.getByLabelText(/^Email/), `${'a'.repeat(120)}@example.com`);
    await user.click(screen.getByRole('button', { name: 'Start chat' }));
    expect(await screen.findAllByText('Cannot be more than 128 characters')).toHaveLength(2);
    expect(FakeWebSocket.instances).toHaveLength(0);
  });

  it('starts the chat in the mode the widget saw, with the skill and the page, then authenticates the socket', async () => {
    const { calls } = mockFetch({
      ...hoursRoutes({ isOpen: true, agentAvailable: true }),
      [INIT]: jsonResponse({
        friendlyName: 'Jordan Lee',
        emailAddress: 'jordan@example.com',
        token: CHAT_TOKEN,
        conversationSid: CONVERSATION_UUID,
        // Six hours from now, as the server answers (a fixed instant would expire, and refresh, on a later day).
        expiration: new Date(Date.now() + 6 * 3_600_000).toISOString(),
        omniProxyChannelId: 'c1',
        providerChannelId: 'p1',
        providerUserId: 'u1',
        providerUserToken: 't1',
        initialMessage: null,
      }),
    });
    const { user } = renderWidget();
    await openWidget(user);
    await waitFor(() => expect(screen.getByTestId('chat-mode')).toHaveAttribute('data-mode', 'AGENT'));
    await user.type(screen.getByLabelText(/^Name/), 'Jordan Lee');
    await user.type(screen.getByLabelText(/^Email/), 'jordan@example.com');
    await user.click(screen.getByRole('button', { name: 'Start chat' }));

    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    expect(bodyOf(calls, INIT)).toEqual({
      orgCode: 'summit',
      skill: 'FHEL',
      pageUrl: window.location.href,
      chatMode: 'AGENT',
      friendlyName: 'Jordan Lee',
      emailAddress: 'jordan@example.com',
    });
    const socket = FakeWebSocket.latest();
    expect(socket.url).toMatch(/^ws:\/\/.+\/service-omni-proxy\/insecure\/api\/v1\/stream\/socket$/);
    socket.open();
    expect(socket.sent[0]).toEqual({ type: 'auth', token: CHAT_TOKEN });
    expect(JSON.parse(localStorage.getItem(chatStorageKey('summit'))!)).toMatchObject({
      token: CHAT_TOKEN,
      conversationUuid: CONVERSATION_UUID,
      name: 'Jordan Lee',
      email: 'jordan@example.com',
    });
    await waitFor(() => expect(screen.getByLabelText('Message')).toHaveFocus());
  });

  it('starts through the stream variant of the call while the stream flag, asked by itself, is on', async () => {
    const STREAM_INIT = 'POST /service-omni-proxy/insecure/api/v1/stream/init-web-chat';
    const FEATURE = 'POST /service-optimize/external/api/v1/feature';
    const { calls } = mockFetch({
      ...hoursRoutes({ isOpen: false, agentAvailable: false }),
      [FEATURE]: jsonResponse({ key: 'webchat-stream', enabled: true, variables: {} }),
      [STREAM_INIT]: jsonResponse({
        friendlyName: 'Jordan Lee',
        emailAddress: 'jordan@example.com',
        token: CHAT_TOKEN,
        conversationSid: CONVERSATION_UUID,
        expiration: new Date(Date.now() + 600_000).toISOString(),
        omniProxyChannelId: 'c1',
        providerChannelId: 'p1',
        providerUserId: 'u1',
        providerUserToken: 't1',
        initialMessage: null,
      }),
    });
    const { user } = renderWidget();
    await openWidget(user);
    await waitFor(() => expect(bodyOf(calls, FEATURE)).toMatchObject({ featureKey: 'webchat-stream' }));
    await user.type(screen.getByLabelText(/^Name/), 'Jordan Lee');
    await user.type(screen.getByLabelText(/^Email/), 'jordan@example.com');
    await user.click(screen.getByRole('button', { name: 'Start chat' }));
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    expect(bodyOf(calls, STREAM_INIT)).toMatchObject({ friendlyName: 'Jordan Lee', chatMode: 'CHATBOT' });
    expect(bodyOf(calls, INIT)).toBeUndefined();
  });

  it('asks the chatbot out of hours, the crypto skill for the crypto variant, and the override outside production', async () => {
    const { calls } = mockFetch({ ...hoursRoutes({ isOpen: false, agentAvailable: true }), [INIT]: jsonResponse({}) });
    const { user } = renderWidget({
      path: '/account/heloc/register?mode=agent',
      org: buildOrg({ variant: { isCrypto: true } }),
    });
    await openWidget(user);
    await waitFor(() => expect(screen.getByTestId('chat-mode')).toHaveAttribute('data-mode', 'CHATBOT'));
    await user.type(screen.getByLabelText(/^Name/), 'Jordan Lee');
    await user.type(screen.getByLabelText(/^Email/), 'jordan@example.com');
    await user.click(screen.getByRole('button', { name: 'Start chat' }));
    await waitFor(() => expect(bodyOf(calls, INIT)).toBeDefined());
    expect(bodyOf(calls, INIT)).toMatchObject({ chatMode: 'CHATBOT', skill: 'CLOC_HELOC', modeOverride: 'AGENT' });
    // The answer did not parse: the general alert.
    expect(await screen.findByText('Something went wrong. Please try again later.')).toBeInTheDocument();
  });
});

describe('the conversation over the socket (docs/product/chat.md §5)', () => {
  it('shows "Sending…" until the ack, resends the unacknowledged after a reconnect, and shows the reconnect alert meanwhile', async () => {
    mockFetch(hoursRoutes());
    const { user } = renderWidget({ stored: buildStoredChat({ lastSeq: 1 }) });
    await openWidget(user);
    const first = buildMessage({ body: 'Hello there', senderType: 'BOT', senderName: 'Assistant' });
    const socket = readySocket([first]);
    expect(socket.sent[0]).toEqual({ type: 'auth', token: CHAT_TOKEN });
    const list = screen.getByRole('list', { name: 'Conversation' });
    expect(within(list).getByText('Hello there')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Message'), 'What are the fees?{Enter}');
    const [sent] = socket.sentOf('send');
    expect(sent).toEqual({
      type: 'send',
      clientId: expect.any(String),
      body: 'What are the fees?',
      attachmentUuids: [],
    });
    expect(within(list).getByText('Sending…')).toBeInTheDocument();
    socket.receive({
      type: 'ack',
      clientId: sent!.clientId,
      message: buildMessage({ body: 'What are the fees?', clientId: sent!.clientId as string, seq: first.seq + 1 }),
    });
    expect(within(list).queryByText('Sending…')).not.toBeInTheDocument();
    expect(within(list).getByText('What are the fees?')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Message'), 'And the rate?{Enter}');
    const unacknowledged = socket.sentOf('send')[1]!;
    expect(JSON.parse(localStorage.getItem(chatStorageKey('summit'))!).pending).toEqual([
      expect.objectContaining({ clientId: unacknowledged.clientId, body: 'And the rate?' }),
    ]);
    socket.drop();
    expect(await screen.findByText('Connection lost. Attempting to reconnect.')).toBeInTheDocument();

    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2));
    const again = FakeWebSocket.latest();
    again.open();
    expect(again.sent[0]).toEqual({ type: 'auth', token: CHAT_TOKEN, afterSeq: first.seq + 1 });
    again.receive({ type: 'ready', conversation: buildConversation(), messages: [] });
    expect(screen.queryByText('Connection lost. Attempting to reconnect.')).not.toBeInTheDocument();
    expect(again.sentOf('send')).toEqual([
      { type: 'send', clientId: unacknowledged.clientId, body: 'And the rate?', attachmentUuids: [] },
    ]);
    expect(screen.getByLabelText('Message')).toHaveFocus();
  });

  it('reopens the stored chat after a reload, with its unacknowledged messages sent again', async () => {
    mockFetch(hoursRoutes());
    const pending = {
      clientId: 'client-1',
      body: 'Still there?',
      attachments: [],
      createdAt: '2026-11-27T10:00:00.000Z',
    };
    renderWidget({ path: '/dashboard?pop-webchat=1', stored: buildStoredChat({ pending: [pending] }) });
    await screen.findByRole('dialog');
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    expect(screen.getByText('Sending…')).toBeInTheDocument();
    readySocket();
    expect(FakeWebSocket.latest().sentOf('send')).toEqual([
      { type: 'send', clientId: 'client-1', body: 'Still there?', attachmentUuids: [] },
    ]);
  });

  it('does not send an empty message', async () => {
    mockFetch(hoursRoutes());
    const { user } = renderWidget({ stored: buildStoredChat() });
    await openWidget(user);
    const socket = readySocket();
    await user.type(screen.getByLabelText('Message'), '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.type(screen.getByLabelText('Message'), '{Enter}');
    expect(socket.sentOf('send')).toEqual([]);
  });

  it('sends a typing preview at most once a second and shows the other side typing', async () => {
    mockFetch(hoursRoutes());
    const { user } = renderWidget({ stored: buildStoredChat() });
    await openWidget(user);
    const socket = readySocket();
    await user.type(screen.getByLabelText('Message'), 'abc');
    expect(socket.sentOf('typing')).toEqual([{ type: 'typing', text: 'a' }]);
    await waitFor(
      () =>
        expect(socket.sentOf('typing')).toEqual([
          { type: 'typing', text: 'a' },
          { type: 'typing', text: 'abc' },
        ]),
      { timeout: 2000 },
    );
    socket.receive({
      type: 'typing',
      conversationUuid: CONVERSATION_UUID,
      senderType: 'AGENT',
      senderName: 'Avery',
      text: 'Let me check',
    });
    expect(screen.getByText('Avery is typing…')).toBeInTheDocument();
  });

  it('announces the other side’s new messages politely', async () => {
    mockFetch(hoursRoutes());
    const { user } = renderWidget({ stored: buildStoredChat() });
    await openWidget(user);
    const socket = readySocket();
    socket.receive({
      type: 'message',
      message: buildMessage({ senderType: 'AGENT', senderName: 'Avery', body: 'Hi!' }),
    });
    expect(screen.getByTestId('chat-announcer')).toHaveTextContent('Avery: Hi!');
    expect(screen.getByTestId('chat-announcer')).toHaveAttribute('aria-live', 'polite');
    // Outside the panel: it speaks while the panel is closed, and never repeats the message's text inside it.
    expect(screen.getByRole('dialog')).not.toContainElement(screen.getByTestId('chat-announcer'));
  });

  it('shows the send-failed alert when the server refuses a message', async () => {
    mockFetch(hoursRoutes());
    const { user } = renderWidget({ stored: buildStoredChat() });
    await openWidget(user);
    const socket = readySocket();
    await user.type(screen.getByLabelText('Message'), 'Hello{Enter}');
    const clientId = socket.sentOf('send')[0]!.clientId;
    socket.receive({ type: 'error', code: 'SEND_FAILED', message: 'no', clientId });
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try resending the message.');
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(socket.sentOf('send')).toHaveLength(2);
  });

  it('returns to the form with the invalid-token alert when the token is refused', async () => {
    mockFetch(hoursRoutes());
    const { user } = renderWidget({ stored: buildStoredChat() });
    await openWidget(user);
    const socket = FakeWebSocket.latest();
    socket.open();
    socket.receive({ type: 'error', code: 'INVALID_TOKEN', message: 'Token state is invalid.' });
    expect(await screen.findByText('Token state is invalid.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start chat' })).toBeInTheDocument();
    expect(localStorage.getItem(chatStorageKey('summit'))).toBeNull();
  });
});

describe('the agent chat token', () => {
  const REFRESH = 'POST /service-csp/external/api/v1/webchat/refreshToken';
  const soon = () => new Date(Date.now() + 60_000).toISOString();

  it('is refreshed shortly before it expires and used from then on', async () => {
    const { calls } = mockFetch({
      ...hoursRoutes(),
      [REFRESH]: jsonResponse({ token: 'chat-token-2', expiration: '2099-01-01T00:00:00.000Z' }),
    });
    const { user } = renderWidget({ stored: buildStoredChat({ mode: 'AGENT', expiresAt: soon() }) });
    await openWidget(user);
    readySocket([], buildConversation({ mode: 'AGENT', state: 'ACTIVE' }));
    await waitFor(() => expect(bodyOf(calls, REFRESH)).toEqual({ token: CHAT_TOKEN }));
    await waitFor(() => expect(JSON.parse(localStorage.getItem(chatStorageKey('summit'))!).token).toBe('chat-token-2'));
  });

  it('shows the invalid-token alert and the form when the refresh fails', async () => {
    mockFetch({ ...hoursRoutes(), [REFRESH]: jsonResponse({ errors: ['Token state is invalid.'] }, { status: 401 }) });
    const { user } = renderWidget({ stored: buildStoredChat({ mode: 'AGENT', expiresAt: soon() }) });
    await openWidget(user);
    readySocket([], buildConversation({ mode: 'AGENT', state: 'ACTIVE' }));
    expect(await screen.findByText('Token state is invalid.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start chat' })).toBeInTheDocument();
  });
});

describe('attachments', () => {
  it('refuses a file of another kind without uploading it', async () => {
    const { calls } = mockFetch(hoursRoutes());
    const { user } = renderWidget({ stored: buildStoredChat() });
    await openWidget(user);
    readySocket();
    const file = new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' });
    fireEvent.change(screen.getByTestId('chat-file-input'), { target: { files: [file] } });
    expect(
      await screen.findByText('This file type cannot be sent. Attach a JPG, PNG, AMR, MP3, MP4, PDF or TXT file.'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('/attachments'))).toBe(false);
  });

  it('uploads an accepted file with the chat token and sends it with the next message', async () => {
    const attachment = {
      uuid: '3e3e3e3e-0000-4000-8000-000000000001',
      fileName: 'statement.pdf',
      contentType: 'application/pdf',
      sizeBytes: 4,
    };
    const { calls } = mockFetch({ ...hoursRoutes(), [UPLOAD]: jsonResponse(attachment, { status: 201 }) });
    const { user } = renderWidget({ stored: buildStoredChat() });
    await openWidget(user);
    const socket = readySocket();
    const file = new File(['%PDF'], 'statement.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByTestId('chat-file-input'), { target: { files: [file] } });
    expect(await screen.findByRole('button', { name: 'Remove statement.pdf' })).toBeInTheDocument();
    const upload = calls.find((call) => call.url.endsWith('/attachments'))!;
    expect(upload.headers.get('x-chat-token')).toBe(CHAT_TOKEN);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(socket.sentOf('send')).toEqual([
      { type: 'send', clientId: expect.any(String), body: '', attachmentUuids: [attachment.uuid] },
    ]);
  });

  it("shows the server's refusal of a file's content", async () => {
    mockFetch({
      ...hoursRoutes(),
      [UPLOAD]: jsonResponse({ errors: ['The file is not a PDF.'] }, { status: 415 }),
    });
    const { user } = renderWidget({ stored: buildStoredChat() });
    await openWidget(user);
    readySocket();
    fireEvent.change(screen.getByTestId('chat-file-input'), {
      target: { files: [new File(['x'], 'fake.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText(/The file is not a PDF/)).toBeInTheDocument();
  });
});

describe('the chatbot answers (docs/product/chat.md §1, §3)', () => {
  const buildAnswer = () =>
    buildMessage({
      senderType: 'BOT',
      senderName: 'Assistant',
      body: 'Draws are free.\nFrom: Rates and fees',
      article: { uuid: '4f4f4f4f-0000-4000-8000-000000000001', title: 'Rates and fees' },
    });

  it('names the article and takes the bad-response feedback with its messages word for word', async () => {
    const { calls } = mockFetch({ ...hoursRoutes(), [RATE]: jsonResponse({ ok: true }) });
    const { user } = renderWidget({ stored: buildStoredChat() });
    await openWidget(user);
    const question = buildMessage({ body: 'Are draws free?' });
    const answer = buildAnswer();
    readySocket([question, answer]);
    expect(screen.getByText('Rates and fees').closest('p')).toHaveTextContent('From: Rates and fees');
    expect(screen.getAllByText(/From: /)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Not helpful' }));
    const dialog = await screen.findByRole('dialog', { name: 'Why was this answer not helpful?' });
    await user.type(within(dialog).getByLabelText(/^Additional info/), 'x'.repeat(141));
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(await within(dialog).findByText('Please select a reason')).toBeInTheDocument();
    expect(within(dialog).getByText('Please restrict your response to 140 characters.')).toBeInTheDocument();

    await user.click(within(dialog).getByLabelText('The answer was wrong'));
    await user.clear(within(dialog).getByLabelText(/^Additional info/));
    await user.type(within(dialog).getByLabelText(/^Additional info/), 'Draws cost $5');
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thanks for your feedback.')).toBeInTheDocument();
    // Focus goes back to where the dialog was opened from: the thanks that replaced the button, not the body.
    await waitFor(() => expect(screen.getByText('Thanks for your feedback.')).toHaveFocus());
    expect(bodyOf(calls, RATE)).toEqual({
      questionId: answer.uuid,
      conversationId: CONVERSATION_UUID,
      responseToCustomer: answer.body,
      feedbackMessage: 'The answer was wrong: Draws cost $5',
      rating: 'BAD',
      senderEmail: 'jordan@example.com',
      senderType: 'CUSTOMER',
    });
  });

  it('asks no rating of its greeting nor of its call-back confirmation, and gives focus back on cancel', async () => {
    mockFetch(hoursRoutes());
    const { user } = renderWidget({ stored: buildStoredChat() });
    await openWidget(user);
    readySocket([
      buildMessage({ senderType: 'BOT', senderName: 'Assistant', body: 'Hi! Ask me anything.' }),
      buildMessage({ body: 'Call me' }),
      buildMessage({
        senderType: 'BOT',
        senderName: 'Assistant',
        body: "Thanks — we'll call you at (415) 555-0100 during business hours.",
        notice: { kind: 'callback-requested', phoneNumber: '(415) 555-0100' },
      }),
      buildAnswer(),
    ]);
    const notHelpful = screen.getAllByRole('button', { name: 'Not helpful' });
    expect(notHelpful).toHaveLength(1);
    expect(notHelpful[0]!.closest('li')).toHaveTextContent('Draws are free.');
    await user.click(notHelpful[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Why was this answer not helpful?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Not helpful' })).toHaveFocus());
  });

  it('offers a person in hours and a call-back out of hours', async () => {
    mockFetch(hoursRoutes());
    const { user } = renderWidget({ stored: buildStoredChat() });
    await openWidget(user);
    const socket = readySocket([
      buildMessage({ senderType: 'BOT', senderName: 'Assistant', body: 'No answer.', offer: 'AGENT' }),
      buildMessage({ senderType: 'BOT', senderName: 'Assistant', body: 'Call?', offer: 'CALLBACK' }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Chat with a person' }));
    expect(socket.sentOf('request-agent')).toEqual([{ type: 'request-agent' }]);
    await user.type(screen.getByLabelText('Phone number'), '(415) 555-0100');
    await user.click(screen.getByRole('button', { name: 'Request a call-back' }));
    expect(socket.sentOf('request-callback')).toEqual([
      { type: 'request-callback', clientId: expect.any(String), phoneNumber: '(415) 555-0100' },
    ]);
  });
});

describe('what the chat itself says', () => {
  /** The messages' texts as the panel shows them, oldest first. */
  const shownTexts = (panel: HTMLElement) =>
    within(panel)
      .getAllByTestId('chat-message')
      .map((item) => item.querySelector('.chat-message__body')?.textContent);

  it("writes each notice from its kind in the server's English words, and the stored text for a kind it does not know", async () => {
    mockFetch(hoursRoutes());
    const { user } = renderWidget({ stored: buildStoredChat() });
    const panel = await openWidget(user);
    // Stored texts other than the server's, so the words shown can only come from the kinds.
    const socket = readySocket([
      buildSystemMessage({ kind: 'agent-coming', name: 'Jordan' }, 'stored 1'),
      buildSystemMessage({ kind: 'agent-joined', agentName: 'Avery' }, 'stored 2'),
      buildSystemMessage({ kind: 'back-in-queue' }, 'stored 3'),
      buildMessage({ senderType: 'BOT', senderName: 'Assistant', body: 'Thanks', notice: null }),
      buildSystemMessage({ kind: 'callback-requested', phoneNumber: '(415) 555-0100' }, 'stored 4', {
        senderType: 'BOT',
        senderName: 'Assistant',
      }),
      buildSystemMessage({ kind: 'agent-left', agentName: 'Avery' }, 'Avery left the chat.'),
      buildSystemMessage({ kind: 'agent-joined' }, 'Someone joined the chat.'),
    ]);
    expect(shownTexts(panel)).toEqual([
      'Thanks, Jordan. An agent will be with you shortly.',
      'Avery joined the chat.',
      'You are back in the queue. An agent will be with you shortly.',
      'Thanks',
      "Thanks — we'll call you at (415) 555-0100 during business hours.",
      'Avery left the chat.',
      'Someone joined the chat.',
    ]);
    socket.receive({ type: 'message', message: buildSystemMessage({ kind: 'chat-ended' }, 'stored 5') });
    expect(await within(panel).findByText('The chat ended.')).toBeInTheDocument();
    expect(screen.getByTestId('chat-announcer')).toHaveTextContent(/^The chat ended\.$/);
  });
});

describe('the ended panel', () => {
  it('thanks, asks the survey (a rating is required) and starts a new chat', async () => {
    const { calls } = mockFetch({ ...hoursRoutes(), [SURVEY]: jsonResponse({ ok: true }) });
    const { user } = renderWidget({ stored: buildStoredChat() });
    await openWidget(user);
    const socket = readySocket();
    socket.receive({ type: 'state', conversation: buildConversation({ state: 'ENDED' }) });
    expect(screen.getByRole('heading', { name: 'Thanks for chatting with us!' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Message')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send survey' }));
    expect(await screen.findByText('Something went wrong. Please try again later.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '4' }));
    await user.type(screen.getByLabelText(/^Comment/), 'Quick answers');
    await user.click(screen.getByRole('button', { name: 'Send survey' }));
    expect(await screen.findByText('Thank you for your feedback.')).toBeInTheDocument();
    expect(bodyOf(calls, SURVEY)).toEqual({ token: CHAT_TOKEN, rating: 4, comment: 'Quick answers' });

    await user.click(screen.getByRole('button', { name: 'Start a new chat' }));
    expect(screen.getByRole('button', { name: 'Start chat' })).toBeInTheDocument();
    expect(localStorage.getItem(chatStorageKey('summit'))).toBeNull();
  });

  it('lets the borrower end the chat', async () => {
    const { calls } = mockFetch({ ...hoursRoutes(), [END]: jsonResponse({ ok: true }) });
    const { user } = renderWidget({ stored: buildStoredChat() });
    await openWidget(user);
    readySocket();
    await user.click(screen.getByRole('button', { name: 'End chat' }));
    expect(await screen.findByRole('heading', { name: 'Thanks for chatting with us!' })).toBeInTheDocument();
    expect(bodyOf(calls, END)).toEqual({ token: CHAT_TOKEN });
  });

  it('shows the ended panel when the chat was over before the reload', async () => {
    mockFetch(hoursRoutes());
    const { user } = renderWidget({ stored: buildStoredChat() });
    await openWidget(user);
    readySocket([], buildConversation({ state: 'ENDED', surveyAnswered: true }));
    expect(screen.getByRole('heading', { name: 'Thanks for chatting with us!' })).toBeInTheDocument();
    expect(screen.getByText('Thank you for your feedback.')).toBeInTheDocument();
  });
});

describe('non-production tools', () => {
  it('forgets the stored chat with Reset chat', async () => {
    mockFetch(hoursRoutes());
    const { user } = renderWidget({ stored: buildStoredChat() });
    await openWidget(user);
    readySocket();
    await user.click(screen.getByRole('button', { name: 'Reset chat' }));
    expect(screen.getByRole('button', { name: 'Start chat' })).toBeInTheDocument();
    expect(localStorage.getItem(chatStorageKey('summit'))).toBeNull();
    act(() => undefined);
  });
});

describe("the chatbot's own calls (docs/product/widgets-and-calculations.md §7)", () => {
  const BOT = '/service-chat-chatbot/external/api/v1/message';
  const HISTORY = `GET ${BOT}/getChatHistory/${CONVERSATION_UUID}`;
  const ASK = `POST ${BOT}/chatWithAutobot`;
  const INFO = 'POST /service-csp/external/api/v1/webchat/web-chat-info';
  const entry = (questionId: string, questionStr: string, responseStr: string) => ({
    questionId,
    questionStr,
    responseStr,
    createdDt: '2026-11-27T10:00:00.000Z',
  });

  it('reopens a chatbot chat with its latest 20 questions and answers, and learns its contact', async () => {
    const { calls } = mockFetch({
      ...hoursRoutes(),
      [INFO]: jsonResponse({ contactId: 'contact-9' }),
      [HISTORY]: jsonResponse([entry('3e3e3e3e-0000-4000-8000-000000000001', 'What is a draw?', 'Money you take.')]),
    });
    const { user } = renderWidget({ stored: buildStoredChat() });
    await openWidget(user);
    const list = screen.getByRole('list', { name: 'Conversation' });
    expect(await within(list).findByText('Money you take.')).toBeInTheDocument();
    expect(within(list).getByText('What is a draw?')).toBeInTheDocument();
    expect(bodyOf(calls, INFO)).toEqual({ omniProxyChannelId: CONVERSATION_UUID });
    const history = calls.find((call) => call.url.includes('/getChatHistory/'))!;
    expect(new URL(history.url, 'http://localhost').searchParams.get('limit')).toBe('20');
    // The socket's ready brings the conversation itself, which the history gave way to.
    readySocket([buildMessage({ senderType: 'BOT', senderName: 'Assistant', body: 'Hi, how can I help?' })]);
    expect(within(list).queryByText('Money you take.')).not.toBeInTheDocument();
  });

  it('asks the chatbot over chatWithAutobot while the socket reconnects, and shows its answer', async () => {
    const asked = entry('3e3e3e3e-0000-4000-8000-000000000002', 'What are the fees?', 'Up to 4.99% of the draw.');
    let answered = false;
    const { calls } = mockFetch({
      ...hoursRoutes(),
      [INFO]: jsonResponse({ contactId: 'contact-9' }),
      [HISTORY]: () => jsonResponse(answered ? [asked] : []),
      [ASK]: () => {
        answered = true;
        return jsonResponse({
          conversationId: CONVERSATION_UUID,
          questionId: asked.questionId,
          responseStr: asked.responseStr,
          createdDt: asked.createdDt,
        });
      },
    });
    const { user } = renderWidget({ stored: buildStoredChat() });
    await openWidget(user);
    await waitFor(() => expect(bodyOf(calls, INFO)).toBeDefined());
    const socket = readySocket();
    socket.drop();
    expect(await screen.findByText('Connection lost. Attempting to reconnect.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Message'), 'What are the fees?{Enter}');
    const list = screen.getByRole('list', { name: 'Conversation' });
    expect(await within(list).findByText('Up to 4.99% of the draw.')).toBeInTheDocument();
    expect(bodyOf(calls, ASK)).toEqual({
      conversationId: CONVERSATION_UUID,
      message: 'What are the fees?',
      organization: 'summit',
      pageUrl: window.location.href,
      senderId: 'contact-9',
      senderType: 'CUSTOMER',
      nonce: null,
      clientId: expect.any(String),
    });
    expect(within(list).queryByText('Sending…')).not.toBeInTheDocument();
    expect(socket.sentOf('send')).toEqual([]);
  });
});

describe('the testing tools outside production (docs/product/widgets-and-calculations.md §4)', () => {
  it('shows each chat alert on its keyboard shortcut, in the form and in the conversation', async () => {
    mockFetch(hoursRoutes());
    const { user } = renderWidget();
    const panel = await openWidget(user);
    expect(within(panel).getByText(/Alt\+Shift\+1 to 4/)).toBeInTheDocument();
    fireEvent.keyDown(window, { key: '#', code: 'Digit3', altKey: true, shiftKey: true });
    expect(await within(panel).findByText('Token state is invalid.')).toBeInTheDocument();
  });

  it('in a conversation, the general and send-failed alerts', async () => {
    mockFetch(hoursRoutes());
    const { user } = renderWidget({ stored: buildStoredChat() });
    const panel = await openWidget(user);
    readySocket();
    fireEvent.keyDown(window, { key: '@', code: 'Digit2', altKey: true, shiftKey: true });
    expect(await within(panel).findByText('Something went wrong. Please try again later.')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: '$', code: 'Digit4', altKey: true, shiftKey: true });
    expect(
      await within(panel).findByText('Something went wrong. Please try resending the message.'),
    ).toBeInTheDocument();
  });
});
