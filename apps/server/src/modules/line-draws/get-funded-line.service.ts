import type { Language } from '@heloc/domain';
import type { FundedLineAnswer } from '@heloc/domain/contracts';
import { readParticipantApplication } from '../../workflow';
import type { ServiceContext } from '../service-context';
import { loadLine, toLineAnswer } from './funded-line';
import type { Participation } from '../../platform/auth/access';

/** The funded line of an application, for its participants (404 for anyone else, 409 before funding). */
export const getFundedLine = async (
  ctx: ServiceContext,
  caller: Participation,
  language: Language = 'en',
): Promise<FundedLineAnswer> => {
  // Applies what is due first: the line is read as funded as soon as the funding step has run.
  await ctx.workflow.readStatus(caller.applicationUuid);
  const row = await readParticipantApplication(ctx.db, caller);
  return toLineAnswer(ctx.db, await loadLine(ctx.db, row, ctx.now()), caller.role, language);
};
