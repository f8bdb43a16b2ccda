import {
  ACCOUNT_NUMBERS_DONT_MATCH_MESSAGE,
  AUTOPAY_ACCOUNT_REQUIRED_MESSAGE,
  AUTOPAY_CHOICE_FIRST_MESSAGE,
  DISBURSE_ACCOUNT_FIRST_MESSAGE,
  INSTITUTION_REQUIRED_MESSAGE,
  LINK_INVALID_CREDENTIALS_MESSAGE,
  ROUTING_NUMBER_INVALID_MESSAGE,
  englishOf,
} from '@heloc/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxAccountLink } from '../../workflow/providers/sandbox/account-link';
import { SANDBOX_HEADERS, appUrl, createHeloc, readStatus, statusUrl } from '../../../test/engine-fixtures';
import { type Registered, type TestApp, buildTestApp, countRows, registerAndLogin } from '../../../test/helper';

// Bank/*: the disbursement account, autopay and the confirmation, through the real routes.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PROCESSING_DELAY_MS: '0' });
});
afterAll(async () => t.close());

const ROUTING = '121000358';
const ACCOUNT = '000123456789';
const OTHER_ROUTING = '021000021';
const OTHER_ACCOUNT = '98765432101';
const MANUAL = {
  source: 'MANUAL',
  accountType: 'CHECKING',
  holderName: 'Pat Smith',
  routingNumber: ROUTING,
  accountNumber: ACCOUNT,
  accountNumberConfirm: ACCOUNT,
};
const OTHER = {
  accountType: 'SAVINGS',
  holderName: 'Pat Smith',
  routingNumber: OTHER_ROUTING,
  accountNumber: OTHER_ACCOUNT,
  accountNumberConfirm: OTHER_ACCOUNT,
};
const CREDENTIALS = { institutionId: 'sandbox-bank-first', username: 'pat', password: 'any-password' };

const bankUrl = (uuid: string) => `${appUrl(uuid)}/bank`;
const get = (uuid: string, user: Registered) => t.app.inject({ url: bankUrl(uuid), headers: user.auth });
const link = (uuid: string, user: Registered, payload: object) =>
  t.app.inject({ method: 'POST', url: `${bankUrl(uuid)}/link`, headers: user.auth, payload });
const putDisburse = (uuid: string, user: Registered, payload: object) =>
  t.app.inject({ method: 'PUT', url: `${appUrl(uuid)}/disburse-account`, headers: user.auth, payload });
const putAutopay = (uuid: string, user: Registered, payload: object) =>
  t.app.inject({ method: 'PUT', url: `${appUrl(uuid)}/autopay`, headers: user.auth, payload });
const confirm = (uuid: string, user: Registered) =>
  t.app.inject({ method: 'POST', url: `${bankUrl(uuid)}/confirm`, headers: user.auth });
