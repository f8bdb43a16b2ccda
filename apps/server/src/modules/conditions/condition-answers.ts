import type { Condition, ConditionAnswer, StaffCondition } from '@heloc/domain/contracts';
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

/**
 * Every answer to a condition, oldest first (docs/product/operations-console.md §4): each submission in its history
 * with its files, then what followed it (an acceptance, or a rejection with its reason; else it still waits); files
 * uploaded but not yet sent come last as NOT_SENT. A decision with no submission before it (a clear) answers nothing.
 */
export const answersOf = (
  condition: ConditionRow,
  files: readonly DocumentRow[],
  history: readonly ConditionHistoryRow[],
): ConditionAnswer[] => {
  const own = history.filter((h) => h.condition_uuid === condition.uuid);
  const byUuid = new Map(files.map((d) => [d.uuid, d]));
  const answers: ConditionAnswer[] = [];
  const sent = new Set<string>();
  for (const move of own) {
    const last = answers.at(-1);
    if (move.to_state === 'SUBMITTED') {
      move.document_uuids.forEach((uuid) => sent.add(uuid));
      answers.push({
        submittedAt: move.created_at.toISOString(),
        documents: move.document_uuids.flatMap((uuid) => {
          const file = byUuid.get(uuid);
          return file ? [toApplicationDocument(file)] : [];
        }),
        outcome: 'WAITING',
        decidedAt: null,
        rejectionReason: null,
      });
    } else if (last?.outcome === 'WAITING' && (move.to_state === 'ACCEPTED' || move.to_state === 'REJECTED')) {
      last.outcome = move.to_state;
      last.decidedAt = move.created_at.toISOString();
      last.rejectionReason = move.to_state === 'REJECTED' ? move.note : null;
    }
  }
  const unsent = files
    .filter((d) => d.subject_uuid === condition.uuid && !sent.has(d.uuid))
    .sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
  if (unsent.length > 0 && isConditionAnswerable(condition.state))
    answers.push({
      submittedAt: null,
      documents: unsent.map(toApplicationDocument),
      outcome: 'NOT_SENT',
      decidedAt: null,
      rejectionReason: null,
    });
  return answers;
};

/** A condition as the lender's staff read it (the console, the sandbox control API): the borrower's, and the internal note. */
export const toStaffCondition = (
  row: ConditionRow,
  files: readonly DocumentRow[] = [],
  history: readonly ConditionHistoryRow[] = [],
): StaffCondition => ({
  ...toCondition(row, files),
  internalNotes: row.internal_notes,
  answers: answersOf(row, files, history),
});
