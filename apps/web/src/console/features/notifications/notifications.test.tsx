import type { StaffNotification } from '@heloc/domain/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../testing/fixtures';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderConsole } from '../../testing/render-console';
import { APPLICATION_UUID, buildPipelinePage, buildSelf, STAFF_TOKEN } from '../../testing/console-fixtures';

const NOTIFICATIONS = 'GET /staff/api/v1/notifications';
const item = (overrides: Partial<StaffNotification> = {}): StaffNotification => ({
  uuid: '5a5a5a5a-0000-4000-8000-000000000001',
  applicationUuid: APPLICATION_UUID,
  loanNumber: 'HL-1001',
  borrowerName: 'Jane Borrower',
  orgCode: 'summit',
  kind: 'ANSWER_TO_REVIEW',
  text: 'The borrower answered a condition: the answer waits for your review',
  createdAt: '2026-11-21T10:00:00.000Z',
  read: false,
  ...overrides,
});
const background = {
  'GET /staff/api/v1/me': jsonResponse(buildSelf(['PROCESSOR'])),
  'GET /staff/api/v1/organisations': jsonResponse([{ orgCode: 'summit', displayName: 'Summit Home Lending' }]),
  'GET /console/api/v1/pipeline': jsonResponse(buildPipelinePage()),
};

describe('staff notifications', () => {
  beforeEach(() => sessionStorage.setItem('heloc.staff-token', STAFF_TOKEN));

  it('counts the unread on the bell, lists them opened, marks them read and links to the file', async () => {
    let read = false;
    const { calls } = mockFetch({
      ...background,
      [NOTIFICATIONS]: () => jsonResponse({ unread: read ? 0 : 1, items: [item({ read })] }),
      'POST /staff/api/v1/notifications/read': () => {
        read = true;
        return jsonResponse({ ok: true });
      },
    });
    const { user } = renderConsole('/console');
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await user.click(bell);
    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect(within(panel).getByRole('link', { name: 'Jane Borrower (HL-1001)' })).toHaveAttribute(
      'href',
      `/console/applications/${APPLICATION_UUID}`,
    );
    expect(panel).toHaveTextContent('The borrower answered a condition: the answer waits for your review');
    expect(panel).toHaveTextContent('Summit Home Lending');
    await waitFor(() => expect(calls.some((c) => c.url === '/staff/api/v1/notifications/read')).toBe(true));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('lets the member choose in their profile how they are told', async () => {
    const { calls } = mockFetch({
      ...background,
      [NOTIFICATIONS]: jsonResponse({ unread: 0, items: [] }),
      'GET /staff/api/v1/notification-settings': jsonResponse({ channel: 'CONSOLE_AND_EMAIL' }),
      'PUT /staff/api/v1/notification-settings': jsonResponse({ channel: 'CONSOLE' }),
    });
    const { user } = renderConsole('/console/profile');
    const choice = await screen.findByRole('group', { name: 'Tell me' });
    expect(within(choice).getByRole('radio', { name: 'In the console and by e-mail' })).toBeChecked();
    await user.click(within(choice).getByRole('radio', { name: 'In the console only' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved: In the console only.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ channel: 'CONSOLE' });
  });
});
