import type { ExpressionBuilder } from 'kysely';
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
