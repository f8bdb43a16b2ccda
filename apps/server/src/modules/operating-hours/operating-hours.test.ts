import { DEFAULT_OPERATING_WEEK, HOURS_START_AFTER_END_MESSAGE, STAFF_UNKNOWN_ORG_MESSAGE } from '@heloc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../../test/helper';
import { type StaffSession, createStaffSession } from '../../../test/staff-fixtures';
import { isAgentAvailable, isDepartmentOpen } from './index';

/*
 * Operating hours (docs/product/chat.md §2): the public reads the footer and the widget poll, the console's week and
 * holidays, and the two reads the chat decides its mode with. Every instant is fixed: Monday 23 November 2026, noon
 * Pacific (20:00 UTC), unless a test moves the clock.
 */
const MONDAY_NOON = new Date('2026-11-23T20:00:00Z');
const HOURS = '/service-operating-hours/external/api/v1/hours';
const CONSOLE = '/console/api/v1/hours';

let t: TestApp;
let admin: StaffSession;
let otherAdmin: StaffSession;

const setClock = (at: Date) => t.clock.advance(at.getTime() - t.clock.now().getTime());

beforeAll(async () => {
  t = await buildTestApp();
  setClock(MONDAY_NOON);
  admin = await createStaffSession(t.app, { roles: ['ADMIN'], orgCodes: ['summit', 'keystone'] });
  otherAdmin = await createStaffSession(t.app, { roles: ['ADMIN'], orgCodes: ['ledgerlend'] });
});
afterAll(async () => t.close());

const publicGet = (path: string, org = 'keystone') =>
  t.app.inject({ url: `${HOURS}${path}`, headers: { 'x-org': org } });
const week = (change: (d: (typeof DEFAULT_OPERATING_WEEK)[number]) => object = (d) => d) =>
  DEFAULT_OPERATING_WEEK.map((d) => ({ ...d, ...change(d) }));

describe('the public hours calls', () => {
  it("answer an organisation without hours of its own the default week, today's day alone with display=today", async () => {
    const res = await publicGet('/OPS_PHONE', 'silverpeak');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      department: 'OPS_PHONE',
      timeZone: 'America/Los_Angeles',
      weekdays: DEFAULT_OPERATING_WEEK,
      holidays: [],
    });
    const today = (await publicGet('/OPS_CHAT?display=today', 'silverpeak')).json<{ weekdays: unknown[] }>();
    expect(today.weekdays).toEqual([DEFAULT_OPERATING_WEEK[0]]);
  });

  it('refuse an unknown organisation with 400 naming it, and a missing header', async () => {
    const res = await publicGet('/OPS_PHONE', 'nope');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: [STAFF_UNKNOWN_ORG_MESSAGE(['nope'])] });
    const missing = await t.app.inject({ url: `${HOURS}/OPS_CHAT/openStatus` });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ errors: string[] }>().errors).toHaveLength(1);
    expect((await publicGet('/OPS_FAX')).statusCode).toBe(400);
  });

  it('say the chat is open on Monday noon and no agent is taking chats', async () => {
    const res = await publicGet('/OPS_CHAT/openStatus', 'silverpeak');
    expect(res.json()).toEqual({ isOpen: true, agentAvailable: false });
  });
});

