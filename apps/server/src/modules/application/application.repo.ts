import type { Db } from '../../platform/database/database';

/**
 * Kysely queries of the experiment profiles (tracker_profiles), the one table the application module owns: the
 * application's rows are the engine's (app.workflow.applications, workflow/index.ts). No decisions here.
 */

export const upsertTrackerProfile = async (
  db: Db,
  identityUuid: string,
  values: { optimizely_profile_uuid?: string; tracker_uuid?: string },
  now: Date,
) => {
  await db
    .insertInto('tracker_profiles')
    .values({
      identity_uuid: identityUuid,
      optimizely_profile_uuid: null,
      tracker_uuid: null,
      ...values,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('identity_uuid').doUpdateSet({ ...values, updated_at: now }))
    .execute();
};

export const findTrackerProfile = (db: Db, identityUuid: string) =>
  db
    .selectFrom('tracker_profiles')
    .select(['optimizely_profile_uuid', 'tracker_uuid'])
    .where('identity_uuid', '=', identityUuid)
    .executeTakeFirst();
