import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Condition } from '@heloc/domain/contracts';
import { type TestApp, buildTestApp, registerAndLogin } from '../../../test/helper';
import { SANDBOX_HEADERS, createHeloc, readStatus } from '../../../test/engine-fixtures';
import { type StaffSession, createStaffSession } from '../../../test/staff-fixtures';

// CONDITION_REVIEWER=staff (docs/product/operations-console.md §8): with no sandbox reviewer, a borrower's answer
// with files waits for a member of the console, whatever the persona, however long the steps run.
let t: TestApp;
let processor: StaffSession;
beforeAll(async () => {
  t = await buildTestApp({ PROCESSING_DELAY_MS: '0', CONDITION_REVIEW_DELAY_MS: '0', CONDITION_REVIEWER: 'staff' });
  processor = await createStaffSession(t.app, { roles: ['PROCESSOR'], orgCodes: ['summit'] });
});
afterAll(async () => t.close());

const PDF = Buffer.from('%PDF-1.4\n% statement\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('condition answers reviewed by staff', () => {
  it('holds an answer with files for the console and clears it when a member accepts', async () => {
    const user = await registerAndLogin(t.app);
    const uuid = await createHeloc(t.app, user, { lastName: 'Smith' });
    await readStatus(t.app, user, uuid);
    const moved = await t.app.inject({
      method: 'POST',
      url: `/sandbox/api/v1/applications/${uuid}/status`,
      headers: SANDBOX_HEADERS,
      payload: { checklistStatus: 'COLLECT_ADDITIONAL_INFO' },
    });
    expect(moved.statusCode).toBe(200);
    const raised = await t.app.inject({
      method: 'POST',
      url: `/console/api/v1/applications/${uuid}/conditions`,
      headers: processor.headers,
      payload: {
        categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW',
        requestDocuments: ['BANK_STATEMENT'],
        commentsToBorrower: 'Please send your latest bank statement.',
      },
    });
    expect(raised.statusCode).toBe(201);
    const conditionUuid = raised.json<Condition>().uuid;

    const one = `/service-conditions/external/api/v1/applications/${uuid}/conditions/${conditionUuid}`;
    const form = new FormData();
    form.set('file', new Blob([PDF]), 'statement.pdf');
    const encoded = new Response(form);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `${one}/documents`,
      headers: { ...user.auth, 'content-type': encoded.headers.get('content-type') ?? '' },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(uploaded.statusCode).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: `${one}/submit`, headers: user.auth })).statusCode).toBe(200);

    // Steps run (the status read applies what is due) and time passes: the Smith persona's sandbox reviewer would
    // have accepted it by now; here it waits for a member.
    t.clock.advance(600_000);
    await readStatus(t.app, user, uuid);
    const list = `/service-conditions/external/api/v1/applications/${uuid}/conditions/external-applicants`;
    const held = (await t.app.inject({ url: list, headers: user.auth })).json<Condition[]>();
    expect(held.find((c) => c.uuid === conditionUuid)?.state).toBe('IN_REVIEW');

    const accepted = await t.app.inject({
      method: 'POST',
      url: `/console/api/v1/applications/${uuid}/conditions/${conditionUuid}/accept`,
      headers: processor.headers,
    });
    expect(accepted.statusCode).toBe(200);
    const after = (await t.app.inject({ url: list, headers: user.auth })).json<Condition[]>();
    expect(after.find((c) => c.uuid === conditionUuid)?.state).toBe('ACCEPTED');
  });
});
