import type { AssetsOverview } from '@heloc/domain/contracts';
import { readParticipantApplication } from '../../workflow';
import type { ServiceContext } from '../service-context';
import { overviewOf } from './assets-step';
import type { Participation } from '../../platform/auth/access';

/** product/assets: what must be verified and what the applicant has added (due engine steps applied first). */
export const getAssets = async (ctx: ServiceContext, caller: Participation): Promise<AssetsOverview> => {
  const uuid = caller.applicationUuid;
  await ctx.workflow.readStatus(uuid);
  const row = await readParticipantApplication(ctx.db, caller);
  return overviewOf(ctx, row);
};
