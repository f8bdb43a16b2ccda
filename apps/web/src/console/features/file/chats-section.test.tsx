import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../testing/fixtures';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderConsole } from '../../testing/render-console';
import { buildChatMessage, buildChatRow } from '../../testing/chat-fixtures';
import { APPLICATION_UUID, buildFile, buildSelf, STAFF_TOKEN } from '../../testing/console-fixtures';

const filePath = `/console/applications/${APPLICATION_UUID}`;
const background = {
  'GET /staff/api/v1/me': jsonResponse(buildSelf(['PROCESSOR'])),
  'GET /staff/api/v1/members': jsonResponse([]),
  [`GET /console/api/v1/applications/${APPLICATION_UUID}`]: jsonResponse(buildFile()),
};

describe("the file's chats", () => {
  beforeEach(() => sessionStorage.setItem('heloc.staff-token', STAFF_TOKEN));

  it('lists each chat with its start, agent and state, its messages behind a button', async () => {
    const { calls } = mockFetch({
      ...background,
      [`GET /console/api/v1/applications/${APPLICATION_UUID}/chats`]: jsonResponse([
        {
          row: buildChatRow({ state: 'ENDED', startedAt: '2026-11-27T10:00:00.000Z' }),
          messages: [
            buildChatMessage({ seq: 1, body: 'How do draws work?' }),
            buildChatMessage({ seq: 2, senderType: 'AGENT', senderName: 'Pat Processor', body: 'From your account.' }),
          ],
        },
      ]),
    });
    const { user } = renderConsole(filePath);
    const section = await screen.findByRole('region', { name: 'Chats' });
    expect(screen.getByRole('link', { name: 'Chats' })).toHaveAttribute('href', '#file-chats');
    const chat = await within(section).findByRole('listitem');
    expect(chat).toHaveTextContent('Ended; agent: Pat Processor; 2 messages');
    expect(within(chat).getByRole('heading', { level: 3 })).toHaveTextContent(/^Chat of /);
    expect(within(chat).queryByText('How do draws work?')).not.toBeInTheDocument();

    const disclosure = within(chat).getByRole('button', { name: 'Show the messages' });
    expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    await user.click(disclosure);
    expect(within(chat).getByRole('button', { name: 'Hide the messages' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(chat).getByText('How do draws work?')).toBeInTheDocument();
    expect(within(chat).getByText('From your account.')).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith(`${APPLICATION_UUID}/chats`))?.headers.get('Authorization')).toBe(
      `Bearer ${STAFF_TOKEN}`,
    );
  });

  it('says when the borrower has not chatted', async () => {
    mockFetch({ ...background, [`GET /console/api/v1/applications/${APPLICATION_UUID}/chats`]: jsonResponse([]) });
    renderConsole(filePath);
    const section = await screen.findByRole('region', { name: 'Chats' });
    expect(
      await within(section).findByText('The borrower has not chatted about this application.'),
    ).toBeInTheDocument();
  });
});
