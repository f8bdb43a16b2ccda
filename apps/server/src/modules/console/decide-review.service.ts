import { REVIEW_ACTIONS } from '@heloc/domain';
import type { ApplicationFile, ConsoleReviewDecisionBody, ConsoleReviewKey } from '@heloc/domain/contracts';
import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import { decideLockedReview } from '../decisions';
import type { ServiceContext } from '../service-context';
import { actOnFile, requireFileAction, staffBy, statusSnapshot } from './console-file';
import { getApplicationFile } from './get-application-file.service';

/**
 * Decides an open review with a note, through the same service as the sandbox control API (decisions module:
 * decide-review.service.ts, which says what each review is and what APPROVE does). 409 when the file is not in it.
 */
export const decideConsoleReview = async (
  ctx: ServiceContext,
  staff: StaffPrincipal,
  uuid: string,
  review: ConsoleReviewKey,
  body: ConsoleReviewDecisionBody,
): Promise<ApplicationFile> => {
  await actOnFile(ctx, staff, uuid, async (tx, row) => {
    requireFileAction(row, REVIEW_ACTIONS[review]);
    const written = await decideLockedReview(tx, row, review, body, { by: staffBy(staff) });
    return {
      result: null,
      action: 'review.decide',
      before: { review, ...statusSnapshot(row) },
      after: {
        review,
        decision: body.decision,
        note: body.note,
        ...(body.reasons ? { reasons: body.reasons } : {}),
        ...statusSnapshot(written),
      },
    };
  });
  return getApplicationFile(ctx, staff, uuid);
};
