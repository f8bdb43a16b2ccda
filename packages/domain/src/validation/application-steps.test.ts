import { englishOf } from '../i18n/message';
import { describe, expect, it } from 'vitest';
import {
  autopayChoiceSchema,
  ESIGN_CONSENT_VERSION,
  esignConsentSchema,
  idTypeSchema,
  lienChoicesSchema,
} from './application-steps';
import { APP_ID_REQUIRED_MESSAGE } from './messages';

const LIEN_A = '3f2b6c1e-8a4d-4b7e-9c1a-2d5e6f7a8b9c';
const LIEN_B = '9a1d3e5f-7b2c-4d6e-8f0a-1b3c5d7e9f2a';
const ACCOUNT = {
  accountType: 'SAVINGS',
  holderName: 'Dana Reyes',
  routingNumber: '021000021',
  accountNumber: '4455667788',
  accountNumberConfirm: '4455667788',
};
const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('E-SIGN consent (start/app-summary)', () => {
  it('accepts consent to the current version', () => {
    const body = { esignConsent: true, consentVersion: ESIGN_CONSENT_VERSION };
    expect(esignConsentSchema.parse(body)).toEqual(body);
  });

  it.each<[string, unknown, [string, string][]]>([
    [
      'an unticked box',
      { esignConsent: false, consentVersion: ESIGN_CONSENT_VERSION },
      [['esignConsent', 'Please agree to receive your documents electronically to continue']],
    ],
    [
      'no consent',
      { consentVersion: ESIGN_CONSENT_VERSION },
      [['esignConsent', 'Please agree to receive your documents electronically to continue']],
    ],
    ['no version', { esignConsent: true, consentVersion: ' ' }, [['consentVersion', 'Required']]],
  ])('refuses %s', (_case, body, expected) => {
    expect(messages(esignConsentSchema.safeParse(body))).toEqual(expected);
  });
});

describe('identity: ID type', () => {
  it('asks for a type it knows', () => {
    expect(idTypeSchema.parse('PASSPORT')).toBe('PASSPORT');
    expect(idTypeSchema.safeParse('LIBRARY_CARD').error?.issues.map((i) => i.message)).toEqual([
      'Please choose the type of ID',
    ]);
  });
});

describe('liens: one answer per lien', () => {
  it('accepts keep, pay off and already paid', () => {
    const body = {
      liens: [
        { uuid: LIEN_A, action: 'PAY_OFF' },
        { uuid: LIEN_B, action: 'ALREADY_PAID' },
      ],
    };
    expect(lienChoicesSchema.parse(body)).toEqual(body);
  });

  it.each<[string, unknown, [string, string][]]>([
    [
      'a lien with no answer',
      { liens: [{ uuid: LIEN_A }] },
      [['liens.0.action', 'Please choose what to do with this loan']],
    ],
    [
      'a lien answered twice',
      {
        liens: [
          { uuid: LIEN_A, action: 'KEEP' },
          { uuid: LIEN_A, action: 'PAY_OFF' },
        ],
      },
      [['liens', 'Each lien may be answered once']],
    ],
  ])('refuses %s', (_case, body, expected) => {
    expect(messages(lienChoicesSchema.safeParse(body))).toEqual(expected);
  });

  it('accepts an empty list (the title search found no lien) but not a missing one', () => {
    expect(lienChoicesSchema.safeParse({ liens: [] }).success).toBe(true);
    expect(lienChoicesSchema.safeParse({}).success).toBe(false);
  });
});

describe('bank/autopay choice', () => {
  it.each<[string, unknown]>([
    ['declining', { enroll: false, useDisburseAccount: false }],
    ['the disbursement account', { enroll: true, useDisburseAccount: true }],
    ['another account typed twice', { enroll: true, useDisburseAccount: false, account: ACCOUNT }],
  ])('accepts %s', (_case, body) => {
    expect(messages(autopayChoiceSchema.safeParse(body))).toEqual([]);
  });

  it.each<[string, unknown, [string, string][]]>([
    [
      'enrolling with no account',
      { enroll: true, useDisburseAccount: false },
      [['account', 'Please enter the account to pay from']],
    ],
    [
      'another account typed differently',
      { enroll: true, useDisburseAccount: false, account: { ...ACCOUNT, accountNumberConfirm: '4455667789' } },
      [['account.accountNumberConfirm', 'Account numbers do not match']],
    ],
    [
      'no answer',
      {},
      [
        ['enroll', 'Required'],
        ['useDisburseAccount', 'Required'],
      ],
    ],
  ])('refuses %s', (_case, body, expected) => {
    expect(messages(autopayChoiceSchema.safeParse(body))).toEqual(expected);
  });
});

describe('messages moved into the domain', () => {
  it('docs/product/application-area.md §8: saving an experiment without an application id', () => {
    expect(englishOf(APP_ID_REQUIRED_MESSAGE)).toBe('App ID is required to save experiment');
  });
});
