import { randomBytes, randomUUID } from 'node:crypto';
import { ESIGN_CONSENT_VERSION } from '@heloc/domain';
import type { CoDeedStatus, HelocApplication, OutboxEmail } from '@heloc/domain/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DateParts, fieldContext, isoDateOf, sealBirthDate } from '../src/platform/crypto';
import { applicantOf } from '../src/workflow';
import { sandboxAccountLink } from '../src/workflow/providers/sandbox/account-link';
import { CREATE_URL, SANDBOX_HEADERS, appUrl, helocBody, readStatus } from './engine-fixtures';
import { type Registered, type TestApp, buildTestApp, registerAndLogin, uniqueEmail } from './helper';
import {
  type PlainPersonalData,
  plainFormsIn,
  plainFormsOf,
  scanForPlainPersonalData,
} from './personal-data-at-rest-scan';
import { createStaffSession } from './staff-fixtures';
import { JPEG_PHOTO, multipartOf, pdfOf } from './upload-fixtures';

/*
 * The promise of docs/decisions.md on personal data at rest, checked whole: a journey through the API enters a date of
 * birth, an SSN and account numbers of its own, a signer registers with theirs, and a lender's staff works the file;
 * then no text of any table holds one of them in plain. The values are chosen so no fixture or seed shares them.
 */

const BORROWER_DOB: DateParts = { day: 23, month: 7, year: 1961 };
const SIGNER_DOB: DateParts = { day: 4, month: 11, year: 1957 };
const SSN = '412638957';
const SSN_TYPED = '412-63-8957';
// Valid ABA routing numbers of no sandbox bank; account numbers no fixture uses.
const DISBURSE = { routingNumber: '264073190', accountNumber: '80417726953' };
const AUTOPAY = { routingNumber: '073184623', accountNumber: '5529180047263' };
const PAYROLL_LOGIN = { institutionId: 'sandbox-payroll-adp', username: 'quill', password: 'payroll-password' };
const BANK_LOGIN = { institutionId: 'sandbox-bank-harbor', username: 'quill', password: 'bank-password' };

/** The date of birth of the seed's affiliate prefill record (prepop-demo-1): sealed at start-up too. */
const SEEDED_PREFILL_DOB: DateParts = { day: 14, month: 6, year: 1979 };

/** What the journey types (and the seed holds), to be found in plain nowhere afterwards. */
const ENTERED: PlainPersonalData = {
  datesOfBirth: [BORROWER_DOB, SIGNER_DOB, SEEDED_PREFILL_DOB],
  ssns: [SSN],
  accountNumbers: [DISBURSE.routingNumber, DISBURSE.accountNumber, AUTOPAY.routingNumber, AUTOPAY.accountNumber],
};

