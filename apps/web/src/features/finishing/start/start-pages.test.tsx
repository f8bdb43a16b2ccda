import {
  ESIGN_CONSENT_REQUIRED_MESSAGE,
  ESIGN_CONSENT_VERSION,
  HMDA_NOT_PROVIDED_LABEL,
  HMDA_RACE_REQUIRED_MESSAGE,
  LAST_NAME_REQUIRED_MESSAGE,
  MARITAL_STATUS_REQUIRED_MESSAGE,
  OWNERSHIP_TYPE_REQUIRED_MESSAGE,
  STREET_REQUIRED_MESSAGE,
  englishOf,
} from '@heloc/domain';
import type { ApplicationSummary } from '@heloc/domain/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/auth-token';
import { jsonResponse } from '../../../testing/fixtures';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';
import { APP_UUID, appPath, buildStatus, shellBackground, STATUS_PATH } from '../../../testing/application-fixtures';

const DETAILS = `/service-application/api/v1/application/heloc/${APP_UUID}`;

const buildSummary = (change: Partial<ApplicationSummary> = {}): ApplicationSummary => ({
  uuid: APP_UUID,
  applicant: { firstName: 'Pat', middleName: null, lastName: 'Smith', suffix: null },
  property: { street1: '123 Main St', street2: null, city: 'Austin', state: 'TX', zip: '78701', occupancyType: 'HOME' },
  income: { employmentType: 'FULL_TIME', statedAnnualIncome: 120_000, otherAnnualIncome: null },
  offer: {
    term: 10,
    type: 'FIXED',
    drawAmount: 50_000,
    rate: 0.0825,
    monthlyPayment: 643.99,
    originationFee: 0.05,
    payoffPreference: 'PRESERVE',
    paymentMethod: null,
  },
  contact: { email: 'pat@example.com', phoneNumber: '5125550100', mailingAddress: null },
  maritalStatus: null,
  ownershipType: null,
  hmdaAnswered: false,
  esign: { currentVersion: ESIGN_CONSENT_VERSION, consentedVersion: null, consentedAt: null },
  submitted: false,
  summaryDocumentUuid: null,
  ...change,
});

const render = async (
  screenPath: string,
  status: string,
  summary = buildSummary(),
  routes = {},
  language: 'en' | 'es' = 'en',
) => {
  setToken('t');
  const fetch = mockFetch({
    ...shellBackground,
    [STATUS_PATH]: jsonResponse(buildStatus({ checklistStatus: status })),
    [`GET ${DETAILS}/summary`]: jsonResponse(summary),
    ...routes,
  });
  renderApp(appPath(screenPath), { language });
  return fetch;
};

