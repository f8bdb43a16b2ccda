import { LOAN_FACTS } from '@heloc/domain';
import type { HelocStatus } from '@heloc/domain/contracts';
import type { ApplicationRow } from '../../platform/database/schema';
import type { Participation } from '../../platform/auth/access';
import { statusOf } from '../../workflow';
import { AppError, NOT_FOUND } from '../../platform/http/errors';
import { inTransaction, type ServiceContext } from '../service-context';
import { listNotarySessions } from './notary.repo';
import { isLockedOut } from './notary-access';

/*
 * An online notary session closed after refused identity answers is not a dead end (docs/product/operations-console.md
 * §5): the file switches to an in-person notary (MANUAL_DEED_SIGNING), where the borrower books the appointment on
 * notary/schedule-manual like a property whose county needs one (docs/decisions.md "Notary, right to cancel and funding").
 */

export interface NotaryDoorOptions {
  /** Who acts, as the status history records it: 'identity:<uuid>' (a participant) or 'staff:<memberUuid>'. */
  by: string;
  /**
   * A participant acting on their own application (their call: the route builder checked their part in it), and the
   * switch needs an online session closed after refused answers. Without it (the console) the caller has checked the
   * member's scope.
   */
  caller?: Participation;
}

export const NOT_AT_SIGNING = 'The notary step is not open on this application: there is no notary session to change';

const STILL_OPEN =
  'Your online notary session is still open. Finish it online, or ask us to arrange a notary in person.';

export const IN_PERSON_REASON = `Your closing moved to an in-person notary: you book a time and place, and the notary's $${LOAN_FACTS.manualNotaryFeeDollars} fee applies.`;

/** The application locked for the transaction (the caller has checked who acts on it). */
export const lockFile = async (ctx: ServiceContext, uuid: string): Promise<ApplicationRow> => {
  const row = await ctx.workflow.applications.lock(ctx.db, uuid);
  if (!row) throw new AppError('not_found', NOT_FOUND);
  return row;
};

/**
 * Switches the file from the online notary to an in-person one (DEED_SIGNING -> MANUAL_DEED_SIGNING), recorded in the
 * status history as `by`. A file already at MANUAL_DEED_SIGNING answers its status unchanged (a double click, a
 * replay). 409 at any other status, and for a participant while nobody's online session is closed.
 */
export const switchToInPersonNotary = async (
  ctx: ServiceContext,
  uuid: string,
  { by, caller }: NotaryDoorOptions,
): Promise<HelocStatus> => {
  // Apply what is due first (the waiting period's end, a booked appointment's outcome).
  await ctx.workflow.readStatus(uuid);
  return inTransaction(ctx, async (tx) => {
    const row = await lockFile(tx, uuid);
    if (row.checklist_status === 'MANUAL_DEED_SIGNING') return statusOf(row);
    if (row.checklist_status !== 'DEED_SIGNING') throw new AppError('conflict', NOT_AT_SIGNING);
    if (caller && !(await listNotarySessions(tx.db, uuid)).some(isLockedOut)) {
      throw new AppError('conflict', STILL_OPEN);
    }
    const written = await tx.workflow.advance(
      tx.db,
      row,
      { checklistStatus: 'MANUAL_DEED_SIGNING', manualNotary: true },
      { by, extra: { notary_mode: 'IN_PERSON', notary_reason: IN_PERSON_REASON } },
    );
    return statusOf(written);
  });
};
