import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp, registerAndLogin } from './helper';
import { appUrl, createHeloc, readStatus } from './engine-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PROCESSING_DELAY_MS: '0' });
});
afterAll(async () => t.close());

// docs/sandbox.md: the last name typed in the registration form picks the persona.
describe('sandbox personas reach their status on the first status read', () => {
  it.each([
    ['Smith', 'OFFER_SELECTION', 'SELECT'],
    ['Declined', 'DECLINED', 'DECLINE'],
    ['Nomatch', 'CREDIT_NO_MATCH', null],
    ['Nomatchssn', 'CREDIT_NO_MATCH_SSN', null],
    ['Frozen', 'SOFT_CREDIT_FROZEN', null],
    ['Locked', 'SOFT_CREDIT_LOCKED', null],
    ['Noproperty', 'NO_PROPERTY_FOUND', 'INITIAL'],
    ['Multiple', 'MULTIPLE_PROPERTIES', 'INITIAL'],
    ['Noavm', 'NO_AVM_FOUND', 'INITIAL'],
    ['Delinquent', 'DELINQUENCY_REVIEW', 'REVIEW'],
    ['Assets', 'ASSETS_PREQUAL', 'ASSET_DEPLETION'],
    ['Lowequity', 'DECLINED', 'DECLINE'],
    ['Garcia-Declined', 'DECLINED', 'DECLINE'],
  ])('last name %s -> %s', async (lastName, checklistStatus, uwDecision) => {
    const user = await registerAndLogin(t.app);
    const uuid = await createHeloc(t.app, user, { lastName });
    const status = await readStatus(t.app, user, uuid);
    expect(status).toMatchObject({ checklistStatus, uwDecision });
  });

  it('marks frozen credit with the CREDIT_FROZEN sub-decision and no AVM with a required BPO', async () => {
    const user = await registerAndLogin(t.app);
    expect(await readStatus(t.app, user, await createHeloc(t.app, user, { lastName: 'Frozen' }))).toMatchObject({
      uwSubDecision: 'CREDIT_FROZEN',
    });
    const other = await registerAndLogin(t.app);
    expect(await readStatus(t.app, other, await createHeloc(t.app, other, { lastName: 'Noavm' }))).toMatchObject({
      bpo: 'BPO_REQUIRED',
      uwSubDecision: 'BPO_PENDING',
    });
  });

  it('sends an applicant with too little income for the debts to the assets path', async () => {
    const user = await registerAndLogin(t.app);
    // $4,000 + $5,000 other income = $750 a month; the default persona's $400 of debts is 53% of it (limit 50%).
    const uuid = await createHeloc(t.app, user, { income: 4_000 });
    expect((await readStatus(t.app, user, uuid)).checklistStatus).toBe('ASSETS_PREQUAL');
  });
});

describe('offers, selection and confirmation', () => {
  const select = (uuid: string, auth: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `${appUrl(uuid)}/offer`, headers: auth, payload });
  const confirm = (uuid: string, auth: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `${appUrl(uuid)}/offer/confirm`, headers: auth });

  it('prices offers within the loan facts and moves a confirmed offer through the hard pull to start/contact', async () => {
    const user = await registerAndLogin(t.app);
    const uuid = await createHeloc(t.app, user);
    await readStatus(t.app, user, uuid);
    const application = (await t.app.inject({ url: appUrl(uuid), headers: user.auth })).json();
    expect(application.offers.length).toBeGreaterThan(0);
    for (const offer of application.offers) {
      expect(offer.rate).toBeGreaterThanOrEqual(0.076);
      expect(offer.rate).toBeLessThanOrEqual(0.172);
      expect(offer.min).toBe(15_000);
      expect(offer.max).toBeLessThanOrEqual(400_000);
      expect(offer.originationFee).toBeLessThanOrEqual(0.0499);
    }
    const offer = application.offers[0];

    const tooMuch = await select(uuid, user.auth, {
      term: offer.term,
      type: offer.type,
      drawAmount: offer.maxDraw + 1,
      payoffPreference: 'PRESERVE',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors[0]).toMatch(/^drawAmount: must be between/);
    expect((await confirm(uuid, user.auth)).statusCode).toBe(400);

    const chosen = await select(uuid, user.auth, {
      term: offer.term,
      type: offer.type,
      drawAmount: 50_000,
      payoffPreference: 'PRESERVE',
      paymentMethod: 'AUTOPAY',
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ amount: 50_000, term: offer.term, selectedOffer: { confirmed: false } });

    const confirmed = await confirm(uuid, user.auth);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().checklistStatus).toBe('HARD_CREDIT_PULL');
    expect((await readStatus(t.app, user, uuid)).checklistStatus).toBe('COLLECT_ADDITIONAL_INFO');
    expect((await confirm(uuid, user.auth)).statusCode).toBe(409);
  });

  it.each([
    ['Hardfrozen', 'HARD_CREDIT_FROZEN'],
    ['Hardlocked', 'HARD_CREDIT_LOCKED'],
  ])('last name %s stops at %s after the offer is confirmed', async (lastName, status) => {
    const user = await registerAndLogin(t.app);
    const uuid = await createHeloc(t.app, user, { lastName });
    expect((await readStatus(t.app, user, uuid)).checklistStatus).toBe('OFFER_SELECTION');
    const { offers } = (await t.app.inject({ url: appUrl(uuid), headers: user.auth })).json();
    await select(uuid, user.auth, {
      term: offers[0].term,
      type: offers[0].type,
      drawAmount: 20_000,
      payoffPreference: 'PRESERVE',
    });
    await confirm(uuid, user.auth);
    expect((await readStatus(t.app, user, uuid)).checklistStatus).toBe(status);
  });

  it('gives the credit-union partner its CREDIT_UNION discount', async () => {
    const user = await registerAndLogin(t.app, { org: 'lakeshorecu' });
    const uuid = await createHeloc(t.app, user, { state: 'MI', city: 'Grand Rapids', zip: '49503' });
    await readStatus(t.app, user, uuid);
    const { offers } = (await t.app.inject({ url: appUrl(uuid), headers: user.auth })).json();
    expect(offers[0].discountList.map((d: { discountType: string }) => d.discountType)).toEqual([
      'AUTOPAY',
      'CREDIT_UNION',
    ]);
  });
});
