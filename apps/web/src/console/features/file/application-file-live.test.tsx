import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { FakeWebSocket } from '../../../testing/fake-web-socket';
import { jsonResponse } from '../../../testing/fixtures';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderConsole } from '../../testing/render-console';
import { APPLICATION_UUID, buildFile, buildSelf, MEMBER_UUID, STAFF_TOKEN } from '../../testing/console-fixtures';

// docs/product/operations-console.md §10: the open file follows what changes on the server, without a reload.

const FILE = `/console/api/v1/applications/${APPLICATION_UUID}`;
const upload = {
  uuid: '3d3d3d3d-0000-4000-8000-000000000044',
  title: 'Bank statement',
  fileName: 'statement-may.pdf',
  contentType: 'application/pdf',
  size: 2048,
  createdAt: '2026-11-27T10:00:00.000Z',
  source: 'UPLOAD' as const,
};

beforeEach(() => {
  sessionStorage.setItem('heloc.staff-token', STAFF_TOKEN);
  // Looked at once before: what arrives after is new.
  localStorage.setItem(
    `heloc.console.seen.${MEMBER_UUID}`,
    JSON.stringify({ [APPLICATION_UUID]: '2000-01-01T00:00:00.000Z' }),
  );
  FakeWebSocket.install();
});
afterEach(() => localStorage.clear());

it('reads the open file again when the live socket says it changed, and marks the new upload', async () => {
  let answer = buildFile();
  const { calls } = mockFetch({
    'GET /staff/api/v1/me': jsonResponse(buildSelf(['PROCESSOR'])),
    'GET /staff/api/v1/members': jsonResponse([]),
    [`GET ${FILE}`]: () => jsonResponse(answer),
  });
  renderConsole(`/console/applications/${APPLICATION_UUID}`);
  const documents = await screen.findByRole('region', { name: 'Documents' });
  expect(within(documents).getByText('No documents yet.')).toBeInTheDocument();

  await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
  const socket = FakeWebSocket.latest();
  expect(socket.url).toBe(`${window.location.origin.replace(/^http/, 'ws')}/console/api/v1/live/socket`);
  socket.open();
  expect(socket.sent[0]).toEqual({ type: 'auth', token: STAFF_TOKEN });
  socket.receive({ type: 'ready-live' });

  const reads = () => calls.filter((c) => c.url === FILE).length;
  const before = reads();
  answer = { ...buildFile(), documents: [upload] };
  // Another file's change reads nothing of this one.
  socket.receive({ type: 'file-changed', applicationUuid: '9a9a9a9a-0000-4000-8000-000000000099' });
  socket.receive({ type: 'file-changed', applicationUuid: APPLICATION_UUID });
  const heading = await within(documents).findByRole('heading', { level: 3, name: /Bank statement/ });
  expect(heading).toHaveTextContent('New since you last looked');
  expect(reads()).toBe(before + 1);
});
