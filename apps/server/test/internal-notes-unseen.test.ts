import { randomUUID } from 'node:crypto';
import * as contracts from '@heloc/domain/contracts';
import type { Condition, Contract, StaffCondition } from '@heloc/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_HEADERS } from './engine-fixtures';
import { type TestApp, buildTestApp } from './helper';
import { type ApplicationWithSigner, applicationWithSigner, outboxFor } from './signer-fixtures';
import { type StaffSession, createStaffSession } from './staff-fixtures';

/*
 * What the lender writes for itself never reaches a borrower or a signer (docs/product/privacy.md): notes raised with
 * a condition in the console and through the sandbox control API, and the file's own notes, are absent from every
 * answer either of them can ask for about their application, and from every e-mail sent to them; they read the request
 * and the rejection reason.
 */

const MARK = `mark-${randomUUID().slice(0, 8)}`;
const CONSOLE_NOTE = `Internal: deposits do not match the stated income, check the source (${MARK}).`;
const SANDBOX_NOTE = `Internal: the title report lists a second owner (${MARK}).`;
const FILE_NOTE = `Called the borrower's employer, no answer yet (${MARK}).`;
const REQUEST = 'A letter from your bank about the deposits, please.';
const REASON = 'The letter is not signed by the bank.';

const CONSOLE = '/console/api/v1/applications';
const conditionsOf = (uuid: string) =>
  `/service-conditions/external/api/v1/applications/${uuid}/conditions/external-applicants`;
const PDF = Buffer.from('%PDF-1.4\n% letter\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

let t: TestApp;
let file: ApplicationWithSigner;
let admin: StaffSession;
beforeAll(async () => {
  t = await buildTestApp({ PROCESSING_DELAY_MS: '0' });
  file = await applicationWithSigner(t.app);
  admin = await createStaffSession(t.app, { roles: ['ADMIN'], orgCodes: ['summit'] });
});
afterAll(async () => t.close());

const staffPost = (url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: admin.headers, ...(payload ? { payload } : {}) });

/** The borrower sends one PDF for the condition and submits the answer. */
const answerCondition = async (conditionUuid: string) => {
  const one = `/service-conditions/external/api/v1/applications/${file.uuid}/conditions/${conditionUuid}`;
  const form = new FormData();
  form.set('file', new Blob([PDF]), 'bank-letter.pdf');
  const encoded = new Response(form);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `${one}/documents`,
    headers: { ...file.primary.auth, 'content-type': encoded.headers.get('content-type') ?? '' },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  expect(uploaded.statusCode).toBe(201);
  expect(uploaded.body).not.toContain(MARK);
  const submitted = await t.app.inject({ method: 'POST', url: `${one}/submit`, headers: file.primary.auth });
  expect(submitted.statusCode).toBe(200);
  expect(submitted.body).not.toContain(MARK);
};

/** Every read a borrower's or signer's token may make (each GET contract that is not the staff's or the sandbox's). */
const READS = (Object.values(contracts) as unknown[])
  .filter((value): value is Contract => typeof value === 'object' && value !== null && 'method' in value)
  .filter((contract) => contract.method === 'GET' && !['staff', 'staff-partial', 'sandbox'].includes(contract.auth));

/** A read's URL about this application: its uuid in the path and in the query; any other id is a random one. */
const urlOf = (contract: Contract, uuid: string) =>
  `${contract.path.replace(/:(\w+)/g, (_m, key: string) => (key === 'uuid' || key === 'appUuid' ? uuid : randomUUID()))}?applicationUuid=${uuid}`;

describe("the lender's internal notes", () => {
  it('are read by its staff and never by the borrower or the signer, in any answer or e-mail', async () => {
    const raised = await staffPost(`${CONSOLE}/${file.uuid}/conditions`, {
      categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW',
      requestDocuments: ['BANK_LETTER'],
      internalNotes: CONSOLE_NOTE,
      commentsToBorrower: REQUEST,
    });
    expect(raised.statusCode).toBe(201);
    const condition = raised.json<StaffCondition>();
    expect(condition.internalNotes).toBe(CONSOLE_NOTE);
    const bySandbox = await t.app.inject({
      method: 'POST',
      url: `/sandbox/api/v1/applications/${file.uuid}/conditions`,
      headers: SANDBOX_HEADERS,
      payload: { categoryEnum: 'GENERIC_DOCUMENT_REQUEST', internalNotes: SANDBOX_NOTE },
    });
    expect(bySandbox.json<StaffCondition>().internalNotes).toBe(SANDBOX_NOTE);
    expect((await staffPost(`${CONSOLE}/${file.uuid}/notes`, { note: FILE_NOTE })).statusCode).toBe(201);

    await answerCondition(condition.uuid);
    expect(
      (await staffPost(`${CONSOLE}/${file.uuid}/conditions/${condition.uuid}/reject`, { reason: REASON })).statusCode,
    ).toBe(200);

    // The staff's file holds every note.
    const staffFile = await t.app.inject({ url: `${CONSOLE}/${file.uuid}`, headers: admin.headers });
    for (const note of [CONSOLE_NOTE, SANDBOX_NOTE, FILE_NOTE]) expect(staffFile.body).toContain(note);

    // The borrower and the signer read the request and the rejection reason, and no note.
    for (const { auth } of [file.primary, file.signer]) {
      const mine = await t.app.inject({ url: conditionsOf(file.uuid), headers: auth });
      expect(mine.statusCode).toBe(200);
      expect(mine.json<Condition[]>().find((c) => c.uuid === condition.uuid)).toMatchObject({
        commentsToBorrower: REQUEST,
        state: 'REJECTED',
        rejectionReason: REASON,
      });
      expect(mine.body).not.toContain('internalNotes');
    }

    const answers = await Promise.all(
      READS.flatMap((contract) =>
        [file.primary.auth, file.signer.auth].map(async (auth) => {
          const res = await t.app.inject({ url: urlOf(contract, file.uuid), headers: auth });
          return { path: contract.path, status: res.statusCode, carriesNote: res.body.includes(MARK) };
        }),
      ),
    );
    expect(answers.filter((answer) => answer.carriesNote)).toEqual([]);
    // The walk reached the application's reads (a walk that answered only 404s would prove nothing).
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(20);

    for (const email of [file.primary.email, file.signer.email])
      for (const mail of await outboxFor(t.app, email)) expect(`${mail.subject}\n${mail.text}`).not.toContain(MARK);
  });
});
