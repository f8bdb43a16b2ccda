import { type Kysely, sql } from 'kysely';
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

/** The channel on which a revoked session's jti is announced to every server node (session-liveness.ts). */
export const SESSION_REVOKED_CHANNEL = 'heloc_session_revoked';

/** Revokes the session and announces it (NOTIFY is delivered when the caller's transaction commits). */
export const revokeSession = async (db: Kysely<Database>, jti: string, now: Date): Promise<void> => {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('jti', '=', jti)
    .where('revoked_at', 'is', null)
    .execute();
  await sql`select pg_notify(${SESSION_REVOKED_CHANNEL}, ${jti})`.execute(db);
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
