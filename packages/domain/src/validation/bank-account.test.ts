import { describe, expect, it } from 'vitest';
import {
  accountNumberSchema,
  isValidRoutingNumber,
  manualBankAccountSchema,
  routingNumberSchema,
} from './bank-account';

const INVALID_ROUTING = 'Please enter a valid 9-digit routing number';
const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('routing number (ABA checksum)', () => {
  it.each([
    ['121000358', 'a Federal Reserve district 12 bank'],
    ['021000021', 'district 02'],
    ['011000015', 'district 01'],
    ['061000104', 'district 06'],
    ['322271627', 'a thrift (32)'],
    ['267084131', 'a thrift (26)'],
  ])('accepts %s (%s)', (routingNumber) => {
    expect(routingNumberSchema.parse(` ${routingNumber} `)).toBe(routingNumber);
    expect(isValidRoutingNumber(routingNumber)).toBe(true);
  });

  it.each<[string, string, string]>([
    ['', 'nothing typed', 'Please enter the routing number'],
    ['   ', 'only spaces', 'Please enter the routing number'],
    ['121000359', 'a wrong check digit', INVALID_ROUTING],
    ['12100035', '8 digits', INVALID_ROUTING],
    ['1210003580', '10 digits', INVALID_ROUTING],
    ['12100035a', 'a letter', INVALID_ROUTING],
    ['121-000-358', 'dashes', INVALID_ROUTING],
    ['000000000', 'zeros', INVALID_ROUTING],
    ['000000013', 'a government prefix (00) with a good checksum', INVALID_ROUTING],
    ['800000006', "a traveler's cheque prefix (80) with a good checksum", INVALID_ROUTING],
    ['130000006', 'an unused prefix (13) with a good checksum', INVALID_ROUTING],
    ['200000004', 'an unused prefix (20) with a good checksum', INVALID_ROUTING],
    ['330000000', 'an unused prefix (33) with a good checksum', INVALID_ROUTING],
    ['600000002', 'an unused prefix (60) with a good checksum', INVALID_ROUTING],
    ['730000008', 'an unused prefix (73) with a good checksum', INVALID_ROUTING],
  ])('refuses %j (%s) with %j', (routingNumber, _case, message) => {
    expect(routingNumberSchema.safeParse(routingNumber).error?.issues.map((i) => i.message)).toEqual([message]);
  });

  it('refuses a missing value with the required message', () => {
    expect(routingNumberSchema.safeParse(undefined).error?.issues.map((i) => i.message)).toEqual([
      'Please enter the routing number',
    ]);
  });
});

describe('account number (4 to 17 digits)', () => {
  it.each(['1234', '00012345678', '12345678901234567'])('accepts %s', (accountNumber) => {
    expect(accountNumberSchema.parse(accountNumber)).toBe(accountNumber);
  });

  it.each<[string, string]>([
    ['', 'Please enter the account number'],
    ['123', 'Account number must be 4 to 17 digits'],
    ['123456789012345678', 'Account number must be 4 to 17 digits'],
    ['1234-5678', 'Account number must be 4 to 17 digits'],
  ])('refuses %j with %j', (accountNumber, message) => {
    expect(accountNumberSchema.safeParse(accountNumber).error?.issues.map((i) => i.message)).toEqual([message]);
  });
});

describe('manual account form (bank/manual-disburse, bank/autopay)', () => {
  const valid = {
    accountType: 'CHECKING',
    holderName: 'Dana Reyes',
    routingNumber: '121000358',
    accountNumber: '000123456789',
    accountNumberConfirm: '000123456789',
  };

  it('accepts an account typed twice the same', () => {
    expect(manualBankAccountSchema.parse({ ...valid, accountNumberConfirm: ' 000123456789 ' })).toEqual(valid);
  });

  it.each<[string, Record<string, unknown>, [string, string][]]>([
    [
      'numbers that differ',
      { accountNumberConfirm: '000123456780' },
      [['accountNumberConfirm', 'Account numbers do not match']],
    ],
    ['no account type', { accountType: undefined }, [['accountType', 'Please select an account type']]],
    ['a money-market account', { accountType: 'MONEY_MARKET' }, [['accountType', 'Please select an account type']]],
    ['no holder', { holderName: ' ' }, [['holderName', "Please enter the account holder's name"]]],
    [
      'a holder of 101 characters',
      { holderName: 'x'.repeat(101) },
      [['holderName', 'Please use 100 characters or fewer']],
    ],
    [
      'no confirmation',
      { accountNumberConfirm: undefined },
      [['accountNumberConfirm', 'Please enter the account number']],
    ],
    [
      'a bad routing number and numbers that differ',
      { routingNumber: '121000359', accountNumberConfirm: '1' },
      [
        ['routingNumber', INVALID_ROUTING],
        ['accountNumberConfirm', 'Account numbers do not match'],
      ],
    ],
  ])('refuses %s', (_case, change, expected) => {
    expect(messagesOf(manualBankAccountSchema.safeParse({ ...valid, ...change }))).toEqual(expected);
  });
});
