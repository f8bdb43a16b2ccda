import { randomUUID } from 'node:crypto';
import type { HelocApplication } from '@heloc/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp, registerAndLogin, type Registered } from '../../../test/helper';
import { appUrl, createHeloc, readStatus } from '../../../test/engine-fixtures';

/*
 * A way out of credit/social, credit/error and review-app/property, through the calls a client makes
 * (modules/retries), on the sandbox personas of docs/sandbox.md.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PROCESSING_DELAY_MS: '0' });
});
afterAll(async () => t.close());

type Call = { method: 'GET' | 'POST' | 'PUT'; path: string; payload?: Record<string, unknown> };
const call = (user: Registered, uuid: string, { method, path, payload }: Call) =>
  t.app.inject({ method, url: `${appUrl(uuid)}${path}`, headers: user.auth, ...(payload ? { payload } : {}) });

const ssnCall = (ssn: string, requestKey = randomUUID()): Call => ({
  method: 'POST',
  path: '/credit/ssn',
  payload: { ssn, requestKey },
});
const liftedCall = (requestKey = randomUUID()): Call => ({
  method: 'POST',
  path: '/credit/retry',
  payload: { requestKey },
});
const addressCall = (address: Record<string, unknown>, requestKey = randomUUID()): Call => ({
  method: 'PUT',
  path: '/property/address',
  payload: { address, requestKey },
});
const choiceCall = (apn: string, requestKey = randomUUID()): Call => ({
  method: 'POST',
  path: '/property/choice',
  payload: { apn, requestKey },
});
const CORRECTED = { street1: '125 Main St', street2: null, city: 'Austin', state: 'TX', zip: '78701' };

const pullsOf = (uuid: string) =>
  t.db
    .selectFrom('applications')
    .select(['soft_credit_pulls', 'hard_credit_pulls', 'property_lookups', 'ssn_sealed', 'ssn_last4'])
    .where('uuid', '=', uuid)
    .executeTakeFirstOrThrow();

/** An application of the persona `lastName`, processed to its first stop. */
const applicationOf = async (lastName: string) => {
  const user = await registerAndLogin(t.app);
  const uuid = await createHeloc(t.app, user, { lastName });
  const status = await readStatus(t.app, user, uuid);
  return { user, uuid, status };
};

/** Selects and confirms the first offer: the hard pull runs. */
const confirmFirstOffer = async (user: Registered, uuid: string) => {
  const application = (await t.app.inject({ url: appUrl(uuid), headers: user.auth })).json<HelocApplication>();
  const offer = application.offers[0]!;
  await call(user, uuid, {
    method: 'PUT',
    path: '/offer',
    payload: { term: offer.term, type: offer.type, drawAmount: offer.maxDraw, payoffPreference: 'PRESERVE' },
  });
  await call(user, uuid, { method: 'POST', path: '/offer/confirm' });
  return readStatus(t.app, user, uuid);
};

