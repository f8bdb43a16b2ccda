import { randomUUID } from 'node:crypto';
import { BANNER_FORMAT_ERROR_MESSAGE, acceptBannerData } from '@heloc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp, countRows } from '../../../test/helper';
import { type StaffSession, createStaffSession } from '../../../test/staff-fixtures';

/*
 * Site banners (docs/product/widgets-and-calculations.md §4, §7): admins write them in the console; the site reads
 * every banner of its organisation, never from a cache.
 */
const SITE = '/service-banners/external/api/v1/banners';
const CONSOLE = '/console/api/v1/banners';

let t: TestApp;
let admin: StaffSession;
let otherAdmin: StaffSession;
let closer: StaffSession;

const banner = (overrides: Record<string, unknown> = {}) => ({
  uuid: randomUUID(),
  orgCode: 'keystone',
  message: 'Our phone lines close early on Friday.',
  apps: ['heloc'],
  variant: 'warn',
  active: true,
  dismissable: true,
  ...overrides,
});

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createStaffSession(t.app, { roles: ['ADMIN'], orgCodes: ['keystone', 'summit'] });
  otherAdmin = await createStaffSession(t.app, { roles: ['ADMIN'], orgCodes: ['ledgerlend'] });
  closer = await createStaffSession(t.app, { roles: ['CLOSER'], orgCodes: ['keystone'] });
});
afterAll(async () => t.close());

describe('the banner file', () => {
  it('answers an empty list, never cached', async () => {
    const res = await t.app.inject({ url: `${SITE}?org=ledgerlend` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.headers['cache-control']).toContain('no-cache');
  });
});

describe('writing banners in the console (BANNERS_MANAGE)', () => {
  it('creates a banner the organisation’s site then serves in the banner format; sent twice, it is one', async () => {
    const body = banner();
    const sends = await Promise.all(
      [0, 1].map(() => t.app.inject({ method: 'POST', url: CONSOLE, headers: admin.headers, payload: body })),
    );
    expect(sends.map((res) => res.statusCode)).toEqual([201, 201]);
    expect(sends[1]?.json()).toEqual(sends[0]?.json());
    expect(await countRows(t.db, 'site_banners')).toBe(1);

    const site = await t.app.inject({ url: SITE, headers: { 'x-org': 'keystone' } });
    const served = site.json<unknown[]>();
    expect(acceptBannerData(served)).toEqual([
      expect.objectContaining({ uuid: body.uuid, message: body.message, variant: 'warn', active: true }),
    ]);
    expect(served[0]).not.toHaveProperty('orgCode');
    expect((await t.app.inject({ url: SITE, headers: { 'x-org': 'summit' } })).json()).toEqual([]);
  });

  it('edits and deactivates a banner: the file still lists it, inactive, with a later updatedAt', async () => {
    const body = banner({ message: 'Scheduled maintenance tonight.' });
    const created = (await t.app.inject({ method: 'POST', url: CONSOLE, headers: admin.headers, payload: body })).json<{
      metadata: { updatedAt: string };
    }>();
    t.clock.advance(60_000);
    const { uuid: _uuid, orgCode: _org, ...fields } = body;
    const res = await t.app.inject({
      method: 'PUT',
      url: `${CONSOLE}/${body.uuid}`,
      headers: admin.headers,
      payload: { ...fields, active: false },
    });
    expect(res.statusCode).toBe(200);
    const edited = res.json<{ active: boolean; metadata: { updatedAt: string } }>();
    expect(edited.active).toBe(false);
    expect(Date.parse(edited.metadata.updatedAt)).toBeGreaterThan(Date.parse(created.metadata.updatedAt));
    const site = (await t.app.inject({ url: SITE, headers: { 'x-org': 'keystone' } })).json<
      { uuid: string; active: boolean }[]
    >();
    expect(site.find((b) => b.uuid === body.uuid)?.active).toBe(false);
    const audit = await t.db.selectFrom('staff_audit').select('action').where('action', 'like', 'banner.%').execute();
    expect(audit.map((row) => row.action).sort()).toEqual(['banner.create', 'banner.create', 'banner.deactivate']);
  });

  it('answers what is wrong with a banner', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: CONSOLE,
      headers: admin.headers,
      payload: banner({ message: '  ', apps: [], variant: 'error' }),
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json<{ errors: string[] }>().errors.join(' ');
    expect(errors).toContain('Write the message.');
    expect(errors).toContain('Choose at least one app.');
  });

  it('is 403 to a member who does not manage banners, 404 for another organisation’s', async () => {
    expect((await t.app.inject({ url: CONSOLE, headers: closer.headers })).statusCode).toBe(403);
    const res = await t.app.inject({ method: 'POST', url: CONSOLE, headers: otherAdmin.headers, payload: banner() });
    expect(res.statusCode).toBe(404);
    const [existing] = (await t.app.inject({ url: CONSOLE, headers: admin.headers })).json<{ uuid: string }[]>();
    const edit = await t.app.inject({
      method: 'PUT',
      url: `${CONSOLE}/${existing?.uuid}`,
      headers: otherAdmin.headers,
      payload: { message: 'Hijacked', apps: ['heloc'], variant: 'info', active: true, dismissable: true },
    });
    expect(edit.statusCode).toBe(404);
  });

  it('lists the member’s banners newest first', async () => {
    const list = (await t.app.inject({ url: `${CONSOLE}?orgCode=keystone`, headers: admin.headers })).json<
      { message: string; metadata: { updatedAt: string } }[]
    >();
    expect(list.map((b) => b.message)).toEqual([
      'Scheduled maintenance tonight.',
      'Our phone lines close early on Friday.',
    ]);
  });

  it('the web app refuses a file of the wrong shape with the fixed message', () => {
    expect(() => acceptBannerData([{ uuid: 'x' }])).toThrow(BANNER_FORMAT_ERROR_MESSAGE);
  });
});
