import { CONSOLE_LIVE_SOCKET_PATH, type ConsoleLiveServerFrame, type MyWorkRow } from '@heloc/domain/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ChatTestSocket, openChatSocket } from './chat-client';
import { SANDBOX_HEADERS, createHeloc, readStatus } from './engine-fixtures';
import { type TwoNodes, registerAndLogin, twoNodesOnOneDatabase, waitUntilListening } from './helper';
import { type StaffSession, createPartialStaffSession, createStaffSession } from './staff-fixtures';

/*
 * docs/product/operations-console.md §10: a member's console hears, on any node, that a file of their organisations
 * changed, whoever changed it on whichever node; a member of another organisation hears nothing of it. §11: My work
 * lists the files waiting on the lender that are the member's, or unassigned and of a kind their roles take.
 */

type LiveSocket = ChatTestSocket<ConsoleLiveServerFrame>;
let nodes: TwoNodes;
let urlB: string;
const sockets: LiveSocket[] = [];

beforeAll(async () => {
  nodes = await twoNodesOnOneDatabase({ PROCESSING_DELAY_MS: '0' });
  urlB = await nodes.nodeB.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  for (const socket of sockets) await socket.close();
  await nodes.close();
});

const live = async (token: string): Promise<LiveSocket> => {
  const socket = await openChatSocket<ConsoleLiveServerFrame>(urlB, CONSOLE_LIVE_SOCKET_PATH);
  sockets.push(socket);
  socket.send({ type: 'auth', token });
  return socket;
};

it("tells the file's members on another node that it changed, and no one else", async () => {
  const processor = await createStaffSession(nodes.nodeB, { roles: ['PROCESSOR'], orgCodes: ['summit'] });
  const stranger = await createStaffSession(nodes.nodeB, { roles: ['PROCESSOR'], orgCodes: ['keystone'] });
  const admin = await createStaffSession(nodes.nodeA, { roles: ['ADMIN'], orgCodes: ['summit'] });
  const user = await registerAndLogin(nodes.nodeA);
  const uuid = await createHeloc(nodes.nodeA, user);
  await readStatus(nodes.nodeA, user, uuid);

  const mine = await live(processor.token);
  await mine.next('ready-live');
  const theirs = await live(stranger.token);
  await theirs.next('ready-live');
  await waitUntilListening(nodes.database, 'heloc_rows_changed', 2);

  // Another member's act on node A.
  const noted = await nodes.nodeA.inject({
    method: 'POST',
    url: `/console/api/v1/applications/${uuid}/notes`,
    headers: admin.headers,
    payload: { note: 'Called the borrower' },
  });
  expect(noted.statusCode).toBe(201);
  expect(await mine.next('file-changed', (f) => f.applicationUuid === uuid)).toBeTruthy();

  // The same flush would have reached the other socket before this pong.
  theirs.send({ type: 'ping' });
  await theirs.next('pong');
  expect(theirs.frames.filter((f) => f.type === 'file-changed')).toEqual([]);
});

it("refuses a borrower's token and a session whose second factor is not done", async () => {
  const user = await registerAndLogin(nodes.nodeB);
  const borrower = await live(user.auth.authorization.replace(/^Bearer /, ''));
  expect(await borrower.closed).toBe(4401);
  const halfway = await createPartialStaffSession(nodes.nodeB, { roles: ['PROCESSOR'], orgCodes: ['summit'] });
  const socket = await live(halfway.token);
  expect(await socket.closed).toBe(4401);
});

const myWork = async (session: StaffSession) => {
  const res = await nodes.nodeA.inject({ url: '/console/api/v1/my-work', headers: session.headers });
  expect(res.statusCode).toBe(200);
  return res.json<{ rows: MyWorkRow[] }>().rows;
};

it("gives an unassigned review to the underwriters' My work, and the file to whoever it is assigned", async () => {
  const processor = await createStaffSession(nodes.nodeA, { roles: ['PROCESSOR'], orgCodes: ['summit'] });
  const underwriter = await createStaffSession(nodes.nodeA, { roles: ['UNDERWRITER'], orgCodes: ['summit'] });
  const stranger = await createStaffSession(nodes.nodeA, { roles: ['UNDERWRITER'], orgCodes: ['keystone'] });
  const user = await registerAndLogin(nodes.nodeA);
  const uuid = await createHeloc(nodes.nodeA, user);
  await readStatus(nodes.nodeA, user, uuid);
  const moved = await nodes.nodeA.inject({
    method: 'POST',
    url: `/sandbox/api/v1/applications/${uuid}/status`,
    headers: SANDBOX_HEADERS,
    payload: { checklistStatus: 'FACTA_REVIEW' },
  });
  expect(moved.statusCode).toBe(200);

  const row = (await myWork(underwriter)).find((r) => r.uuid === uuid);
  expect(row).toMatchObject({ kind: 'REVIEW_DECISION', targetHours: 48, overdue: false, assignee: null });
  expect((await myWork(processor)).some((r) => r.uuid === uuid)).toBe(false);
  expect((await myWork(stranger)).some((r) => r.uuid === uuid)).toBe(false);

  const assigned = await nodes.nodeA.inject({
    method: 'PUT',
    url: `/console/api/v1/applications/${uuid}/assignee`,
    headers: underwriter.headers,
    payload: { memberUuid: processor.memberUuid },
  });
  expect(assigned.statusCode).toBe(200);
  expect((await myWork(processor)).find((r) => r.uuid === uuid)).toMatchObject({ kind: 'REVIEW_DECISION' });
  expect((await myWork(underwriter)).some((r) => r.uuid === uuid)).toBe(false);
});