describe('credit/social: the full SSN re-runs the soft pull', () => {
  it('finds the file with the SSN and reaches the offers; the SSN is sealed at rest and never answered in full', async () => {
    const { user, uuid, status } = await applicationOf('Nomatch');
    expect(status.checklistStatus).toBe('CREDIT_NO_MATCH');
    const block = await call(user, uuid, { method: 'GET', path: '/credit/block' });
    expect(block.json()).toMatchObject({ block: { pull: 'SOFT', reason: 'NO_MATCH', ssnMasked: null } });

    const res = await call(user, uuid, ssnCall('123-45-6789'));
    expect(res.statusCode).toBe(200);
    expect(res.json().status.checklistStatus).toBe('OFFER_SELECTION');
    expect(res.body).not.toContain('123456789');

    const row = await pullsOf(uuid);
    expect(row.soft_credit_pulls).toBe(2);
    expect(row.ssn_last4).toBe('6789');
    expect(row.ssn_sealed).toMatch(/^v1\./);
    expect(row.ssn_sealed).not.toContain('123456789');
    expect(row.ssn_sealed).not.toContain('123-45-6789');
    const after = await call(user, uuid, { method: 'GET', path: '/credit/block' });
    expect(after.json().block).toBeNull();
  });

  it('sends a second miss to CREDIT_NO_MATCH_SSN (review-app/no-credit)', async () => {
    const { user, uuid, status } = await applicationOf('Ssnmiss');
    expect(status.checklistStatus).toBe('CREDIT_NO_MATCH');
    const res = await call(user, uuid, ssnCall('123456789'));
    expect(res.json().status.checklistStatus).toBe('CREDIT_NO_MATCH_SSN');
    const block = (await call(user, uuid, { method: 'GET', path: '/credit/block' })).json();
    expect(block.block).toMatchObject({ reason: 'NO_MATCH_SSN', ssnMasked: '•••-••-6789' });
    expect(JSON.stringify(block)).not.toContain('12345');
  });

  it('refuses an invalid SSN, a missing request key, and an SSN when no file is missing', async () => {
    const { user, uuid } = await applicationOf('Nomatch');
    for (const ssn of ['000-12-3456', '12345678', '']) {
      const res = await call(user, uuid, ssnCall(ssn));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.length).toBeGreaterThan(0);
    }
    const noKey = await call(user, uuid, { method: 'POST', path: '/credit/ssn', payload: { ssn: '123456789' } });
    expect(noKey.statusCode).toBe(400);
    expect((await pullsOf(uuid)).soft_credit_pulls).toBe(1);
    expect((await pullsOf(uuid)).ssn_sealed).toBeNull();

    const other = await applicationOf('Smith');
    const res = await call(other.user, other.uuid, ssnCall('123456789'));
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual([
      'Your Social Security number is needed only when we could not find your credit file',
    ]);
  });

  it('pulls once for a double click and for a replay of the same request', async () => {
    const { user, uuid } = await applicationOf('Ssnmiss');
    const requestKey = randomUUID();
    const [a, b] = await Promise.all([
      call(user, uuid, ssnCall('123456789', requestKey)),
      call(user, uuid, ssnCall('123456789', requestKey)),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const replay = await call(user, uuid, ssnCall('123456789', requestKey));
    expect(replay.statusCode).toBe(200);
    expect(replay.json().status.checklistStatus).toBe('CREDIT_NO_MATCH_SSN');
    expect((await pullsOf(uuid)).soft_credit_pulls).toBe(2);
  });
});

describe('credit/error: "I\'ve lifted it" re-runs the pull that stopped', () => {
  it.each([
    ['Frozen', 'SOFT_CREDIT_FROZEN', 'EXPERIAN'],
    ['Locked', 'SOFT_CREDIT_LOCKED', 'TRANSUNION'],
  ])('%s: names the bureau, then the soft pull goes through to the offers', async (lastName, stop, bureau) => {
    const { user, uuid, status } = await applicationOf(lastName);
    expect(status.checklistStatus).toBe(stop);
    const block = await call(user, uuid, { method: 'GET', path: '/credit/block' });
    expect(block.json().block).toMatchObject({
      pull: 'SOFT',
      reason: stop.endsWith('FROZEN') ? 'FROZEN' : 'LOCKED',
      bureau,
    });
    const res = await call(user, uuid, liftedCall());
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toMatchObject({ checklistStatus: 'OFFER_SELECTION', uwSubDecision: 'UNVERIFIED_OFFER' });
  });

  it.each([
    ['Hardfrozen', 'HARD_CREDIT_FROZEN'],
    ['Hardlocked', 'HARD_CREDIT_LOCKED'],
  ])('%s: re-runs the hard pull and continues to COLLECT_ADDITIONAL_INFO', async (lastName, stop) => {
    const { user, uuid } = await applicationOf(lastName);
    expect((await confirmFirstOffer(user, uuid)).checklistStatus).toBe(stop);
    expect((await call(user, uuid, { method: 'GET', path: '/credit/block' })).json().block.pull).toBe('HARD');
    const res = await call(user, uuid, liftedCall());
    expect(res.json().status.checklistStatus).toBe('COLLECT_ADDITIONAL_INFO');
    expect(res.json().status.uwSubDecision).not.toBe('CREDIT_FROZEN');
    const pulls = await pullsOf(uuid);
    expect([pulls.soft_credit_pulls, pulls.hard_credit_pulls]).toEqual([1, 2]);
  });

  it('stays frozen for the persona whose freeze is not lifted; a replay does not pull again, a new try does', async () => {
    const { user, uuid } = await applicationOf('Stayfrozen');
    const requestKey = randomUUID();
    const [a, b] = await Promise.all([
      call(user, uuid, liftedCall(requestKey)),
      call(user, uuid, liftedCall(requestKey)),
    ]);
    expect(a.json().status.checklistStatus).toBe('SOFT_CREDIT_FROZEN');
    expect(b.statusCode).toBe(200);
    const replay = await call(user, uuid, liftedCall(requestKey));
    expect(replay.statusCode).toBe(200);
    expect((await pullsOf(uuid)).soft_credit_pulls).toBe(2);
    await call(user, uuid, liftedCall());
    expect((await pullsOf(uuid)).soft_credit_pulls).toBe(3);
  });

  it('refuses a retry when no pull is frozen or locked, and a body without a request key', async () => {
    const { user, uuid } = await applicationOf('Nomatch');
    const res = await call(user, uuid, liftedCall());
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual(['Your credit file is not frozen or locked']);
    const frozen = await applicationOf('Frozen');
    const bad = await call(frozen.user, frozen.uuid, {
      method: 'POST',
      path: '/credit/retry',
      payload: { requestKey: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await pullsOf(frozen.uuid)).soft_credit_pulls).toBe(1);
  });
});

describe('review-app/property', () => {
  it('not found: the corrected address (same state) is found on the next lookup and reaches the offers', async () => {
    const { user, uuid, status } = await applicationOf('Noproperty');
    expect(status.checklistStatus).toBe('NO_PROPERTY_FOUND');
    const review = (await call(user, uuid, { method: 'GET', path: '/property/review' })).json();
    expect(review).toMatchObject({ address: { street1: '123 Main St', state: 'TX' }, candidates: [] });

    const otherState = await call(user, uuid, addressCall({ ...CORRECTED, state: 'CA', zip: '94105' }));
    expect(otherState.statusCode).toBe(400);
    expect(otherState.json().errors[0]).toContain('must be in TX');
    const noZip = await call(user, uuid, addressCall({ ...CORRECTED, zip: '7870' }));
    expect(noZip.statusCode).toBe(400);
    expect((await pullsOf(uuid)).property_lookups).toBe(1);

    const res = await call(user, uuid, addressCall(CORRECTED));
    expect(res.statusCode).toBe(200);
    expect(res.json().status.checklistStatus).toBe('OFFER_SELECTION');
    const after = (await call(user, uuid, { method: 'GET', path: '/property/review' })).json();
    expect(after.address.street1).toBe('125 Main St');
  });

  it('never found: the persona stays at NO_PROPERTY_FOUND; a replayed correction looks up once', async () => {
    const { user, uuid } = await applicationOf('Neverfound');
    const requestKey = randomUUID();
    const [a] = await Promise.all([
      call(user, uuid, addressCall(CORRECTED, requestKey)),
      call(user, uuid, addressCall(CORRECTED, requestKey)),
    ]);
    expect(a.json().status.checklistStatus).toBe('NO_PROPERTY_FOUND');
    const replay = await call(user, uuid, addressCall(CORRECTED, requestKey));
    expect(replay.statusCode).toBe(200);
    expect(replay.json().status.checklistStatus).toBe('NO_PROPERTY_FOUND');
    expect((await pullsOf(uuid)).property_lookups).toBe(2);
  });

  it('several found: lists parcel, owner and address; the pick continues to the offers', async () => {
    const { user, uuid, status } = await applicationOf('Multiple');
    expect(status.checklistStatus).toBe('MULTIPLE_PROPERTIES');
    const review = (await call(user, uuid, { method: 'GET', path: '/property/review' })).json();
    expect(review.candidates).toHaveLength(2);
    expect(review.candidates[0]).toMatchObject({ ownerName: 'MULTIPLE, PAT', address: { street1: '123 Main St' } });
    expect(review.candidates[1].address.street2).toBe('Unit B');

    const notOne = await call(user, uuid, choiceCall('TX-000000000'));
    expect(notOne.statusCode).toBe(400);
    expect(notOne.json().errors).toEqual(['Please choose one of the properties we found']);

    const requestKey = randomUUID();
    const [a, b] = await Promise.all([
      call(user, uuid, choiceCall(review.candidates[1].apn, requestKey)),
      call(user, uuid, choiceCall(review.candidates[1].apn, requestKey)),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await readStatus(t.app, user, uuid)).checklistStatus).toBe('OFFER_SELECTION');
    expect((await pullsOf(uuid)).property_lookups).toBe(2);
    const application = (await t.app.inject({ url: appUrl(uuid), headers: user.auth })).json<HelocApplication>();
    expect(application.offers.length).toBeGreaterThan(0);
  });
});

describe('none of the properties found is mine', () => {
  it('corrects the address from MULTIPLE_PROPERTIES and searches again; a correction elsewhere is 409', async () => {
    const { user, uuid } = await applicationOf('Multiple');
    const res = await call(user, uuid, addressCall(CORRECTED));
    expect(res.statusCode).toBe(200);
    // The sandbox persona finds several again, now at the corrected address.
    expect(res.json().status.checklistStatus).toBe('MULTIPLE_PROPERTIES');
    const review = (await call(user, uuid, { method: 'GET', path: '/property/review' })).json();
    expect(review.address.street1).toBe('125 Main St');
    expect(review.candidates[0].address.street1).toBe('125 Main St');
    expect((await pullsOf(uuid)).property_lookups).toBe(2);
    await call(user, uuid, choiceCall(review.candidates[0].apn));
    expect((await readStatus(t.app, user, uuid)).checklistStatus).toBe('OFFER_SELECTION');
    const late = await call(user, uuid, addressCall(CORRECTED));
    expect(late.statusCode).toBe(409);
  });
});

describe('participants only', () => {
  it('answers 404 to anyone who does not take part in the application, and changes nothing', async () => {
    const frozen = await applicationOf('Frozen');
    const nomatch = await applicationOf('Nomatch');
    const multiple = await applicationOf('Multiple');
    const noproperty = await applicationOf('Noproperty');
    const stranger = await registerAndLogin(t.app);
    const cases: [string, Call][] = [
      [frozen.uuid, { method: 'GET', path: '/credit/block' }],
      [frozen.uuid, liftedCall()],
      [nomatch.uuid, ssnCall('123456789')],
      [multiple.uuid, { method: 'GET', path: '/property/review' }],
      [multiple.uuid, choiceCall('TX-000000001')],
      [noproperty.uuid, addressCall(CORRECTED)],
      [randomUUID(), liftedCall()],
    ];
    for (const [uuid, c] of cases) {
      const res = await call(stranger, uuid, c);
      expect(res.statusCode, `${c.method} ${c.path}`).toBe(404);
    }
    const unsigned = await t.app.inject({
      method: 'POST',
      url: `${appUrl(frozen.uuid)}/credit/retry`,
      payload: { requestKey: randomUUID() },
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await readStatus(t.app, frozen.user, frozen.uuid)).checklistStatus).toBe('SOFT_CREDIT_FROZEN');
    expect((await readStatus(t.app, nomatch.user, nomatch.uuid)).checklistStatus).toBe('CREDIT_NO_MATCH');
    expect((await pullsOf(nomatch.uuid)).ssn_sealed).toBeNull();
    expect((await readStatus(t.app, multiple.user, multiple.uuid)).checklistStatus).toBe('MULTIPLE_PROPERTIES');
    expect((await readStatus(t.app, noproperty.user, noproperty.uuid)).checklistStatus).toBe('NO_PROPERTY_FOUND');
  });
});