describe('the console hours (HOURS_MANAGE)', () => {
  it("sets one department's week; the footer's call and the console read it back", async () => {
    const saturdayOff = week((d) => (d.weekdayValue === 6 ? { isOpen: false } : {}));
    const res = await t.app.inject({
      method: 'PUT',
      url: `${CONSOLE}/keystone/OPS_PHONE`,
      headers: admin.headers,
      payload: { weekdays: saturdayOff },
    });
    expect(res.statusCode).toBe(200);
    const hours = res.json<{
      departments: { department: string; weekdays: { isOpen: boolean; startTime: unknown }[] }[];
    }>();
    const phone = hours.departments.find((d) => d.department === 'OPS_PHONE');
    expect(phone?.weekdays[5]).toMatchObject({ weekday: 'SATURDAY', isOpen: false, startTime: null, endTime: null });
    // The chat keeps the default week.
    expect(hours.departments.find((d) => d.department === 'OPS_CHAT')?.weekdays).toEqual(DEFAULT_OPERATING_WEEK);

    const footer = (await publicGet('/OPS_PHONE')).json<{ weekdays: { isOpen: boolean }[] }>();
    expect(footer.weekdays.map((d) => d.isOpen)).toEqual([true, true, true, true, true, false, false]);

    const audit = await t.db
      .selectFrom('staff_audit')
      .select(['action', 'member_uuid', 'application_uuid'])
      .where('action', '=', 'hours.set')
      .execute();
    expect(audit).toEqual([{ action: 'hours.set', member_uuid: admin.memberUuid, application_uuid: null }]);
  });

  it("refuses an open day whose start is not before its end, naming the day; '00:00' is midnight", async () => {
    const put = (weekdays: object[]) =>
      t.app.inject({
        method: 'PUT',
        url: `${CONSOLE}/keystone/OPS_CHAT`,
        headers: admin.headers,
        payload: { weekdays },
      });
    const bad = await put(week((d) => (d.weekdayValue === 2 ? { startTime: '18:00', endTime: '09:00' } : {})));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ errors: [HOURS_START_AFTER_END_MESSAGE('TUESDAY')] });
    const sixDays = await put(week().slice(0, 6));
    expect(sixDays.statusCode).toBe(400);
    const late = await put(week((d) => (d.weekdayValue === 1 ? { endTime: '00:00' } : {})));
    expect(late.statusCode).toBe(200);
  });

  it('adds a holiday (the same date replaces it) that closes only the departments it names, and removes it', async () => {
    const add = (payload: object) =>
      t.app.inject({ method: 'POST', url: `${CONSOLE}/keystone/holidays`, headers: admin.headers, payload });
    expect((await add({ date: '2026-11-26', name: 'Thanksgiving', departments: ['OPS_PHONE'] })).statusCode).toBe(200);
    const replaced = await add({
      date: '2026-11-26',
      name: 'Thanksgiving Day',
      departments: ['OPS_PHONE', 'OPS_CHAT'],
    });
    const holidays = replaced.json<{ holidays: { uuid: string; name: string; departments: string[] }[] }>().holidays;
    expect(holidays).toEqual([
      {
        uuid: expect.any(String),
        date: '2026-11-26',
        name: 'Thanksgiving Day',
        departments: ['OPS_PHONE', 'OPS_CHAT'],
      },
    ]);
    expect((await publicGet('/OPS_CHAT')).json<{ holidays: unknown[] }>().holidays).toEqual([
      { date: '2026-11-26', name: 'Thanksgiving Day' },
    ]);
    expect((await add({ date: '2026-11-20', name: 'Past', departments: ['OPS_CHAT'] })).statusCode).toBe(400);
    const noDepartment = await add({ date: '2026-12-24', name: 'Eve', departments: [] });
    expect(noDepartment.json()).toEqual({ errors: ['departments: Choose at least one department.'] });

    const thanksgiving = new Date('2026-11-26T20:00:00Z');
    expect(await isDepartmentOpen(t.db, 'keystone', 'OPS_CHAT', thanksgiving)).toBe(false);
    expect(await isDepartmentOpen(t.db, 'keystone', 'OPS_CHAT', new Date('2026-11-27T20:00:00Z'))).toBe(true);

    const uuid = holidays[0]?.uuid as string;
    const removeAs = (session: StaffSession, org = 'keystone') =>
      t.app.inject({ method: 'DELETE', url: `${CONSOLE}/${org}/holidays/${uuid}`, headers: session.headers });
    expect((await removeAs(otherAdmin, 'ledgerlend')).statusCode).toBe(404);
    const removed = await removeAs(admin);
    expect(removed.json<{ holidays: unknown[] }>().holidays).toEqual([]);
    expect((await removeAs(admin)).statusCode).toBe(404);
    expect(await isDepartmentOpen(t.db, 'keystone', 'OPS_CHAT', thanksgiving)).toBe(true);
  });

  it('answers 404 for an organisation the member is not scoped to', async () => {
    const read = await t.app.inject({ url: `${CONSOLE}/keystone`, headers: otherAdmin.headers });
    expect(read.statusCode).toBe(404);
    const write = await t.app.inject({
      method: 'PUT',
      url: `${CONSOLE}/keystone/OPS_CHAT`,
      headers: otherAdmin.headers,
      payload: { weekdays: week() },
    });
    expect(write.statusCode).toBe(404);
    const support = await createStaffSession(t.app, { roles: ['SUPPORT_AGENT'], orgCodes: ['keystone'] });
    expect((await t.app.inject({ url: `${CONSOLE}/keystone`, headers: support.headers })).statusCode).toBe(403);
  });
});

describe('open status over time', () => {
  it('follows the hours through the week and an agent taking chats', async () => {
    const agent = await createStaffSession(t.app, { roles: ['SUPPORT_AGENT'], orgCodes: ['lakeshorecu'] });
    const underwriter = await createStaffSession(t.app, { roles: ['UNDERWRITER'], orgCodes: ['lakeshorecu'] });
    const status = async () =>
      (await publicGet('/OPS_CHAT/openStatus', 'lakeshorecu')).json<{ isOpen: boolean; agentAvailable: boolean }>();
    const present = (staffUuid: string, available: boolean, lastSeenAt: Date) =>
      t.db
        .insertInto('chat_agent_presence')
        .values({ staff_uuid: staffUuid, available, last_seen_at: lastSeenAt })
        .onConflict((oc) => oc.column('staff_uuid').doUpdateSet({ available, last_seen_at: lastSeenAt }))
        .execute();

    await present(underwriter.memberUuid, true, MONDAY_NOON);
    expect(await status()).toEqual({ isOpen: true, agentAvailable: false });

    await present(agent.memberUuid, true, MONDAY_NOON);
    expect(await status()).toEqual({ isOpen: true, agentAvailable: true });
    expect(await isAgentAvailable(t.db, 'lakeshorecu', MONDAY_NOON)).toBe(true);
    expect(await isAgentAvailable(t.db, 'summit', MONDAY_NOON)).toBe(false);

    setClock(new Date(MONDAY_NOON.getTime() + 31_000));
    expect(await status()).toEqual({ isOpen: true, agentAvailable: false });

    // Sunday noon Pacific: closed by default, whoever is present.
    const sunday = new Date('2026-11-29T20:00:00Z');
    setClock(sunday);
    await present(agent.memberUuid, true, sunday);
    expect(await status()).toEqual({ isOpen: false, agentAvailable: true });

    await present(agent.memberUuid, false, sunday);
    expect(await status()).toEqual({ isOpen: false, agentAvailable: false });
  });
});
