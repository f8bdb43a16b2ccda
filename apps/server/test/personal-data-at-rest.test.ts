import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { json } from '../src/platform/database/json';
import { applicantOf } from '../src/workflow';
import { type TestApp, buildTestApp, registerAndLogin, testConfig } from './helper';
import { createHeloc } from './engine-fixtures';

/*
 * A date of birth is never stored in plain: not in the application's applicant snapshot, not in the
 * waitlist; rows written before are sealed at the next start; a party that needs it can still be told it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const PLAIN_DOB = /"year"\s*:\s*1978|1978-03-12/;

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
});