const setStatus = async (uuid: string, payload: object) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/sandbox/api/v1/applications/${uuid}/status`,
    headers: SANDBOX_HEADERS,
    payload,
  });
  expect(res.statusCode).toBe(200);
};

interface OfferAnswer {
  term: number;
  type: string;
  rate: number;
  minDraw: number;
  maxDraw: number;
  discountList: { discountType: string; rateWithDiscount: number }[];
}

/** An applicant with a confirmed offer, put at `status` (DISBURSEMENT_ACCOUNT by default). */
const applicantAt = async (status = 'DISBURSEMENT_ACCOUNT', extra: object = {}) => {
  const user = await registerAndLogin(t.app);
  const uuid = await createHeloc(t.app, user);
  await readStatus(t.app, user, uuid);
  const { offers } = (await t.app.inject({ url: appUrl(uuid), headers: user.auth })).json<{ offers: OfferAnswer[] }>();
  const offer = offers.find((o) => o.type === 'FIXED' && o.discountList.length > 0)!;
  const drawAmount = Math.round((offer.minDraw + offer.maxDraw) / 2);
  const selected = await t.app.inject({
    method: 'PUT',
    url: `${appUrl(uuid)}/offer`,
    headers: user.auth,
    payload: { term: offer.term, type: offer.type, drawAmount, payoffPreference: 'PRESERVE' },
  });
  expect(selected.statusCode).toBe(200);
  expect(
    (await t.app.inject({ method: 'POST', url: `${appUrl(uuid)}/offer/confirm`, headers: user.auth })).statusCode,
  ).toBe(200);
  await readStatus(t.app, user, uuid);
  await setStatus(uuid, { checklistStatus: status, ...extra });
  return { user, uuid, offer };
};

const bankRows = (uuid: string) =>
  t.db.selectFrom('bank_accounts').selectAll().where('application_uuid', '=', uuid).execute();

describe('GET …/bank', () => {
  it('answers no accounts yet, the payment with and without autopay, and the banks to link', async () => {
    const { user, uuid, offer } = await applicantAt();
    const res = await get(uuid, user);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.disburseAccount).toBeNull();
    expect(body.autopay).toEqual({ enrolled: null, account: null });
    const discounted = offer.discountList.find((d) => d.discountType === 'AUTOPAY')!.rateWithDiscount;
    expect(body.withAutopay.rate).toBe(discounted);
    expect(body.withoutAutopay.rate).toBe(offer.rate);
    expect(body.withAutopay.autopayDiscount).toBeCloseTo(offer.rate - discounted, 6);
    expect(body.withAutopay.monthlyPayment).toBeLessThan(body.withoutAutopay.monthlyPayment);
    expect(body.institutions.length).toBeGreaterThan(0);
    expect(body.institutions.every((i: { kind: string }) => i.kind === 'BANK')).toBe(true);
  });

  it('answers 404 to anyone but a participant', async () => {
    const { uuid } = await applicantAt();
    const stranger = await registerAndLogin(t.app);
    expect((await get(uuid, stranger)).json()).toEqual({ errors: ['Not found'] });
    expect((await get(uuid, stranger)).statusCode).toBe(404);
  });
});

describe('POST …/bank/link', () => {
  it('answers the accounts the bank holds, by type and last 4 digits only', async () => {
    const { user, uuid } = await applicantAt();
    const res = await link(uuid, user, CREDENTIALS);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.institution.id).toBe('sandbox-bank-first');
    expect(body.accounts.map((a: { accountType: string }) => a.accountType)).toEqual(['CHECKING', 'SAVINGS']);
    for (const account of body.accounts) expect(account.mask).toMatch(/^\d{4}$/);
    expect(res.body).not.toMatch(/\d{9}/);
  });

  it.each([
    ['a wrong password', { ...CREDENTIALS, password: 'wrong-password' }, englishOf(LINK_INVALID_CREDENTIALS_MESSAGE)],
    [
      'an unknown bank',
      { ...CREDENTIALS, institutionId: 'sandbox-payroll-adp' },
      englishOf(INSTITUTION_REQUIRED_MESSAGE),
    ],
    ['no password', { ...CREDENTIALS, password: '' }, 'password: Please enter your password'],
  ])('answers 400 for %s', async (_case, payload, message) => {
    const { user, uuid } = await applicantAt();
    const res = await link(uuid, user, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: [message] });
  });

  it('answers 404 to a stranger and 409 before the bank step', async () => {
    const { uuid } = await applicantAt();
    expect((await link(uuid, await registerAndLogin(t.app), CREDENTIALS)).statusCode).toBe(404);
    const early = await applicantAt('IDENTITY_VERIFICATION');
    expect((await link(early.uuid, early.user, CREDENTIALS)).statusCode).toBe(409);
  });
});

describe('PUT …/disburse-account', () => {
  it('links an account: the numbers come from the bank, only masks are answered, and autopay is next', async () => {
    const { user, uuid } = await applicantAt();
    const res = await putDisburse(uuid, user, { source: 'LINK', ...CREDENTIALS, accountType: 'SAVINGS' });
    expect(res.statusCode).toBe(200);
    const { account, status } = res.json();
    expect(account).toMatchObject({
      accountType: 'SAVINGS',
      routingNumberMask: '0015',
      holderName: 'Pat Smith',
      source: 'LINK',
      institutionName: 'First Sandbox Bank',
    });
    expect(status.checklistStatus).toBe('AUTOPAY_ACCOUNT');
    expect(status.disburseRoutingNumber).toBe('0015');
    const [row] = await bankRows(uuid);
    expect(row?.account_last4).toBe(account.mask);
    expect(row?.institution_id).toBe('sandbox-bank-first');
  });

  it('stores a typed account and moves DISBURSEMENT_ACCOUNT to AUTOPAY_ACCOUNT; a replay makes no second row', async () => {
    const { user, uuid } = await applicantAt();
    const first = await putDisburse(uuid, user, MANUAL);
    expect(first.statusCode).toBe(200);
    expect(first.json().account).toEqual({
      mask: '6789',
      routingNumberMask: '0358',
      accountType: 'CHECKING',
      holderName: 'Pat Smith',
      source: 'MANUAL',
      institutionName: null,
    });
    const replay = await putDisburse(uuid, user, MANUAL);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(await bankRows(uuid)).toHaveLength(1);
    const history = await t.db
      .selectFrom('status_history')
      .select('to_value')
      .where('application_uuid', '=', uuid)
      .where('field', '=', 'checklistStatus')
      .where('to_value', '=', 'AUTOPAY_ACCOUNT')
      .execute();
    expect(history).toHaveLength(1);
  });

  it('changes the account from bank/confirm (AUTOPAY_ACCOUNT) in the same row', async () => {
    const { user, uuid } = await applicantAt();
    await putDisburse(uuid, user, MANUAL);
    const [before] = await bankRows(uuid);
    const res = await putDisburse(uuid, user, { ...MANUAL, ...OTHER, source: 'MANUAL' });
    expect(res.statusCode).toBe(200);
    expect(res.json().account.mask).toBe('2101');
    expect(res.json().status.checklistStatus).toBe('AUTOPAY_ACCOUNT');
    const after = await bankRows(uuid);
    expect(after).toHaveLength(1);
    expect(after[0]?.uuid).toBe(before?.uuid);
  });

  it.each<[string, object, string[]]>([
    [
      'a routing number failing the ABA checksum',
      { ...MANUAL, routingNumber: '121000359' },
      [`routingNumber: ${englishOf(ROUTING_NUMBER_INVALID_MESSAGE)}`],
    ],
    [
      'account numbers that do not match',
      { ...MANUAL, accountNumberConfirm: '000123456780' },
      [`accountNumberConfirm: ${englishOf(ACCOUNT_NUMBERS_DONT_MATCH_MESSAGE)}`],
    ],
    [
      'a short account number',
      { ...MANUAL, accountNumber: '123', accountNumberConfirm: '123' },
      ['accountNumber: Account number must be 4 to 17 digits'],
    ],
    ['no holder', { ...MANUAL, holderName: ' ' }, ["holderName: Please enter the account holder's name"]],
    [
      'a linked account without its type',
      { source: 'LINK', ...CREDENTIALS },
      ['accountType: Please select an account type'],
    ],
  ])('answers 400 for %s and stores nothing', async (_case, payload, errors) => {
    const { user, uuid } = await applicantAt();
    const before = await countRows(t.db, 'bank_accounts');
    const res = await putDisburse(uuid, user, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors });
    expect(await countRows(t.db, 'bank_accounts')).toBe(before);
    expect((await readStatus(t.app, user, uuid)).checklistStatus).toBe('DISBURSEMENT_ACCOUNT');
  });

  it('answers 404 to a stranger, 409 at another status and 409 for the crypto variant', async () => {
    const { uuid } = await applicantAt();
    expect((await putDisburse(uuid, await registerAndLogin(t.app), MANUAL)).statusCode).toBe(404);
    const early = await applicantAt('LIEN_VERIFICATION');
    expect((await putDisburse(early.uuid, early.user, MANUAL)).statusCode).toBe(409);
    const crypto = await applicantAt('AUTOPAY_ACCOUNT', { isCrypto: true });
    const res = await putDisburse(crypto.uuid, crypto.user, MANUAL);
    expect(res.statusCode).toBe(409);
    expect(await bankRows(crypto.uuid)).toHaveLength(0);
  });
});

describe('PUT …/autopay', () => {
  it('enrols from the disbursement account at the discounted rate; declining re-prices to the full rate', async () => {
    const { user, uuid, offer } = await applicantAt();
    await putDisburse(uuid, user, MANUAL);
    const discounted = offer.discountList.find((d) => d.discountType === 'AUTOPAY')!.rateWithDiscount;

    const enrolled = await putAutopay(uuid, user, { enroll: true, useDisburseAccount: true });
    expect(enrolled.statusCode).toBe(200);
    expect(enrolled.json().account.mask).toBe('6789');
    expect(enrolled.json().payment.rate).toBe(discounted);
    expect((await t.app.inject({ url: appUrl(uuid), headers: user.auth })).json().rate).toBe(discounted);

    const declined = await putAutopay(uuid, user, { enroll: false, useDisburseAccount: false });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().account).toBeNull();
    expect(declined.json().payment.rate).toBe(offer.rate);
    expect(declined.json().payment.autopayDiscount).toBe(0);
    expect(declined.json().payment.monthlyPayment).toBeGreaterThan(enrolled.json().payment.monthlyPayment);
    expect(declined.json().status.checklistStatus).toBe('AUTOPAY_ACCOUNT');
    const application = (await t.app.inject({ url: appUrl(uuid), headers: user.auth })).json();
    expect(application.rate).toBe(offer.rate);
    expect(application.selectedOffer.rate).toBe(offer.rate);
    expect((await get(uuid, user)).json().autopay).toEqual({ enrolled: false, account: null });
  });

  it('enrols from another account typed twice (one AUTOPAY row, replaced on replay, removed when not needed)', async () => {
    const { user, uuid } = await applicantAt();
    await putDisburse(uuid, user, MANUAL);
    const body = { enroll: true, useDisburseAccount: false, account: OTHER };
    const first = await putAutopay(uuid, user, body);
    expect(first.statusCode).toBe(200);
    expect(first.json().account).toMatchObject({ mask: '2101', routingNumberMask: '0021', accountType: 'SAVINGS' });
    expect((await putAutopay(uuid, user, body)).json()).toEqual(first.json());
    expect((await bankRows(uuid)).map((r) => r.purpose).sort()).toEqual(['AUTOPAY', 'DISBURSE']);
    expect((await get(uuid, user)).json().autopay.account.mask).toBe('2101');

    await putAutopay(uuid, user, { enroll: true, useDisburseAccount: true });
    expect((await bankRows(uuid)).map((r) => r.purpose)).toEqual(['DISBURSE']);
    expect((await get(uuid, user)).json().autopay).toMatchObject({ enrolled: true, account: { mask: '6789' } });
  });

  it.each<[string, object, string[]]>([
    [
      'no account to pay from',
      { enroll: true, useDisburseAccount: false },
      [`account: ${englishOf(AUTOPAY_ACCOUNT_REQUIRED_MESSAGE)}`],
    ],
    [
      'a bad routing number',
      { enroll: true, useDisburseAccount: false, account: { ...OTHER, routingNumber: '021000022' } },
      [`account.routingNumber: ${englishOf(ROUTING_NUMBER_INVALID_MESSAGE)}`],
    ],
    [
      'account numbers that do not match',
      { enroll: true, useDisburseAccount: false, account: { ...OTHER, accountNumberConfirm: '98765432100' } },
      [`account.accountNumberConfirm: ${englishOf(ACCOUNT_NUMBERS_DONT_MATCH_MESSAGE)}`],
    ],
    ['no choice', { useDisburseAccount: true }, ['enroll is required']],
  ])('answers 400 for %s', async (_case, payload, errors) => {
    const { user, uuid } = await applicantAt();
    await putDisburse(uuid, user, MANUAL);
    const res = await putAutopay(uuid, user, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors });
  });

  it('answers 404 to a stranger and 409 before the disbursement account', async () => {
    const { user, uuid } = await applicantAt();
    const choice = { enroll: true, useDisburseAccount: true };
    expect((await putAutopay(uuid, await registerAndLogin(t.app), choice)).statusCode).toBe(404);
    expect((await putAutopay(uuid, user, choice)).statusCode).toBe(409);
    const noAccount = await applicantAt('AUTOPAY_ACCOUNT');
    const res = await putAutopay(noAccount.uuid, noAccount.user, choice);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ errors: [englishOf(DISBURSE_ACCOUNT_FIRST_MESSAGE)] });
  });
});

describe('POST …/bank/confirm', () => {
  it('moves AUTOPAY_ACCOUNT to GEN_CLOSING_DISCLOSURE once both choices are made; a replay answers the same', async () => {
    const { user, uuid } = await applicantAt();
    await putDisburse(uuid, user, MANUAL);
    const early = await confirm(uuid, user);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ errors: [englishOf(AUTOPAY_CHOICE_FIRST_MESSAGE)] });
    await putAutopay(uuid, user, { enroll: true, useDisburseAccount: true });
    const res = await confirm(uuid, user);
    expect(res.statusCode).toBe(200);
    expect(res.json().checklistStatus).toBe('GEN_CLOSING_DISCLOSURE');
    const replay = await confirm(uuid, user);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(res.json());
    const moves = await t.db
      .selectFrom('status_history')
      .select('to_value')
      .where('application_uuid', '=', uuid)
      .where('to_value', '=', 'GEN_CLOSING_DISCLOSURE')
      .execute();
    expect(moves).toHaveLength(1);
    // Autopay can no longer change once the documents are being prepared.
    expect((await putAutopay(uuid, user, { enroll: false, useDisburseAccount: false })).statusCode).toBe(409);
  });

  it('lets the crypto variant confirm without a disbursement account (docs/product/registration-and-routing.md §4)', async () => {
    const { user, uuid } = await applicantAt('AUTOPAY_ACCOUNT', { isCrypto: true });
    expect((await readStatus(t.app, user, uuid)).checklistStatus).toBe('AUTOPAY_ACCOUNT');
    const own = await putAutopay(uuid, user, { enroll: true, useDisburseAccount: true });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ errors: [englishOf(AUTOPAY_ACCOUNT_REQUIRED_MESSAGE)] });
    expect((await putAutopay(uuid, user, { enroll: true, useDisburseAccount: false, account: OTHER })).statusCode).toBe(
      200,
    );
    expect((await confirm(uuid, user)).json().checklistStatus).toBe('GEN_CLOSING_DISCLOSURE');
  });

  it('answers 404 to a stranger, and 409 at another status or without a disbursement account', async () => {
    const { uuid } = await applicantAt('AUTOPAY_ACCOUNT');
    expect((await confirm(uuid, await registerAndLogin(t.app))).statusCode).toBe(404);
    const noAccount = await applicantAt('AUTOPAY_ACCOUNT');
    expect((await confirm(noAccount.uuid, noAccount.user)).json()).toEqual({
      errors: [englishOf(DISBURSE_ACCOUNT_FIRST_MESSAGE)],
    });
    const other = await applicantAt('LIEN_VERIFICATION');
    expect((await confirm(other.uuid, other.user)).statusCode).toBe(409);
  });
});

describe('numbers at rest and on the wire', () => {
  it('keeps no plain routing or account number in any row; the status and application answer masks only', async () => {
    const { user, uuid } = await applicantAt();
    await putDisburse(uuid, user, MANUAL);
    await putAutopay(uuid, user, { enroll: true, useDisburseAccount: false, account: OTHER });
    const linked = await applicantAt();
    await putDisburse(linked.uuid, linked.user, { source: 'LINK', ...CREDENTIALS, accountType: 'CHECKING' });
    const applicant = {
      applicationUuid: linked.uuid,
      firstName: 'Pat',
      lastName: 'Smith',
      dateOfBirth: null,
      ssnLast4: null,
    };
    const result = await sandboxAccountLink.link(applicant, CREDENTIALS, 0);
    if (result.outcome !== 'LINKED') throw new Error('the sandbox bank did not link');
    const linkedNumber = result.accounts.find((a) => a.type === 'CHECKING')!.accountNumber;

    const dump = async (table: string, column: string, value: string) =>
      JSON.stringify(
        (
          await sql`select * from ${sql.table(table)} where ${sql.ref(column)} in (${value}, ${linked.uuid})`.execute(
            t.db,
          )
        ).rows,
      );
    const raw = [
      await dump('bank_accounts', 'application_uuid', uuid),
      await dump('applications', 'uuid', uuid),
      await dump('status_history', 'application_uuid', uuid),
    ].join('\n');
    expect(raw).toContain('6789');
    for (const secret of [ROUTING, ACCOUNT, OTHER_ROUTING, OTHER_ACCOUNT, '011000015', linkedNumber]) {
      expect(raw).not.toContain(secret);
    }

    const status = (await t.app.inject({ url: statusUrl(uuid), headers: user.auth })).json();
    expect(status.disburseRoutingNumber).toBe('0358');
    const application = (await t.app.inject({ url: appUrl(uuid), headers: user.auth })).json();
    expect(application.disburseAccount).toEqual({ routingNumber: '****0358', mask: '6789', accountNumber: '****6789' });
    const answers = [
      JSON.stringify(status),
      JSON.stringify(application),
      (await get(uuid, user)).body,
      (await get(linked.uuid, linked.user)).body,
    ].join('\n');
    for (const secret of [ROUTING, ACCOUNT, OTHER_ROUTING, OTHER_ACCOUNT, '011000015', linkedNumber]) {
      expect(answers).not.toContain(secret);
    }
  });
});
