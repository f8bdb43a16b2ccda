import type { StaffRole } from '@heloc/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../../platform/database/database';
import { json } from '../../platform/database/json';
import type { StaffMembersTable } from '../../platform/database/schema/staff';

/** Staff members, their one-time set-up links and recovery codes (docs/product/operations-console.md §1). */

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

/** A set-up link followed: the name and password chosen, any earlier authenticator and recovery codes gone. */
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
  await db.deleteFrom('staff_recovery_codes').where('member_uuid', '=', uuid).execute();
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

export const replaceStaffRecoveryCodes = async (db: Db, uuid: string, hashes: readonly string[], now: Date) => {
  await db.deleteFrom('staff_recovery_codes').where('member_uuid', '=', uuid).execute();
  await db
    .insertInto('staff_recovery_codes')
    .values(hashes.map((code_hash) => ({ member_uuid: uuid, code_hash, used_at: null, created_at: now })))
    .execute();
};

export const spendStaffRecoveryCode = async (db: Db, uuid: string, hash: string, now: Date): Promise<boolean> => {
  const result = await db
    .updateTable('staff_recovery_codes')
    .set({ used_at: now })
    .where('member_uuid', '=', uuid)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

export const insertStaffLink = async (
  db: Db,
  link: { tokenHash: string; memberUuid: string; expiresAt: Date; now: Date },
): Promise<void> => {
  await db
    .insertInto('staff_links')
    .values({
      token_hash: link.tokenHash,
      member_uuid: link.memberUuid,
      expires_at: link.expiresAt,
      created_at: link.now,
    })
    .execute();
};

export const findStaffLinkForUpdate = (db: Db, tokenHash: string) =>
  db.selectFrom('staff_links').selectAll().where('token_hash', '=', tokenHash).forUpdate().executeTakeFirst();

/** Spends a link, and every other unspent link of the member with it (the newest one followed wins). */
export const spendStaffLinks = async (db: Db, memberUuid: string, now: Date): Promise<void> => {
  await db
    .updateTable('staff_links')
    .set({ used_at: now })
    .where('member_uuid', '=', memberUuid)
    .where('used_at', 'is', null)
    .execute();
};
