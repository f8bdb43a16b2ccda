import type { Kysely } from 'kysely';
import type { Database, IdentityAlias, NewIdentity } from '../../platform/database/schema';
import { json } from '../../platform/database/json';

type Executor = Kysely<Database>;

export const findIdentityByEmail = (db: Executor, orgCode: string, email: string) =>
  db
    .selectFrom('identities')
    .selectAll()
    .where('org_code', '=', orgCode)
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();

export const findIdentityByUuid = (db: Executor, uuid: string) =>
  db.selectFrom('identities').selectAll().where('uuid', '=', uuid).executeTakeFirst();

/** The e-mail addresses of these identities, by uuid. */
export const listIdentityEmails = async (db: Executor, uuids: readonly string[]): Promise<Map<string, string>> =>
  new Map(
    uuids.length === 0
      ? []
      : (await db.selectFrom('identities').select(['uuid', 'email']).where('uuid', 'in', uuids).execute()).map(
          (row) => [row.uuid, row.email],
        ),
  );

export const insertIdentity = (db: Executor, identity: NewIdentity) =>
  db.insertInto('identities').values(identity).execute();

export const updateIdentityAliases = (db: Executor, uuid: string, aliases: IdentityAlias[], now: Date) =>
  db
    .updateTable('identities')
    .set({ aliases: json(aliases), updated_at: now })
    .where('uuid', '=', uuid)
    .execute();

/* Two-step verification: the identity's MFA columns (the mfa module's codes and challenges are its own). */

export const findIdentityForUpdate = (db: Executor, uuid: string) =>
  db.selectFrom('identities').selectAll().where('uuid', '=', uuid).forUpdate().executeTakeFirst();

export const setPendingTotpSecret = (db: Executor, uuid: string, sealed: string, now: Date) =>
  db
    .updateTable('identities')
    .set({ totp_secret_sealed: sealed, totp_verified: false, totp_last_step: null, updated_at: now })
    .where('uuid', '=', uuid)
    .execute();

export const turnMfaOn = (db: Executor, uuid: string, step: number, now: Date) =>
  db
    .updateTable('identities')
    .set({ two_factor_enabled: true, totp_verified: true, totp_last_step: step, updated_at: now })
    .where('uuid', '=', uuid)
    .execute();

/**
 * Accepts a code's time step only if it is later than the last one accepted, in one statement: two nodes given the
 * same code at once cannot both accept it. True when this call took the step.
 */
export const takeTotpStep = async (db: Executor, uuid: string, step: number): Promise<boolean> => {
  const result = await db
    .updateTable('identities')
    .set({ totp_last_step: step })
    .where('uuid', '=', uuid)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

export const turnMfaOff = async (db: Executor, uuid: string, now: Date) => {
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
