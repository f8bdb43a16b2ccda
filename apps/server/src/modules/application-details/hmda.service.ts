import { normalizeHmdaAnswers, type HmdaAnswers } from '@heloc/domain';
import type { HelocStatus } from '@heloc/domain/contracts';
import { json } from '../../platform/database/json';
import { statusOf } from '../../workflow';
import { inTransaction, type ServiceContext } from '../service-context';
import { HMDA_STATUSES, requireStatus } from './details-statuses';
import type { Participation } from '../../platform/auth/access';

/**
 * start/hmda: the Regulation C demographic answers, stored normalised (each choice once, free text only for a chosen
 * box). At HMDA they are written with the move to APP_SUBMISSION; at APP_SUBMISSION (an edit, or a replay) they
 * replace the saved ones and the status stays.
 */
export const saveHmda = async (ctx: ServiceContext, caller: Participation, body: HmdaAnswers): Promise<HelocStatus> => {
  const { applicationUuid: uuid, identityUuid } = caller;
  return inTransaction(ctx, async ({ db, workflow }) => {
    const row = await ctx.workflow.applications.lockParticipant(db, caller);
    requireStatus(row, HMDA_STATUSES);
    const details = { hmda: json(normalizeHmdaAnswers(body)) };
    if (row.checklist_status === 'HMDA') {
      const written = await workflow.advance(
        db,
        row,
        { checklistStatus: 'APP_SUBMISSION' },
        { by: `identity:${identityUuid}`, extra: details },
      );
      return statusOf(written);
    }
    await workflow.applications.update(db, uuid, details);
    return statusOf(row);
  });
};
