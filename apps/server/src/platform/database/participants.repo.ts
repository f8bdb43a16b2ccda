import type { ExpressionBuilder } from 'kysely';
import type { Db } from './database';
import type { Database } from './schema';

/**
 * Where-clause on `applications`: the identity takes part in the application (primary applicant or additional
 * signer). Every read on behalf of a person goes through it, so anyone else finds nothing (404), whatever the
 * organisation. Shared by the workflow's status read and the modules' application reads.
 */
export const isParticipant = (identityUuid: string) => (eb: ExpressionBuilder<Database, 'applications'>) =>
  eb.exists(
    eb
      .selectFrom('application_participants as p')
      .select('p.identity_uuid')
      .whereRef('p.application_uuid', '=', 'applications.uuid')
      .where('p.identity_uuid', '=', identityUuid),
  );

/** The identity's role in the application (PRIMARY, ADDITIONAL_SIGNER, ...), or undefined when it takes no part. */
export const findParticipantRole = async (db: Db, applicationUuid: string, identityUuid: string) =>
  (
    await db
      .selectFrom('application_participants')
      .select('role')
      .where('application_uuid', '=', applicationUuid)
      .where('identity_uuid', '=', identityUuid)
      .executeTakeFirst()
  )?.role;
