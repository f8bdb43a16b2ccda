import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HelocApplication, Offer, Profile } from '@heloc/domain/contracts';
import { json } from '../../platform/database/json';
import { type Registered, type TestApp, buildTestApp, registerAndLogin } from '../../../test/helper';
import { CREATE_URL, SANDBOX_HEADERS, appUrl, helocBody, readStatus } from '../../../test/engine-fixtures';

/*
 * What registration and the outside parties hand over reaches the tables and the answers (docs/decisions.md "Calls the
 * app makes"): the create call's tracking fields, the profile, the credit report's liabilities and the income requests.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PROCESSING_DELAY_MS: '0' });
});
afterAll(async () => t.close());

const create = async (user: Registered, body: object, state = 'TX') => {
  const res = await t.app.inject({
    method: 'POST',
    url: `${CREATE_URL}?state=${state}`,
    headers: user.auth,
    payload: body,
  });
  expect([200, 201]).toContain(res.statusCode);
  return res.json<{ uuid: string }>().uuid;
};
const application = async (user: Registered, uuid: string) =>
  (await t.app.inject({ url: appUrl(uuid), headers: user.auth })).json<HelocApplication>();
const profile = async (user: Registered) =>
  (await t.app.inject({ url: '/service-profile/api/v1/profile', headers: user.auth })).json<Profile>();
const toStatus = async (uuid: string, checklistStatus: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/sandbox/api/v1/applications/${uuid}/status`,
    headers: SANDBOX_HEADERS,
    payload: { checklistStatus },
  });
  expect(res.statusCode).toBe(200);
};

describe('creating an application keeps what the create call carries', () => {
  it('stores the utm parameters, experiments and marketing tools, and links the experiment profile', async () => {
    const user = await registerAndLogin(t.app);
    const profileUuid = randomUUID();
    const uuid = await create(user, {
      ...helocBody(),
      utmParameters: { utm_source: 'mailer', utm_campaign: 'spring' },
      abVersionsRequest: [{ name: 'redesign-2025', variation: 'on' }],
      marketingTools: { totalExpertOwnerId: 'owner-7', totalExpertContactId: 'contact-9' },
      optimizelyProfileRequest: { optimizelyProfileUuid: profileUuid },
    });
    const row = await t.db.selectFrom('applications').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
    expect(row.utm_parameters).toEqual({ utm_source: 'mailer', utm_campaign: 'spring' });
    expect(row.experiments).toEqual([{ name: 'redesign-2025', variation: 'on' }]);
    expect(row.marketing_tools).toEqual({ totalExpertOwnerId: 'owner-7', totalExpertContactId: 'contact-9' });
    const tracker = await t.app.inject({
      url: '/service-application/api/v3/application/heloc/optermizerly-profile',
      headers: user.auth,
    });
    expect(tracker.json()).toEqual({ trackerId: profileUuid });
    expect((await profile(user)).optimizelyProfileUuid).toBe(profileUuid);
  });

  it('the profile keeps the experiment profile the PATCH optermizerly-profile call links (docs/product/application-area.md §7)', async () => {
    const user = await registerAndLogin(t.app);
    expect((await profile(user)).optimizelyProfileUuid).toBeNull();
    const optimizelyProfileUuid = randomUUID();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/service-application/api/v1/application/heloc/optermizerly-profile?identityUuid=${user.identityUuid}`,
      headers: user.auth,
      payload: { optimizelyProfileUuid },
    });
    expect(res.statusCode).toBe(200);
    expect((await profile(user)).optimizelyProfileUuid).toBe(optimizelyProfileUuid);
  });

  it('without them, stores none', async () => {
    const user = await registerAndLogin(t.app);
    const uuid = await create(user, helocBody());
    const row = await t.db.selectFrom('applications').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
    expect(row.utm_parameters).toEqual({});
    expect(row.marketing_tools).toBeNull();
  });
});

describe('registration writes the profile (docs/product/registration-and-routing.md §3)', () => {
  it('a new applicant living in the property: name, date of birth and the property as home address', async () => {
    const user = await registerAndLogin(t.app);
    expect((await profile(user)).name.firstName).toBeNull();
    await create(user, helocBody());
    const answer = await profile(user);
    expect(answer.name).toEqual({ firstName: 'Pat', middleName: null, lastName: 'Smith', suffix: null });
    expect(answer.dob).toEqual({ day: 12, month: 3, year: 1978 });
    expect(answer.addresses).toEqual([
      {
        type: 'HOME',
        uuid: expect.any(String),
        street1: '123 Main St',
        street2: null,
        city: 'Austin',
        state: 'TX',
        zip: '78701',
      },
    ]);
  });

  it('a property that is not the home: the home address given; a repeated submit leaves one HOME address', async () => {
    const user = await registerAndLogin(t.app);
    const base = helocBody();
    const body = {
      ...base,
      propertyRequest: {
        ...base.propertyRequest,
        occupancyType: 'INVESTMENT',
        homeAddress: { street1: '9 Elm St', street2: 'Apt 2', city: 'Dallas', state: 'TX', zip: '75201' },
      },
    };
    const first = await create(user, body);
    const again = await create(user, body);
    expect(again).toBe(first);
    const { addresses } = await profile(user);
    expect(addresses).toEqual([
      {
        type: 'HOME',
        uuid: expect.any(String),
        street1: '9 Elm St',
        street2: 'Apt 2',
        city: 'Dallas',
        state: 'TX',
        zip: '75201',
      },
    ]);
  });
});

interface LienAnswer {
  uuid: string;
  position: number;
}

describe('the application answer', () => {
  it("answers the credit report's accounts as liabilities, with the payoff the applicant chose", async () => {
    const user = await registerAndLogin(t.app);
    const uuid = await create(user, helocBody({ lastName: 'Payoff' }));
    expect((await readStatus(t.app, user, uuid)).checklistStatus).toBe('OFFER_SELECTION');
    expect((await application(user, uuid)).liabilities).toEqual([
      { monetaryBalance: 200_000, monetaryCalculatedNextPaymentMinimumAmount: 1_200, payOff: { status: null } },
      { monetaryBalance: 18_000, monetaryCalculatedNextPaymentMinimumAmount: 310, payOff: { status: null } },
      { monetaryBalance: 13_333, monetaryCalculatedNextPaymentMinimumAmount: 400, payOff: { status: null } },
    ]);

    const offer = (await application(user, uuid)).offers[0] as Offer;
    await t.app.inject({
      method: 'PUT',
      url: `${appUrl(uuid)}/offer`,
      headers: user.auth,
      payload: { term: offer.term, type: offer.type, drawAmount: offer.maxDraw, payoffPreference: 'PRESERVE' },
    });
    await t.app.inject({ method: 'POST', url: `${appUrl(uuid)}/offer/confirm`, headers: user.auth });
    await readStatus(t.app, user, uuid);
    await toStatus(uuid, 'LIEN_VERIFICATION');
    const liens = (await t.app.inject({ url: `${appUrl(uuid)}/liens`, headers: user.auth })).json<LienAnswer[]>();
    const choice = liens.map((l) => ({ uuid: l.uuid, action: l.position === 2 ? 'PAY_OFF' : 'KEEP' }));
    const saved = await t.app.inject({
      method: 'PUT',
      url: `${appUrl(uuid)}/liens`,
      headers: user.auth,
      payload: { liens: choice },
    });
    expect(saved.statusCode).toBe(200);
    const statuses = (await application(user, uuid)).liabilities.map((l) => l.payOff.status);
    expect(statuses).toEqual([null, 'MARKED_FOR_PAYOFF', null]);
  });

  it('answers the lender’s dollar cap on the fee as ofeeMaxThreshold, and maxDtiUnlimited once priced without a DTI limit (docs/product/widgets-and-calculations.md §3, §9)', async () => {
    const user = await registerAndLogin(t.app);
    const uuid = await create(user, helocBody());
    await readStatus(t.app, user, uuid);
    const priced = await application(user, uuid);
    expect(priced).toMatchObject({ ofeeMaxThreshold: null, maxDtiUnlimited: true, assetDepletion: null });

    // The lender's dollar cap on the origination fee is the answer's ofeeMaxThreshold.
    const row = await t.db
      .selectFrom('applications')
      .select('org_code')
      .where('uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    const org = await t.db
      .selectFrom('organizations')
      .select('org_pricing_data')
      .where('org_code', '=', row.org_code)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('organizations')
      .set({ org_pricing_data: json([...(org.org_pricing_data as object[]), { originationFeeMaxDollars: 2_500 }]) })
      .where('org_code', '=', row.org_code)
      .execute();
    try {
      const capped = await registerAndLogin(t.app);
      const cappedUuid = await create(capped, helocBody());
      await readStatus(t.app, capped, cappedUuid);
      expect((await application(capped, cappedUuid)).ofeeMaxThreshold).toBe(2_500);
    } finally {
      await t.db
        .updateTable('organizations')
        .set({ org_pricing_data: json(org.org_pricing_data) })
        .where('org_code', '=', row.org_code)
        .execute();
    }
  });

  it('on the assets path, says how much must be verified: debts over 50% of income, for the months of the rule', async () => {
    const user = await registerAndLogin(t.app);
    const uuid = await create(user, helocBody({ lastName: 'Assets' }));
    expect((await readStatus(t.app, user, uuid)).checklistStatus).toBe('ASSETS_PREQUAL');
    const answer = await application(user, uuid);
    const screen = (await t.app.inject({ url: `${appUrl(uuid)}/assets`, headers: user.auth })).json<{
      requiredDollars: number;
    }>();
    expect(answer.assetDepletion).toEqual({ complete: false, amount: screen.requiredDollars });
    expect(answer.assetDepletion?.amount).toBeGreaterThan(0);
  });

  it('has no liabilities before the credit report, and lists each income request made', async () => {
    const user = await registerAndLogin(t.app);
    const uuid = await create(user, helocBody());
    expect((await application(user, uuid)).incomeRequestRecords).toEqual([]);
    await readStatus(t.app, user, uuid);
    await toStatus(uuid, 'INCOME_VERIFICATION');
    const linked = await t.app.inject({
      method: 'POST',
      url: `${appUrl(uuid)}/income/link`,
      headers: user.auth,
      payload: { method: 'BANK_LINK', institutionId: 'sandbox-bank-first', username: 'pat', password: 'secret' },
    });
    expect(linked.statusCode).toBe(200);
    expect((await application(user, uuid)).incomeRequestRecords).toEqual([{ methods: ['PLAID_TRANSACTIONS'] }]);
  });
});

describe("a loan officer's inquiry (docs/product/registration-and-routing.md §2)", () => {
  it('registering from an inquiry referral makes an inquiry application; another start answers INQUIRY_APPLICATION', async () => {
    const referralUuid = randomUUID();
    await t.db
      .insertInto('referrals')
      .values({
        uuid: referralUuid,
        org_code: 'summit',
        loan_officer_uuid: null,
        first_name: 'Riley',
        last_name: 'Inquiry',
        suffix: null,
        street1: '77 Orchard Lane',
        street2: null,
        city: 'Austin',
        state: 'TX',
        zip: '78701',
        phone_number: '5125550177',
        email: 'riley@example.com',
        status: 'INQUIRY',
      })
      .execute();
    const referralStatus = `/service-application/external/api/v1/heloc/referral-id/${referralUuid}`;
    expect((await t.app.inject({ url: referralStatus })).json()).toEqual({
      status: 'OPEN',
      email: 'riley@example.com',
    });

    const user = await registerAndLogin(t.app);
    const uuid = await create(user, { ...helocBody(), referralId: referralUuid });
    expect((await application(user, uuid)).isInquiry).toBe(true);
    expect((await application(user, uuid)).activeForAppStart).toBe(false);
    const ability = await t.app.inject({
      url: '/service-search/api/v1/profiles/actions/verify-ability-to-start-application',
      headers: user.auth,
    });
    expect(ability.json()).toMatchObject({ canStartApplication: false, reason: 'INQUIRY_APPLICATION' });
    expect((await t.app.inject({ url: referralStatus })).json()).toMatchObject({ status: 'USED' });
  });

  it('an ordinary referral makes an ordinary application', async () => {
    const user = await registerAndLogin(t.app);
    const uuid = await create(user, helocBody());
    expect((await application(user, uuid)).isInquiry).toBe(false);
  });
});

describe('the last name (docs/product/widgets-and-calculations.md §5)', () => {
  it('takes digits outside production, and refuses other characters', async () => {
    const user = await registerAndLogin(t.app);
    await create(user, helocBody({ lastName: 'Smith2' }));
    const other = await registerAndLogin(t.app);
    const refused = await t.app.inject({
      method: 'POST',
      url: `${CREATE_URL}?state=TX`,
      headers: other.auth,
      payload: helocBody({ lastName: 'Sm!th' }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ errors: ['lastName: Some of the characters entered are not supported.'] });
  });
});
