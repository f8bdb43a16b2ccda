import {
  CONTACT_DETAILS_MISSING_MESSAGE,
  DETAILS_LOCKED_MESSAGE,
  ESIGN_CONSENT_REQUIRED_MESSAGE,
  ESIGN_CONSENT_VERSION,
  ESIGN_CONSENT_VERSION_MESSAGE,
  HMDA_MISSING_MESSAGE,
  HMDA_NOT_PROVIDED_EXCLUSIVE_MESSAGE,
  HMDA_RACE_REQUIRED_MESSAGE,
  STEP_NOT_AVAILABLE_MESSAGE,
  TEXT_TOO_LONG_MESSAGE,
  ZIP_INVALID_MESSAGE,
  formatMoney,
  englishOf,
} from '@heloc/domain';
import type { ApplicationSummary, HelocApplication } from '@heloc/domain/contracts';
import { PDFDocument } from 'pdf-lib';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_HEADERS, appUrl, createHeloc, helocBody, CREATE_URL, readStatus } from '../../../test/engine-fixtures';
import { type Registered, type TestApp, buildTestApp, registerAndLogin } from '../../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PROCESSING_DELAY_MS: '0' });
});
afterAll(async () => t.close());

const CONTACT = {
  email: 'pat.smith@example.com',
  phoneNumber: '(512) 555-0199',
  mailingAddress: null,
  maritalStatus: 'MARRIED',
  ownershipType: 'JOINT',
};
const HMDA = {
  ethnicity: {
    choices: ['HISPANIC_OR_LATINO', 'OTHER_HISPANIC_OR_LATINO'],
    details: { OTHER_HISPANIC_OR_LATINO: 'Colombian' },
  },
  race: { choices: ['NOT_PROVIDED'] },
  sex: { choices: ['FEMALE'] },
};
const CONSENT = { esignConsent: true, consentVersion: ESIGN_CONSENT_VERSION };

const put = (uuid: string, user: Registered, step: 'contact' | 'hmda', payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `${appUrl(uuid)}/${step}`, headers: user.auth, payload: payload as object });
const submit = (uuid: string, user: Registered, payload: unknown = CONSENT) =>
  t.app.inject({ method: 'POST', url: `${appUrl(uuid)}/submit`, headers: user.auth, payload: payload as object });
const summaryOf = async (uuid: string, user: Registered) => {
  const res = await t.app.inject({ url: `${appUrl(uuid)}/summary`, headers: user.auth });
  expect(res.statusCode).toBe(200);
  return res.json<ApplicationSummary>();
};
const setStatus = (uuid: string, checklistStatus: string) =>
  t.app.inject({
    method: 'POST',
    url: `/sandbox/api/v1/applications/${uuid}/status`,
    headers: SANDBOX_HEADERS,
    payload: { checklistStatus },
  });
const historyOf = (uuid: string) =>
  t.db
    .selectFrom('status_history')
    .select(['from_value', 'to_value', 'changed_by'])
    .where('application_uuid', '=', uuid)
    .where('field', '=', 'checklistStatus')
    .orderBy('id')
    .execute();

/** A new applicant whose offer is selected and confirmed: the hard pull leaves them at COLLECT_ADDITIONAL_INFO. */
const atCollectAdditionalInfo = async (
  create: (user: Registered) => Promise<string> = (u) => createHeloc(t.app, u),
) => {
  const user = await registerAndLogin(t.app);
  const uuid = await create(user);
  await readStatus(t.app, user, uuid);
  const application = (await t.app.inject({ url: appUrl(uuid), headers: user.auth })).json<HelocApplication>();
  const offer = application.offers[0]!;
  const selected = await t.app.inject({
    method: 'PUT',
    url: `${appUrl(uuid)}/offer`,
    headers: user.auth,
    payload: { term: offer.term, type: offer.type, drawAmount: offer.maxDraw, payoffPreference: 'PRESERVE' },
  });
  expect(selected.statusCode).toBe(200);
  await t.app.inject({ method: 'POST', url: `${appUrl(uuid)}/offer/confirm`, headers: user.auth });
  expect((await readStatus(t.app, user, uuid)).checklistStatus).toBe('COLLECT_ADDITIONAL_INFO');
  return { user, uuid, offer };
};

