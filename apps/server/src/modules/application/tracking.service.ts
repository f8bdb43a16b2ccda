import type { Experiment } from '@heloc/domain/contracts';
import { json } from '../../db/json';
import type { Engine } from '../../engine/engine.plugin';
import { AppError } from '../../lib/errors';
import { requireParticipantApplication } from './application.service';

/** spec 02 §5.2, §8: saving an experiment requires an application id. */
export const APP_ID_REQUIRED_MESSAGE = 'App ID is required to save experiment';

/** spec 02 §4.2: the experiments an application saw; a name seen again keeps its latest variation. */
export const saveExperiments = async (
  engine: Engine,
  appUuid: string,
  identityUuid: string,
  experiments: Experiment[],
) =>
  engine.db.transaction().execute(async (trx) => {
    const row = await requireParticipantApplication(trx, appUuid, identityUuid, { forUpdate: true });
    const byName = new Map(row.experiments.map((e) => [e.name, e]));
    for (const e of experiments) byName.set(e.name, { name: e.name, variation: e.variation });
    await trx
      .updateTable('applications')
      .set({ experiments: json([...byName.values()]), updated_at: engine.now() })
      .where('uuid', '=', appUuid)
      .execute();
    return { ok: true as const };
  });

export const saveFullStoryLink = async (engine: Engine, uuid: string, identityUuid: string, link: string) => {
  await requireParticipantApplication(engine.db, uuid, identityUuid);
  await engine.db
    .updateTable('applications')
    .set({ full_story_link: link, updated_at: engine.now() })
    .where('uuid', '=', uuid)
    .execute();
  return { ok: true as const };
};

const upsertTracker = async (
  engine: Engine,
  identityUuid: string,
  values: { optimizely_profile_uuid?: string; tracker_uuid?: string },
) => {
  const now = engine.now();
  await engine.db
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

/** spec 02 §7 PATCH optermizerly-profile?identityUuid: only for the signed-in identity itself. */
export const linkOptimizelyProfile = async (
  engine: Engine,
  signedInIdentity: string,
  identityUuid: string,
  optimizelyProfileUuid: string,
) => {
  if (identityUuid !== signedInIdentity)
    throw new AppError('bad_request', 'identityUuid: must be the signed-in identity');
  await upsertTracker(engine, identityUuid, { optimizely_profile_uuid: optimizelyProfileUuid });
  return { ok: true as const };
};

/** spec 03 §7: the tracker id of the signed-in identity's experiment profile. */
export const getOptimizelyProfile = async (engine: Engine, identityUuid: string) => {
  const row = await engine.db
    .selectFrom('tracker_profiles')
    .select(['optimizely_profile_uuid', 'tracker_uuid'])
    .where('identity_uuid', '=', identityUuid)
    .executeTakeFirst();
  return { trackerId: row?.optimizely_profile_uuid ?? row?.tracker_uuid ?? null };
};

/** spec 01 §7 Save tracker. */
export const saveTracker = async (engine: Engine, identityUuid: string, trackerUuid: string) => {
  await upsertTracker(engine, identityUuid, { tracker_uuid: trackerUuid });
  return { ok: true as const };
};
