import type { Valuation } from '@heloc/domain/contracts';
import { readValuation, readParticipantApplication } from '../../workflow';
import type { ServiceContext } from '../service-context';
import { valuationOf } from './valuation-view';
import type { Participation } from '../../platform/auth/access';

/** bpo/*, hold: where the valuation stands (due engine steps applied first). */
export const getValuation = async (ctx: ServiceContext, caller: Participation): Promise<Valuation> => {
  const uuid = caller.applicationUuid;
  await ctx.workflow.readStatus(uuid);
  const row = await readParticipantApplication(ctx.db, caller);
  return valuationOf(ctx, row, await readValuation(ctx.db, uuid));
};