describe('Provide More Info: contact, HMDA, summary and submit', () => {
  it('takes an applicant from start/contact to a generated summary PDF and income verification', async () => {
    const { user, uuid, offer } = await atCollectAdditionalInfo();

    // Prefilled from the registration: email and phone as registered, mail to the property (it is the home).
    const before = await summaryOf(uuid, user);
    expect(before).toMatchObject({
      applicant: { firstName: 'Pat', lastName: 'Smith' },
      property: { street1: '123 Main St', city: 'Austin', state: 'TX', zip: '78701', occupancyType: 'HOME' },
      income: { employmentType: 'FULL_TIME', statedAnnualIncome: 120_000, otherAnnualIncome: 5_000 },
      offer: { term: offer.term, type: offer.type, drawAmount: offer.maxDraw, rate: offer.rate },
      contact: { email: 'pat@example.com', phoneNumber: '5125550100', mailingAddress: null },
      maritalStatus: null,
      ownershipType: null,
      hmdaAnswered: false,
      esign: { currentVersion: ESIGN_CONSENT_VERSION, consentedVersion: null, consentedAt: null },
      submitted: false,
      summaryDocumentUuid: null,
    });
    expect(before.offer!.monthlyPayment).toBeGreaterThan(0);

    const contact = await put(uuid, user, 'contact', CONTACT);
    expect(contact.statusCode).toBe(200);
    expect(contact.json()).toMatchObject({ checklistStatus: 'HMDA' });
    expect((await summaryOf(uuid, user)).contact).toEqual({
      email: 'pat.smith@example.com',
      phoneNumber: '5125550199',
      mailingAddress: null,
    });

    const hmda = await put(uuid, user, 'hmda', HMDA);
    expect(hmda.statusCode).toBe(200);
    expect(hmda.json()).toMatchObject({ checklistStatus: 'APP_SUBMISSION' });
    const stored = await t.db
      .selectFrom('applications')
      .select('hmda')
      .where('uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    expect(stored.hmda).toEqual({
      ethnicity: {
        choices: ['HISPANIC_OR_LATINO', 'OTHER_HISPANIC_OR_LATINO'],
        details: { OTHER_HISPANIC_OR_LATINO: 'Colombian' },
      },
      race: { choices: ['NOT_PROVIDED'], details: {} },
      sex: { choices: ['FEMALE'] },
    });

    const submitted = await submit(uuid, user);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({ checklistStatus: 'GEN_SUMMARY_DISCLOSURE' });

    // The engine's GEN_SUMMARY step runs at the next status read (PROCESSING_DELAY_MS = 0).
    expect((await readStatus(t.app, user, uuid)).checklistStatus).toBe('INCOME_VERIFICATION');
    const after = await summaryOf(uuid, user);
    expect(after).toMatchObject({
      maritalStatus: 'MARRIED',
      // docs/product/registration-and-routing.md §3: ownership types SOLE, JOINT, TRUST, kept with the application.
      ownershipType: 'JOINT',
      hmdaAnswered: true,
      submitted: true,
      esign: { consentedVersion: ESIGN_CONSENT_VERSION },
    });
    expect(after.esign.consentedAt).toBe(t.clock.now().toISOString());
    expect(after.summaryDocumentUuid).toMatch(/^[0-9a-f-]{36}$/);

    expect((await historyOf(uuid)).slice(-4)).toEqual([
      { from_value: 'COLLECT_ADDITIONAL_INFO', to_value: 'HMDA', changed_by: `identity:${user.identityUuid}` },
      { from_value: 'HMDA', to_value: 'APP_SUBMISSION', changed_by: `identity:${user.identityUuid}` },
      { from_value: 'APP_SUBMISSION', to_value: 'GEN_SUMMARY_DISCLOSURE', changed_by: `identity:${user.identityUuid}` },
      { from_value: 'GEN_SUMMARY_DISCLOSURE', to_value: 'INCOME_VERIFICATION', changed_by: 'engine:GEN_SUMMARY' },
    ]);

    const documents = (await t.app.inject({ url: `${appUrl(uuid)}/documents`, headers: user.auth })).json();
    expect(documents).toEqual([
      expect.objectContaining({
        uuid: after.summaryDocumentUuid,
        kind: 'APPLICATION_SUMMARY',
        uploadedBy: 'SYSTEM',
        contentType: 'application/pdf',
      }),
    ]);
    const download = await t.app.inject({
      url: `${appUrl(uuid)}/documents/${after.summaryDocumentUuid}`,
      headers: user.auth,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment/);

    const bytes = new Uint8Array(download.rawPayload);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(pdf.getTitle()).toBe('Home equity line of credit: application summary');
    const { loan_number } = await t.db
      .selectFrom('applications')
      .select('loan_number')
      .where('uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    const { text } = await extractText(bytes, { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    for (const expected of [
      'Summit',
      `Loan number ${loan_number}`,
      'Pat Smith',
      '123 Main St, Austin, TX 78701',
      'pat.smith@example.com',
      '(512) 555-0199',
      'Married',
      formatMoney(120_000),
      formatMoney(offer.maxDraw),
      formatMoney(after.offer!.monthlyPayment, 2),
      `${offer.term} years`,
      'Other Hispanic or Latino (Colombian)',
      'I do not wish to provide this information',
      ESIGN_CONSENT_VERSION,
      'Your right to paper copies',
    ]) {
      expect(flat).toContain(expected);
    }
  });

  it('writes the summary PDF in Spanish for an applicant whose profile reads Spanish (docs/i18n.md)', async () => {
    const { user, uuid } = await atCollectAdditionalInfo();
    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/service-profile/api/v1/profile/language',
      headers: user.auth,
      payload: { language: 'es' },
    });
    expect(chosen.statusCode).toBe(200);
    expect((await put(uuid, user, 'contact', CONTACT)).statusCode).toBe(200);
    expect((await put(uuid, user, 'hmda', HMDA)).statusCode).toBe(200);
    expect((await submit(uuid, user)).statusCode).toBe(200);
    expect((await readStatus(t.app, user, uuid)).checklistStatus).toBe('INCOME_VERIFICATION');
    const { summaryDocumentUuid } = await summaryOf(uuid, user);
    const download = await t.app.inject({
      url: `${appUrl(uuid)}/documents/${summaryDocumentUuid}`,
      headers: user.auth,
    });
    expect(download.statusCode).toBe(200);
    const { text } = await extractText(new Uint8Array(download.rawPayload), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Línea de crédito con garantía hipotecaria: resumen de la solicitud');
    expect(flat).toContain('Casado(a)');
    expect(flat).toContain('Pat Smith');
    expect(flat).not.toContain('Your offer');
  });

  it('prefills the mailing address with where the applicant lives when the property is not the home', async () => {
    const home = { street1: '9 Elm St', city: 'Dallas', state: 'TX', zip: '75201' };
    const { user, uuid } = await atCollectAdditionalInfo(async (u) => {
      const body = helocBody();
      const res = await t.app.inject({
        method: 'POST',
        url: `${CREATE_URL}?state=TX`,
        headers: u.auth,
        payload: {
          ...body,
          propertyRequest: { ...body.propertyRequest, occupancyType: 'SECONDARY', homeAddress: home },
        },
      });
      return res.json<{ uuid: string }>().uuid;
    });
    expect((await summaryOf(uuid, user)).contact.mailingAddress).toEqual({ ...home, street2: null });
  });

  it('answers 404 to anyone who does not take part in the application', async () => {
    const { uuid } = await atCollectAdditionalInfo();
    const stranger = await registerAndLogin(t.app);
    expect((await put(uuid, stranger, 'contact', CONTACT)).statusCode).toBe(404);
    expect((await put(uuid, stranger, 'hmda', HMDA)).statusCode).toBe(404);
    expect((await submit(uuid, stranger)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${appUrl(uuid)}/summary`, headers: stranger.auth })).statusCode).toBe(404);
  });

  it('refuses bad bodies with the exact messages and changes nothing', async () => {
    const { user, uuid } = await atCollectAdditionalInfo();
    const errorsOf = async (res: Awaited<ReturnType<typeof put>>) => {
      expect(res.statusCode).toBe(400);
      return res.json<{ errors: string[] }>().errors;
    };
    expect(await errorsOf(await put(uuid, user, 'contact', { ...CONTACT, maritalStatus: 'WIDOWED' }))).toEqual([
      'maritalStatus: Please select your marital status',
    ]);
    expect(await errorsOf(await put(uuid, user, 'contact', { ...CONTACT, ownershipType: 'TENANCY' }))).toEqual([
      'ownershipType: Please tell us how you own your home',
    ]);
    expect(await errorsOf(await put(uuid, user, 'contact', { ...CONTACT, email: 'not-an-email' }))).toEqual([
      'email: Please enter a valid email address',
    ]);
    expect(await errorsOf(await put(uuid, user, 'contact', { ...CONTACT, phoneNumber: '555-01' }))).toEqual([
      'phoneNumber: Please enter a valid phone number',
    ]);
    expect(
      await errorsOf(
        await put(uuid, user, 'contact', {
          ...CONTACT,
          mailingAddress: { street1: '', city: 'Austin', state: 'TX', zip: '787' },
        }),
      ),
    ).toEqual([
      'mailingAddress.street1: Street address is required',
      `mailingAddress.zip: ${englishOf(ZIP_INVALID_MESSAGE)}`,
    ]);
    expect(await errorsOf(await put(uuid, user, 'contact', { ...CONTACT, mailingAddress: undefined }))).toEqual([
      'mailingAddress is required',
    ]);
    expect((await readStatus(t.app, user, uuid)).checklistStatus).toBe('COLLECT_ADDITIONAL_INFO');

    await put(uuid, user, 'contact', CONTACT);
    expect(await errorsOf(await put(uuid, user, 'hmda', { ...HMDA, race: { choices: [] } }))).toEqual([
      `race.choices: ${englishOf(HMDA_RACE_REQUIRED_MESSAGE)}`,
    ]);
    expect(
      await errorsOf(await put(uuid, user, 'hmda', { ...HMDA, sex: { choices: ['FEMALE', 'NOT_PROVIDED'] } })),
    ).toEqual([`sex.choices: ${englishOf(HMDA_NOT_PROVIDED_EXCLUSIVE_MESSAGE)}`]);
    expect(
      await errorsOf(
        await put(uuid, user, 'hmda', {
          ...HMDA,
          ethnicity: { ...HMDA.ethnicity, details: { OTHER_HISPANIC_OR_LATINO: 'x'.repeat(101) } },
        }),
      ),
    ).toEqual([`ethnicity.details.OTHER_HISPANIC_OR_LATINO: ${englishOf(TEXT_TOO_LONG_MESSAGE)}`]);

    await put(uuid, user, 'hmda', HMDA);
    expect(
      await errorsOf(await submit(uuid, user, { esignConsent: false, consentVersion: ESIGN_CONSENT_VERSION })),
    ).toEqual([`esignConsent: ${englishOf(ESIGN_CONSENT_REQUIRED_MESSAGE)}`]);
    expect(await errorsOf(await submit(uuid, user, { esignConsent: true, consentVersion: '2019-01' }))).toEqual([
      englishOf(ESIGN_CONSENT_VERSION_MESSAGE),
    ]);
    const summary = await summaryOf(uuid, user);
    expect(summary).toMatchObject({ submitted: false, esign: { consentedVersion: null } });
    expect((await readStatus(t.app, user, uuid)).checklistStatus).toBe('APP_SUBMISSION');
  });

  it('answers 409 at a status where the step makes no sense', async () => {
    const user = await registerAndLogin(t.app);
    const early = await createHeloc(t.app, user);
    expect((await readStatus(t.app, user, early)).checklistStatus).toBe('OFFER_SELECTION');
    const conflict = async (res: Awaited<ReturnType<typeof put>>, message: string) => {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ errors: [message] });
    };
    await conflict(await put(early, user, 'contact', CONTACT), englishOf(STEP_NOT_AVAILABLE_MESSAGE));
    await conflict(await submit(early, user), englishOf(STEP_NOT_AVAILABLE_MESSAGE));

    const { user: applicant, uuid } = await atCollectAdditionalInfo();
    await conflict(await put(uuid, applicant, 'hmda', HMDA), englishOf(CONTACT_DETAILS_MISSING_MESSAGE));
    await conflict(await submit(uuid, applicant), englishOf(CONTACT_DETAILS_MISSING_MESSAGE));
    await put(uuid, applicant, 'contact', CONTACT);
    await conflict(await submit(uuid, applicant), englishOf(HMDA_MISSING_MESSAGE));
    await put(uuid, applicant, 'hmda', HMDA);
    await submit(uuid, applicant);
    await conflict(await put(uuid, applicant, 'contact', CONTACT), englishOf(DETAILS_LOCKED_MESSAGE));
    await conflict(await put(uuid, applicant, 'hmda', HMDA), englishOf(DETAILS_LOCKED_MESSAGE));

    // Put at APP_SUBMISSION by hand (operations staff), without the details: nothing to submit yet.
    const { user: other, uuid: skipped } = await atCollectAdditionalInfo();
    expect((await setStatus(skipped, 'APP_SUBMISSION')).statusCode).toBe(200);
    await conflict(await submit(skipped, other), englishOf(CONTACT_DETAILS_MISSING_MESSAGE));
  });

  it('accepts a replayed or edited step without a second transition, record or document', async () => {
    const { user, uuid } = await atCollectAdditionalInfo();
    expect((await put(uuid, user, 'contact', CONTACT)).json()).toMatchObject({ checklistStatus: 'HMDA' });
    expect((await put(uuid, user, 'contact', CONTACT)).json()).toMatchObject({ checklistStatus: 'HMDA' });
    expect((await put(uuid, user, 'hmda', HMDA)).json()).toMatchObject({ checklistStatus: 'APP_SUBMISSION' });

    // The summary's edit links: a new mailing address and other HMDA answers before submitting; the status stays.
    const mailingAddress = { street1: '500 Congress Ave', street2: 'Apt 4', city: 'Austin', state: 'tx', zip: '78701' };
    // A client that does not ask how the title is held keeps the answer saved.
    const { ownershipType: _asked, ...withoutOwnership } = CONTACT;
    const edited = await put(uuid, user, 'contact', {
      ...withoutOwnership,
      mailingAddress,
      maritalStatus: 'UNMARRIED',
    });
    expect(edited.json()).toMatchObject({ checklistStatus: 'APP_SUBMISSION' });
    const notProvided = { choices: ['NOT_PROVIDED'] };
    const hmda = await put(uuid, user, 'hmda', { ethnicity: notProvided, race: notProvided, sex: notProvided });
    expect(hmda.json()).toMatchObject({ checklistStatus: 'APP_SUBMISSION' });
    expect(await summaryOf(uuid, user)).toMatchObject({
      contact: { mailingAddress: { ...mailingAddress, state: 'TX' } },
      maritalStatus: 'UNMARRIED',
      ownershipType: 'JOINT',
      hmdaAnswered: true,
    });

    // A double click: the second Submit answers the same status and records nothing new.
    const consentedAt = t.clock.now().toISOString();
    const first = await submit(uuid, user);
    t.clock.advance(60_000);
    const again = await submit(uuid, user);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await readStatus(t.app, user, uuid)).checklistStatus).toBe('INCOME_VERIFICATION');
    expect((await submit(uuid, user)).json()).toMatchObject({ checklistStatus: 'INCOME_VERIFICATION' });

    expect((await summaryOf(uuid, user)).esign.consentedAt).toBe(consentedAt);
    const transitions = (await historyOf(uuid)).map((h) => `${h.from_value}->${h.to_value}`);
    for (const step of [
      'COLLECT_ADDITIONAL_INFO->HMDA',
      'HMDA->APP_SUBMISSION',
      'APP_SUBMISSION->GEN_SUMMARY_DISCLOSURE',
      'GEN_SUMMARY_DISCLOSURE->INCOME_VERIFICATION',
    ]) {
      expect(transitions.filter((x) => x === step)).toHaveLength(1);
    }
    const documents = await t.db.selectFrom('documents').select('kind').where('application_uuid', '=', uuid).execute();
    expect(documents).toEqual([{ kind: 'APPLICATION_SUMMARY' }]);
  });
});
