import type { Kysely } from 'kysely';
import type { Database } from '../database/schema';

/** A session is live when it exists, is not revoked and has not expired. */
export const isSessionLive = async (
  db: Kysely<Database>,
  jti: string,
  identityUuid: string,
  now: Date,
): Promise<boolean> => {
  const row = await db
    .selectFrom('sessions')
    .select('jti')
    .where('jti', '=', jti)
    .where('identity_uuid', '=', identityUuid)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
};

export const revokeSession = async (db: Kysely<Database>, jti: string, now: Date): Promise<void> => {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('jti', '=', jti)
    .where('revoked_at', 'is', null)
    .execute();
};

export const insertSession = async (
  db: Kysely<Database>,
  session: { jti: string; identityUuid: string; expiresAt: Date; now: Date },
): Promise<void> => {
  await db
    .insertInto('sessions')
    .values({
      jti: session.jti,
      identity_uuid: session.identityUuid,
      expires_at: session.expiresAt,
      created_at: session.now,
    })
    .execute();
};
