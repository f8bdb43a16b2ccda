import type { StaffRole } from '@heloc/domain';
import { type Expression, type RawBuilder, type Selectable, sql } from 'kysely';
import type { Db } from '../database/database';
import { json } from '../database/json';
import type { StaffMembersTable } from '../database/schema/staff';

/**
 * The console's members (docs/product/operations-console.md §1): the platform's, as its staff auth reads a member
 * with every console call (staff-sessions.repo.ts); the staff module manages them through these queries.
 */

export type StaffMemberRow = Selectable<StaffMembersTable>;

export const insertStaffMember = async (
  db: Db,
  member: {
    uuid: string;
    email: string;
    name: string;
    roles: readonly StaffRole[];
    orgCodes: readonly string[];
    invitedBy: string | null;
    now: Date;
  },
): Promise<void> => {
  await db
    .insertInto('staff_members')
    .values({
      uuid: member.uuid,
      email: member.email,
      name: member.name,
      roles: json(member.roles),
      org_codes: json(member.orgCodes),
      invited_by: member.invitedBy,
      created_at: member.now,
      updated_at: member.now,
    })
    .execute();
};

export const findStaffMemberByEmail = (db: Db, email: string) =>
  db.selectFrom('staff_members').selectAll().where('email', '=', email).executeTakeFirst();

export const findStaffMember = (db: Db, uuid: string) =>
  db.selectFrom('staff_members').selectAll().where('uuid', '=', uuid).executeTakeFirst();

export const findStaffMemberForUpdate = (db: Db, uuid: string) =>
  db.selectFrom('staff_members').selectAll().where('uuid', '=', uuid).forUpdate().executeTakeFirst();

export const listStaffMemberRows = (db: Db) =>
  db.selectFrom('staff_members').selectAll().orderBy('name').orderBy('email').execute();

export const updateStaffMemberAccess = async (
  db: Db,
  uuid: string,
  access: { roles: readonly StaffRole[]; orgCodes: readonly string[] },
  now: Date,
): Promise<void> => {
  await db
    .updateTable('staff_members')
    .set({ roles: json(access.roles), org_codes: json(access.orgCodes), updated_at: now })
    .where('uuid', '=', uuid)
    .execute();
};

export const setStaffMemberDisabled = async (db: Db, uuid: string, disabledAt: Date | null, now: Date) => {
  await db
    .updateTable('staff_members')
    .set({ disabled_at: disabledAt, updated_at: now })
    .where('uuid', '=', uuid)
    .execute();
};

/** A set-up link followed: the name and password chosen, any earlier authenticator gone. */
export const setUpStaffCredentials = async (
  db: Db,
  uuid: string,
  { name, passwordHash }: { name: string; passwordHash: string },
  now: Date,
): Promise<void> => {
  await db
    .updateTable('staff_members')
    .set({
      name,
      password_hash: passwordHash,
      totp_secret_sealed: null,
      totp_confirmed_at: null,
      totp_last_step: null,
      updated_at: now,
    })
    .where('uuid', '=', uuid)
    .execute();
};

export const setPendingStaffTotp = async (db: Db, uuid: string, sealed: string, now: Date) => {
  await db
    .updateTable('staff_members')
    .set({ totp_secret_sealed: sealed, totp_confirmed_at: null, totp_last_step: null, updated_at: now })
    .where('uuid', '=', uuid)
    .execute();
};

export const confirmStaffTotp = async (db: Db, uuid: string, step: number, now: Date) => {
  await db
    .updateTable('staff_members')
    .set({ totp_confirmed_at: now, totp_last_step: step, updated_at: now })
    .where('uuid', '=', uuid)
    .execute();
};

/** Records the step a code was accepted at; false when that step (or a later one) was already used: a replay. */
export const takeStaffTotpStep = async (db: Db, uuid: string, step: number): Promise<boolean> => {
  const result = await db
    .updateTable('staff_members')
    .set({ totp_last_step: step })
    .where('uuid', '=', uuid)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

/** Members by uuid: their name, roles, organisations and whether they are disabled. */
export const listStaffMembersByUuid = (db: Db, uuids: readonly string[]) =>
  uuids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('staff_members')
        .select(['uuid', 'name', 'email', 'roles', 'org_codes', 'disabled_at'])
        .where('uuid', 'in', uuids)
        .execute();

/** Members who are not disabled, with their roles and organisations, by name (a handful of rows). */
export const listActiveStaffMembers = (db: Db) =>
  db
    .selectFrom('staff_members')
    .select(['uuid', 'name', 'roles', 'org_codes'])
    .where('disabled_at', 'is', null)
    .orderBy('name')
    .execute();

/**
 * The name of the member whose uuid `memberUuid` gives (null when none), as a column of another owner's query (an
 * assignee, an agent, a note's author): the member is read in the same statement.
 */
export const staffMemberNameOf = (memberUuid: Expression<string | null>): RawBuilder<string | null> =>
  sql<string | null>`(select staff_members.name from staff_members where staff_members.uuid = ${memberUuid})`;
