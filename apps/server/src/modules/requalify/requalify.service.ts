import { BPO_ORDER_REQUEST_STATUSES, NAV_ESTIMATE_STATUSES } from '@heloc/domain';
import type { HelocStatus, Requalification, WithdrawApplication } from '@heloc/domain/contracts';
import type { ApplicationRow } from '../../platform/database/schema';
import { AppError } from '../../platform/http/errors';
import { statusOf, readParticipantApplication } from '../../workflow';
import { inTransaction, type ServiceContext } from '../service-context';
import type { Participation } from '../../platform/auth/access';

/*
 * product/prequal-winback (docs/product/registration-and-routing.md §4 CLTV_LIEN_POSITION_REQUALIFY): the title search found liens the credit
 * report did not show, so a lower line still qualifies. The applicant accepts it (the offers follow) or leaves:
 * withdrawing closes the application (CANCELLED), offered on every screen of this issue that waits on the applicant.
 */

const WINBACK_STATUS = 'CLTV_LIEN_POSITION_REQUALIFY';
export const NO_LOWER_LINE_MESSAGE = 'There is no lower line waiting for your answer';
export const NOT_WITHDRAWABLE_MESSAGE =
  'Your application cannot be withdrawn online at this step. Please call us and we will help you.';

/** The screens where the applicant may leave with one click: the ones that wait on their decision. */
const WITHDRAWABLE_STATUSES: readonly string[] = [
  WINBACK_STATUS,
  'ASSETS_PREQUAL',
  'NO_AVM_FOUND',
  ...NAV_ESTIMATE_STATUSES,
  ...BPO_ORDER_REQUEST_STATUSES,
];

export const getRequalification = async (ctx: ServiceContext, caller: Participation): Promise<Requalification> => {
  const uuid = caller.applicationUuid;
  await ctx.workflow.readStatus(uuid);
  const row = await readParticipantApplication(ctx.db, caller);
  if (!row.requalification) throw new AppError('conflict', NO_LOWER_LINE_MESSAGE);
  return { checklistStatus: row.checklist_status, ...row.requalification };
};

/** Accepts the lower line: the offers priced with every lien are shown (OFFER_SELECTION). A replay answers the same. */
export const acceptRequalification = (ctx: ServiceContext, caller: Participation): Promise<HelocStatus> => {
  const { identityUuid } = caller;
  return inTransaction(ctx, async (tx) => {
    const row = await tx.workflow.applications.lockParticipant(tx.db, caller);
    if (row.checklist_status !== WINBACK_STATUS) {
      if (row.requalification_accepted_at) return statusOf(row);
      throw new AppError('conflict', NO_LOWER_LINE_MESSAGE);
    }
    const written = await tx.workflow.advance(
      tx.db,
      row,
      { checklistStatus: 'OFFER_SELECTION', uwDecision: 'SELECT', uwSubDecision: 'UNVERIFIED_OFFER' },
      { by: `identity:${identityUuid}`, extra: { requalification_accepted_at: tx.now() } },
    );
    return statusOf(written);
  });
};

/** Withdraws the application (CANCELLED; it stops being the active one). A replay answers the same. */
export const withdrawApplication = (
  ctx: ServiceContext,
  caller: Participation,
  body: WithdrawApplication,
): Promise<HelocStatus> => {
  const { identityUuid } = caller;
  return inTransaction(ctx, async (tx) => {
    const row = await tx.workflow.applications.lockParticipant(tx.db, caller);
    if (row.checklist_status === 'CANCELLED') return statusOf(row);
    if (!WITHDRAWABLE_STATUSES.includes(row.checklist_status)) throw new AppError('conflict', NOT_WITHDRAWABLE_MESSAGE);
    const written = await cancelApplication(tx, row, {
      by: `identity:${identityUuid}${body.reason ? ` withdrew: ${body.reason}` : ''}`,
    });
    return statusOf(written);
  });
};

/**
 * Closes the (locked) application as withdrawn or cancelled (CANCELLED: it stops being the active one), in the
 * caller's transaction: the borrower's own withdrawal above, and a member's at the borrower's request from the
 * operations console (docs/product/operations-console.md §4), who may do it at any open status.
 */
export const cancelApplication = (tx: ServiceContext, row: ApplicationRow, { by }: { by: string }) =>
  tx.workflow.advance(tx.db, row, { checklistStatus: 'CANCELLED' }, { by });
