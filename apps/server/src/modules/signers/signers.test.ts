import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SIGNER_INVITATION_INVALID_MESSAGE,
  SIGNER_OWN_EMAIL_MESSAGE,
  SIGNERS_CLOSED_MESSAGE,
  englishOf,
} from '@heloc/domain';
import type { CoDeedStatus, OutboxEmail } from '@heloc/domain/contracts';
import { storeDocument } from '../../platform/storage';
import { sandboxProviders } from '../../workflow/providers/sandbox';
import { nextAfterPrimarySigned } from '../../workflow/signers/next-after-primary-signed';
import {
  type Registered,
  type TestApp,
  TEST_PASSWORD,
  buildTestApp,
  registerAndLogin,
  uniqueEmail,
} from '../../../test/helper';
import { SANDBOX_HEADERS, appUrl, createHeloc, statusUrl } from '../../../test/engine-fixtures';

/*
 * Additional signers. Who must sign (title co-owners, a spouse where the state requires it, people the
 * applicant adds), the e-mail invitation through the sandbox outbox, the signer's CO_DEEDER login, and a signer who
 * can read their own application and no other. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PROCESSING_DELAY_MS: '0' });
});
afterAll(async () => t.close());

const CO_DEED = '/service-application/api/v1/application/heloc/co-deed/status';
const INVITATIONS = '/service-application/external/api/v1/heloc/signer-invitations';

const setStatus = async (uuid: string, checklistStatus: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/sandbox/api/v1/applications/${uuid}/status`,
    headers: SANDBOX_HEADERS,
    payload: { checklistStatus },
  });
  expect(res.statusCode).toBe(200);
};

const coDeed = async (user: Registered, uuid?: string) =>
  t.app.inject({ url: uuid ? `${CO_DEED}?applicationUuid=${uuid}` : CO_DEED, headers: user.auth });

const outboxFor = async (to: string): Promise<OutboxEmail[]> => {
  const res = await t.app.inject({
    url: `/sandbox/api/v1/email-outbox?to=${encodeURIComponent(to)}`,
    headers: SANDBOX_HEADERS,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};

const tokenIn = (email: OutboxEmail): string => {
  const match = /\/account\/heloc\/heloc-signer\/resume#token=([\w-]+)/.exec(email.text);
  if (!match?.[1]) throw new Error(`no invitation link in: ${email.text}`);
  return match[1];
};

/** A primary applicant of the Coowner persona, at CO_DEED_REQ. */
const coownerAtCoDeed = async () => {
  const primary = await registerAndLogin(t.app);
  const uuid = await createHeloc(t.app, primary, { lastName: 'Coowner' });
  await setStatus(uuid, 'CO_DEED_REQ');
  return { primary, uuid };
};

/** Invites the title co-owner and creates their login from the e-mail; answers the signer's session. */
const inviteAndJoin = async (primary: Registered, uuid: string, acceptHeaders: Record<string, string> = {}) => {
  const status = (await coDeed(primary, uuid)).json<CoDeedStatus>();
  const coOwner = status.signers.find((s) => s.source === 'TITLE');
  if (!coOwner) throw new Error('no title co-owner listed');
  const email = uniqueEmail('jordan');
  const invited = await t.app.inject({
    method: 'POST',
    url: `${appUrl(uuid)}/signers/${coOwner.uuid}/invitation`,
    headers: primary.auth,
    payload: { firstName: 'Jordan', lastName: 'Coowner', email },
  });
  expect(invited.statusCode).toBe(200);
  const [mail] = await outboxFor(email);
  if (!mail) throw new Error('no invitation e-mail');
  const token = tokenIn(mail);
  const accepted = await t.app.inject({
    method: 'POST',
    url: `${INVITATIONS}/accept`,
    headers: acceptHeaders,
    payload: { token, password: TEST_PASSWORD, phoneNumber: '(555) 222-3333' },
  });
  expect(accepted.statusCode).toBe(200);
  const { jwt } = accepted.json<{ jwt: string }>();
  return { email, token, coOwner, auth: { authorization: `Bearer ${jwt}` } };
};

