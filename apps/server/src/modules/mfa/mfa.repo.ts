import type { Db } from '../../platform/database/database';

/**
 * Kysely queries of two-step verification: recovery codes and sign-in challenges. The identity's MFA columns are the
 * identity module's (its front door).
 */

/** Two-step verification turned off: its recovery codes and pending challenges go. */
export const deleteMfaRows = async (db: Db, uuid: string) => {
  await db.deleteFrom('mfa_recovery_codes').where('identity_uuid', '=', uuid).execute();
  await db.deleteFrom('mfa_challenges').where('identity_uuid', '=', uuid).execute();
};

export const replaceRecoveryCodes = async (db: Db, uuid: string, hashes: string[], now: Date) => {
  await db.deleteFrom('mfa_recovery_codes').where('identity_uuid', '=', uuid).execute();
  await db
    .insertInto('mfa_recovery_codes')
    .values(hashes.map((code_hash) => ({ identity_uuid: uuid, code_hash, used_at: null, created_at: now })))
    .execute();
};

/** Spends an unused recovery code in one statement; true when this call spent it. */
export const spendRecoveryCode = async (db: Db, uuid: string, hash: string, now: Date): Promise<boolean> => {
  const result = await db
    .updateTable('mfa_recovery_codes')
    .set({ used_at: now })
    .where('identity_uuid', '=', uuid)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

export const countUnusedRecoveryCodes = async (db: Db, uuid: string): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('mfa_recovery_codes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('identity_uuid', '=', uuid)
        .where('used_at', 'is', null)
        .executeTakeFirst()
    )?.n ?? 0,
  );

export const insertChallenge = async (
  db: Db,
  challenge: {
    tokenHash: string;
    identityUuid: string;
    portal: string;
    accountKey: string;
    deviceId: string;
    redirectUrl: string | null;
    expiresAt: Date;
    now: Date;
  },
) => {
  // Expired challenges are never read again: each new one clears them (an index keeps this cheap).
  await db.deleteFrom('mfa_challenges').where('expires_at', '<', challenge.now).execute();
  await db
    .insertInto('mfa_challenges')
    .values({
      token_hash: challenge.tokenHash,
      identity_uuid: challenge.identityUuid,
      portal: challenge.portal,
      account_key: challenge.accountKey,
      device_id: challenge.deviceId,
      redirect_url: challenge.redirectUrl,
      expires_at: challenge.expiresAt,
      used_at: null,
      created_at: challenge.now,
    })
    .execute();
};

export const findChallengeForUpdate = (db: Db, tokenHash: string) =>
  db.selectFrom('mfa_challenges').selectAll().where('token_hash', '=', tokenHash).forUpdate().executeTakeFirst();

export const findChallenge = (db: Db, tokenHash: string) =>
  db.selectFrom('mfa_challenges').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

export const countChallengeFailure = (db: Db, tokenHash: string) =>
  db
    .updateTable('mfa_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('token_hash', '=', tokenHash)
    .execute();

export const useChallenge = (db: Db, tokenHash: string, now: Date) =>
  db.updateTable('mfa_challenges').set({ used_at: now }).where('token_hash', '=', tokenHash).execute();
