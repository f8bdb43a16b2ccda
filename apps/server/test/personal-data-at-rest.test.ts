import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { json } from '../src/platform/database/json';
import { applicantOf } from '../src/workflow';
import { type Registered, type TestApp, buildTestApp, registerAndLogin, testConfig } from './helper';
import { createHeloc } from './engine-fixtures';

/*
 * A date of birth is never stored in plain: not in the application's applicant snapshot, not in the
 * waitlist, not in the profile; rows written before are sealed at the next start; a party that needs it can still be
 * told it. personal-data-at-rest-journey.test.ts looks for every personal datum in every table.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const PLAIN_DOB = /"year"\s*:\s*1978|1978-03-12/;

const profileOf = (identityUuid: string) =>
  t.db.selectFrom('profiles').selectAll().where('identity_uuid', '=', identityUuid).executeTakeFirstOrThrow();

const profileAnswerDob = async (user: Registered) => {
  const res = await t.app.inject({ url: '/service-profile/api/v1/profile', headers: user.auth });
  expect(res.statusCode).toBe(200);
  return res.json<{ dob: unknown }>().dob;
};

describe('dates of birth at rest', () => {
  it('are sealed in a new application and can be opened for the credit bureau', async () => {
    const user = await registerAndLogin(t.app);
    const uuid = await createHeloc(t.app, user);
    const row = await t.db.selectFrom('applications').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
    expect(JSON.stringify(row.applicant)).not.toMatch(PLAIN_DOB);
    expect(row.applicant?.dobSealed).toMatch(/^v1\./);
    expect(applicantOf(row).dateOfBirth).toBeNull();
    expect(applicantOf(row, t.app.fieldCipher).dateOfBirth).toBe('1978-03-12');
  });

  it('are sealed in a waitlist entry', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/waitlist/home-equity-loan-plus',
      headers: { 'x-org': 'summit' },
      payload: {
        firstName: 'Lee',
        lastName: 'Park',
        dob: { day: 12, month: 3, year: 1978 },
        email: 'lee@example.com',
        income: 90_000,
        street1: '1 Elm St',
        city: 'Albany',
        state: 'NY',
        zip: '12207',
        consent: true,
      },
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.db.selectFrom('waitlist_entries').selectAll().where('email', '=', 'lee@example.com').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.dob).toBeNull();
    expect(JSON.stringify(rows[0])).not.toMatch(PLAIN_DOB);
  });

  it('are sealed in the profile registration completes, which still answers the date', async () => {
    const user = await registerAndLogin(t.app);
    await createHeloc(t.app, user);
    const row = await profileOf(user.identityUuid);
    expect(row.dob).toBeNull();
    expect(row.dob_sealed).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toMatch(PLAIN_DOB);
    expect(await profileAnswerDob(user)).toEqual({ day: 12, month: 3, year: 1978 });
  });

  it('written in plain before are sealed at the next start', async () => {
    const user = await registerAndLogin(t.app);
    const uuid = await createHeloc(t.app, user);
    const row = await t.db
      .selectFrom('applications')
      .select('applicant')
      .where('uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    const { dobSealed: _sealed, ...rest } = row.applicant ?? ({} as never);
    await t.db
      .updateTable('applications')
      .set({ applicant: json({ ...rest, dob: { day: 12, month: 3, year: 1978 } }) })
      .where('uuid', '=', uuid)
      .execute();

    const restarted = await buildApp({ config: testConfig(), db: t.db, ownsDb: false });
    await restarted.ready();
    try {
      const after = await t.db
        .selectFrom('applications')
        .selectAll()
        .where('uuid', '=', uuid)
        .executeTakeFirstOrThrow();
      expect(JSON.stringify(after.applicant)).not.toMatch(PLAIN_DOB);
      expect(applicantOf(after, restarted.fieldCipher).dateOfBirth).toBe('1978-03-12');
    } finally {
      await restarted.close();
    }
  });

  it('in a profile, written in plain before, are sealed at the next start; a sealed one is kept', async () => {
    const before = await registerAndLogin(t.app);
    await createHeloc(t.app, before);
    const beside = await registerAndLogin(t.app);
    await createHeloc(t.app, beside);
    const kept = (await profileOf(beside.identityUuid)).dob_sealed;
    await t.db
      .updateTable('profiles')
      .set({ dob: json({ year: 1978, month: 3, day: 12 }), dob_sealed: null })
      .where('identity_uuid', '=', before.identityUuid)
      .execute();
    // A node of the version before writes a plain date beside the sealed one.
    await t.db
      .updateTable('profiles')
      .set({ dob: json({ day: 1, month: 1, year: 1990 }) })
      .where('identity_uuid', '=', beside.identityUuid)
      .execute();

    const restarted = await buildApp({ config: testConfig(), db: t.db, ownsDb: false });
    await restarted.ready();
    try {
      const sealed = await profileOf(before.identityUuid);
      expect(sealed.dob).toBeNull();
      expect(sealed.dob_sealed).toMatch(/^v1\./);
      expect(JSON.stringify(sealed)).not.toMatch(PLAIN_DOB);
      expect(await profileAnswerDob(before)).toEqual({ day: 12, month: 3, year: 1978 });
      expect(await profileOf(beside.identityUuid)).toMatchObject({ dob: null, dob_sealed: kept });
      expect(await profileAnswerDob(beside)).toEqual({ day: 12, month: 3, year: 1978 });
    } finally {
      await restarted.close();
    }
  });

  it("are sealed in an affiliate's prefill record, whose answer still carries the date", async () => {
    // The seed writes the record in plain; the start sealed it.
    const row = await t.db
      .selectFrom('prepop_records')
      .select('data')
      .where('token', '=', 'prepop-demo-1')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row.data)).not.toMatch(/"year"\s*:\s*1979/);
    expect(row.data).toMatchObject({ dobSealed: expect.stringMatching(/^v1\./) });
    const answer = await t.app.inject({ url: '/a/external/prepop?token=prepop-demo-1' });
    expect(answer.json()).toMatchObject({ dob: { day: 14, month: 6, year: 1979 }, name: { firstName: 'Riley' } });
  });
});
