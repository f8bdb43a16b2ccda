import type { Db } from '../../platform/database/database';

/**
 * The console members' one-time set-up links and recovery codes (docs/product/operations-console.md §1); the members
 * themselves are the platform's (platform/auth/staff-members.repo.ts), as its staff auth reads them with every call.
 */

/** A set-up link followed: any earlier recovery codes go with the earlier authenticator. */
export const deleteStaffRecoveryCodes = async (db: Db, uuid: string): Promise<void> => {
  await db.deleteFrom('staff_recovery_codes').where('member_uuid', '=', uuid).execute();
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

export const findStaffLink = (db: Db, tokenHash: string) =>
  db.selectFrom('staff_links').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

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
