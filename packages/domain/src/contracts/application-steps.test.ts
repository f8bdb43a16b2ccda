import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as applicationDetails from './application-details';
import * as bank from './bank';
import type { Contract } from './contract';
import * as documents from './documents';
import * as identityVerification from './identity-verification';
import * as income from './income';
import * as liens from './liens';

// The calls of the screens after the offer.
const APP_UUID = '3f2b6c1e-8a4d-4b7e-9c1a-2d5e6f7a8b9c';
const DOC_UUID = '9a1d3e5f-7b2c-4d6e-8f0a-1b3c5d7e9f2a';
const PREFIX = '/service-application/api/v1/application/heloc/:uuid';
const HOME = { street1: '1420 Alder Grove Ln', street2: null, city: 'Sacramento', state: 'CA', zip: '95814' };
const STATUS = {
  checklistStatus: 'HMDA',
  condition: null,
  waitingOnFloodCert: false,
  bpo: null,
  title: null,
  uwDecision: 'SELECT',
  uwSubDecision: null,
  primaryParticipantAcceptComplete: false,
  manualNotary: false,
  uuid: APP_UUID,
  propertyState: 'CA',
  isCrypto: false,
  disburseRoutingNumber: null,
};
const MASKED = {
  mask: '6789',
  routingNumberMask: '0358',
  accountType: 'CHECKING',
  holderName: 'Dana Reyes',
  source: 'MANUAL',
  institutionName: null,
};
const DOCUMENT = {
  uuid: DOC_UUID,
  kind: 'INCOME_DOCUMENT',
  incomeDocumentType: 'PAYSTUB',
  fileName: 'paystub-2026-10.pdf',
  contentType: 'application/pdf',
  size: 184_211,
  sha256: 'a'.repeat(64),
  createdAt: '2026-11-21T09:30:00Z',
  uploadedBy: 'APPLICANT',
};
const LIEN = {
  uuid: DOC_UUID,
  lenderName: 'Riverbend Mortgage',
  balance: 212_400,
  monthlyPayment: 1_480.22,
  position: 1,
  action: null,
  payoffStatus: null,
};

const modules = { applicationDetails, bank, documents, identityVerification, income, liens };
const contracts = Object.values(modules).flatMap((mod) =>
  Object.entries(mod).filter((entry): entry is [string, Contract] => {
    const value = entry[1] as unknown;
    return typeof value === 'object' && value !== null && 'method' in value && 'path' in value;
  }),
);

/** Every property name anywhere in a schema, as its JSON Schema names it. */
const propertyNames = (schema: z.ZodType): string[] => {
  const names: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (typeof node !== 'object' || node === null) return;
    const record = node as Record<string, unknown>;
    if (record.properties && typeof record.properties === 'object') names.push(...Object.keys(record.properties));
    Object.values(record).forEach(walk);
  };
  walk(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }));
  return names;
};

describe('the calls after the offer', () => {
  it('are one contract per call, with the method and path the issue names', () => {
    const calls = contracts.map(([, c]) => `${c.method} ${c.path.replace(PREFIX, '…')}`).sort();
    expect(calls).toEqual(
      [
        'PUT …/contact',
        'PUT …/hmda',
        'GET …/summary',
        'POST …/submit',
        'GET …/documents',
        'GET …/documents/:documentUuid',
        'GET …/income/options',
        'POST …/income/link',
        'POST …/income/documents',
        'DELETE …/income/documents/:documentUuid',
        'POST …/income/documents/submit',
        'POST …/income/employer',
        'GET …/identity',
        'POST …/identity',
        'GET …/liens',
        'PUT …/liens',
        'POST …/liens/:lienUuid/proof',
        'GET …/bank',
        'POST …/bank/link',
        'PUT …/disburse-account',
        'PUT …/autopay',
        'POST …/bank/confirm',
      ].sort(),
    );
  });

  it.each(contracts)(
    '%s: the borrower only (a document, any participant), 404 otherwise, ours said',
    (_name, contract) => {
      // docs/product/widgets-and-calculations.md §6: an additional signer opens the closing documents, nothing else here.
      expect(contract.auth).toBe(
        contract === documents.downloadApplicationDocumentContract ? 'participant' : 'borrower',
      );
      expect(Object.keys(contract.response)).toContain('404');
      expect(contract.summary).toMatch(/ours/);
    },
  );

  it.each(contracts)('%s: no answer carries a full account, routing, SSN or ID number', (_name, contract) => {
    const forbidden = ['accountNumber', 'accountNumberConfirm', 'routingNumber', 'ssn', 'idNumber', 'password'];
    for (const schema of Object.values(contract.response)) {
      expect(propertyNames(schema).filter((name) => forbidden.includes(name))).toEqual([]);
    }
  });
});

