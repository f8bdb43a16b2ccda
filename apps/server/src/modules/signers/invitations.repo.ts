import type { Db } from '../../platform/database/database';

/**
 * The rows a signer's invitation touches outside `additional_signers` (whose one repository is
 * workflow/signers/signers.repo.ts): the inviting application, the signer's latest; no decisions here.
 */

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
