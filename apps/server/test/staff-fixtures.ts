import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@heloc/domain';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../src/platform/auth/passwords';
import { startStaffSession } from '../src/platform/auth/staff-auth.plugin';
import { newTotpSecret } from '../src/platform/auth/totp';
import { contextOf } from '../src/modules/service-context';
import { sealTotpSecret } from '../src/modules/staff/staff-member';
import {
  confirmStaffTotp,
  insertStaffMember,
  setPendingStaffTotp,
  setUpStaffCredentials,
} from '../src/platform/auth/staff-members.repo';

/*
 * Staff for tests (docs/product/operations-console.md §1): an ACTIVE member with a confirmed authenticator, made
 * directly in the database, and a session whose second factor is done, so a test calls the console at once.
 */

export const STAFF_TEST_PASSWORD = 'Staff-Password-123!';

let counter = 0;
export const uniqueStaffEmail = (prefix = 'staff'): string =>
  `${prefix}.${process.pid}.${Date.now()}.${++counter}@lender.example.com`;

// One argon2 hash for every fixture member: hashing is slow on purpose.
let passwordHash: Promise<string> | undefined;

export interface StaffFixtureMember {
  memberUuid: string;
  email: string;
  name: string;
  /** The authenticator's secret (base32): `totpCodeAt(totpSecret, at)` is the member's code at an instant. */
  totpSecret: string;
  password: string;
}

/** An ACTIVE member (password set, authenticator confirmed at the app's clock), without a session. */
export const createStaffMember = async (
  app: FastifyInstance,
  {
    roles,
    orgCodes,
    email = uniqueStaffEmail(),
    name = 'Test Staff',
  }: { roles: readonly StaffRole[]; orgCodes: readonly string[]; email?: string; name?: string },
): Promise<StaffFixtureMember> => {
  const ctx = contextOf(app);
  const now = app.clock();
  const memberUuid = randomUUID();
  passwordHash ??= hashPassword(STAFF_TEST_PASSWORD);
  const totpSecret = newTotpSecret();
  await insertStaffMember(app.db, {
    uuid: memberUuid,
    email: email.toLowerCase(),
    name,
    roles,
    orgCodes,
    invitedBy: null,
    now,
  });
  await setUpStaffCredentials(app.db, memberUuid, { name, passwordHash: await passwordHash }, now);
  await setPendingStaffTotp(app.db, memberUuid, sealTotpSecret(ctx, memberUuid, totpSecret), now);
  // A step long past, so any code the test computes later is still new.
  await confirmStaffTotp(app.db, memberUuid, 0, now);
  return { memberUuid, email: email.toLowerCase(), name, totpSecret, password: STAFF_TEST_PASSWORD };
};

export interface StaffSession {
  token: string;
  memberUuid: string;
  headers: { authorization: string };
  member: StaffFixtureMember;
}

type StaffSessionOptions = { roles: readonly StaffRole[]; orgCodes: readonly string[]; email?: string; name?: string };

const sessionOf = async (
  app: FastifyInstance,
  options: StaffSessionOptions,
  secondFactorDone: boolean,
): Promise<StaffSession> => {
  const member = await createStaffMember(app, options);
  const token = await startStaffSession(contextOf(app), member.memberUuid, app.clock(), { secondFactorDone });
  return { token, memberUuid: member.memberUuid, headers: { authorization: `Bearer ${token}` }, member };
};

/**
 * An ACTIVE member and a session whose second factor is done: `headers` opens every 'staff' call their roles allow.
 * Sessions go idle after STAFF_IDLE_TIMEOUT_MINUTES of the app's clock without a request.
 */
export const createStaffSession = (app: FastifyInstance, options: StaffSessionOptions): Promise<StaffSession> =>
  sessionOf(app, options, true);

/** A session between the password and the second factor (opens only 'staff-partial' calls). */
export const createPartialStaffSession = (app: FastifyInstance, options: StaffSessionOptions): Promise<StaffSession> =>
  sessionOf(app, options, false);
