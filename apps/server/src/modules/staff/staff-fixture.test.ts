import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { createStaffSession } from '../../../test/staff-fixtures';

describe('the staff test fixture', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('gives a session that opens the console calls its roles allow, and 403 for the others', async () => {
    const support = await createStaffSession(t.app, { roles: ['SUPPORT_AGENT'], orgCodes: ['summit'] });
    const me = await t.app.inject({ url: '/staff/api/v1/me', headers: support.headers });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ uuid: support.memberUuid, state: 'ACTIVE', roles: ['SUPPORT_AGENT'] });
    const invite = await t.app.inject({
      method: 'POST',
      url: '/staff/api/v1/members',
      headers: support.headers,
      payload: { email: 'x@lender.example.com', name: 'X', roles: ['CLOSER'], orgCodes: ['summit'] },
    });
    expect(invite.statusCode).toBe(403);
    expect(invite.json()).toEqual({ errors: ['You do not have permission to do this.'] });
  });
});
