import { type AdverseActionReasonCode, formatMoney, reasonText } from '@heloc/domain';
import type { ApplicationFile, AuditEntry } from '@heloc/domain/contracts';
import {
  CONDITION_STATE_STAFF_LABELS,
  conditionCategoryLabel,
  readableEnum,
  statusLabel,
} from '../../shared/console-labels';

/*
 * An audit entry as a member reads it (docs/product/operations-console.md §7): what the act was, then each field it
 * changed or recorded, "Status: Offer selection → Collect additional info". No JSON, no uuid, no enum value: a
 * condition is named by its category, a member by their name, a status by its staff name. The CSV export keeps the
 * raw entry for the record.
 */

export const AUDIT_ACTION_NAMES: Readonly<Record<string, string>> = {
  'condition.raise': 'Condition raised',
  'condition.accept': 'Condition accepted',
  'condition.reject': 'Condition rejected',
  'condition.clear': 'Condition cleared',
  'review.decide': 'Review decided',
  'valuation.enter': 'Broker’s value entered',
  'application.decline': 'Application declined',
  'application.cancel': 'Application cancelled',
  'application.withdraw': 'Application withdrawn',
  'note.add': 'Internal note added',
  'file.assign': 'File assigned',
  'personal-data.reveal': 'Personal data revealed',
  'notary.reopen-online': 'Online notary session reopened',
  'notary.switch-in-person': 'Switched to an in-person notary',
  'audit.export': 'Audit trail exported',
};

export const auditActionName = (action: string): string =>
  AUDIT_ACTION_NAMES[action] ?? readableEnum(action.replace(/[.-]/g, '_'));

/** One line of an entry: the field's name, and its value before (when it had one) and after. */
export interface AuditChange {
  field: string;
  before?: string;
  after: string;
}

interface Names {
  /** A member's name by uuid. */
  memberName: (uuid: string) => string | undefined;
  /** A condition's category label by uuid. */
  conditionName: (uuid: string) => string | undefined;
}

const REVIEW_NAMES: Readonly<Record<string, string>> = {
  delinquency: 'Delinquency review',
  uw: 'Underwriting review',
  'incorrect-pin': 'Parcel number review',
  'incorrect-ownership': 'Ownership review',
  'no-credit': 'Credit file matched by hand',
  identity: 'Identity review',
  payoff: 'Payoff review',
  flood: 'Flood review',
};
const DECISION_NAMES: Readonly<Record<string, string>> = { APPROVE: 'Approved', DECLINE: 'Declined' };
const FIELD_NAMES: Readonly<Record<string, string>> = {
  conditionUuid: 'Condition',
  checklistStatus: 'Status',
  uwDecision: 'Underwriting decision',
  state: 'Condition state',
  propertyValueDollars: 'Home value',
  review: 'Review',
  decision: 'Decision',
  reasons: 'Reasons',
  reason: 'Reason the borrower reads',
  note: 'Note',
  text: 'Note',
  kind: 'Request',
  categoryEnum: 'Category',
  commentsToBorrower: 'To the borrower',
  internalNotes: 'Internal notes',
  assigneeUuid: 'Assignee',
  field: 'Field',
  entries: 'Entries exported',
  creditScore: 'Credit score',
};
/** Fields kept for the record but of no use to a reader (the note's own id). */
const HIDDEN = new Set(['noteUuid']);
const PERSONAL_FIELDS: Readonly<Record<string, string>> = {
  SSN: 'SSN',
  DATE_OF_BIRTH: 'Date of birth',
  DISBURSEMENT_ACCOUNT: 'Account number',
};

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

const valueOf = (field: string, value: unknown, names: Names): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'checklistStatus' && typeof value === 'string') return statusLabel(value);
  if (field === 'state' && typeof value === 'string')
    return CONDITION_STATE_STAFF_LABELS[value as keyof typeof CONDITION_STATE_STAFF_LABELS] ?? readableEnum(value);
  if (field === 'conditionUuid' && typeof value === 'string') return names.conditionName(value) ?? 'A condition';
  if (field === 'assigneeUuid' && typeof value === 'string') return names.memberName(value) ?? 'A former member';
  if (field === 'categoryEnum' && typeof value === 'string') return conditionCategoryLabel(value);
  if (field === 'propertyValueDollars' && typeof value === 'number') return formatMoney(value);
  if (field === 'review' && typeof value === 'string') return REVIEW_NAMES[value] ?? readableEnum(value);
  if (field === 'decision' && typeof value === 'string') return DECISION_NAMES[value] ?? readableEnum(value);
  if (field === 'field' && typeof value === 'string') return PERSONAL_FIELDS[value] ?? readableEnum(value);
  if (field === 'reasons' && Array.isArray(value))
    return value
      .map((reason: { code: AdverseActionReasonCode; text?: string | null }) => reasonText(reason))
      .join('; ');
  if (typeof value === 'string')
    return isUuid(value) ? '—' : /^[A-Z][A-Z0-9_]+$/.test(value) ? readableEnum(value) : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '—';
};

const fieldsOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The fields of an entry in words: a field in both before and after shows its change, the others their value. */
export const auditChangesOf = (entry: Pick<AuditEntry, 'before' | 'after'>, names: Names): AuditChange[] => {
  const before = fieldsOf(entry.before);
  const after = fieldsOf(entry.after);
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => !HIDDEN.has(key));
  return keys.flatMap((key): AuditChange[] => {
    const field = FIELD_NAMES[key] ?? readableEnum(key.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase());
    const had = key in before;
    const has = key in after;
    const was = valueOf(key, before[key], names);
    const is = valueOf(key, after[key], names);
    if (had && has) return was === is ? [{ field, after: is }] : [{ field, before: was, after: is }];
    if (has) return [{ field, after: is }];
    return [{ field, after: was }];
  });
};

/** The names an audit entry may refer to, from the file and the team. */
export const auditNamesOf = (file: ApplicationFile, members: readonly { uuid: string; name: string }[]): Names => ({
  memberName: (uuid) =>
    members.find((m) => m.uuid === uuid)?.name ?? (file.assignee?.uuid === uuid ? file.assignee.name : undefined),
  conditionName: (uuid) => {
    const condition = file.conditions.find((c) => c.uuid === uuid);
    return condition && conditionCategoryLabel(condition.categoryEnum);
  },
});
