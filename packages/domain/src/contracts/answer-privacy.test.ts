import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import allowList from './answer-allow-list.json';
import { answerFields } from './answer-fields';
import type { Contract } from './contract';
import * as contracts from './index';
import { staffOnlyFields } from './staff-only';

/*
 * docs/product/privacy.md: an answer to a visitor, a borrower or a signer carries no field written by and for the
 * lender's staff, by construction. Two checks over every contract: no such answer carries a field that a staff
 * contract marks as the lender's own (staffOnly), by name or by schema; and each such answer carries exactly the fields
 * on its allow-list (answer-allow-list.json), so a field added to one of them is a change someone reads and writes
 * down there.
 */

const CONTRACTS = (Object.entries(contracts) as [string, unknown][]).filter(
  (entry): entry is [string, Contract] =>
    typeof entry[1] === 'object' && entry[1] !== null && 'method' in entry[1] && 'response' in entry[1],
);

/** Calls answered to the lender's staff (the console) or its testers (the sandbox control API). */
const isForStaff = (contract: Contract) =>
  contract.auth === 'staff' || contract.auth === 'staff-partial' || contract.auth === 'sandbox';

/** The fields of a contract's success answers (an error answer is a list of messages). */
const fieldsOf = (contract: Contract) =>
  Object.entries(contract.response)
    .filter(([status]) => Number(status) < 400)
    .flatMap(([, schema]) => answerFields(schema as z.ZodType));

const lastName = (path: string) =>
  path
    .replace(/(\[\]|\{\})+$/, '')
    .split('.')
    .pop() ?? path;

const STAFF_ONLY_NAMES = new Set(
  CONTRACTS.filter(([, contract]) => isForStaff(contract))
    .flatMap(([, contract]) => fieldsOf(contract))
    .filter((field) => staffOnlyFields.has(field.schema))
    .map((field) => lastName(field.path)),
);

const EXTERNAL = CONTRACTS.filter(([, contract]) => !isForStaff(contract));
const ALLOWED: Readonly<Record<string, readonly string[]>> = allowList;

describe("fields the staff contracts mark as the lender's own", () => {
  it("include the conditions' and the file's internal notes, the audit trail and the session trail", () => {
    expect([...STAFF_ONLY_NAMES].sort()).toEqual(['audit', 'internalNotes', 'notes', 'sessionLink']);
  });
});

describe('answers to visitors, borrowers and signers', () => {
  it.each(EXTERNAL)("%s carries no field of the lender's own", (_name, contract) => {
    const leaks = fieldsOf(contract)
      .filter((field) => staffOnlyFields.has(field.schema) || STAFF_ONLY_NAMES.has(lastName(field.path)))
      .map((field) => field.path);
    expect(leaks).toEqual([]);
  });

  it.each(EXTERNAL)('%s carries exactly the fields of its allow-list', (name, contract) => {
    const carried = [...new Set(fieldsOf(contract).map((field) => field.path))].sort();
    expect(carried, `answer-allow-list.json "${name}"`).toEqual([...(ALLOWED[name] ?? [])].sort());
  });

  it('the allow-list names only contracts that answer visitors, borrowers or signers', () => {
    const external = new Set(EXTERNAL.map(([name]) => name));
    expect(Object.keys(ALLOWED).filter((name) => !external.has(name))).toEqual([]);
  });
});
