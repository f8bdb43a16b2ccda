import { randomUUID } from 'node:crypto';
import type { Db } from '../../platform/database/database';
import type { AdditionalSignerRow } from '../../platform/database/schema';

/**
 * The one repository of additional signers: the engine's (who must sign, who signed) and the signers module's
 * (the applicant's invitations, a signer joining), exported to modules by workflow/index.ts; no decisions here.
 */

export const listSignerRows = (db: Db, applicationUuid: string): Promise<AdditionalSignerRow[]> =>
  db
    .selectFrom('additional_signers')
    .selectAll()
    .where('application_uuid', '=', applicationUuid)
    .orderBy('created_at')
    .orderBy('uuid')
    .execute();

export const findSignerRow = (
  db: Db,
  applicationUuid: string,
  signerUuid: string,
): Promise<AdditionalSignerRow | undefined> =>
  db
    .selectFrom('additional_signers')
    .selectAll()
    .where('application_uuid', '=', applicationUuid)
    .where('uuid', '=', signerUuid)
    .forUpdate()
    .executeTakeFirst();

/** The signer an unused, unexpired invitation token (by its hash) is for, locked. */
export const findSignerByTokenHash = (db: Db, tokenHash: string, now: Date): Promise<AdditionalSignerRow | undefined> =>
  db
    .selectFrom('additional_signers')
    .selectAll()
    .where('invitation_token_hash', '=', tokenHash)
    .where('invitation_expires_at', '>', now)
    .where('identity_uuid', 'is', null)
    .forUpdate()
    .executeTakeFirst();

export interface NewSigner {
  applicationUuid: string;
  relationship: string;
  firstName: string;
  lastName: string;
  email: string;
  tokenHash: string;
  expiresAt: Date;
  now: Date;
}

export const insertApplicantSigner = async (db: Db, s: NewSigner): Promise<string> => {
  const uuid = randomUUID();
  await db
    .insertInto('additional_signers')
    .values({
      uuid,
      application_uuid: s.applicationUuid,
      source: 'APPLICANT',
      relationship: s.relationship,
      first_name: s.firstName,
      last_name: s.lastName,
      email: s.email,
      identity_uuid: null,
      invitation_token_hash: s.tokenHash,
      invitation_expires_at: s.expiresAt,
      invited_at: s.now,
      invitations_sent: 1,
      joined_at: null,
      signed_at: null,
      created_at: s.now,
      updated_at: s.now,
    })
    .execute();
  return uuid;
};

/** A new invitation (first or resent) replaces the previous link. */
export const updateSignerInvitation = async (
  db: Db,
  signer: AdditionalSignerRow,
  s: Pick<NewSigner, 'firstName' | 'lastName' | 'email' | 'tokenHash' | 'expiresAt' | 'now'>,
) => {
  await db
    .updateTable('additional_signers')
    .set({
      first_name: s.firstName,
      last_name: s.lastName,
      email: s.email,
      invitation_token_hash: s.tokenHash,
      invitation_expires_at: s.expiresAt,
      invited_at: s.now,
      invitations_sent: signer.invitations_sent + 1,
      updated_at: s.now,
    })
    .where('uuid', '=', signer.uuid)
    .execute();
};

export const deleteSignerRow = async (db: Db, signerUuid: string) => {
  await db.deleteFrom('additional_signers').where('uuid', '=', signerUuid).execute();
};

/** The invitation is used: the signer's identity is kept and the token can never be used again. */
export const markSignerJoined = async (db: Db, signerUuid: string, identityUuid: string, now: Date) => {
  await db
    .updateTable('additional_signers')
    .set({
      identity_uuid: identityUuid,
      invitation_token_hash: null,
      invitation_expires_at: null,
      joined_at: now,
      updated_at: now,
    })
    .where('uuid', '=', signerUuid)
    .execute();
};

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