describe('multipart uploads document their field names', () => {
  it.each<[string, Contract, string[], Record<string, boolean>]>([
    ['income document', income.uploadIncomeDocumentContract, ['documentType'], { file: true }],
    ['government ID', identityVerification.verifyIdentityContract, ['idType'], { front: true, back: false }],
    ['lien payoff proof', liens.uploadLienPayoffProofContract, [], { file: true }],
  ])('%s', (_name, contract, fields, files) => {
    expect(contract.body).toBeUndefined();
    expect(Object.keys(contract.multipart!.fields.shape)).toEqual(fields);
    expect(Object.fromEntries(Object.entries(contract.multipart!.files).map(([k, v]) => [k, v.required]))).toEqual(
      files,
    );
    expect(Object.keys(contract.response)).toEqual(expect.arrayContaining(['413', '415']));
  });

  it('validate their text fields with the form messages', () => {
    const { fields } = income.uploadIncomeDocumentContract.multipart;
    expect(fields.safeParse({ documentType: 'PAYSTUB' }).success).toBe(true);
    expect(fields.safeParse({ documentType: 'SELFIE' }).error?.issues.map((i) => i.message)).toEqual([
      'Please choose the type of document',
    ]);
    expect(
      identityVerification.verifyIdentityContract.multipart.fields.safeParse({}).error?.issues.map((i) => i.message),
    ).toEqual(['Please choose the type of ID']);
  });
});

describe('documents', () => {
  it('lists metadata and serves the file itself as bytes', () => {
    expect(z.array(documents.applicationDocumentSchema).safeParse([DOCUMENT]).error).toBeUndefined();
    expect(documents.downloadApplicationDocumentContract.produces).toEqual([
      'application/pdf',
      'image/jpeg',
      'image/png',
      'image/heic',
    ]);
  });

  it.each<[string, Record<string, unknown>]>([
    ['a short hash', { sha256: 'abc' }],
    ['an executable type', { contentType: 'application/x-msdownload' }],
    ['an empty file', { size: 0 }],
    ['an unknown uploader', { uploadedBy: 'SUPPORT' }],
  ])('refuses metadata with %s', (_case, change) => {
    expect(documents.applicationDocumentSchema.safeParse({ ...DOCUMENT, ...change }).success).toBe(false);
  });
});

describe('read models and answers', () => {
  it.each<[string, z.ZodType, unknown]>([
    [
      'summary',
      applicationDetails.applicationSummarySchema,
      {
        uuid: APP_UUID,
        applicant: { firstName: 'Dana', middleName: null, lastName: 'Reyes', suffix: null },
        property: { ...HOME, occupancyType: 'HOME' },
        income: { employmentType: 'FULL_TIME', statedAnnualIncome: 98_000, otherAnnualIncome: null },
        offer: {
          term: 10,
          type: 'FIXED',
          drawAmount: 85_000,
          rate: 0.0899,
          monthlyPayment: 1_076.51,
          originationFee: 0.0299,
          payoffPreference: 'PRESERVE',
          paymentMethod: 'AUTOPAY',
        },
        contact: { email: 'dana.reyes@example.com', phoneNumber: '4155550134', mailingAddress: null },
        maritalStatus: 'MARRIED',
        ownershipType: 'JOINT',
        hmdaAnswered: true,
        esign: { currentVersion: '2026-01', consentedVersion: null, consentedAt: null },
        submitted: false,
        summaryDocumentUuid: null,
      },
    ],
    [
      'income options',
      income.incomeOptionsSchema,
      {
        employmentType: 'FULL_TIME',
        statedAnnualIncome: 98_000,
        otherAnnualIncome: 0,
        methods: ['PAYROLL_LINK', 'DOCUMENT_UPLOAD', 'EMPLOYER_VERIFICATION'],
        documents: [
          { type: 'PAYSTUB', count: 2 },
          { type: 'W2', count: 1 },
        ],
        institutions: [{ id: 'sandbox-payroll', name: 'Sandbox Payroll', kind: 'PAYROLL' }],
        latest: {
          method: 'DOCUMENT_UPLOAD',
          status: 'FAILED',
          institutionName: null,
          employerName: null,
          createdAt: '2026-03-02T10:00:00.000Z',
        },
        lenderRequest: {
          conditionUuid: '6f1c1f7e-6c1b-4f53-9d0a-1c2b3d4e5f60',
          documentType: 'PAYSTUB',
          count: 2,
          commentsToBorrower: 'Please upload your two most recent paystubs.',
        },
      },
    ],
    [
      'income link',
      income.linkIncomeContract.response[200],
      { verification: { status: 'VERIFIED', verifiedAnnualIncome: 91_000 }, status: STATUS },
    ],
    ['identity', identityVerification.verifyIdentityResponseSchema, { result: 'FAILED_VERIFICATION', status: STATUS }],
    [
      'liens',
      liens.listLiensContract.response[200],
      [LIEN, { ...LIEN, position: 2, action: 'PAY_OFF', payoffStatus: 'MARKED_FOR_PAYOFF' }],
    ],
    ['disbursement account', bank.saveDisburseAccountContract.response[200], { account: MASKED, status: STATUS }],
    [
      'autopay',
      bank.saveAutopayContract.response[200],
      { account: null, payment: { monthlyPayment: 1_089.2, rate: 0.0924, autopayDiscount: 0.0025 }, status: STATUS },
    ],
    [
      'bank accounts',
      bank.getBankAccountsContract.response[200],
      {
        disburseAccount: MASKED,
        autopay: { enrolled: null, account: null },
        withAutopay: { monthlyPayment: 1_076.51, rate: 0.0899, autopayDiscount: 0.0025 },
        withoutAutopay: { monthlyPayment: 1_089.2, rate: 0.0924, autopayDiscount: 0 },
        institutions: [{ id: 'sandbox-bank', name: 'Sandbox Bank', kind: 'BANK' }],
      },
    ],
  ])('parse a realistic %s', (_name, schema, answer) => {
    expect(schema.safeParse(answer).error).toBeUndefined();
  });

  it.each([['000123456789'], ['121000358'], ['67-89'], ['']])('a mask is 4 digits, never %j', (mask) => {
    expect(bank.maskedBankAccountSchema.safeParse({ ...MASKED, mask }).success).toBe(false);
    expect(bank.maskedBankAccountSchema.safeParse({ ...MASKED, routingNumberMask: mask }).success).toBe(false);
  });
});

