import type { HelocStatus } from '@heloc/domain/contracts';
import type { ApplicationRow } from '../../platform/database/schema';
import { AppError } from '../../platform/http/errors';
import { applicantOf, propertyAddressOf, statusOf } from '../../workflow';
import { inTransaction, type ServiceContext } from '../service-context';
import { listNotarySessions, updateNotarySession } from './notary.repo';
import { isLockedOut, listNamedParticipants } from './notary-access';
import { lockFile, NOT_AT_SIGNING, type NotaryDoorOptions } from './switch-to-in-person-notary.service';

/*
 * The staff door of notary/error (docs/product/operations-console.md §5): after a closer's own check of the signer, the
 * online notary session opens again. Each session closed after refused answers starts afresh (the ID, new knowledge
 * questions, three tries) and keeps who reopened it; a file switched to an in-person notary comes back online where
 * the property allows a remote notary.
 */

const COUNTY_NEEDS_IN_PERSON =
  "This property's state or county needs an in-person notary: the session cannot be held online";

/** Every session closed after refused answers starts again at the ID step, with fresh questions. */
const reopenLockedSessions = async (ctx: ServiceContext, row: ApplicationRow, by: string) => {
  const locked = (await listNotarySessions(ctx.db, row.uuid)).filter(isLockedOut);
  if (locked.length === 0) return 0;
  const participants = await listNamedParticipants(ctx.db, row);
  const property = propertyAddressOf(row);
  const now = ctx.now();
  for (const session of locked) {
    const p = participants.find((x) => x.identity_uuid === session.identity_uuid);
    const questions = await ctx.workflow.providers.notary.knowledgeQuestions(
      { ...applicantOf(row), firstName: p?.first_name ?? '', lastName: p?.last_name ?? '' },
      property,
    );
    await updateNotarySession(ctx.db, row.uuid, session.identity_uuid, {
      step: 'IDENTITY',
      failed_attempts: 0,
      questions: JSON.stringify(questions),
      id_document_type: null,
      id_checked_at: null,
      questions_passed_at: null,
      reopened_at: now,
      reopened_by: by,
      updated_at: now,
    });
  }
  return locked.length;
};

/**
 * Opens the online notary session again: at DEED_SIGNING the sessions closed after refused answers start afresh (none
 * closed: the status unchanged, so a replay is harmless); at MANUAL_DEED_SIGNING, where the property allows a remote
 * notary, the file goes back to DEED_SIGNING (any in-person appointment is released), recorded as `by`. 409 at any
 * other status, or where the property needs an in-person notary.
 */
export const reopenOnlineNotary = async (
  ctx: ServiceContext,
  uuid: string,
  { by }: Pick<NotaryDoorOptions, 'by'>,
): Promise<HelocStatus> => {
  await ctx.workflow.readStatus(uuid);
  return inTransaction(ctx, async (tx) => {
    // Staff only (the console checks the member's scope): a borrower never reopens their own session.
    let row = await lockFile(tx, uuid);
    if (row.checklist_status === 'MANUAL_DEED_SIGNING') {
      const rule = tx.workflow.providers.notary.ruleFor({
        state: row.property_state ?? '',
        zip: row.property_zip ?? '',
      });
      if (rule.mode !== 'REMOTE') throw new AppError('conflict', COUNTY_NEEDS_IN_PERSON);
      await tx.workflow.closing.cancelNotaryReservation(tx.db, uuid);
      row = await tx.workflow.advance(
        tx.db,
        row,
        { checklistStatus: 'DEED_SIGNING', manualNotary: false },
        { by, extra: { notary_mode: rule.mode, notary_county: rule.county, notary_reason: rule.reason } },
      );
    } else if (row.checklist_status !== 'DEED_SIGNING') {
      throw new AppError('conflict', NOT_AT_SIGNING);
    }
    await reopenLockedSessions(tx, row, by);
    return statusOf(row);
  });
};
