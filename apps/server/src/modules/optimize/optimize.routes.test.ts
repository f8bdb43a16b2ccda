import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const post = (path: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/service-optimize/external${path}`, payload: payload as object });
const user = (organization: string) => ({
  optimizeUser: { organization, identityUuid: 'x', createdAt: '2025-01-01T00:00:00Z' },
});

describe('POST /service-optimize/{context}/api/v1/features (docs/product/widgets-and-calculations.md §7)', () => {
  it('answers the seeded defaults', async () => {
    const res = await post('/api/v1/features', user('summit'));
    expect(res.statusCode).toBe(200);
    const byKey = Object.fromEntries(res.json().features.map((f: { key: string }) => [f.key, f]));
    expect(byKey['redesign-2025']).toEqual({ key: 'redesign-2025', enabled: true, variables: {} });
    expect(byKey.webchat.enabled).toBe(true);
    expect(byKey['ny-modal'].enabled).toBe(true);
    expect(byKey['sms-transactional-consent'].enabled).toBe(true);
    expect(byKey['ca-fires']).toMatchObject({
      enabled: true,
      variables: { zips: expect.arrayContaining([expect.stringMatching(/^\d{5}$/)]) },
    });
    expect(byKey.maintenance).toEqual({ key: 'maintenance', enabled: false, variables: { routes: [] } });
  });

  it("lets an organisation's row override the global default", async () => {
    const res = await post('/api/v1/features', user('silverpeak'));
    const flag = res.json().features.find((f: { key: string }) => f.key === 'redesign-2025');
    expect(flag.enabled).toBe(false);
    expect(res.json().features.filter((f: { key: string }) => f.key === 'redesign-2025')).toHaveLength(1);
  });

  it.each(['summit', 'summitny'])(
    'gives %s the New York modal’s two sites, and a partner none (docs/product/widgets-and-calculations.md §2)',
    async (organization) => {
      const nyModal = async (org: string) =>
        (await post('/api/v1/features', user(org))).json().features.find((f: { key: string }) => f.key === 'ny-modal');
      expect((await nyModal(organization)).variables).toEqual({
        newYorkSiteUrl: 'https://ny.summithomelending.example/account/heloc/register',
        otherSiteUrl: 'https://apply.summithomelending.example/account/heloc/register',
      });
      expect((await nyModal('lakeshorecu')).variables).toEqual({});
    },
  );

  it('answers 400 naming the missing organisation', async () => {
    const res = await post('/api/v1/features', { optimizeUser: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: ['optimizeUser.organization is required'] });
  });
});

describe('single feature and decision (docs/product/widgets-and-calculations.md §7)', () => {
  it('answers one flag, and enabled false for an unknown key', async () => {
    expect((await post('/api/v1/feature', { featureKey: 'webchat', ...user('summit') })).json()).toEqual({
      key: 'webchat',
      enabled: true,
      variables: { borrowerAuthentication: true },
    });
    expect((await post('/api/v1/feature', { featureKey: 'no-such-flag', ...user('summit') })).json()).toEqual({
      key: 'no-such-flag',
      enabled: false,
      variables: {},
    });
  });

  it('answers a decision with a variation', async () => {
    expect((await post('/api/v2/decision', { featureKey: 'redesign-2025', ...user('summit') })).json()).toEqual({
      key: 'redesign-2025',
      enabled: true,
      variation: 'on',
    });
    expect((await post('/api/v2/decision', { featureKey: 'redesign-2025', ...user('silverpeak') })).json()).toEqual({
      key: 'redesign-2025',
      enabled: false,
      variation: 'off',
    });
  });

  it('reads flag changes from the table at once (no per-node cache)', async () => {
    await t.db
      .updateTable('feature_flags')
      .set({ enabled: true, variables: JSON.stringify({ routes: ['/account/heloc/*/bank/*'] }) })
      .where('key', '=', 'maintenance')
      .execute();
    expect((await post('/api/v1/feature', { featureKey: 'maintenance', ...user('summit') })).json()).toEqual({
      key: 'maintenance',
      enabled: true,
      variables: { routes: ['/account/heloc/*/bank/*'] },
    });
  });
});
