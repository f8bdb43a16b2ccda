import { randomUUID } from 'node:crypto';
import type { ConditionCategory, DocumentType } from '@heloc/domain';
import type { Db } from '../../platform/database/database';
import { json } from '../../platform/database/json';
import type { ConditionRow } from '../../platform/database/schema';
import { insertCondition, insertConditionHistory } from './conditions.repo';

export interface NewCondition {
  applicationUuid: string;
  /** A ConditionCategory; operations may raise any string (unknown categories are hidden from applicants). */
  categoryEnum: ConditionCategory | (string & {});
  requestDocuments?: DocumentType[];
  actionNeeded?: string | null;
  /** What the lender writes for itself: kept for staff, never in a borrower's or signer's answer (docs/product/privacy.md). */
  internalNotes?: string | null;
  /** The request the borrower reads. */
  commentsToBorrower?: string | null;
  numDocsRequired?: number | null;
  /** Who raised it, for the history: 'engine' (the default, the engine's checks) or 'sandbox' (operations staff). */
  raisedBy?: string;
}

/** Raises a lender condition (docs/product/application-area.md §4.1) in the caller's transaction, NEEDED, and records it in its history. */
export const raiseCondition = async (trx: Db, input: NewCondition, now: Date): Promise<ConditionRow> => {
  const row = await insertCondition(trx, {
    uuid: randomUUID(),
    application_uuid: input.applicationUuid,
    category_enum: input.categoryEnum,
    request_documents: json(input.requestDocuments ?? []),
    action_needed: input.actionNeeded ?? null,
    internal_notes: input.internalNotes ?? null,
    comments_to_borrower: input.commentsToBorrower ?? null,
    // docs/product/application-area.md §4.1, §9: a manual paystub upload asks for 1 document unless told otherwise.
    num_docs_required: input.numDocsRequired ?? (input.categoryEnum === 'HELOC_MANUAL_PAYSTUB_UPLOAD' ? 1 : null),
    resolved_at: null,
    created_at: now,
  });
  await insertConditionHistory(trx, {
    uuid: randomUUID(),
    condition_uuid: row.uuid,
    application_uuid: row.application_uuid,
    from_state: null,
    to_state: 'NEEDED',
    changed_by: input.raisedBy ?? 'engine',
    note: input.internalNotes ?? null,
    created_at: now,
  });
  return row;
};
