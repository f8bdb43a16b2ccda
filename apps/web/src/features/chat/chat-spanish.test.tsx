import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import { setLanguage } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';
import { buildOrg, jsonResponse } from '../../testing/fixtures';
import { FakeWebSocket } from '../../testing/fake-web-socket';
import { mockFetch } from '../../testing/mock-fetch';
import { ChatLauncher } from './chat-launcher';
import {
  buildConversation,
  buildMessage,
  buildStoredChat,
  buildSystemMessage,
  chatStorageKey,
} from './testing/chat-fixtures';

// The chat widget in Spanish (docs/i18n.md): the launcher, the hours line, the pre-chat form and what the chat says.

const HOURS = '/service-operating-hours/external/api/v1/hours/OPS_CHAT';
const day = (weekdayValue: number, startTime: string | null, endTime: string | null) => ({
  weekday: ['', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'][weekdayValue]!,
  weekdayValue,
  startTime,
  endTime,
  isOpen: startTime !== null,
});

const hoursRoutes = () => ({
  [`GET ${HOURS}/week`]: jsonResponse({
    department: 'OPS_CHAT',
    timeZone: 'America/Los_Angeles',
    weekdays: [1, 2, 3, 4, 5]
      .map((d) => day(d, '06:00', '18:00'))
      .concat([day(6, '08:00', '14:00'), day(7, null, null)]),
    holidays: [],
  }),
  [`GET ${HOURS}/openStatus`]: jsonResponse({ isOpen: true, agentAvailable: true }),
});

beforeEach(() => FakeWebSocket.install());

describe('the chat in Spanish', () => {
  it('offers the pre-chat form in Spanish, with the hours in Spanish day names', async () => {
    mockFetch(hoursRoutes());
    setLanguage('es', { remember: false });
    const router = createMemoryRouter([{ path: '*', element: <ChatLauncher /> }], {
      initialEntries: ['/account/heloc/register'],
    });
    const user = userEvent.setup();
    render(
      <AppProviders org={buildOrg()} queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );

    await user.click(await screen.findByRole('button', { name: 'Chatee con nosotros' }));
    const panel = await screen.findByRole('dialog', { name: 'Chatee con nosotros' });
    expect(await within(panel).findByTestId('chat-hours')).toHaveTextContent(
      'Horario del chat: lun-vie 6am-6pm PT, sáb 8am-2pm PT',
    );
    const form = within(panel).getByRole('form', { name: 'Iniciar un chat' });
    await waitFor(() =>
      expect(within(form).getByTestId('chat-mode')).toHaveTextContent(
        'Un miembro de nuestro equipo está disponible para chatear.',
      ),
    );
    expect(within(form).getByLabelText(/^Nombre/)).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Correo electrónico/)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Iniciar el chat' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Cerrar el chat' })).toBeInTheDocument();
  });

  it('writes what the chat itself says in Spanish from its kind, the chatbot under its Spanish name', async () => {
    mockFetch(hoursRoutes());
    setLanguage('es', { remember: false });
    const org = buildOrg();
    localStorage.setItem(chatStorageKey(org.orgCode), JSON.stringify(buildStoredChat()));
    const router = createMemoryRouter([{ path: '*', element: <ChatLauncher /> }], { initialEntries: ['/dashboard'] });
    const user = userEvent.setup();
    render(
      <AppProviders org={org} queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await user.click(await screen.findByRole('button', { name: 'Chatee con nosotros' }));
    const panel = await screen.findByRole('dialog', { name: 'Chatee con nosotros' });
    const socket = FakeWebSocket.latest();
    socket.open();
    // The server stores these in English; their kinds are what the widget writes from.
    socket.receive({
      type: 'ready',
      conversation: buildConversation(),
      messages: [
        buildSystemMessage(
          { kind: 'agent-coming', name: 'Jordan' },
          'Thanks, Jordan. An agent will be with you shortly.',
        ),
        buildSystemMessage({ kind: 'agent-joined', agentName: 'Avery' }, 'Avery joined the chat.'),
        buildSystemMessage({ kind: 'back-in-queue' }, 'You are back in the queue. An agent will be with you shortly.'),
        buildMessage({
          senderType: 'BOT',
          senderName: 'Assistant',
          body: 'Los retiros no tienen costo.\n\nFuente: Tasas y cargos',
          article: { uuid: '4f4f4f4f-0000-4000-8000-000000000001', title: 'Tasas y cargos' },
        }),
        buildSystemMessage(
          { kind: 'callback-requested', phoneNumber: '(415) 555-0100' },
          "Thanks — we'll call you at (415) 555-0100 during business hours.",
          { senderType: 'BOT', senderName: 'Assistant' },
        ),
        buildSystemMessage({ kind: 'agent-left', agentName: 'Avery' }, 'Avery left the chat.'),
      ],
    });
    const items = within(panel).getAllByTestId('chat-message');
    expect(items.map((item) => item.querySelector('.chat-message__body')?.textContent)).toEqual([
      'Gracias, Jordan. Un agente lo atenderá en breve.',
      'Avery se unió al chat.',
      'Volvió a la fila. Un agente lo atenderá en breve.',
      // The article is named once, on its own line.
      'Los retiros no tienen costo.',
      'Gracias. Le llamaremos al (415) 555-0100 en horario de atención.',
      // A kind this widget does not know: the stored text.
      'Avery left the chat.',
    ]);
    expect(within(items[3]!).getByText('Tasas y cargos').closest('p')).toHaveTextContent('Fuente: Tasas y cargos');
    expect(within(items[3]!).getByText('Asistente')).toBeInTheDocument();
    expect(within(panel).queryByText('Assistant')).not.toBeInTheDocument();

    socket.receive({ type: 'message', message: buildSystemMessage({ kind: 'chat-ended' }, 'The chat ended.') });
    expect(await within(panel).findByText('El chat terminó.')).toBeInTheDocument();
    expect(screen.getByTestId('chat-announcer')).toHaveTextContent(/^El chat terminó\.$/);
    socket.receive({
      type: 'message',
      message: buildMessage({ senderType: 'BOT', senderName: 'Assistant', body: 'Hola.' }),
    });
    expect(screen.getByTestId('chat-announcer')).toHaveTextContent('Asistente: Hola.');
  });
});

