import type { Condition, StaffCondition } from '@heloc/domain/contracts';
import type { ConditionHistoryRow, ConditionRow, DocumentRow } from '../../platform/database/schema';
import { isConditionAnswerable } from '@heloc/domain';
import { toApplicationDocument } from '../documents';

/*
 * Which files make up a condition's answer. Every file answering a condition is a CONDITION_DOCUMENT whose subject is
 * the condition; each submission records its files in the history. While the condition waits for an answer (NEEDED,
 * REJECTED), its answer is the files not yet part of any submission (a rejected answer's files stay, as evidence);
 * once submitted, it is the latest submission's files.
 */
export const answerFiles = (
  condition: ConditionRow,
  documents: readonly DocumentRow[],
  submissions: readonly ConditionHistoryRow[],
): DocumentRow[] => {
  const own = documents
    .filter((d) => d.subject_uuid === condition.uuid)
    .sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
  const mine = submissions.filter((s) => s.condition_uuid === condition.uuid);
  if (isConditionAnswerable(condition.state)) {
    const submitted = new Set(mine.flatMap((s) => s.document_uuids));
    return own.filter((d) => !submitted.has(d.uuid));
  }
  const latest = mine.at(-1)?.document_uuids ?? [];
  return latest.flatMap((uuid) => own.filter((d) => d.uuid === uuid));
};

/**
 * A condition as the borrower and their signers read it. It takes the row without the lender's internal note, so the
 * borrower's answer is made from nothing that could carry it (docs/product/privacy.md).
 */
export const toCondition = (
  row: Omit<ConditionRow, 'internal_notes'>,
  files: readonly DocumentRow[] = [],
): Condition => ({
  uuid: row.uuid,
  categoryEnum: row.category_enum,
  created: row.created_at.toISOString(),
  requestDocuments: row.request_documents,
  commentsToBorrower: row.comments_to_borrower,
  actionNeeded: row.action_needed,
  xtraData: { numDocsRequired: row.num_docs_required },
  state: row.state,
  rejectionReason: row.state === 'REJECTED' ? row.rejection_reason : null,
  documents: files.map(toApplicationDocument),
  resolved: row.resolved_at?.toISOString() ?? null,
});

/** A condition as the lender's staff read it (the console, the sandbox control API): the borrower's, and the internal note. */
export const toStaffCondition = (row: ConditionRow, files: readonly DocumentRow[] = []): StaffCondition => ({
  ...toCondition(row, files),
  internalNotes: row.internal_notes,
});
