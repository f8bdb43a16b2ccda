import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Contract } from './contract';
import * as consoleContracts from './console';

/*
 * The console contracts (docs/product/operations-console.md §3-§8): each accepts a realistic request, refuses a field
 * of the wrong type by its name, and names the permission its call needs.
 */

const APP_UUID = '3f2b6c1e-8a4d-4b7e-9c1a-2d5e6f7a8b9c';
const OTHER_UUID = '9a1d3e5f-7b2c-4d6e-8f0a-1b3c5d7e9f2a';

type Part = 'params' | 'querystring' | 'body';
interface Example {
  params?: Record<string, unknown>;
  querystring?: Record<string, unknown>;
  body?: unknown;
  wrong: { part: Part; field: string; value: unknown };
}

const file = { params: { uuid: APP_UUID } };
const condition = { params: { uuid: APP_UUID, conditionUuid: OTHER_UUID } };

const EXAMPLES: Record<string, Example> = {
  getPipelineContract: {
    querystring: {
      q: 'reyes',
      status: 'DELINQUENCY_REVIEW',
      waitingOn: 'LENDER',
      orgCode: 'summit',
      assignee: 'me',
      sort: 'age',
      order: 'desc',
      page: '2',
      pageSize: '25',
    },
    wrong: { part: 'querystring', field: 'waitingOn', value: 42 },
  },
  getMyWorkContract: {
    querystring: { orgCode: 'summit' },
    wrong: { part: 'querystring', field: 'orgCode', value: 42 },
  },
  getApplicationFileContract: { ...file, wrong: { part: 'params', field: 'uuid', value: 42 } },
  downloadConsoleDocumentContract: {
    params: { uuid: APP_UUID, documentUuid: OTHER_UUID },
    wrong: { part: 'params', field: 'documentUuid', value: 42 },
  },
  consoleRaiseConditionContract: {
    ...file,
    body: {
      categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW',
      requestDocuments: ['BANK_LETTER'],
      numDocsRequired: 1,
      notes: 'Account opened last week',
      commentsToBorrower: 'A letter from your bank, please',
    },
    wrong: { part: 'body', field: 'numDocsRequired', value: 'one' },
  },
  consoleAcceptConditionContract: { ...condition, wrong: { part: 'params', field: 'conditionUuid', value: 42 } },
  consoleRejectConditionContract: {
    ...condition,
    body: { reason: 'The letter is not signed by the bank' },
    wrong: { part: 'body', field: 'reason', value: 42 },
  },
  consoleClearConditionContract: {
    ...condition,
    body: { note: 'Verified by phone with the bank' },
    wrong: { part: 'body', field: 'note', value: true },
  },
  consoleDecideReviewContract: {
    params: { uuid: APP_UUID, review: 'delinquency' },
    body: { decision: 'DECLINE', note: 'Two recent delinquencies', reasons: [{ code: 'DELINQUENT_OBLIGATIONS' }] },
    wrong: { part: 'body', field: 'creditScore', value: '700' },
  },
  consoleEnterValuationContract: {
    ...file,
    body: { valueDollars: 640_000, note: 'Broker value by phone' },
    wrong: { part: 'body', field: 'valueDollars', value: '640000' },
  },
  consoleDeclineContract: {
    ...file,
    body: { reasons: [{ code: 'INSUFFICIENT_INCOME' }], note: 'Income too low for the line' },
    wrong: { part: 'body', field: 'reasons', value: 'INSUFFICIENT_INCOME' },
  },
  consoleWithdrawContract: {
    ...file,
    body: { kind: 'WITHDRAW', note: 'The borrower called to withdraw' },
    wrong: { part: 'body', field: 'kind', value: 1 },
  },
  consoleAddNoteContract: {
    ...file,
    body: { note: 'Prefers e-mail' },
    wrong: { part: 'body', field: 'note', value: 7 },
  },
  consoleAssignContract: {
    ...file,
    body: { memberUuid: OTHER_UUID },
    wrong: { part: 'body', field: 'memberUuid', value: 42 },
  },
  consoleRevealContract: { ...file, body: { field: 'SSN' }, wrong: { part: 'body', field: 'field', value: 1 } },
  consoleAuditCsvContract: { ...file, wrong: { part: 'params', field: 'uuid', value: false } },
  consoleNotaryContract: {
    ...file,
    body: { action: 'SWITCH_IN_PERSON', note: 'The borrower asked for a notary in person' },
    wrong: { part: 'body', field: 'action', value: 2 },
  },
};

const isContract = (value: unknown): value is Contract =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value;
const contracts: [string, Contract][] = Object.entries(consoleContracts as Record<string, unknown>).flatMap(
  ([name, value]) => (isContract(value) ? [[name, value] as [string, Contract]] : []),
);
const schemaOf = (contract: Contract, part: Part): z.ZodType | undefined => contract[part];

describe('the console contracts', () => {
  it('are every call under /console/api/v1, each with a staff permission and an example here', () => {
    expect(contracts.map(([name]) => name).sort()).toEqual(Object.keys(EXAMPLES).sort());
    for (const [, contract] of contracts) {
      expect(contract.path.startsWith(consoleContracts.CONSOLE_API)).toBe(true);
      expect(contract.auth).toBe('staff');
      expect(contract.permission).toBeTruthy();
    }
  });

  it.each(contracts)('%s accepts a realistic request and refuses a wrong-type field by its name', (name, contract) => {
    const example = EXAMPLES[name] as Example;
    for (const part of ['params', 'querystring', 'body'] as const) {
      const schema = schemaOf(contract, part);
      if (!schema) {
        expect(example[part], `${name} has no ${part}`).toBeUndefined();
        continue;
      }
      expect(schema.safeParse(example[part] ?? {}).error, `${name} ${part}`).toBeUndefined();
    }
    const { part, field, value } = example.wrong;
    const schema = schemaOf(contract, part) as z.ZodType;
    const result = schema.safeParse({ ...(example[part] as object), [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.some((issue) => issue.path[0] === field)).toBe(true);
  });

  it('guards each act with its own permission', () => {
    expect(consoleContracts.getPipelineContract.permission).toBe('FILE_READ');
    expect(consoleContracts.consoleDecideReviewContract.permission).toBe('REVIEW_DECIDE');
    expect(consoleContracts.consoleRevealContract.permission).toBe('PERSONAL_DATA_REVEAL');
    expect(consoleContracts.consoleAuditCsvContract.permission).toBe('AUDIT_EXPORT');
    expect(consoleContracts.consoleNotaryContract.permission).toBe('CLOSING_MANAGE');
  });
});
