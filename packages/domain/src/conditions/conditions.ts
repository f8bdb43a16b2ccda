import { CONDITION_CATEGORIES, type ConditionCategory } from '../enums';
import {
  BANK_LETTER_ACTION,
  CONDITION_ACTIONS,
  type ConditionActionRule,
  DEFAULT_PAYSTUB_COUNT,
} from './condition-actions';

/** A condition as the conditions service sends it (docs/product/application-area.md §3). */
export interface BorrowerCondition {
  readonly uuid: string;
  readonly categoryEnum: string;
  /** When the lender raised it: an ISO date-time string or epoch milliseconds. */
  readonly created: string | number;
  readonly requestDocuments?: readonly string[] | null;
  readonly notes?: string | null;
  readonly commentsToBorrower?: string | null;
  readonly actionNeeded?: string | null;
  readonly xtraData?: { readonly numDocsRequired?: number | null } | null;
}

const isKnownCategory = (value: string): value is ConditionCategory =>
  (CONDITION_CATEGORIES as readonly string[]).includes(value);

/**
 * The category a condition is handled as, or undefined when unknown. docs/product/application-area.md §4.1: a generic request whose
 * actionNeeded is REVIEW_TRUST_REQUIREMENTS is treated as the trust type.
 */
export const effectiveConditionCategory = (condition: BorrowerCondition): ConditionCategory | undefined => {
  if (condition.categoryEnum === 'GENERIC_DOCUMENT_REQUEST' && condition.actionNeeded === 'REVIEW_TRUST_REQUIREMENTS') {
    return 'REVIEW_TRUST_REQUIREMENTS';
  }
  return isKnownCategory(condition.categoryEnum) ? condition.categoryEnum : undefined;
};

export interface ConditionAction extends ConditionActionRule {
  readonly category: ConditionCategory;
  /** How many documents to upload: the paystub count (default 1) for paystubs, otherwise 1. */
  readonly documentCount: number;
}

const onlyBankLetter = (documents: readonly string[] | null | undefined) =>
  documents != null && documents.length > 0 && documents.every((d) => d === 'BANK_LETTER');

// docs/product/application-area.md §4.1, §9: the paystub count comes from xtraData.numDocsRequired and defaults to 1.
const paystubCount = (condition: BorrowerCondition): number => {
  const requested = condition.xtraData?.numDocsRequired ?? 0;
  return Number.isInteger(requested) && requested > 0 ? requested : DEFAULT_PAYSTUB_COUNT;
};

/** What the borrower must do for a condition (docs/product/application-area.md §4.1), or undefined for an unknown category. */
export const conditionAction = (condition: BorrowerCondition): ConditionAction | undefined => {
  const category = effectiveConditionCategory(condition);
  if (category === undefined) return undefined;
  const rule =
    category === 'BANK_ACCOUNT_FRAUD_REVIEW' && onlyBankLetter(condition.requestDocuments)
      ? BANK_LETTER_ACTION
      : CONDITION_ACTIONS[category];
  return { ...rule, category, documentCount: category === 'HELOC_MANUAL_PAYSTUB_UPLOAD' ? paystubCount(condition) : 1 };
};

const createdAt = (condition: BorrowerCondition): number => {
  const time = typeof condition.created === 'number' ? condition.created : Date.parse(condition.created);
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
};

/**
 * docs/product/application-area.md §4.1: only conditions with a known category are shown, sorted oldest first (by `created`; an unreadable
 * date sorts last, ties keep the service's order).
 */
export const visibleConditions = <T extends BorrowerCondition>(conditions: readonly T[]): T[] =>
  conditions
    .filter((c) => effectiveConditionCategory(c) !== undefined)
    .map((c, index) => ({ c, index, time: createdAt(c) }))
    .sort((a, b) => (a.time === b.time ? a.index - b.index : a.time < b.time ? -1 : 1))
    .map(({ c }) => c);
