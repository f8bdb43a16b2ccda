import type { StaffNotification } from '@heloc/domain/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listOutboxEmails } from '../src/platform/email';
import { SANDBOX_HEADERS, createHeloc, readStatus } from './engine-fixtures';
import { type TestApp, buildTestApp, registerAndLogin } from './helper';
import { type StaffSession, createStaffSession } from './staff-fixtures';

/*
 * docs/product/operations-console.md §12: when a file begins to wait on the lender, its assignee (or, unassigned, the
 * members whose roles take that kind of wait) is told once, in the console and, as each chose, by e-mail.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PROCESSING_DELAY_MS: '0' });
});
afterAll(async () => t.close());

const API = '/staff/api/v1';
const notifications = async (session: StaffSession) => {
  const res = await t.app.inject({ url: `${API}/notifications`, headers: session.headers });
  expect(res.statusCode).toBe(200);
  return res.json<{ unread: number; items: StaffNotification[] }>();
};
const choose = async (session: StaffSession, channel: string) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: `${API}/notification-settings`,
    headers: session.headers,
    payload: { channel },
  });
  expect(res.json()).toEqual({ channel });
};
const moveTo = async (uuid: string, checklistStatus: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/sandbox/api/v1/applications/${uuid}/status`,
    headers: SANDBOX_HEADERS,
    payload: { checklistStatus },
  });
  expect(res.statusCode).toBe(200);
};
/** Waits for the notifier, which hears the database's announcement of the write (at most ~1 s). */
const eventually = async <T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> => {
  for (let i = 0; i < 40; i += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return read();
};

it('tells the members whose roles take an unassigned review, once, each by the channel they chose', async () => {
  const mailed = await createStaffSession(t.app, { roles: ['UNDERWRITER'], orgCodes: ['summit'], name: 'Una Mailed' });
  const quiet = await createStaffSession(t.app, { roles: ['UNDERWRITER'], orgCodes: ['summit'] });
  const off = await createStaffSession(t.app, { roles: ['UNDERWRITER'], orgCodes: ['summit'] });
  const processor = await createStaffSession(t.app, { roles: ['PROCESSOR'], orgCodes: ['summit'] });
  const stranger = await createStaffSession(t.app, { roles: ['UNDERWRITER'], orgCodes: ['lakeshorecu'] });
  const defaults = await t.app.inject({ url: `${API}/notification-settings`, headers: mailed.headers });
  expect(defaults.json()).toEqual({ channel: 'CONSOLE_AND_EMAIL' });
  await choose(quiet, 'CONSOLE');
  await choose(off, 'OFF');

  const user = await registerAndLogin(t.app);
  const uuid = await createHeloc(t.app, user);
  await readStatus(t.app, user, uuid);
  await moveTo(uuid, 'FACTA_REVIEW');

  const mine = await eventually(
    () => notifications(mailed),
    (n) => n.items.some((i) => i.applicationUuid === uuid),
  );
  expect(mine.unread).toBe(1);
  expect(mine.items[0]).toMatchObject({
    applicationUuid: uuid,
    kind: 'REVIEW_DECISION',
    orgCode: 'summit',
    text: 'A review or hold waits for your decision',
    read: false,
  });
  expect((await notifications(quiet)).items.map((i) => i.applicationUuid)).toEqual([uuid]);
  for (const nobody of [off, processor, stranger]) expect((await notifications(nobody)).items).toEqual([]);

  const [mail] = await listOutboxEmails(t.db, { to: mailed.member.email, limit: 5 });
  expect(mail).toMatchObject({ kind: 'STAFF_NOTIFICATION' });
  expect(mail?.from_address).toMatch(/^"Summit Home Lending" </);
  expect(mail?.text_body).toContain(`/console/applications/${uuid}`);
  expect(await listOutboxEmails(t.db, { to: quiet.member.email, limit: 5 })).toEqual([]);

  // Another write to the same file, the wait unchanged: nobody is told again.
  const noted = await t.app.inject({
    method: 'POST',
    url: `/console/api/v1/applications/${uuid}/notes`,
    headers: mailed.headers,
    payload: { note: 'Looking at it' },
  });
  expect(noted.statusCode).toBe(201);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect((await notifications(mailed)).items).toHaveLength(1);

  const read = await t.app.inject({ method: 'POST', url: `${API}/notifications/read`, headers: mailed.headers });
  expect(read.statusCode).toBe(200);
  expect(await notifications(mailed)).toMatchObject({ unread: 0, items: [{ read: true }] });
});

it('tells only the assignee of an assigned file, whatever their role', async () => {
  const assignee = await createStaffSession(t.app, { roles: ['PROCESSOR'], orgCodes: ['summit'] });
  const underwriter = await createStaffSession(t.app, { roles: ['UNDERWRITER'], orgCodes: ['summit'] });
  const user = await registerAndLogin(t.app);
  const uuid = await createHeloc(t.app, user);
  await readStatus(t.app, user, uuid);
  const assigned = await t.app.inject({
    method: 'PUT',
    url: `/console/api/v1/applications/${uuid}/assignee`,
    headers: underwriter.headers,
    payload: { memberUuid: assignee.memberUuid },
  });
  expect(assigned.statusCode).toBe(200);
  await moveTo(uuid, 'FACTA_REVIEW');

  const theirs = await eventually(
    () => notifications(assignee),
    (n) => n.items.some((i) => i.applicationUuid === uuid),
  );
  expect(theirs.items.map((i) => i.applicationUuid)).toContain(uuid);
  expect((await notifications(underwriter)).items.some((i) => i.applicationUuid === uuid)).toBe(false);
});
