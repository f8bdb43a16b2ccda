import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { STAFF_ROLES } from '../staff/roles';
import type { Contract } from './contract';
import * as staff from './staff';

/*
 * The staff contracts (docs/product/operations-console.md §1): each accepts a realistic request, refuses a field of
 * the wrong type by its name, and answers our own messages word for word.
 */

const MEMBER_UUID = '5c0e8f3a-2b7d-4e1a-9c6b-3d8f0a2e4b71';

type Part = 'params' | 'body';
interface Example {
  params?: Record<string, unknown>;
  body?: unknown;
  /** One field set to a value of the wrong type (none for a call without a request). */
  wrong?: { part: Part; field: string; value: unknown };
}

const EXAMPLES: Record<string, Example> = {
  staffSetUpContract: {
    body: { token: 'n1Vd8sQk4Y0pZ7xW2mE5rT9uB3cH6jL1aF8gK0oP2sI', name: 'Grace Hopper', password: 'correct horse 42' },
    wrong: { part: 'body', field: 'password', value: 123456789012 },
  },
  staffSignInContract: {
    body: { email: 'grace@lender.com', password: 'correct horse 42' },
    wrong: { part: 'body', field: 'email', value: 42 },
  },
  startStaffAuthenticatorContract: {},
  staffSecondFactorContract: { body: { code: '123456' }, wrong: { part: 'body', field: 'code', value: 123456 } },
  readStaffSetUpLinkContract: { body: { token: 'abc' }, wrong: { part: 'body', field: 'token', value: 42 } },
  staffSignOutContract: {},
  getStaffSelfContract: {},
  listStaffMembersContract: {},
  listStaffOrganisationsContract: {},
  inviteStaffMemberContract: {
    body: { email: 'ivy@lender.com', name: 'Ivy Underwood', roles: ['UNDERWRITER'], orgCodes: ['summit'] },
    wrong: { part: 'body', field: 'roles', value: 'UNDERWRITER' },
  },
  updateStaffMemberContract: {
    params: { memberUuid: MEMBER_UUID },
    body: { roles: ['CLOSER', 'PROCESSOR'] },
    wrong: { part: 'body', field: 'orgCodes', value: 'summit' },
  },
  disableStaffMemberContract: {
    params: { memberUuid: MEMBER_UUID },
    wrong: { part: 'params', field: 'memberUuid', value: 42 },
  },
  enableStaffMemberContract: {
    params: { memberUuid: MEMBER_UUID },
    wrong: { part: 'params', field: 'memberUuid', value: 'not-a-uuid' },
  },
};

const isContract = (value: unknown): value is Contract =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value;
const contracts: [string, Contract][] = Object.entries(staff as Record<string, unknown>).flatMap(([name, value]) =>
  isContract(value) ? [[name, value] as [string, Contract]] : [],
);
const schemaOf = (contract: Contract, part: Part): z.ZodType | undefined =>
  part === 'params' ? contract.params : contract.body;
/** Whether an issue names the field, itself or, for a union (the second factor's), in one of its options. */
const names = (issue: z.core.$ZodIssue, field: string): boolean =>
  issue.path[0] === field ||
  (issue.code === 'invalid_union' && issue.errors.some((option) => option.some((inner) => names(inner, field))));
const messagesOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('the staff contracts', () => {
  it('are every call of docs/product/operations-console.md §1, under /staff/api/v1, each with an example here', () => {
    expect(contracts.map(([name]) => name).sort()).toEqual(Object.keys(EXAMPLES).sort());
    for (const [, contract] of contracts) {
      expect(contract.path.startsWith(staff.STAFF_API)).toBe(true);
      expect(contract.service).toBe('staff');
    }
  });

  it.each(contracts)('%s accepts a realistic request and refuses a wrong-type field by its name', (name, contract) => {
    const example = EXAMPLES[name] as Example;
    for (const part of ['params', 'body'] as const) {
      const schema = schemaOf(contract, part);
      if (!schema) {
        expect(example[part], `${name} has no ${part}`).toBeUndefined();
        continue;
      }
      expect(schema.safeParse(example[part]).error, `${name} ${part}`).toBeUndefined();
    }
    if (!example.wrong) return;
    const { part, field, value } = example.wrong;
    const schema = schemaOf(contract, part) as z.ZodType;
    const result = schema.safeParse({ ...(example[part] as object), [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.some((issue) => names(issue, field))).toBe(true);
  });

  it('sign in with a password, finish with a staff-partial session, and open the console with a full one', () => {
    expect(staff.staffSetUpContract.auth).toBe('public');
    expect(staff.staffSignInContract.auth).toBe('public');
    expect(staff.startStaffAuthenticatorContract.auth).toBe('staff-partial');
    expect(staff.staffSecondFactorContract.auth).toBe('staff-partial');
    expect(staff.staffSignOutContract.auth).toBe('staff-partial');
    for (const contract of [
      staff.getStaffSelfContract,
      staff.listStaffMembersContract,
      staff.inviteStaffMemberContract,
      staff.updateStaffMemberContract,
      staff.disableStaffMemberContract,
      staff.enableStaffMemberContract,
    ])
      expect(contract.auth).toBe('staff');
  });

  it('guard the team with STAFF_MANAGE and the list with FILE_READ', () => {
    expect(staff.getStaffSelfContract).not.toHaveProperty('permission');
    expect(staff.listStaffMembersContract.permission).toBe('FILE_READ');
    for (const contract of [
      staff.inviteStaffMemberContract,
      staff.updateStaffMemberContract,
      staff.disableStaffMemberContract,
      staff.enableStaffMemberContract,
    ])
      expect(contract.permission).toBe('STAFF_MANAGE');
  });
});

describe('the staff messages', () => {
  const setUp = EXAMPLES.staffSetUpContract!.body as Record<string, unknown>;
  const invite = EXAMPLES.inviteStaffMemberContract!.body as Record<string, unknown>;

  it('ask for a password of at least 12 characters and at most 256', () => {
    const body = staff.staffSetUpBodySchema;
    expect(messagesOf(body, { ...setUp, password: 'a'.repeat(11) })).toEqual(['Please use at least 12 characters']);
    expect(messagesOf(body, { ...setUp, password: 'a'.repeat(12) })).toEqual([]);
    expect(messagesOf(body, { ...setUp, password: 'a'.repeat(257) })).toEqual(['Please use 256 characters or fewer']);
    expect(messagesOf(body, { ...setUp, name: '   ' })).toEqual(['Please enter your name']);
  });

  it('ask for the e-mail and password at sign-in', () => {
    expect(messagesOf(staff.staffSignInBodySchema, { email: ' ', password: '' })).toEqual([
      'Please enter your email',
      'Please enter your password',
    ]);
  });

  it('take a 6-digit code or a recovery code', () => {
    const body = staff.staffSecondFactorBodySchema;
    expect(body.safeParse({ code: '123456' }).success).toBe(true);
    expect(body.safeParse({ recoveryCode: 'abcde-fghjk' }).success).toBe(true);
    expect(body.safeParse({ code: '12345' }).success).toBe(false);
    expect(messagesOf(body.options[0], { code: '12a456' })).toEqual(['Please enter the 6-digit code']);
    expect(messagesOf(body.options[1], { recoveryCode: '  ' })).toEqual(['Please enter a recovery code']);
  });

  it('ask an invitation for a valid e-mail, a name, a role and an organisation', () => {
    const body = staff.inviteStaffMemberBodySchema;
    expect(messagesOf(body, { ...invite, email: 'ivy@' })).toEqual(['Please enter a valid email']);
    expect(messagesOf(body, { ...invite, name: '' })).toEqual(['Please enter a name']);
    expect(messagesOf(body, { ...invite, roles: [] })).toEqual(['Please choose at least one role']);
    expect(messagesOf(body, { ...invite, orgCodes: [] })).toEqual(['Please choose at least one organisation']);
    expect(body.safeParse({ ...invite, roles: ['OWNER'] }).success).toBe(false);
    expect(body.safeParse({ ...invite, roles: [...STAFF_ROLES] }).success).toBe(true);
  });

  it('let an update change the roles or the organisations alone', () => {
    const body = staff.updateStaffMemberBodySchema;
    expect(body.safeParse({}).success).toBe(true);
    expect(body.safeParse({ orgCodes: ['summit', 'keystone'] }).success).toBe(true);
    expect(messagesOf(body, { roles: [] })).toEqual(['Please choose at least one role']);
  });
});
