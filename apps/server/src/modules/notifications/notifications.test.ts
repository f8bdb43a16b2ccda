import type { Notification, OutboxEmail, WalletAccount } from '@heloc/domain/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SANDBOX_HEADERS, createHeloc, readStatus } from '../../../test/engine-fixtures';
import { applicantWithDisburseAccount, sandboxStatus } from '../../../test/closing-fixtures';
import { type Registered, type TestApp, buildTestApp, registerAndLogin } from '../../../test/helper';
import { contextOf } from '../service-context';
import { notifyBorrower } from './index';
import { sweepNotifications } from './notifications.routes';
import { walletAddressOfApplication } from './wallet-accounts';

/*
 * Notifications from real events (docs/product/application-area.md §2.4, §3, §7): each event makes exactly one
 * notification and one e-mail, read when opened, grouped by the wallet account of its application, and nobody
 * sees anyone else's.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PROCESSING_DELAY_MS: '0' });
});
afterAll(async () => t.close());

const WALLET = '/service-wallet/secure/api/v3';

const list = async (user: Registered) => {
  const res = await t.app.inject({ url: `${WALLET}/notifications`, headers: user.auth });
  expect(res.statusCode).toBe(200);
  // The list's own e-mails go in the background; a sweep sends whatever is left. A sweep skips an e-mail the
  // background send has claimed but not yet handed over: the outbox is settled once every claimed e-mail is in it.
  await sweepNotifications(t.app);
  await vi.waitFor(
    async () => {
      const claimed = await t.db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('identity_uuid', '=', user.identityUuid)
        .where('emailed_at', 'is not', null)
        .executeTakeFirstOrThrow();
      expect(await outbox(user)).toHaveLength(Number(claimed.n));
    },
    { timeout: 5000, interval: 20 },
  );
  return res.json<Notification[]>();
};

const outbox = async (user: Registered): Promise<OutboxEmail[]> => {
  const res = await t.app.inject({
    url: `/sandbox/api/v1/email-outbox?to=${encodeURIComponent(user.email)}`,
    headers: SANDBOX_HEADERS,
  });
  expect(res.statusCode).toBe(200);
  return res.json<OutboxEmail[]>().filter((m) => m.kind.startsWith('NOTIFICATION_'));
};

const raise = async (uuid: string, commentsToBorrower: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/sandbox/api/v1/applications/${uuid}/conditions`,
    headers: SANDBOX_HEADERS,
    payload: { categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD', commentsToBorrower },
  });
  expect(res.statusCode).toBe(201);
};

const borrowerWithApplication = async () => {
  const user = await registerAndLogin(t.app);
  const uuid = await createHeloc(t.app, user);
  await readStatus(t.app, user, uuid);
  await sandboxStatus(t.app, uuid, { checklistStatus: 'COLLECT_ADDITIONAL_INFO' });
  return { user, uuid };
};

describe('a condition raised', () => {
  it('makes one unread notification with its call to action, and one e-mail, however often it is read', async () => {
    const { user, uuid } = await borrowerWithApplication();
    expect(await list(user)).toEqual([]);
    await raise(uuid, 'Please upload your latest pay stub');

    const [first, ...rest] = await list(user);
    expect(rest).toEqual([]);
    expect(first).toMatchObject({
      title: 'Your lender needs something from you',
      description: 'Your lender asked: Please upload your latest pay stub',
      status: 'UNREAD',
      ctas: [{ title: 'View requests', redirectPath: `/account/heloc/${uuid}/conditions` }],
      walletAddress: walletAddressOfApplication(uuid),
    });
    expect(await list(user)).toHaveLength(1);
    await sweepNotifications(t.app);
    const mails = await outbox(user);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      subject: 'Your lender needs something from you',
      kind: 'NOTIFICATION_CONDITION_RAISED',
    });
    expect(mails[0]?.text).toContain(`/account/heloc/${uuid}/conditions`);
  });

  it('says what to do when the lender wrote nothing, and tells nothing of a request the borrower cannot see', async () => {
    const { user, uuid } = await borrowerWithApplication();
    for (const data of [
      { categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW', requestDocuments: ['BANK_LETTER'] },
      { categoryEnum: 'SOME_FUTURE_CATEGORY', commentsToBorrower: 'Never shown' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/sandbox/api/v1/applications/${uuid}/conditions`,
        headers: SANDBOX_HEADERS,
        payload: data,
      });
      expect(res.statusCode).toBe(201);
    }
    expect((await list(user)).map((n) => n.description)).toEqual(['Your lender asked: Upload a bank letter']);
  });

  it('is told by the sweep to a borrower who is away, e-mailed once', async () => {
    const { user, uuid } = await borrowerWithApplication();
    await raise(uuid, 'Send a bank letter');
    await sweepNotifications(t.app);
    await sweepNotifications(t.app);
    expect(await outbox(user)).toHaveLength(1);
    expect(await list(user)).toHaveLength(1);
  });
});

describe('in the language on the profile (docs/i18n.md)', () => {
  it('tells a Spanish reader in Spanish, notification and e-mail, the links unchanged', async () => {
    const { user, uuid } = await borrowerWithApplication();
    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/service-profile/api/v1/profile/language',
      headers: user.auth,
      payload: { language: 'es' },
    });
    expect(chosen.statusCode).toBe(200);
    await raise(uuid, 'Please upload your latest pay stub');
    const [first] = await list(user);
    expect(first).toMatchObject({
      title: 'Su prestamista necesita algo de usted',
      description: 'Su prestamista le pidió: Please upload your latest pay stub',
      ctas: [{ title: 'Ver solicitudes', redirectPath: `/account/heloc/${uuid}/conditions` }],
    });
    await sweepNotifications(t.app);
    const [mail] = await outbox(user);
    expect(mail?.subject).toBe('Su prestamista necesita algo de usted');
    expect(mail?.text).toContain(`Ver solicitudes: `);
    expect(mail?.text).toContain(`/account/heloc/${uuid}/conditions`);
    expect(mail?.text).toContain('También puede ver esto en el menú de notificaciones cuando inicie sesión.');
    expect(mail?.text).not.toContain('You can also see this');
  });
});

describe('read state', () => {
  it('is read once opened; reading again changes nothing; another borrower gets 404 and never sees it', async () => {
    const { user, uuid } = await borrowerWithApplication();
    await raise(uuid, 'Upload your ID');
    const [notification] = await list(user);
    if (!notification) throw new Error('no notification');
    const read = (who: Registered, id = notification.uuid) =>
      t.app.inject({ method: 'PUT', url: `${WALLET}/notifications/${id}/read`, headers: who.auth });

    const stranger = await registerAndLogin(t.app);
    expect((await read(stranger)).statusCode).toBe(404);
    expect(await list(stranger)).toEqual([]);

    const opened = await read(user);
    expect(opened.statusCode).toBe(200);
    expect(opened.json<Notification>().status).toBe('READ');
    expect((await read(user)).json<Notification>().status).toBe('READ');
    expect((await list(user))[0]?.status).toBe('READ');
  });

  it('answers 400 for a malformed id and 401 without a token', async () => {
    const user = await registerAndLogin(t.app);
    const bad = await t.app.inject({
      method: 'PUT',
      url: `${WALLET}/notifications/not-a-uuid/read`,
      headers: user.auth,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: string[] }>().errors.length).toBeGreaterThan(0);
    for (const url of [`${WALLET}/notifications`, `${WALLET}/account`, `${WALLET}/account/access?principal=x`]) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
  });
});

describe('the closing events', () => {
  it('tells of the documents ready to sign and of the end of the right to cancel, once each', async () => {
    const { user, uuid } = await borrowerWithApplication();
    await sandboxStatus(t.app, uuid, { checklistStatus: 'NOTE_SIGNING' });
    t.clock.advance(60_000);
    await sandboxStatus(t.app, uuid, { checklistStatus: 'RESCISSION' });
    await sandboxStatus(t.app, uuid, { checklistStatus: 'RECORDING' });
    const titles = (await list(user)).map((n) => [n.title, n.ctas[0]?.redirectPath]);
    expect(titles).toEqual([
      ['Your right to cancel has ended', `/account/heloc/${uuid}/complete`],
      ['Your documents are ready to sign', `/account/heloc/${uuid}/signing/intro`],
    ]);
    expect(await list(user)).toHaveLength(2);
    expect((await outbox(user)).map((m) => m.subject).sort()).toEqual([
      'Your documents are ready to sign',
      'Your right to cancel has ended',
    ]);
  });

  it('tells of the funds sent, with the amount and the account', async () => {
    const { user, uuid, drawAmount } = await applicantWithDisburseAccount(t.app);
    await sandboxStatus(t.app, uuid, { checklistStatus: 'FUNDABLE' });
    await readStatus(t.app, user, uuid);
    expect((await readStatus(t.app, user, uuid)).checklistStatus).toBe('COMPLETE');
    const funds = (await list(user)).filter((n) => n.title === 'Your funds are on the way');
    expect(funds).toHaveLength(1);
    expect(funds[0]?.description).toContain(`$${drawAmount.toLocaleString('en-US')}`);
    expect(funds[0]?.description).toContain('ending in 6789');
    expect((await outbox(user)).filter((m) => m.kind === 'NOTIFICATION_FUNDS_SENT')).toHaveLength(1);
  });
});

describe('another signer signed', () => {
  it('tells the primary borrower, once', async () => {
    const primary = await registerAndLogin(t.app);
    const uuid = await createHeloc(t.app, primary, { lastName: 'Coowner' });
    await sandboxStatus(t.app, uuid, { checklistStatus: 'CO_DEED_REQ' });
    const signer = await registerAndLogin(t.app);
    await t.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('applications')
        .selectAll()
        .where('uuid', '=', uuid)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const [required] = await t.app.workflow.requiredSigners(trx, row);
      if (!required) throw new Error('no co-owner on title');
      await trx
        .updateTable('additional_signers')
        .set({
          identity_uuid: signer.identityUuid,
          first_name: 'Jordan',
          last_name: 'Coowner',
          joined_at: t.clock.now(),
        })
        .where('uuid', '=', required.uuid)
        .execute();
      await t.app.workflow.additionalSignerSigned(trx, row, signer.identityUuid, {
        by: `identity:${signer.identityUuid}`,
      });
    });
    const signed = (await list(primary)).filter((n) => n.title === 'A co-signer signed');
    expect(signed).toHaveLength(1);
    expect(signed[0]?.description).toBe('Jordan Coowner signed the closing documents.');
    expect(await list(signer)).toEqual([]);
    expect((await outbox(primary)).filter((m) => m.kind === 'NOTIFICATION_SIGNER_SIGNED')).toHaveLength(1);
  });
});

describe('the front door', () => {
  it('records an event another module tells once, however often it is told', async () => {
    const { user, uuid } = await borrowerWithApplication();
    const notice = {
      identityUuid: user.identityUuid,
      orgCode: 'summit',
      eventKey: 'chat-message:test-1',
      at: t.clock.now(),
      event: { kind: 'CHAT_REPLY' as const, applicationUuid: uuid, agentName: 'Sam', message: 'Hi!', screenPath: '/x' },
    };
    expect(await notifyBorrower(contextOf(t.app), notice)).toBe(true);
    expect(await notifyBorrower(contextOf(t.app), notice)).toBe(false);
    expect((await list(user)).map((n) => n.title)).toEqual(['Sam replied to your chat']);
  });

  it("says a reply that was a file alone is a file, in the reader's language", async () => {
    const reply = (user: Registered, uuid: string) => ({
      identityUuid: user.identityUuid,
      orgCode: 'summit',
      eventKey: `chat-message:file-${user.identityUuid}`,
      at: t.clock.now(),
      event: { kind: 'CHAT_REPLY' as const, applicationUuid: uuid, agentName: 'Sam', message: null, screenPath: '/x' },
    });
    const english = await borrowerWithApplication();
    await notifyBorrower(contextOf(t.app), reply(english.user, english.uuid));
    expect((await list(english.user)).map((n) => n.description)).toEqual(['Sent you a file.']);

    const spanish = await borrowerWithApplication();
    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/service-profile/api/v1/profile/language',
      headers: spanish.user.auth,
      payload: { language: 'es' },
    });
    expect(chosen.statusCode).toBe(200);
    await notifyBorrower(contextOf(t.app), reply(spanish.user, spanish.uuid));
    expect((await list(spanish.user)).map((n) => [n.title, n.description])).toEqual([
      ['Sam respondió a su chat', 'Le envió un archivo.'],
    ]);
  });
});

describe('wallet accounts', () => {
  it('lists one account per application, named by loan and property, and answers access for oneself only', async () => {
    const { user, uuid } = await borrowerWithApplication();
    const res = await t.app.inject({ url: `${WALLET}/account`, headers: user.auth });
    expect(res.statusCode).toBe(200);
    const [account, ...others] = res.json<WalletAccount[]>();
    expect(others).toEqual([]);
    expect(account?.account.address).toBe(walletAddressOfApplication(uuid));
    expect(account?.account.address).toMatch(/^0x[0-9a-f]{40}$/);
    expect(account?.authorizationType).toBe('OWNER');
    expect(account?.account.name).toMatch(/^(Loan .+|HELOC application)( · .+)?$/);

    const access = (principal: string, who = user) =>
      t.app.inject({ url: `${WALLET}/account/access?principal=${encodeURIComponent(principal)}`, headers: who.auth });
    expect((await access(user.email.toUpperCase())).json()).toMatchObject({ accounts: [account] });
    expect((await access(user.identityUuid)).json()).toMatchObject({ accounts: [account] });
    const stranger = await registerAndLogin(t.app);
    expect((await access(user.identityUuid, stranger)).json()).toEqual({ principal: user.identityUuid, accounts: [] });
    expect((await t.app.inject({ url: `${WALLET}/account/access`, headers: user.auth })).statusCode).toBe(400);
  });
});
