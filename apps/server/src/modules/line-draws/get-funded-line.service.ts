import type { Language } from '@heloc/domain';
import type { FundedLineAnswer } from '@heloc/domain/contracts';
import { requireParticipantApplication } from '../../workflow';
import { findParticipantRole } from '../../platform/database/participants.repo';
import type { ServiceContext } from '../service-context';
import { loadLine, toLineAnswer } from './funded-line';

/** The funded line of an application, for its participants (404 for anyone else, 409 before funding). */
export const getFundedLine = async (
  ctx: ServiceContext,
  uuid: string,
  identityUuid: string,
  language: Language = 'en',
): Promise<FundedLineAnswer> => {
  // Applies what is due first: the line is read as funded as soon as the funding step has run.
  await ctx.workflow.readStatus(uuid, { participant: identityUuid });
  const row = await requireParticipantApplication(ctx.db, uuid, identityUuid);
  const role = await findParticipantRole(ctx.db, uuid, identityUuid);
  return toLineAnswer(ctx.db, await loadLine(ctx.db, row, ctx.now()), role, language);
};
