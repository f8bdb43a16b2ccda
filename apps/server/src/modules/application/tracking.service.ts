import type { Experiment } from '@heloc/domain/contracts';
import { json } from '../../platform/database/json';
import { AppError } from '../../platform/http/errors';
import { inTransaction, type ServiceContext } from '../service-context';
import { findTrackerProfile, upsertTrackerProfile } from './application.repo';
import { updateProfileOptimizelyUuid } from '../../platform/database/profiles.repo';
import type { Participation } from '../../platform/auth/access';

/** docs/product/application-area.md §4.2: the experiments an application saw; a name seen again keeps its latest variation. */
export const saveExperiments = async (ctx: ServiceContext, caller: Participation, experiments: Experiment[]) =>
  inTransaction(ctx, async ({ db, workflow }) => {
    const row = await workflow.applications.lockParticipant(db, caller);
    const byName = new Map(row.experiments.map((e) => [e.name, e]));
    for (const e of experiments) byName.set(e.name, { name: e.name, variation: e.variation });
    await workflow.applications.update(db, row.uuid, { experiments: json([...byName.values()]) });
    return { ok: true as const };
  });

export const saveFullStoryLink = async ({ db, workflow }: ServiceContext, caller: Participation, link: string) => {
  await workflow.applications.update(db, caller.applicationUuid, { full_story_link: link });
  return { ok: true as const };
};

/**
 * docs/product/application-area.md §7 PATCH optermizerly-profile?identityUuid: only for the signed-in identity itself.
 * The profile answers it from then on (docs/product/registration-and-routing.md §3 Profile: optimizelyProfileUuid).
 */
export const linkOptimizelyProfile = async (
  ctx: ServiceContext,
  signedInIdentity: string,
  identityUuid: string,
  optimizelyProfileUuid: string,
) => {
  if (identityUuid !== signedInIdentity)
    throw new AppError('bad_request', 'identityUuid: must be the signed-in identity');
  await inTransaction(ctx, async ({ db, now }) => {
    await upsertTrackerProfile(db, identityUuid, { optimizely_profile_uuid: optimizelyProfileUuid }, now());
    await updateProfileOptimizelyUuid(db, identityUuid, optimizelyProfileUuid, now());
  });
  return { ok: true as const };
};

/** docs/product/widgets-and-calculations.md §7: the tracker id of the signed-in identity's experiment profile. */
export const getOptimizelyProfile = async ({ db }: ServiceContext, identityUuid: string) => {
  const row = await findTrackerProfile(db, identityUuid);
  return { trackerId: row?.optimizely_profile_uuid ?? row?.tracker_uuid ?? null };
};

/** docs/product/registration-and-routing.md §7 Save tracker. */
export const saveTracker = async ({ db, now }: ServiceContext, identityUuid: string, trackerUuid: string) => {
  await upsertTrackerProfile(db, identityUuid, { tracker_uuid: trackerUuid }, now());
  return { ok: true as const };
};
