import { randomUUID } from 'node:crypto';
import type { Db } from '../../platform/database/database';
import type { AdditionalSignerRow } from '../../platform/database/schema';

/** The engine's queries of additional signers; no decisions here. */

export const listRequiredSignerRows = (trx: Db, applicationUuid: string): Promise<AdditionalSignerRow[]> =>
  trx
    .selectFrom('additional_signers')
    .selectAll()
    .where('application_uuid', '=', applicationUuid)
    .orderBy('created_at')
    .orderBy('uuid')
    .execute();

export const insertRequiredSigner = async (
  trx: Db,
  values: {
    applicationUuid: string;
    source: string;
    relationship: string;
    firstName: string | null;
    lastName: string | null;
    now: Date;
  },
) => {
  await trx
    .insertInto('additional_signers')
    .values({
      uuid: randomUUID(),
      application_uuid: values.applicationUuid,
      source: values.source,
      relationship: values.relationship,
      first_name: values.firstName,
      last_name: values.lastName,
      email: null,
      identity_uuid: null,
      invitation_token_hash: null,
      invitation_expires_at: null,
      invited_at: null,
      joined_at: null,
      signed_at: null,
      created_at: values.now,
      updated_at: values.now,
    })
    .execute();
};

/** Stamps the signer of this identity on this application as signed (once); answers how many rows changed. */
export const stampSignerSigned = async (trx: Db, applicationUuid: string, identityUuid: string, now: Date) => {
  const result = await trx
    .updateTable('additional_signers')
    .set({ signed_at: now, updated_at: now })
    .where('application_uuid', '=', applicationUuid)
    .where('identity_uuid', '=', identityUuid)
    .where('signed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
};
