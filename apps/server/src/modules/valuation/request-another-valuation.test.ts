import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, createHeloc, readStatus } from '../../../test/engine-fixtures';
import { sandboxStatus } from '../../../test/closing-fixtures';
import { type Registered, type TestApp, buildTestApp, registerAndLogin } from '../../../test/helper';

/*
 * The broker could not value the home (HOLD_FOR_APPRAISAL_REVIEW): the applicant asks for another visit instead of
 * waiting for a call (docs/product/operations-console.md §5); the price opinion returns and the offers follow.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PROCESSING_DELAY_MS: '0', VALUATION_DELAY_MS: '0' });
});
afterAll(async () => t.close());

const DENVER = { state: 'CO', city: 'Denver', zip: '80202' };
const call = (user: Registered, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user.auth, ...(payload ? { payload } : {}) });
const visitAgain = (user: Registered, uuid: string) => call(user, 'POST', `${appUrl(uuid)}/valuation/visit-again`);

/** A home without an automated value whose broker price opinion came back without a value. */
const onHold = async () => {
  const user = await registerAndLogin(t.app);
  const uuid = await createHeloc(t.app, user, { lastName: 'Noavm', ...DENVER });
  expect((await readStatus(t.app, user, uuid)).checklistStatus).toBe('NO_AVM_FOUND');
  await call(user, 'POST', `${appUrl(uuid)}/valuation/estimate`, { estimatedValue: 610_000 });
  await sandboxStatus(t.app, uuid, { checklistStatus: 'NAV_BPO_PROCESSING', bpo: 'BPO_PROCESSING' });
  await sandboxStatus(t.app, uuid, { checklistStatus: 'HOLD_FOR_APPRAISAL_REVIEW', bpo: 'BPO_UNKNOWN' });
  return { user, uuid };
};

describe('another visit of the broker', () => {
  it('orders the price opinion again once (a double click is one visit) and reaches the offers', async () => {
    const { user, uuid } = await onHold();
    const stranger = await registerAndLogin(t.app);
    expect((await visitAgain(stranger, uuid)).statusCode).toBe(404);

    const clicks = await Promise.all([visitAgain(user, uuid), visitAgain(user, uuid)]);
    expect(clicks.map((c) => c.statusCode)).toEqual([200, 200]);
    const steps = await t.db
      .selectFrom('scheduled_transitions')
      .select('step')
      .where('application_uuid', '=', uuid)
      .where('step', '=', 'BPO_VALUATION')
      .execute();
    expect(steps).toHaveLength(1);
    const history = await t.db
      .selectFrom('status_history')
      .select(['to_value', 'changed_by'])
      .where('application_uuid', '=', uuid)
      .where('field', '=', 'checklistStatus')
      .orderBy('id')
      .execute();
    expect(history.at(-1)).toEqual({ to_value: 'NAV_BPO_PROCESSING', changed_by: `identity:${user.identityUuid}` });

    expect(await readStatus(t.app, user, uuid)).toMatchObject({
      checklistStatus: 'OFFER_SELECTION',
      bpo: 'BPO_COMPLETE',
    });
    expect((await call(user, 'GET', `${appUrl(uuid)}/valuation`)).json()).toMatchObject({ valueDollars: 640_000 });
  });

  it('is 409 where no valuation waits for another visit', async () => {
    const user = await registerAndLogin(t.app);
    const uuid = await createHeloc(t.app, user, { lastName: 'Noavm', ...DENVER });
    await readStatus(t.app, user, uuid);
    const res = await visitAgain(user, uuid);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ errors: string[] }>().errors[0]).toMatch(/not waiting for another visit/);
  });
});