describe('the invitation in the applicant’s language (docs/i18n.md)', () => {
  it('is written in Spanish when the inviting applicant reads Spanish, the link unchanged', async () => {
    const { primary, uuid } = await coownerAtCoDeed();
    await t.app.inject({
      method: 'PUT',
      url: '/service-profile/api/v1/profile/language',
      headers: primary.auth,
      payload: { language: 'es' },
    });
    const { email, auth } = await inviteAndJoin(primary, uuid, { 'accept-language': 'es-MX,es;q=0.9' });
    const [mail] = await outboxFor(email);
    expect(mail?.subject).toMatch(/le pidió firmar documentos de cierre con/);
    // The signer's browser asked for Spanish: their new profile keeps it.
    const profile = await t.app.inject({ url: '/service-profile/api/v1/profile', headers: auth });
    expect(profile.json().language).toBe('es');
    expect(mail?.text).toContain('Hola, Jordan:');
    expect(mail?.text).toContain('Cree su cuenta de firmante y firme aquí:');
    expect(mail?.text).toContain('/account/heloc/heloc-signer/resume#token=');
  });
});

describe('who must sign (workflow/signers)', () => {
  it('sends the Coowner persona to CO_DEED_REQ for the co-owner on title, others straight to the notary', async () => {
    const primary = await registerAndLogin(t.app);
    const coowner = await createHeloc(t.app, primary, {
      lastName: 'Coowner',
      state: 'CO',
      city: 'Denver',
      zip: '80202',
    });
    const other = await createHeloc(t.app, await registerAndLogin(t.app), {
      state: 'CO',
      city: 'Denver',
      zip: '80202',
    });
    const run = (uuid: string) =>
      t.db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('applications').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
        return nextAfterPrimarySigned(trx, row, sandboxProviders);
      });
    expect(await run(coowner)).toBe('CO_DEED_REQ');
    expect(await run(other)).toBe('GEN_NOTARY_DISCLOSURE');
    const rows = await t.db
      .selectFrom('additional_signers')
      .selectAll()
      .where('application_uuid', '=', coowner)
      .execute();
    expect(rows.map((r) => [r.first_name, r.last_name, r.source, r.relationship])).toEqual([
      ['Jordan', 'Coowner', 'TITLE', 'CO_OWNER'],
    ]);
    // Asked again (a retry of the step), the co-owner is not listed twice.
    await run(coowner);
    expect(
      await t.db.selectFrom('additional_signers').select('uuid').where('application_uuid', '=', coowner).execute(),
    ).toHaveLength(1);
  });

  it("requires a married applicant's spouse in Texas (homestead) but not in Colorado", async () => {
    const married = async (state: string, city: string, zip: string) => {
      const uuid = await createHeloc(t.app, await registerAndLogin(t.app), { state, city, zip });
      await t.db.updateTable('applications').set({ marital_status: 'MARRIED' }).where('uuid', '=', uuid).execute();
      return t.db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('applications').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
        return nextAfterPrimarySigned(trx, row, sandboxProviders);
      });
    };
    expect(await married('TX', 'Austin', '78701')).toBe('CO_DEED_REQ');
    expect(await married('CO', 'Denver', '80202')).toBe('GEN_NOTARY_DISCLOSURE');
  });
});

