import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, createHeloc, readStatus } from '../../../test/engine-fixtures';
import { type TestApp, buildTestApp, countRows, registerAndLogin } from '../../../test/helper';
import { type StaffSession, createStaffSession } from '../../../test/staff-fixtures';
import { DEFAULT_PRICING } from '../../workflow/pricing/pricing-data';

/*
 * Pricing sheets in the console (docs/pricing.md "Pricing sheets"): versions written whole, effective now or later,
 * each offer keeping the version that priced it, restore in one act, a sample priced before publishing.
 */
const SHEETS = '/console/api/v1/pricing-sheets';

let t: TestApp;
let admin: StaffSession;
let closer: StaffSession;
let otherAdmin: StaffSession;

type Offer = { term: number; type: string; rate: number; discountList: { discountType: string }[] };
type Application = { offers: Offer[]; pricingSheetVersion: number | null; selectedOffer: unknown };

const sheet = (over: Record<string, unknown> = {}) => ({ ...DEFAULT_PRICING, ...over });
const publish = (session: StaffSession, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: SHEETS,
    headers: session.headers,
    payload: { orgCode: 'summit', effectiveAt: null, ...body },
  });
const listSheets = async (orgCode = 'summit') =>
  (await t.app.inject({ url: `${SHEETS}?orgCode=${orgCode}`, headers: admin.headers })).json<{
    inEffect: number | null;
    versions: { version: number; restoredFrom: number | null; sheet: Record<string, unknown> }[];
  }>();

/** A borrower of summit in Texas at the offers (the default persona), and their application. */
const borrowerAtOffers = async () => {
  const user = await registerAndLogin(t.app);
  const uuid = await createHeloc(t.app, user);
  expect((await readStatus(t.app, user, uuid)).checklistStatus).toBe('OFFER_SELECTION');
  const read = async () => (await t.app.inject({ url: appUrl(uuid), headers: user.auth })).json<Application>();
  return { user, uuid, read };
};
const tenYearFixed = (app: Application) => app.offers.find((o) => o.term === 10 && o.type === 'FIXED')?.rate;

beforeAll(async () => {
  t = await buildTestApp({ PROCESSING_DELAY_MS: '0' });
  admin = await createStaffSession(t.app, { roles: ['ADMIN'], orgCodes: ['summit', 'lakeshorecu'] });
  closer = await createStaffSession(t.app, { roles: ['CLOSER'], orgCodes: ['summit'] });
  otherAdmin = await createStaffSession(t.app, { roles: ['ADMIN'], orgCodes: ['ledgerlend'] });
});
afterAll(async () => t.close());

describe('writing a sheet', () => {
  it('refuses a key outside its range, naming it, and writes nothing', async () => {
    const res = await publish(admin, { sheet: sheet({ maxRate: 0.18, originationFee: 0.06 }) });
    expect(res.statusCode).toBe(400);
    const errors = res.json<{ errors: string[] }>().errors.join(' | ');
    expect(errors).toContain('The highest rate must be at most 0.172.');
    expect(errors).toContain('The origination fee must be at most 0.0499.');
    expect(await countRows(t.db, 'pricing_sheets')).toBe(0);
  });

  it('is PRICING_MANAGE: a closer is refused, another organisation is not found', async () => {
    expect((await publish(closer, { sheet: sheet() })).statusCode).toBe(403);
    expect((await publish(otherAdmin, { sheet: sheet() })).statusCode).toBe(404);
    expect(await countRows(t.db, 'pricing_sheets')).toBe(0);
  });
});

