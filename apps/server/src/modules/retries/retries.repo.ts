import type { Db } from '../../platform/database/database';

/** Kysely queries of the retries the applicant asked for on a dead end; no decisions here. */

export type RetryAction = 'SSN' | 'CREDIT_LIFTED' | 'PROPERTY_ADDRESS' | 'PROPERTY_CHOICE';

/** The retry already made with this request key, if any. */
export const findRetry = (db: Db, applicationUuid: string, requestKey: string) =>
  db
    .selectFrom('application_retries')
    .select(['uuid', 'action'])
    .where('application_uuid', '=', applicationUuid)
    .where('request_key', '=', requestKey)
    .executeTakeFirst();

export const insertRetry = async (
  db: Db,
  values: {
    uuid: string;
    application_uuid: string;
    identity_uuid: string;
    action: RetryAction;
    request_key: string;
    from_status: string;
    created_at: Date;
  },
) => {
  await db.insertInto('application_retries').values(values).execute();
};
