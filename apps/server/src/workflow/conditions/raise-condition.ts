import { randomUUID } from 'node:crypto';
import type { ConditionCategory, DocumentType } from '@heloc/domain';
import type { Db } from '../../platform/database/database';
import { json } from '../../platform/database/json';
import type { ConditionRow } from '../../platform/database/schema';
import { insertCondition } from './conditions.repo';

export interface NewCondition {
  applicationUuid: string;
  /** A ConditionCategory; operations may raise any string (unknown categories are hidden from applicants). */
  categoryEnum: ConditionCategory | (string & {});
  requestDocuments?: DocumentType[];
  actionNeeded?: string | null;
  notes?: string | null;
  commentsToBorrower?: string | null;
  numDocsRequired?: number | null;
}

/** Raises a lender condition (spec 02 §4.1) in the caller's transaction. */
export const raiseCondition = (trx: Db, input: NewCondition, now: Date): Promise<ConditionRow> =>
  insertCondition(trx, {
    uuid: randomUUID(),
    application_uuid: input.applicationUuid,
    category_enum: input.categoryEnum,
    request_documents: json(input.requestDocuments ?? []),
    action_needed: input.actionNeeded ?? null,
    notes: input.notes ?? null,
    comments_to_borrower: input.commentsToBorrower ?? null,
    // spec 02 §4.1, §9: a manual paystub upload asks for 1 document unless told otherwise.
    num_docs_required: input.numDocsRequired ?? (input.categoryEnum === 'HELOC_MANUAL_PAYSTUB_UPLOAD' ? 1 : null),
    resolved_at: null,
    created_at: now,
  });