describe("the chatbot's calls and the testing shortcuts in Spanish", () => {
  it("reopens a chatbot chat from its history and shows a shortcut's alert in Spanish", async () => {
    const BOT = '/service-chat-chatbot/external/api/v1/message';
    mockFetch({
      ...hoursRoutes(),
      'POST /service-csp/external/api/v1/webchat/web-chat-info': jsonResponse({ contactId: 'contact-9' }),
      [`GET ${BOT}/getChatHistory/${buildStoredChat().conversationUuid}`]: jsonResponse([
        {
          questionId: '3e3e3e3e-0000-4000-8000-000000000003',
          questionStr: '¿Qué es un retiro?',
          responseStr: 'Dinero que toma de su línea.',
          createdDt: '2026-11-27T10:00:00.000Z',
        },
      ]),
    });
    localStorage.setItem(chatStorageKey('summit'), JSON.stringify(buildStoredChat()));
    setLanguage('es', { remember: false });
    const router = createMemoryRouter([{ path: '*', element: <ChatLauncher /> }], {
      initialEntries: ['/account/heloc/register'],
    });
    const user = userEvent.setup();
    render(
      <AppProviders org={buildOrg()} queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await user.click(await screen.findByRole('button', { name: 'Chatee con nosotros' }));
    const panel = await screen.findByRole('dialog', { name: 'Chatee con nosotros' });
    expect(await within(panel).findByText('Dinero que toma de su línea.')).toBeInTheDocument();
    expect(within(panel).getByText(/Alt\+Mayús\+1 a 4/)).toBeInTheDocument();
    fireEvent.keyDown(window, { key: '@', code: 'Digit2', altKey: true, shiftKey: true });
    expect(await within(panel).findByText('Algo salió mal. Vuelva a intentarlo más tarde.')).toBeInTheDocument();
  });
});
