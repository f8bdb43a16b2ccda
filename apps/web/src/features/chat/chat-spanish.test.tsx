import { render, screen, waitFor, within } from '@testing-library/react';
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

// The chat widget in Spanish (docs/i18n.md): the launcher, the hours line and the pre-chat form.

const HOURS = '/service-operating-hours/external/api/v1/hours/OPS_CHAT';
const day = (weekdayValue: number, startTime: string | null, endTime: string | null) => ({
  weekday: ['', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'][weekdayValue]!,
  weekdayValue,
  startTime,
  endTime,
  isOpen: startTime !== null,
});

beforeEach(() => FakeWebSocket.install());

describe('the chat in Spanish', () => {
  it('offers the pre-chat form in Spanish, with the hours in Spanish day names', async () => {
    mockFetch({
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
});
