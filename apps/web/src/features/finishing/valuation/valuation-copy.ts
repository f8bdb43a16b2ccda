import {
  APPRAISAL_TURNAROUND_TEXT,
  BPO_ORDER_REQUEST_STATUSES,
  BPO_TURNAROUND_TEXT,
  formatMoney,
  NAV_ESTIMATE_STATUSES,
} from '@heloc/domain';
import type { Valuation } from '@heloc/domain/contracts';
import type { ChoosablePropertyCondition } from '@heloc/domain';

/** What the valuation screens tell the applicant (ours; docs/decisions.md "Valuation, assets and the lower line"). */

export const ESTIMATE_STATUSES: readonly string[] = ['NO_AVM_FOUND', ...NAV_ESTIMATE_STATUSES];
export const ORDER_STATUSES: readonly string[] = BPO_ORDER_REQUEST_STATUSES;

export const WHAT_IS_A_BPO =
  'A broker price opinion is a valuation by a licensed local real estate broker: they look at the outside of your ' +
  'home and compare it with recent sales nearby. You do not need to be home and nobody comes inside.';

export const bpoTurnaround = `Brokers usually return it within ${BPO_TURNAROUND_TEXT}.`;
export const appraisalTurnaround = `Appraisers usually send their report within ${APPRAISAL_TURNAROUND_TEXT} of the visit.`;

/** The fee sentence: the $180 of docs/product/widgets-and-calculations.md §9, or nothing when the lender covers it (flag company-covers-appraisal). */
export const feeSentence = (fee: Valuation['fee']): string =>
  fee.coveredByLender
    ? 'Your lender pays for the valuation: it costs you nothing.'
    : `The valuation costs ${formatMoney(fee.amountDollars)}. Nothing is charged today: the fee is added to your ` +
      'closing costs and paid when your line opens.';

export const formatDay = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

/** The overall condition in a few words (the order screen's summary). */
export const PROPERTY_CONDITION_SUMMARY: Record<ChoosablePropertyCondition, string> = {
  EXCELLENT: 'Excellent',
  GOOD: 'Good',
  AVERAGE: 'Average',
  FAIR: 'Fair',
  POOR: 'Poor',
};
