import type { Db } from '../../platform/database/database';

/** Kysely queries of two-step verification: the identity's MFA columns, recovery codes and sign-in challenges. */

export const findIdentityForUpdate = (db: Db, uuid: string) =>
  db.selectFrom('identities').selectAll().where('uuid', '=', uuid).forUpdate().executeTakeFirst();

export const setPendingTotpSecret = (db: Db, uuid: string, sealed: string, now: Date) =>
  db
    .updateTable('identities')
    .set({ totp_secret_sealed: sealed, totp_verified: false, totp_last_step: null, updated_at: now })
    .where('uuid', '=', uuid)
    .execute();

export const turnMfaOn = (db: Db, uuid: string, step: number, now: Date) =>
  db
    .updateTable('identities')
    .set({ two_factor_enabled: true, totp_verified: true, totp_last_step: step, updated_at: now })
    .where('uuid', '=', uuid)
    .execute();

export const turnMfaOff = async (db: Db, uuid: string, now: Date) => {
  await db.deleteFrom('mfa_recovery_codes').where('identity_uuid', '=', uuid).execute();
  await db.deleteFrom('mfa_challenges').where('identity_uuid', '=', uuid).execute();
  await db
    .updateTable('identities')
    .set({
      two_factor_enabled: false,
      totp_verified: false,
      totp_secret_sealed: null,
      totp_last_step: null,
      updated_at: now,
    })
    .where('uuid', '=', uuid)
    .execute();
};

/**
 * Accepts a code's time step only if it is later than the last one accepted, in one statement: two nodes given the
 * same code at once cannot both accept it. True when this call took the step.
 */
export const takeTotpStep = async (db: Db, uuid: string, step: number): Promise<boolean> => {
  const result = await db
    .updateTable('identities')
    .set({ totp_last_step: step })
    .where('uuid', '=', uuid)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
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