describe('start/contact', () => {
  it('prefills from the registration, asks for the address when mail goes elsewhere, and sends the choice', async () => {
    const { calls } = await render('start/contact', 'COLLECT_ADDITIONAL_INFO', buildSummary(), {
      [`PUT ${DETAILS}/contact`]: jsonResponse(buildStatus({ checklistStatus: 'HMDA' })),
    });
    expect(await screen.findByLabelText(/^Email/)).toHaveValue('pat@example.com');
    expect(screen.getByLabelText(/^Mobile phone/)).toHaveValue('(512) 555-0100');
    expect(screen.getByRole('radio', { name: /To the property: 123 Main St, Austin, TX 78701/ })).toBeChecked();

    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(englishOf(MARITAL_STATUS_REQUIRED_MESSAGE))).toBeInTheDocument();

    fireEvent.click(screen.getByRole('radio', { name: 'To another address' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Married' }));
    expect(screen.getByText(englishOf(OWNERSHIP_TYPE_REQUIRED_MESSAGE))).toBeInTheDocument();
    // docs/product/registration-and-routing.md §3: ownership types SOLE, JOINT, TRUST.
    const ownership = screen.getByRole('group', { name: /How do you hold title to the property/ });
    expect(
      within(ownership)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['SOLE', 'JOINT', 'TRUST']);
    fireEvent.click(within(ownership).getByRole('radio', { name: 'Through a trust' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(englishOf(STREET_REQUIRED_MESSAGE))).toBeInTheDocument();

    fireEvent.change(screen.getByRole('combobox', { name: /Mailing street address/ }), {
      target: { value: '9 Elm St' },
    });
    fireEvent.change(screen.getByLabelText(/^City/), { target: { value: 'Dallas' } });
    fireEvent.change(screen.getByLabelText(/^State/), { target: { value: 'TX' } });
    fireEvent.change(screen.getByLabelText(/^ZIP code/), { target: { value: '75201' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      email: 'pat@example.com',
      phoneNumber: '(512) 555-0100',
      maritalStatus: 'MARRIED',
      ownershipType: 'TRUST',
      mailingAddress: { street1: '9 Elm St', street2: '', city: 'Dallas', state: 'TX', zip: '75201' },
    });
  });
});

describe('start/profile', () => {
  it('saves the legal name as on the ID, then routes on by the status', async () => {
    const profile = {
      uuid: APP_UUID,
      name: { firstName: 'Pat', middleName: null, lastName: 'Smith', suffix: null },
      email: 'pat@example.com',
      dob: { day: 12, month: 3, year: 1978 },
      phoneNumbers: [{ type: 'MOBILE', number: '5125550100' }],
      addresses: [],
      type: 'BORROWER',
      optimizelyProfileUuid: null,
    };
    const { calls } = await render('start/profile', 'COLLECT_ADDITIONAL_INFO', buildSummary(), {
      'GET /service-profile/api/v1/profile': jsonResponse(profile),
      'PUT /service-profile/api/v1/profile/name': jsonResponse(profile),
    });
    expect(await screen.findByRole('heading', { name: 'Tell us about yourself' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/^First name/)).toHaveValue('Pat');
    expect(screen.getByText('pat@example.com')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/^Last name/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(englishOf(LAST_NAME_REQUIRED_MESSAGE))).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(screen.getByLabelText(/^Last name/), { target: { value: 'Smith-Jones' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ firstName: 'Pat', lastName: 'Smith-Jones' });
    // COLLECT_ADDITIONAL_INFO routes to start/contact (docs/product/registration-and-routing.md §4).
    expect(await screen.findByRole('heading', { name: 'Confirm your contact details' })).toBeInTheDocument();
  });
});

describe('start/hmda', () => {
  it("keeps 'I do not wish to provide this information' exclusive within its group", async () => {
    await render('start/hmda', 'HMDA');
    const race = await screen.findByRole('group', { name: 'Race' });
    const asian = within(race).getByRole('checkbox', { name: 'Asian' });
    const notProvided = within(race).getByRole('checkbox', { name: englishOf(HMDA_NOT_PROVIDED_LABEL) });
    fireEvent.click(asian);
    fireEvent.click(within(race).getByRole('checkbox', { name: 'Other Asian' }));
    expect(within(race).getByLabelText(/Enter race/)).toBeInTheDocument();
    fireEvent.click(notProvided);
    expect(notProvided).toBeChecked();
    expect(asian).not.toBeChecked();
    expect(within(race).queryByLabelText(/Enter race/)).not.toBeInTheDocument();
    fireEvent.click(asian);
    expect(notProvided).not.toBeChecked();
  });

  it('asks for an answer in every group and sends the answers', async () => {
    const { calls } = await render('start/hmda', 'HMDA', buildSummary(), {
      [`PUT ${DETAILS}/hmda`]: jsonResponse(buildStatus({ checklistStatus: 'APP_SUBMISSION' })),
    });
    const ethnicity = await screen.findByRole('group', { name: 'Ethnicity' });
    fireEvent.click(within(ethnicity).getByRole('checkbox', { name: 'Not Hispanic or Latino' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Sex' })).getByRole('checkbox', { name: 'Male' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(englishOf(HMDA_RACE_REQUIRED_MESSAGE))).toBeInTheDocument();
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Race' })).getByRole('checkbox', {
        name: englishOf(HMDA_NOT_PROVIDED_LABEL),
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      ethnicity: { choices: ['NOT_HISPANIC_OR_LATINO'] },
      race: { choices: ['NOT_PROVIDED'] },
      sex: { choices: ['MALE'] },
    });
  });

  it('shows the summary with the answers just saved, however late the summary is read again', async () => {
    let answered = false;
    await render('start/hmda', 'HMDA', buildSummary(), {
      [STATUS_PATH]: () => jsonResponse(buildStatus({ checklistStatus: answered ? 'APP_SUBMISSION' : 'HMDA' })),
      [`GET ${DETAILS}/summary`]: async () => {
        // The re-read after the save answers late, as on a slow connection.
        if (answered) await new Promise((resolve) => setTimeout(resolve, 1000));
        return jsonResponse(buildSummary({ hmdaAnswered: answered }));
      },
      [`PUT ${DETAILS}/hmda`]: () => {
        answered = true;
        return jsonResponse(buildStatus({ checklistStatus: 'APP_SUBMISSION' }));
      },
    });
    const ethnicity = await screen.findByRole('group', { name: 'Ethnicity' });
    fireEvent.click(within(ethnicity).getByRole('checkbox', { name: 'Not Hispanic or Latino' }));
    const race = screen.getByRole('group', { name: 'Race' });
    fireEvent.click(within(race).getByRole('checkbox', { name: englishOf(HMDA_NOT_PROVIDED_LABEL) }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Sex' })).getByRole('checkbox', { name: 'Male' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByRole('heading', { name: 'Review and submit your application' }, { timeout: 3000 });
    const demographics = screen.getByRole('region', { name: 'Demographic information' });
    await waitFor(() => expect(demographics).toHaveTextContent('Answered'), { timeout: 3000 });
    expect(demographics).not.toHaveTextContent('Not answered yet');
  });
});

describe('start/app-summary', () => {
  it('shows the figures with edit links and requires the E-SIGN consent before submitting', async () => {
    const { calls } = await render('start/app-summary', 'APP_SUBMISSION', buildSummary({ maritalStatus: 'MARRIED' }), {
      [`POST ${DETAILS}/submit`]: jsonResponse(buildStatus({ checklistStatus: 'GEN_SUMMARY_DISCLOSURE' })),
    });
    await screen.findByRole('heading', { name: 'Review and submit your application' });
    expect(screen.queryByText('Read the consent in English')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Consent to electronic records and disclosures' })).not.toHaveAttribute(
      'lang',
    );
    expect(screen.getByText('$50,000')).toBeInTheDocument();
    expect(screen.getByText('$52,500')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change your contact details' })).toHaveAttribute(
      'href',
      appPath('start/contact'),
    );
    expect(screen.getByRole('link', { name: 'Change your demographic answers' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Change your offer' })).not.toBeInTheDocument();
    expect(screen.getByText(/so it is locked/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Submit my application' }));
    expect(await screen.findByText(englishOf(ESIGN_CONSENT_REQUIRED_MESSAGE))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: /agree to receive my records/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit my application' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/submit'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/submit'))?.body).toEqual({
      esignConsent: true,
      consentVersion: ESIGN_CONSENT_VERSION,
    });
  });
});

describe('the details screens in Spanish', () => {
  it('shows the summary with its figures in Spanish', async () => {
    await render(
      'start/app-summary',
      'APP_SUBMISSION',
      buildSummary({ maritalStatus: 'MARRIED', ownershipType: 'JOINT' }),
      {},
      'es',
    );
    // The first Spanish screen loads the catalogues: give it time on a busy machine.
    await screen.findByRole('heading', { name: 'Revise y envíe su solicitud' }, { timeout: 10_000 });
    expect(screen.getByRole('heading', { name: 'Su oferta' })).toBeInTheDocument();
    expect(screen.getByText('Tasa fija a 10 años')).toBeInTheDocument();
    const property = screen.getByRole('region', { name: 'Propiedad' });
    expect(within(property).getByText('En conjunto con otra persona')).toBeVisible();
    expect(screen.getByText('$52,500')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cambiar sus datos de contacto' })).toHaveAttribute(
      'href',
      appPath('start/contact'),
    );
    expect(screen.getByRole('button', { name: 'Enviar mi solicitud' })).toBeInTheDocument();
  });

  it('gives the E-SIGN consent in Spanish, says the English version governs and shows it', async () => {
    const { calls } = await render(
      'start/app-summary',
      'APP_SUBMISSION',
      buildSummary(),
      {
        [`POST ${DETAILS}/submit`]: jsonResponse(buildStatus({ checklistStatus: 'GEN_SUMMARY_DISCLOSURE' })),
      },
      'es',
    );
    const title = await screen.findByRole(
      'heading',
      { name: 'Consentimiento para registros y divulgaciones electrónicos' },
      { timeout: 10_000 },
    );
    const consent = title.closest('section')!;
    expect(within(consent).getByText(/prevalece la versión en inglés/)).toBeInTheDocument();
    const paper = within(consent).getByRole('heading', { name: 'Su derecho a recibir copias en papel' });
    expect(paper.nextElementSibling).toHaveTextContent(
      'escribiendo a help@test-lending.example o llamando al 888-555-0100',
    );
    expect(within(consent).getByText(/^Usted acepta que Test Lending le entregue/)).not.toHaveAttribute('lang');

    // The English, which governs, is there in English, named as English for screen readers.
    fireEvent.click(within(consent).getByText('Leer el consentimiento en inglés'));
    const english = within(consent).getByRole('heading', { name: 'Consent to electronic records and disclosures' });
    expect(english.closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(within(consent).getByRole('heading', { name: 'Your right to paper copies' })).toBeVisible();

    fireEvent.click(within(consent).getByRole('checkbox', { name: /acepto recibir mis registros y divulgaciones/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mi solicitud' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/submit'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/submit'))?.body).toEqual({
      esignConsent: true,
      consentVersion: ESIGN_CONSENT_VERSION,
    });
  });

  it('asks for the contact details in Spanish', async () => {
    await render('start/contact', 'COLLECT_ADDITIONAL_INFO', buildSummary(), {}, 'es');
    expect(
      await screen.findByRole('heading', { name: 'Confirme sus datos de contacto' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Correo electrónico/)).toHaveValue('pat@example.com');
    expect(screen.getByRole('radio', { name: /A la propiedad: 123 Main St, Austin, TX 78701/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Guardar y continuar' })).toBeInTheDocument();
  });
});
