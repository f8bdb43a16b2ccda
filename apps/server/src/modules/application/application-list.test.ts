import type { HelocApplication } from '@heloc/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp, registerAndLogin } from '../../../test/helper';
import { applicationWithSigner } from '../../../test/signer-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const URL = '/service-application/api/v1/application/heloc/all';

describe('GET /service-application/api/v1/application/heloc/all (docs/product/widgets-and-calculations.md §7)', () => {
  it('answers an empty list for a new applicant', async () => {
    const user = await registerAndLogin(t.app);
    const res = await t.app.inject({ url: URL, headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it("lists the borrower's application, and not for the additional signer who only signs it (docs/product/privacy.md)", async () => {
    const { primary, uuid, signer } = await applicationWithSigner(t.app);
    const mine = await t.app.inject({ url: URL, headers: primary.auth });
    expect(mine.json<HelocApplication[]>().map((a) => a.uuid)).toEqual([uuid]);
    const signers = await t.app.inject({ url: URL, headers: signer.auth });
    expect(signers.statusCode).toBe(200);
    expect(signers.json()).toEqual([]);
  });

  it('needs a token', async () => {
    const res = await t.app.inject({ url: URL });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ errors: ['unauthenticated'] });
  });
});