let t: TestApp;
beforeAll(async () => {
  // Condition answers wait for the staff member (a long review delay); the engine's steps apply at once.
  t = await buildTestApp({ PROCESSING_DELAY_MS: '0', CONDITION_REVIEW_DELAY_MS: '3600000' });
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PUT';
type Headers = Record<string, string>;

/** One call through the API; any other answer than `expected` fails the test with the call and its body. */
const send = async (headers: Headers, method: Method, url: string, payload?: object, expected = 200) => {
  const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(expected);
  return res;
};

const upload = async (
  headers: Headers,
  url: string,
  fields: Record<string, string>,
  files: Record<string, { bytes: Buffer; name: string }>,
  expected = 200,
) => {
  const { payload, contentType } = await multipartOf(fields, files);
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
  expect(res.statusCode, `POST ${url}: ${res.body}`).toBe(expected);
  return res;
};

const statusOf = (res: Awaited<ReturnType<typeof send>>) =>
  res.json<{ status: { checklistStatus: string } }>().status.checklistStatus;

/** Registration's submit: the application with the person's date of birth (docs/product/registration-and-routing.md §7). */
const apply = async (user: Registered, lastName: string, dob: DateParts) => {
  const body = helocBody({ lastName });
  const profileRequest = { ...body.profileRequest, email: user.email, dob };
  const res = await send(user.auth, 'POST', `${CREATE_URL}?state=TX`, { ...body, profileRequest }, 201);
  return res.json<{ uuid: string }>().uuid;
};

const profileDob = async (user: Registered) =>
  (await send(user.auth, 'GET', '/service-profile/api/v1/profile')).json<{ dob: unknown }>().dob;

/** The web's telemetry as registration sends it: a session, page views and steps (never the form's answers). */
const telemetrySession = async () => {
  const org = { 'x-org': 'summit' };
  const session = await send(org, 'POST', '/ft/external/session', {
    platform: 'WEB',
    libVersion: 'heloc-web-telemetry/1',
    screenWidth: 1440,
    screenHeight: 900,
    windowWidth: 1280,
    windowHeight: 720,
    appVersion: '1.0.0',
  });
  const sessionKey = session.json<{ sessionKey: { uuid: string } }>().sessionKey.uuid;
  for (const [pagePath, event, eventType] of [
    ['/account/heloc/register-v2', 'PAGEVIEW', 'PAGEVIEW'],
    ['/account/heloc/register-v2/birthdate', 'heloc-register-start', 'TRACK'],
  ]) {
    const domain = 'https://apply.summithomelending.example';
    await send(org, 'POST', '/ft/external/event', { domain, pagePath, event, eventType, sessionKey });
  }
  return sessionKey;
};

/** Registration with a telemetry trail, then credit/social with the SSN: the application at its offers. */
const registerWithSsn = async () => {
  const sessionKey = await telemetrySession();
  const borrower = await registerAndLogin(t.app, { email: uniqueEmail('quill'), phoneNumber: '(512) 555-0161' });
  // The sandbox persona Nomatch: no credit file for the name and address until the full SSN is given.
  const uuid = await apply(borrower, 'Nomatch', BORROWER_DOB);
  const app = appUrl(uuid);
  await send(borrower.auth, 'PUT', `${app}/full-story-link`, {
    link: `https://apply.summithomelending.example/console/sessions/${sessionKey}`,
  });
  expect(await profileDob(borrower)).toEqual(BORROWER_DOB);
  expect((await readStatus(t.app, borrower, uuid)).checklistStatus).toBe('CREDIT_NO_MATCH');
  const social = await send(borrower.auth, 'POST', `${app}/credit/ssn`, { ssn: SSN_TYPED, requestKey: randomUUID() });
  expect(statusOf(social)).toBe('OFFER_SELECTION');
  return { borrower, uuid, sessionKey };
};

/** The offer, Provide More Info, income, the photo ID, the liens, the bank: the application at its closing. */
const finishApplication = async (borrower: Registered, uuid: string) => {
  const app = appUrl(uuid);
  const { offers } = (await send(borrower.auth, 'GET', app)).json<HelocApplication>();
  const offer = offers[0]!;
  const choice = { term: offer.term, type: offer.type, drawAmount: offer.maxDraw, payoffPreference: 'PRESERVE' };
  await send(borrower.auth, 'PUT', `${app}/offer`, choice);
  await send(borrower.auth, 'POST', `${app}/offer/confirm`);
  expect((await readStatus(t.app, borrower, uuid)).checklistStatus).toBe('COLLECT_ADDITIONAL_INFO');
  const contact = {
    email: borrower.email,
    phoneNumber: '(512) 555-0161',
    mailingAddress: null,
    maritalStatus: 'UNMARRIED',
  };
  await send(borrower.auth, 'PUT', `${app}/contact`, contact);
  const notProvided = { choices: ['NOT_PROVIDED'] };
  await send(borrower.auth, 'PUT', `${app}/hmda`, { ethnicity: notProvided, race: notProvided, sex: notProvided });
  await send(borrower.auth, 'POST', `${app}/submit`, { esignConsent: true, consentVersion: ESIGN_CONSENT_VERSION });
  expect((await readStatus(t.app, borrower, uuid)).checklistStatus).toBe('INCOME_VERIFICATION');

  const income = await send(borrower.auth, 'POST', `${app}/income/link`, { method: 'PAYROLL_LINK', ...PAYROLL_LOGIN });
  expect(statusOf(income)).toBe('IDENTITY_VERIFICATION');
  const front = { bytes: JPEG_PHOTO, name: 'front.jpg' };
  const identity = await upload(borrower.auth, `${app}/identity`, { idType: 'DRIVERS_LICENSE' }, { front });
  expect(statusOf(identity)).toBe('LIEN_VERIFICATION');
  const liens = (await send(borrower.auth, 'GET', `${app}/liens`)).json<{ uuid: string }[]>();
  const kept = await send(borrower.auth, 'PUT', `${app}/liens`, {
    liens: liens.map((lien) => ({ uuid: lien.uuid, action: 'KEEP' })),
  });
  expect(statusOf(kept)).toBe('DISBURSEMENT_ACCOUNT');

  // A bank is linked (its accounts are only listed), the two accounts are typed by hand.
  await send(borrower.auth, 'POST', `${app}/bank/link`, BANK_LOGIN);
  const holder = { holderName: 'Pat Nomatch' };
  const disburse = await send(borrower.auth, 'PUT', `${app}/disburse-account`, {
    source: 'MANUAL',
    accountType: 'CHECKING',
    ...holder,
    ...DISBURSE,
    accountNumberConfirm: DISBURSE.accountNumber,
  });
  expect(statusOf(disburse)).toBe('AUTOPAY_ACCOUNT');
  await send(borrower.auth, 'PUT', `${app}/autopay`, {
    enroll: true,
    useDisburseAccount: false,
    account: { accountType: 'SAVINGS', ...holder, ...AUTOPAY, accountNumberConfirm: AUTOPAY.accountNumber },
  });
  const confirmed = await send(borrower.auth, 'POST', `${app}/bank/confirm`);
  expect(confirmed.json<{ checklistStatus: string }>().checklistStatus).toBe('GEN_CLOSING_DISCLOSURE');
};

/** At CO_DEED_REQ, the borrower adds a signer, who registers with their own date of birth and claims the invitation. */
const signerJoins = async (borrower: Registered, uuid: string) => {
  await send(SANDBOX_HEADERS, 'POST', `/sandbox/api/v1/applications/${uuid}/status`, {
    checklistStatus: 'CO_DEED_REQ',
  });
  const email = uniqueEmail('robin');
  const added = await send(borrower.auth, 'POST', `${appUrl(uuid)}/signers`, {
    firstName: 'Robin',
    lastName: 'Nomatch',
    email,
    relationship: 'CO_OWNER',
  });
  expect(added.json<CoDeedStatus>().signers.map((s) => s.progress)).toEqual(['INVITED']);
  const outbox = `/sandbox/api/v1/email-outbox?to=${encodeURIComponent(email)}`;
  const [mail] = (await send(SANDBOX_HEADERS, 'GET', outbox)).json<OutboxEmail[]>();
  const token = /#token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  expect(token).toBeDefined();
  const signer = await registerAndLogin(t.app, { email, phoneNumber: '(512) 555-0162' });
  await apply(signer, 'Quill', SIGNER_DOB);
  await send(signer.auth, 'POST', '/service-application/external/api/v1/heloc/signer-invitations/claim', { token });
  expect(await profileDob(signer)).toEqual(SIGNER_DOB);
};

/**
 * The operations console: a condition raised, answered, rejected, answered again and accepted; the personal data
 * revealed; a note; the file and the session trail read.
 */
const staffWorksTheFile = async (borrower: Registered, uuid: string, sessionKey: string) => {
  const staff = await createStaffSession(t.app, { roles: ['ADMIN'], orgCodes: ['summit'], name: 'Avery Admin' });
  const file = `/console/api/v1/applications/${uuid}`;
  const raised = await send(
    staff.headers,
    'POST',
    `${file}/conditions`,
    {
      categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW',
      requestDocuments: ['BANK_LETTER'],
      commentsToBorrower: 'A letter from your bank, please',
      internalNotes: 'Account opened last month',
    },
    201,
  );
  const conditionUuid = raised.json<{ uuid: string }>().uuid;
  const answer = async (text: string) => {
    const own = `/service-conditions/external/api/v1/applications/${uuid}/conditions/${conditionUuid}`;
    await upload(borrower.auth, `${own}/documents`, {}, { file: { bytes: pdfOf(text), name: `${text}.pdf` } }, 201);
    await send(borrower.auth, 'POST', `${own}/submit`);
  };
  await answer('bank-letter-1');
  await send(staff.headers, 'POST', `${file}/conditions/${conditionUuid}/reject`, {
    reason: 'The letter is not signed by the bank',
  });
  await answer('bank-letter-2');
  await send(staff.headers, 'POST', `${file}/conditions/${conditionUuid}/accept`);

  const reveal = async (field: string) =>
    (await send(staff.headers, 'POST', `${file}/reveal`, { field })).json<{ value: string }>().value;
  expect(await reveal('SSN')).toBe(SSN_TYPED);
  expect(await reveal('DATE_OF_BIRTH')).toBe(isoDateOf(BORROWER_DOB));
  expect(await reveal('DISBURSEMENT_ACCOUNT')).toContain(DISBURSE.accountNumber);
  await send(staff.headers, 'POST', `${file}/notes`, { note: 'Borrower asked for a call after 5 pm' }, 201);
  await send(staff.headers, 'GET', file);
  await send(staff.headers, 'GET', `/console/api/v1/sessions/${sessionKey}`);
};

/** What the providers gave: the ID number read from the photo and the accounts the links found. */
const providedNumbers = async (uuid: string): Promise<string[]> => {
  const [check] = await t.db.selectFrom('identity_checks').selectAll().where('application_uuid', '=', uuid).execute();
  const idNumber = t.app.fieldCipher.decrypt(
    check!.id_number_encrypted!,
    fieldContext('identity_checks', check!.uuid, 'id_number'),
  );
  const row = await t.db.selectFrom('applications').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
  // The sandbox answers the same accounts to the same application: asked again, it names the numbers it gave.
  const linked = await Promise.all(
    [PAYROLL_LOGIN, BANK_LOGIN].map((login) => sandboxAccountLink.link(applicantOf(row), login, 0)),
  );
  const accounts = linked.flatMap((result) => (result.outcome === 'LINKED' ? result.accounts : []));
  expect(accounts.length).toBeGreaterThan(0);
  return [idNumber, ...accounts.map((a) => a.accountNumber)];
};

describe('the scan', () => {
  const planted: PlainPersonalData = { datesOfBirth: [BORROWER_DOB], ssns: [SSN], accountNumbers: ['80417726953'] };
  const forms = plainFormsOf(planted);

  it('knows the forms a plain value is written in', () => {
    for (const text of [
      '1961-07-23',
      'born 07/23/1961.',
      '7/23/1961',
      '23.07.1961',
      'dob=19610723',
      'July 23, 1961',
      '23 Jul 1961',
      '{"day":23,"month":7,"year":1961}',
      '{"year": 1961, "day": 23, "month": 7}',
      '{ "month" : "07", "year" : "1961", "day" : "23" }',
      '{"note":"{\\"day\\":23,\\"month\\":7,\\"year\\":1961}"}',
      '412638957',
      'SSN 412-63-8957',
      '412 63 8957',
      'account 80417726953 checking',
      'acct80417726953',
    ]) {
      expect(plainFormsIn(text, forms), text).not.toEqual([]);
    }
  });

  it('does not take a sealed or masked value, or another date, for a plain one', () => {
    const sealed = sealBirthDate(t.app.fieldCipher, BORROWER_DOB, 'profiles', randomUUID(), 'dob');
    for (const text of [
      sealed,
      t.app.fieldCipher.encrypt(SSN, fieldContext('applications', randomUUID(), 'ssn')),
      '•••-••-8957',
      '***-**-8957',
      '8957',
      '1961',
      '••••6953',
      '{"day":23,"month":7,"year":1962}',
      '{"day":3,"month":7,"year":1961}',
      '1961-07-24',
      '4126389570',
      '180417726953',
    ]) {
      expect(plainFormsIn(text, forms), text).toEqual([]);
    }
  });

  it('finds a plain value in any text column of a table it was never told about', async () => {
    const table = `scan_probe_${randomBytes(4).toString('hex')}`;
    await sql`create table ${sql.table(table)} (
      id int primary key, note text, code varchar(40), fixed char(12), doc json, data jsonb, raw bytea, tags text[])`.execute(
      t.db,
    );
    try {
      await sql`insert into ${sql.table(table)} values
        (1, 'born 07/23/1961', '412-63-8957', '80417726953', '{"year":1961,"month":7,"day":23}',
         '{"applicant":{"dob":{"day":23,"month":7,"year":1961}}}', convert_to('ssn 412638957', 'UTF8'),
         array['x', '1961-07-23'])`.execute(t.db);
      const found = (await scanForPlainPersonalData(t.db, planted)).filter((f) => f.table === table);
      expect(new Set(found.map((f) => f.column))).toEqual(
        new Set(['note', 'code', 'fixed', 'doc', 'data', 'raw', 'tags']),
      );
    } finally {
      await sql`drop table ${sql.table(table)}`.execute(t.db);
    }
  });
});

describe('personal data at rest after a whole journey', () => {
  it('is sealed or masked in every table', async () => {
    const { borrower, uuid, sessionKey } = await registerWithSsn();
    await finishApplication(borrower, uuid);
    await signerJoins(borrower, uuid);
    await staffWorksTheFile(borrower, uuid, sessionKey);

    const found = await scanForPlainPersonalData(t.db, {
      ...ENTERED,
      accountNumbers: [...ENTERED.accountNumbers, ...(await providedNumbers(uuid))],
    });
    expect(found).toEqual([]);
  });
});
