import type { Db } from '../database/database';

/*
 * Staff sessions (docs/product/operations-console.md §1): rows keyed by a keyed hash of the token the browser holds,
 * read with their member on every request, so a sign-out or an admin's "disable" is effective on every node at once.
 */

/** A session with the member it belongs to, as the staff preHandler reads it. */
export const findStaffSessionWithMember = (db: Db, tokenHash: string) =>
  db
    .selectFrom('staff_sessions as s')
    .innerJoin('staff_members as m', 'm.uuid', 's.member_uuid')
    .select([
      's.second_factor_at',
      's.last_seen_at',
      's.expires_at',
      's.revoked_at',
      'm.uuid as member_uuid',
      'm.name',
      'm.email',
      'm.roles',
      'm.org_codes',
      'm.disabled_at',
    ])
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();

export const insertStaffSession = async (
  db: Db,
  session: { tokenHash: string; memberUuid: string; now: Date; expiresAt: Date; secondFactorAt?: Date | null },
): Promise<void> => {
  await db
    .insertInto('staff_sessions')
    .values({
      token_hash: session.tokenHash,
      member_uuid: session.memberUuid,
      second_factor_at: session.secondFactorAt ?? null,
      last_seen_at: session.now,
      expires_at: session.expiresAt,
      created_at: session.now,
    })
    .execute();
};

export const touchStaffSession = async (db: Db, tokenHash: string, now: Date): Promise<void> => {
  await db.updateTable('staff_sessions').set({ last_seen_at: now }).where('token_hash', '=', tokenHash).execute();
};

/** The second factor is done: the session opens the console. */
export const completeStaffSession = async (db: Db, tokenHash: string, now: Date): Promise<void> => {
  await db
    .updateTable('staff_sessions')
    .set({ second_factor_at: now, last_seen_at: now })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
};

export const revokeStaffSession = async (db: Db, tokenHash: string, now: Date): Promise<void> => {
  await db
    .updateTable('staff_sessions')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
};

/** Ends every session of a member (disabled by an admin). */
export const revokeMemberStaffSessions = async (db: Db, memberUuid: string, now: Date): Promise<void> => {
  await db
    .updateTable('staff_sessions')
    .set({ revoked_at: now })
    .where('member_uuid', '=', memberUuid)
    .where('revoked_at', 'is', null)
    .execute();
};

/** Forgets a member's sessions that ended (expired or revoked) before `before`: a sign-in keeps the table small. */
export const pruneMemberStaffSessions = async (db: Db, memberUuid: string, before: Date): Promise<void> => {
  await db
    .deleteFrom('staff_sessions')
    .where('member_uuid', '=', memberUuid)
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('revoked_at', '<', before)]))
    .execute();
};
