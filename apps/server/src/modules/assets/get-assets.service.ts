import type { AssetsOverview } from '@heloc/domain/contracts';
import { requireParticipantApplication } from '../../workflow';
import type { ServiceContext } from '../service-context';
import { overviewOf } from './assets-step';

/** product/assets: what must be verified and what the applicant has added (due engine steps applied first). */
export const getAssets = async (ctx: ServiceContext, uuid: string, identityUuid: string): Promise<AssetsOverview> => {
  await ctx.workflow.readStatus(uuid, { participant: identityUuid });
  const row = await requireParticipantApplication(ctx.db, uuid, identityUuid);
  return overviewOf(ctx, row);
};
