import type { Valuation } from '@heloc/domain/contracts';
import { readValuation, requireParticipantApplication } from '../../workflow';
import type { ServiceContext } from '../service-context';
import { valuationOf } from './valuation-view';

/** bpo/*, hold: where the valuation stands (due engine steps applied first). */
export const getValuation = async (ctx: ServiceContext, uuid: string, identityUuid: string): Promise<Valuation> => {
  await ctx.workflow.readStatus(uuid, { participant: identityUuid });
  const row = await requireParticipantApplication(ctx.db, uuid, identityUuid);
  return valuationOf(ctx, row, await readValuation(ctx.db, uuid));
};