describe('disbursement account body', () => {
  const fields = {
    accountType: 'CHECKING',
    holderName: 'Dana Reyes',
    routingNumber: '121000358',
    accountNumber: '000123456789',
  };
  const messages = (body: unknown) =>
    bank.saveDisburseAccountBodySchema.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

  it.each<[string, unknown, [string, string][]]>([
    [
      'a linked account: institution, credentials and type, no numbers',
      { source: 'LINK', institutionId: 'sandbox-bank', username: 'dana', password: 'pw', accountType: 'SAVINGS' },
      [],
    ],
    ['a manual account typed twice', { ...fields, source: 'MANUAL', accountNumberConfirm: '000123456789' }, []],
    [
      'a manual account typed differently',
      { ...fields, source: 'MANUAL', accountNumberConfirm: '000123456780' },
      [['accountNumberConfirm', 'Account numbers do not match']],
    ],
    [
      'a manual account with a bad routing number',
      { ...fields, source: 'MANUAL', routingNumber: '121000359', accountNumberConfirm: '000123456789' },
      [['routingNumber', 'Please enter a valid 9-digit routing number']],
    ],
  ])('%s', (_case, body, expected) => {
    expect(messages(body)).toEqual(expected);
  });

  it('needs the institution of a linked account and a source', () => {
    expect(bank.saveDisburseAccountBodySchema.safeParse({ ...fields, source: 'LINK' }).success).toBe(false);
    const linked = bank.saveDisburseAccountBodySchema.parse({
      ...fields,
      source: 'LINK',
      institutionId: 'sandbox-bank',
      username: 'dana',
      password: 'pw',
    });
    expect(linked).not.toHaveProperty('accountNumber');
    expect(linked).not.toHaveProperty('routingNumber');
    expect(bank.saveDisburseAccountBodySchema.safeParse(fields).success).toBe(false);
  });
});

describe('contact body', () => {
  it('takes null as "same as the property" and the phone as digits or as typed', () => {
    const body = {
      email: 'dana@example.com',
      phoneNumber: '4155550134',
      mailingAddress: null,
      maritalStatus: 'SEPARATED',
    };
    expect(applicationDetails.saveContactBodySchema.safeParse(body).success).toBe(true);
    expect(
      applicationDetails.saveContactBodySchema
        .safeParse({ ...body, maritalStatus: undefined })
        .error?.issues.map((i) => i.message),
    ).toEqual(['Please select your marital status']);
  });

  it('submits only with consent to electronic records', () => {
    const result = applicationDetails.submitApplicationBodySchema.safeParse({
      esignConsent: false,
      consentVersion: '2026-01',
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Please agree to receive your documents electronically to continue',
    ]);
  });
});