describe('the versioning rule', () => {
  it('a new sheet prices the next borrower; the offers already made and chosen stay as they were', async () => {
    // Before any sheet: the standing pricing, version 0 (docs/pricing.md worked example: 10-year FIXED 9.99%).
    const standing = await borrowerAtOffers();
    expect((await standing.read()).pricingSheetVersion).toBe(0);
    expect(tenYearFixed(await standing.read())).toBe(0.0999);

    const v1 = await publish(admin, { sheet: sheet({ fixedBaseRateByTerm: { '5': 0.08, '10': 0.085 } }), note: 'Q1' });
    expect(v1.statusCode).toBe(200);
    expect(v1.json()).toMatchObject({ version: 1, restoredFrom: null, note: 'Q1' });

    const first = await borrowerAtOffers();
    const firstOffers = await first.read();
    expect(firstOffers.pricingSheetVersion).toBe(1);
    expect(tenYearFixed(firstOffers)).toBe(0.095);
    const choose = await t.app.inject({
      method: 'PUT',
      url: `${appUrl(first.uuid)}/offer`,
      headers: first.user.auth,
      payload: { term: 10, type: 'FIXED', drawAmount: 50_000, payoffPreference: 'PRESERVE' },
    });
    expect(choose.statusCode).toBe(200);
    const chosen = (await first.read()).selectedOffer;

    expect(
      (await publish(admin, { sheet: sheet({ fixedBaseRateByTerm: { '5': 0.09, '10': 0.0925 } }) })).statusCode,
    ).toBe(200);
    const next = await borrowerAtOffers();
    expect((await next.read()).pricingSheetVersion).toBe(2);
    expect(tenYearFixed(await next.read())).toBe(0.1025);

    // Regulation Z: the terms disclosed are the terms offered.
    expect(await first.read()).toMatchObject({
      offers: firstOffers.offers,
      pricingSheetVersion: 1,
      selectedOffer: chosen,
    });
    expect(await standing.read()).toMatchObject({ pricingSheetVersion: 0 });
    // The console's file names the version too.
    const file = await t.app.inject({ url: `/console/api/v1/applications/${first.uuid}`, headers: admin.headers });
    expect(file.json()).toMatchObject({ pricingSheetVersion: 1 });
  });

  it('a sheet effective later waits for its time, in the lender time zone', async () => {
    const now = t.clock.now();
    const tomorrow = new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
    const res = await publish(admin, { sheet: sheet({ primeRate: 0.07 }), effectiveAt: `${tomorrow}T12:00` });
    expect(res.statusCode).toBe(200);
    const scheduled = res.json<{ version: number; effectiveAt: string }>();
    // Noon in Los Angeles is 19:00 or 20:00 UTC.
    expect(scheduled.effectiveAt).toMatch(new RegExp(`^${tomorrow}T(19|20):00:00`));
    const before = (await listSheets()).inEffect;
    expect(before).not.toBe(scheduled.version);
    t.clock.advance(2 * 86_400_000);
    // The staff session ended meanwhile (a working day at most): sign in again.
    admin = await createStaffSession(t.app, { roles: ['ADMIN'], orgCodes: ['summit', 'lakeshorecu'] });
    expect((await listSheets()).inEffect).toBe(scheduled.version);
  });

  it('refuses a time already past', async () => {
    const res = await publish(admin, { sheet: sheet(), effectiveAt: '2020-01-01T09:00' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: string[] }>().errors[0]).toContain('have passed');
  });

  it('restores an earlier version in one act, audited with the sheet before and after', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${SHEETS}/restore`,
      headers: admin.headers,
      payload: { orgCode: 'summit', version: 1 },
    });
    expect(res.statusCode).toBe(200);
    const restored = res.json<{ version: number; restoredFrom: number; sheet: unknown }>();
    const listed = await listSheets();
    expect(listed.inEffect).toBe(restored.version);
    expect(restored.restoredFrom).toBe(1);
    expect(restored.sheet).toEqual(listed.versions.find((v) => v.version === 1)?.sheet);
    const audit = await t.db
      .selectFrom('staff_audit')
      .select(['action', 'actor', 'before', 'after'])
      .where('action', 'like', 'pricing_sheet.%')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'pricing_sheet.publish',
      'pricing_sheet.publish',
      'pricing_sheet.publish',
      'pricing_sheet.restore',
    ]);
    expect(audit.at(-1)).toMatchObject({
      actor: expect.stringContaining('@'),
      before: expect.objectContaining({ version: listed.versions[1]?.version }),
      after: expect.objectContaining({ version: restored.version, restoredFrom: 1 }),
    });
  });
});

describe('price a sample', () => {
  const sample = (body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `${SHEETS}/sample`,
      headers: admin.headers,
      payload: { creditScore: 760, propertyValueDollars: 650_000, existingLienDollars: 200_000, state: 'TX', ...body },
    });

  it('prices a draft before publishing, and names the version in effect otherwise', async () => {
    const draft = await sample({ orgCode: 'summit', sheet: sheet() });
    expect(draft.json()).toMatchObject({ version: null });
    expect(tenYearFixed(draft.json())).toBe(0.0999);
    const inEffect = await sample({ orgCode: 'summit' });
    expect(inEffect.json<{ version: number }>().version).toBe((await listSheets()).inEffect);
  });

  it("gives a partner credit union's own discount type to that credit union only", async () => {
    const discounts = [
      { type: 'AUTOPAY', rateReduction: 0.0025 },
      { type: 'CREDIT_UNION_LAKESHORECU', rateReduction: 0.005 },
    ];
    const types = async (orgCode: string) =>
      (await sample({ orgCode, state: 'MI', sheet: sheet({ discounts }) }))
        .json<{ offers: Offer[] }>()
        .offers[0]?.discountList.map((d) => d.discountType);
    expect(await types('lakeshorecu')).toEqual(['AUTOPAY', 'CREDIT_UNION_LAKESHORECU']);
    expect(await types('summit')).toEqual(['AUTOPAY']);
  });
});