describe('inviting additional signers (signing/additional)', () => {
  it('lists the title co-owner for the primary applicant and invites them through the outbox', async () => {
    const { primary, uuid } = await coownerAtCoDeed();
    const status = (await coDeed(primary, uuid)).json<CoDeedStatus>();
    expect(status).toMatchObject({ applicationUuid: uuid, role: 'PRIMARY', canInvite: true, allSigned: false });
    expect(status.signers).toEqual([
      expect.objectContaining({ firstName: 'Jordan', lastName: 'Coowner', source: 'TITLE', progress: 'NOT_INVITED' }),
    ]);

    const { email, token, coOwner, auth } = await inviteAndJoin(primary, uuid);
    const [mail] = await outboxFor(email);
    expect(mail?.subject).toMatch(/asked you to sign closing documents/);
    expect(mail?.text).toContain('Hello Jordan,');

    // The signer's login is a CO_DEEDER profile, participant of this application only.
    const profile = await t.app.inject({ url: '/service-profile/api/v1/profile', headers: auth });
    if (profile.statusCode === 200) expect(profile.json().type).toBe('CO_DEEDER');
    const identity = await t.app.inject({ url: '/identity/secure/api/v1_1/identity', headers: auth });
    expect(identity.json()).toMatchObject({ email, profileType: 'CO_DEEDER' });
    const mine = (await coDeed({ ...primary, auth } as Registered)).json<CoDeedStatus>();
    expect(mine).toMatchObject({ applicationUuid: uuid, role: 'ADDITIONAL_SIGNER', coDeedBypass: 'NO_BYPASS' });
    // A signer never sees the other signers' e-mail addresses.
    expect(mine.signers.every((s) => s.email === null)).toBe(true);

    // The primary sees that the co-owner joined; the link works once.
    const after = (await coDeed(primary, uuid)).json<CoDeedStatus>();
    expect(after.signers.find((s) => s.uuid === coOwner.uuid)).toMatchObject({ progress: 'JOINED', email });
    const again = await t.app.inject({
      method: 'POST',
      url: `${INVITATIONS}/accept`,
      payload: { token, password: TEST_PASSWORD, phoneNumber: '(555) 222-3333' },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ errors: [englishOf(SIGNER_INVITATION_INVALID_MESSAGE)] });
  });

  it('moves on to the notary disclosure once the last signer has signed', async () => {
    const { primary, uuid } = await coownerAtCoDeed();
    const { auth } = await inviteAndJoin(primary, uuid);
    const signerIdentity = (await t.app.inject({ url: '/identity/secure/api/v1_1/identity', headers: auth })).json()
      .uuid as string;
    await t.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('applications')
        .selectAll()
        .where('uuid', '=', uuid)
        .forUpdate()
        .executeTakeFirstOrThrow();
      await t.app.workflow.additionalSignerSigned(trx, row, signerIdentity, { by: `identity:${signerIdentity}` });
    });
    const status = (await coDeed(primary, uuid)).json<CoDeedStatus>();
    expect(status).toMatchObject({ allSigned: true, canInvite: false });
    expect(status.signers[0]?.progress).toBe('SIGNED');
    // CO_DEED_REQ -> GEN_NOTARY_DISCLOSURE (the notary steps may already have moved it further).
    const moves = await t.db
      .selectFrom('status_history')
      .select(['from_value', 'to_value'])
      .where('application_uuid', '=', uuid)
      .where('field', '=', 'checklistStatus')
      .execute();
    expect(moves).toContainEqual({ from_value: 'CO_DEED_REQ', to_value: 'GEN_NOTARY_DISCLOSURE' });
  });

  it('adds, resends and removes a signer the applicant names; refuses their own e-mail and a closed step', async () => {
    const { primary, uuid } = await coownerAtCoDeed();
    const own = await t.app.inject({
      method: 'POST',
      url: `${appUrl(uuid)}/signers`,
      headers: primary.auth,
      payload: { firstName: 'Pat', lastName: 'Smith', email: primary.email, relationship: 'SPOUSE' },
    });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ errors: [englishOf(SIGNER_OWN_EMAIL_MESSAGE)] });

    const email = uniqueEmail('spouse');
    const added = await t.app.inject({
      method: 'POST',
      url: `${appUrl(uuid)}/signers`,
      headers: primary.auth,
      payload: { firstName: 'Sam', lastName: 'Smith', email, relationship: 'SPOUSE' },
    });
    expect(added.statusCode).toBe(200);
    const spouse = added.json<CoDeedStatus>().signers.find((s) => s.email === email);
    expect(spouse).toMatchObject({ progress: 'INVITED', removable: true });
    const duplicate = await t.app.inject({
      method: 'POST',
      url: `${appUrl(uuid)}/signers`,
      headers: primary.auth,
      payload: { firstName: 'Sam', lastName: 'Smith', email, relationship: 'SPOUSE' },
    });
    expect(duplicate.statusCode).toBe(409);

    // A resent invitation replaces the first link.
    const [first] = await outboxFor(email);
    await t.app.inject({
      method: 'POST',
      url: `${appUrl(uuid)}/signers/${spouse?.uuid}/invitation`,
      headers: primary.auth,
      payload: { firstName: 'Sam', lastName: 'Smith', email },
    });
    const mails = await outboxFor(email);
    expect(mails).toHaveLength(2);
    const stale = await t.app.inject({
      method: 'POST',
      url: `${INVITATIONS}/lookup`,
      payload: { token: tokenIn(first!) },
    });
    expect(stale.statusCode).toBe(404);
    const fresh = await t.app.inject({
      method: 'POST',
      url: `${INVITATIONS}/lookup`,
      payload: { token: tokenIn(mails.find((m) => m.uuid !== first!.uuid)!) },
    });
    expect(fresh.json()).toMatchObject({ firstName: 'Sam', email, invitedBy: 'Pat', accountExists: false });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${appUrl(uuid)}/signers/${spouse?.uuid}`,
      headers: primary.auth,
    });
    expect(removed.json<CoDeedStatus>().signers.map((s) => s.source)).toEqual(['TITLE']);

    await setStatus(uuid, 'GEN_NOTARY_DISCLOSURE');
    const closed = await t.app.inject({
      method: 'POST',
      url: `${appUrl(uuid)}/signers`,
      headers: primary.auth,
      payload: { firstName: 'Sam', lastName: 'Smith', email, relationship: 'SPOUSE' },
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({ errors: [englishOf(SIGNERS_CLOSED_MESSAGE)] });
  });

  it('expires an invitation link after 72 hours', async () => {
    const { primary, uuid } = await coownerAtCoDeed();
    const email = uniqueEmail('late');
    await t.app.inject({
      method: 'POST',
      url: `${appUrl(uuid)}/signers`,
      headers: primary.auth,
      payload: { firstName: 'Lee', lastName: 'Late', email, relationship: 'OTHER' },
    });
    const token = tokenIn((await outboxFor(email))[0]!);
    t.clock.advance(72 * 3_600_000 + 1000);
    const late = await t.app.inject({
      method: 'POST',
      url: `${INVITATIONS}/accept`,
      payload: { token, password: TEST_PASSWORD, phoneNumber: '(555) 222-3333' },
    });
    expect(late.statusCode).toBe(404);
  });
});

describe("a signer opens the closing documents, never the borrower's own files", () => {
  const PDF = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);
  const stored = (uuid: string, kind: string, uploadedByIdentity: string | null = null) =>
    storeDocument(t.db, t.app.documents, 10 * 1024 * 1024, {
      applicationUuid: uuid,
      kind,
      bytes: PDF(kind),
      fileName: `${kind}.pdf`,
      uploadedBy: uploadedByIdentity ? 'APPLICANT' : 'SYSTEM',
      uploadedByIdentity,
      now: new Date(),
    });

  it('answers 404 to the signer for income, ID, statements and notices, and the files to the primary applicant', async () => {
    const { primary, uuid } = await coownerAtCoDeed();
    const { auth } = await inviteAndJoin(primary, uuid);
    const signerUuid = (await t.app.inject({ url: '/identity/secure/api/v1_1/identity', headers: auth })).json()
      .uuid as string;
    const download = (documentUuid: string, headers: Record<string, string>) =>
      t.app.inject({ url: `${appUrl(uuid)}/documents/${documentUuid}`, headers });

    for (const kind of ['CLOSING_DISCLOSURE', 'SIGNED_DOCUMENT', 'NOTARY_DISCLOSURE', 'NOTARIAL_CERTIFICATE']) {
      const doc = await stored(uuid, kind);
      expect((await download(doc.uuid, auth)).statusCode, kind).toBe(200);
    }
    for (const kind of ['INCOME_DOCUMENT', 'GOVERNMENT_ID', 'ASSET_STATEMENT', 'ADVERSE_ACTION_NOTICE']) {
      const doc = await stored(uuid, kind, primary.identityUuid);
      const refused = await download(doc.uuid, auth);
      expect(refused.statusCode, kind).toBe(404);
      expect(refused.json()).toEqual({ errors: ['Not found'] });
      expect((await download(doc.uuid, primary.auth)).statusCode, kind).toBe(200);
    }
    // What the signer sent in answer to a condition stays theirs to open.
    const own = await stored(uuid, 'CONDITION_DOCUMENT', signerUuid);
    expect((await download(own.uuid, auth)).statusCode).toBe(200);
  });
});

describe('a signer cannot read another application', () => {
  it('answers 404 for every read and change of an application the signer is not part of', async () => {
    const { primary, uuid } = await coownerAtCoDeed();
    const { auth } = await inviteAndJoin(primary, uuid);
    const signer = { auth } as Registered;
    const other = await coownerAtCoDeed();

    expect((await t.app.inject({ url: statusUrl(uuid), headers: auth })).statusCode).toBe(200);
    for (const url of [
      statusUrl(other.uuid),
      appUrl(other.uuid),
      `/service-conditions/external/api/v1/applications/${other.uuid}/conditions/external-applicants`,
      `${CO_DEED}?applicationUuid=${other.uuid}`,
    ]) {
      expect((await t.app.inject({ url, headers: auth })).statusCode, url).toBe(404);
    }
    const otherSigner = (await coDeed(other.primary, other.uuid)).json<CoDeedStatus>().signers[0];
    const invite = await t.app.inject({
      method: 'POST',
      url: `${appUrl(other.uuid)}/signers/${otherSigner?.uuid}/invitation`,
      headers: auth,
      payload: { firstName: 'Eve', lastName: 'Intruder', email: uniqueEmail('eve') },
    });
    expect(invite.statusCode).toBe(404);
    // Nor may a signer add signers to their own application: only the primary applicant does.
    const own = await t.app.inject({
      method: 'POST',
      url: `${appUrl(uuid)}/signers`,
      headers: auth,
      payload: { firstName: 'Eve', lastName: 'Intruder', email: uniqueEmail('eve'), relationship: 'OTHER' },
    });
    expect(own.statusCode).toBe(404);
    expect((await coDeed(signer)).json<CoDeedStatus>().applicationUuid).toBe(uuid);

    // On their own application a signer reaches the signer's calls only, never the borrower's.
    expect((await t.app.inject({ url: `${appUrl(uuid)}/closing`, headers: auth })).statusCode).toBe(200);
    for (const url of [
      appUrl(uuid),
      `${appUrl(uuid)}/summary`,
      `${appUrl(uuid)}/contact`,
      `${appUrl(uuid)}/documents`,
    ]) {
      expect((await t.app.inject({ url, headers: auth })).statusCode, url).toBe(404);
    }
    const offer = await t.app.inject({
      method: 'PUT',
      url: `${appUrl(uuid)}/offer`,
      headers: auth,
      payload: { term: 10, type: 'FIXED', drawAmount: 50_000, payoffPreference: 'PRESERVE' },
    });
    expect(offer.statusCode).toBe(404);
    // The primary applicant still reaches them.
    expect((await t.app.inject({ url: `${appUrl(uuid)}/summary`, headers: primary.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ url: appUrl(uuid), headers: primary.auth })).statusCode).toBe(200);

    // Once the application is cancelled the signer's co-deed status says so (the signer area shows cancelled).
    await setStatus(uuid, 'CANCELLED');
    expect((await coDeed(signer)).json<CoDeedStatus>()).toMatchObject({
      applicationUuid: uuid,
      checklistStatus: 'CANCELLED',
    });
  });
});
