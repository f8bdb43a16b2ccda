import { randomUUID } from 'node:crypto';
import type { Db } from '../../platform/database/database';
import { json } from '../../platform/database/json';
import type { AdditionalSignerRow } from '../../platform/database/schema';

/** Kysely queries of additional signers and their invitations; no decisions here. */

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

/** The signer's profile: a CO_DEEDER with the name the applicant gave. */
export const insertSignerProfile = async (
  db: Db,
  p: {
    identityUuid: string;
    email: string;
    phoneNumber: string;
    firstName: string | null;
    lastName: string | null;
    now: Date;
  },
) => {
  await db
    .insertInto('profiles')
    .values({
      uuid: randomUUID(),
      identity_uuid: p.identityUuid,
      email: p.email,
      first_name: p.firstName,
      last_name: p.lastName,
      dob: json(null),
      phone_numbers: json([{ type: 'MOBILE', number: p.phoneNumber }]),
      addresses: json([]),
      type: 'CO_DEEDER',
      created_at: p.now,
      updated_at: p.now,
    })
    .execute();
};

export const insertSignerParticipant = async (db: Db, applicationUuid: string, identityUuid: string) => {
  await db
    .insertInto('application_participants')
    .values({ application_uuid: applicationUuid, identity_uuid: identityUuid, role: 'ADDITIONAL_SIGNER' })
    .onConflict((oc) => oc.doNothing())
    .execute();
};

/** The application an invitation belongs to, with what the invitation e-mail and page show. */
export const findInvitingApplication = (db: Db, applicationUuid: string) =>
  db
    .selectFrom('applications')
    .select(['uuid', 'org_code', 'applicant', 'identity_uuid', 'active'])
    .where('uuid', '=', applicationUuid)
    .executeTakeFirst();

/** The newest application (active or closed) in which this identity is an additional signer. */
export const findLatestSignerApplication = async (db: Db, identityUuid: string) =>
  (
    await db
      .selectFrom('application_participants')
      .innerJoin('applications', 'applications.uuid', 'application_participants.application_uuid')
      .select('applications.uuid')
      .where('application_participants.identity_uuid', '=', identityUuid)
      .where('application_participants.role', '=', 'ADDITIONAL_SIGNER')
      .orderBy('applications.active', 'desc')
      .orderBy('applications.created_at', 'desc')
      .executeTakeFirst()
  )?.uuid;
