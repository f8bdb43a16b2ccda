import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Organization } from '@heloc/domain';
import { PNG } from 'pngjs';
import { type TestApp, buildTestApp } from '../../../test/helper';
import { brandColorsOf } from '@heloc/domain';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const orgOf = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode).toBe(200);
  return res.json<{ orgCode: string }>().orgCode;
};
const URL = '/service-organization/api/v1/organization';

const keystone = async () => (await t.app.inject({ url: `${URL}?org=keystone` })).json<Organization>();
const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));

describe('GET /service-organization/api/v1/organization (docs/product/registration-and-routing.md §1)', () => {
  it.each([
    ['no hint: the main brand', URL, {}, 'summit'],
    ['?org=', `${URL}?org=lakeshorecu`, {}, 'lakeshorecu'],
    ['x-org header', URL, { 'x-org': 'KEYSTONE' }, 'keystone'],
    ['?org= wins over x-org', `${URL}?org=ledgerlend`, { 'x-org': 'keystone' }, 'ledgerlend'],
    ['unknown ?org= falls back to x-org', `${URL}?org=nope`, { 'x-org': 'keystone' }, 'keystone'],
    ['record host name', URL, { host: 'apply.silverpeakequity.example' }, 'silverpeak'],
    ['<code>.localhost', URL, { host: 'summitny.localhost:3000' }, 'summitny'],
    ['ephemeral test host', URL, { host: 'ledgerlend--pr-7.preview.example.net' }, 'ledgerlend'],
    ['unknown host', URL, { host: 'elsewhere.example' }, 'summit'],
  ])('%s', async (_name, url, headers, expected) => {
    expect(await orgOf(url, headers)).toBe(expected);
  });

  it('answers the whole record of every seeded variant', async () => {
    const main = (await t.app.inject({ url: URL })).json();
    expect(main).toMatchObject({
      orgCode: 'summit',
      canonicalOrgCode: 'summit',
      orgMetaData: { companyName: 'Summit Home Lending', supportPhone: '888-819-6388', variant: { isMainBrand: true } },
    });
    expect(main.orgMetaData.licensedStates.length).toBeLessThan(50);
    const variants: [string, string][] = [
      ['lakeshorecu', 'isCreditUnion'],
      ['keystone', 'requiresReferringLoanOfficer'],
      ['summitny', 'isNewYorkEntity'],
      ['ledgerlend', 'isCrypto'],
      ['silverpeak', 'isAgeRestricted'],
    ];
    for (const [code, flag] of variants) {
      const org = (await t.app.inject({ url: `${URL}?org=${code}` })).json();
      expect(org.orgMetaData.variant[flag]).toBe(true);
      for (const entry of org.orgPricingData) {
        expect(entry.minRate).toBeGreaterThanOrEqual(0.076);
        expect(entry.maxRate).toBeLessThanOrEqual(0.172);
        expect(entry.maxOriginationFee).toBeLessThanOrEqual(0.0499);
      }
    }
    const cu = (await t.app.inject({ url: `${URL}?org=lakeshorecu` })).json();
    expect(cu.orgMetaData.privacyPolicyUrl).toMatch(/^https:/);
    expect(cu.orgPricingData[0].discounts.map((d: { type: string }) => d.type)).toContain('CREDIT_UNION');
  });
});

describe('GET /org-assets/{code}/logo.svg', () => {
  it('draws the wordmark in the brand colour', async () => {
    const res = await t.app.inject({ url: '/org-assets/keystone/logo.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('Keystone');
    expect(res.body).toContain('#6a1b9a');
  });

  it('draws the favicon as a PNG of the logo mark: the brand colour, the accent triangle, transparent corners', async () => {
    const res = await t.app.inject({ url: '/org-assets/keystone/favicon.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const png = PNG.sync.read(res.rawPayload);
    expect([png.width, png.height]).toEqual([64, 64]);
    const pixel = (x: number, y: number) => [...png.data.subarray((y * 64 + x) * 4, (y * 64 + x) * 4 + 4)];
    const { primary, accent } = brandColorsOf(await keystone());
    expect(pixel(0, 0)[3]).toBe(0);
    expect(pixel(4, 32)).toEqual([...rgb(primary), 255]);
    expect(pixel(32, 40)).toEqual([...rgb(accent), 255]);
  });

  it('keeps the SVG favicon for addresses handed out before, with the same mark and no text', async () => {
    const res = await t.app.inject({ url: '/org-assets/keystone/favicon.svg' });
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('#6a1b9a');
    expect(res.body).not.toContain('<text');
  });

  it('answers 404 for an unknown organisation', async () => {
    const res = await t.app.inject({ url: '/org-assets/nope/logo.svg' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: ['Not found'] });
  });
});
