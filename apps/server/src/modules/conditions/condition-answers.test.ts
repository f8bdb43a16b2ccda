import { describe, expect, it } from 'vitest';
import type { ConditionHistoryRow, ConditionRow, DocumentRow } from '../../platform/database/schema';
import { answersOf } from './condition-answers';

/* Each answer to a condition with its files and outcome (docs/product/operations-console.md §4). */
const CONDITION = '2c2c2c2c-0000-4000-8000-000000000003';
const at = (day: number) => new Date(Date.UTC(2026, 10, day, 10));
const file = (uuid: string, name: string, day: number) =>
  ({
    uuid,
    application_uuid: 'a',
    kind: 'CONDITION_DOCUMENT',
    income_document_type: null,
    subject_uuid: CONDITION,
    file_name: name,
    content_type: 'application/pdf',
    size: 10,
    sha256: 'a'.repeat(64),
    storage_key: uuid,
    uploaded_by: 'APPLICANT',
    uploaded_by_identity: null,
    created_at: at(day),
  }) as DocumentRow;
const move = (to: ConditionHistoryRow['to_state'], day: number, extra: Partial<ConditionHistoryRow> = {}) =>
  ({
    uuid: `${to}-${day}`,
    seq: day,
    condition_uuid: CONDITION,
    application_uuid: 'a',
    from_state: null,
    to_state: to,
    changed_by: 'x',
    note: null,
    document_uuids: [],
    created_at: at(day),
    ...extra,
  }) as ConditionHistoryRow;
const condition = (state: ConditionRow['state']) => ({ uuid: CONDITION, state }) as ConditionRow;

describe('the answers to a condition', () => {
  const october = file('d1', 'october.pdf', 2);
  const november = file('d2', 'november.pdf', 5);
  const history = [
    move('NEEDED', 1),
    move('SUBMITTED', 3, { document_uuids: ['d1'] }),
    move('REJECTED', 4, { note: 'Show the last 30 days' }),
    move('SUBMITTED', 6, { document_uuids: ['d2'] }),
  ];

  it('lists a rejected answer with its reason, then the one waiting, each with its own files', () => {
    const answers = answersOf(condition('SUBMITTED'), [october, november], history);
    expect(answers.map((a) => [a.outcome, a.documents.map((d) => d.fileName), a.rejectionReason])).toEqual([
      ['REJECTED', ['october.pdf'], 'Show the last 30 days'],
      ['WAITING', ['november.pdf'], null],
    ]);
    expect(answers[0]?.decidedAt).toBe(at(4).toISOString());
    expect(answers[1]?.submittedAt).toBe(at(6).toISOString());
  });

  it('marks the last answer accepted once accepted, and files not sent yet as such', () => {
    const accepted = answersOf(condition('ACCEPTED'), [october, november], [...history, move('ACCEPTED', 7)]);
    expect(accepted.map((a) => a.outcome)).toEqual(['REJECTED', 'ACCEPTED']);
    const draft = answersOf(condition('REJECTED'), [october, november], history.slice(0, 3));
    expect(draft.map((a) => [a.outcome, a.documents.map((d) => d.fileName)])).toEqual([
      ['REJECTED', ['october.pdf']],
      ['NOT_SENT', ['november.pdf']],
    ]);
  });
});
