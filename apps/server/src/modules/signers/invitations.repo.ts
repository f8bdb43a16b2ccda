import { randomUUID } from 'node:crypto';
import type { Db } from '../../platform/database/database';
import { json } from '../../platform/database/json';

/**
 * The rows a signer's invitation touches outside `additional_signers` (whose one repository is
 * workflow/signers/signers.repo.ts): the signer's profile and participation, the inviting application; no decisions.
 */

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
