import type { AdverseActionNotice, ApplicationSummary } from '@heloc/domain/contracts';
import { describe, expect, it } from 'vitest';
import { adverseActionPdf } from './adverse-action-pdf';
import { applicationSummaryPdf } from './application-summary-pdf';
import { pdfText } from '../../../test/pdf-text';

/* The documents the server makes for the applicant, in their language (docs/i18n.md); English as it always read. */

const notice: AdverseActionNotice = {
  decisionUuid: '00000000-0000-4000-8000-000000000001',
  category: 'INCOME',
  decidedAt: '2026-11-23T20:00:00.000Z',
  applicantName: 'Ana Pérez',
  propertyAddress: '1 Main St, Austin, TX 78701',
  reasons: [
    { code: 'INSUFFICIENT_INCOME', text: 'Income insufficient for amount of credit requested' },
    { code: 'OTHER', text: 'Written by the lender' },
  ],
  lender: { name: 'Summit Lending', address: '1200 Congress Avenue', nmls: '123456', phone: '888-819-6388' },
  agency: { name: 'Federal Trade Commission, Consumer Response Center', address: '600 Pennsylvania Avenue NW' },
  creditScore: null,
  documentUuid: null,
};

const summary: ApplicationSummary = {
  uuid: '00000000-0000-4000-8000-000000000002',
  applicant: { firstName: 'Ana', middleName: null, lastName: 'Pérez', suffix: null },
  property: { street1: '1 Main St', street2: null, city: 'Austin', state: 'TX', zip: '78701', occupancyType: 'HOME' },
  income: { employmentType: 'FULL_TIME', statedAnnualIncome: 120000, otherAnnualIncome: null },
  offer: {
    term: 30,
    type: 'VARIABLE',
    drawAmount: 50000,
    rate: 0.0899,
    monthlyPayment: 402,
    originationFee: 0.0299,
    payoffPreference: 'PRESERVE',
    paymentMethod: 'AUTOPAY',
  },
  contact: { email: 'ana@example.com', phoneNumber: '5551234567', mailingAddress: null },
  maritalStatus: 'MARRIED',
  ownershipType: 'JOINT',
  hmdaAnswered: false,
  esign: { currentVersion: '1', consentedVersion: '1', consentedAt: '2026-11-20T18:00:00.000Z' },
  submitted: true,
  summaryDocumentUuid: null,
};

const summaryInput = {
  summary,
  hmda: null,
  lender: { name: 'Summit Lending', nmls: '123456', supportEmail: 'help@summit.example', supportPhone: '888-819-6388' },
  loanNumber: 'L-100',
  generatedAt: new Date('2026-11-23T20:00:00Z'),
};

describe('the adverse action notice', () => {
  it('reads English by default, as it always did', async () => {
    const text = await pdfText(await adverseActionPdf(notice));
    expect(text).toContain('Notice of action taken and statement of reasons');
    expect(text).toContain('Income insufficient for amount of credit requested');
    expect(text).toContain('The federal Equal Credit Opportunity Act prohibits creditors');
  });

  it('reads Spanish for a Spanish reader; a reason the lender wrote stays as written', async () => {
    const text = await pdfText(await adverseActionPdf(notice, 'es'));
    expect(text).toContain('Aviso de la acción tomada y declaración de los motivos');
    expect(text).toContain('No podemos aprobar su solicitud según sus ingresos');
    expect(text).toContain('Ingresos insuficientes para el monto de crédito solicitado');
    expect(text).toContain('Written by the lender');
    expect(text).toContain('La Ley federal de Igualdad de Oportunidades de Crédito');
    expect(text).not.toContain('Notice of action taken');
  });
});

describe('the application summary', () => {
  it('reads English by default, as it always did', async () => {
    const text = await pdfText(await applicationSummaryPdf(summaryInput));
    expect(text).toContain('Home equity line of credit: application summary');
    expect(text).toContain('30-year variable rate home equity line');
    expect(text).toContain('Keep existing liens in place');
    expect(text).toContain(
      'Your right to paper copies. You may ask for a paper copy of any record at any time, free of charge, by writing ' +
        'to help@summit.example or calling 888-819-6388.',
    );
    expect(text).not.toContain('prevalece');
  });

  it('reads Spanish for a Spanish reader, the figures as they are', async () => {
    const text = await pdfText(await applicationSummaryPdf({ ...summaryInput, language: 'es' }));
    expect(text).toContain('Línea de crédito con garantía hipotecaria: resumen de la solicitud');
    expect(text).toContain('Comisión de originación');
    expect(text).toContain('Mantener los gravámenes existentes');
    expect(text).toContain('Residencia principal');
    expect(text).toContain('$50,000');
    expect(text).not.toContain('Your offer');
  });

  it('gives a Spanish reader the E-SIGN disclosure in Spanish, then the English one, which governs', async () => {
    const text = await pdfText(await applicationSummaryPdf({ ...summaryInput, language: 'es' }));
    const spanish = text.indexOf(
      'Su derecho a recibir copias en papel. Puede pedir una copia en papel de cualquier registro en cualquier ' +
        'momento, sin costo, escribiendo a help@summit.example o llamando al 888-819-6388.',
    );
    const note = text.indexOf('Si las dos versiones difieren, prevalece la versión en inglés');
    const english = text.indexOf('Consent to electronic records and disclosures');
    expect(note).toBeGreaterThan(-1);
    expect(spanish).toBeGreaterThan(note);
    expect(english).toBeGreaterThan(spanish);
    expect(text.slice(english)).toContain('Your right to withdraw your consent. You may withdraw your consent');
  });
});
