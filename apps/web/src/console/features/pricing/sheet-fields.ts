import { PRICING_SHEET_RANGES as R } from '@heloc/domain';

/*
 * The pricing sheet's keys as the console's form shows them (docs/pricing.md "Pricing sheets"): each key's label, the
 * unit staff type it in and its range (PRICING_SHEET_RANGES, the domain's). Rates, fees, margins, adjustments and
 * ratios are typed as percentages (7.99 for 0.0799), amounts in dollars, scores and terms as whole numbers.
 */

/** How a value is typed: a percentage of a fraction, dollars, a whole number, or free text (a key). */
export type Unit = 'percent' | 'dollars' | 'whole' | 'text';
type Range = { readonly min: number; readonly max: number };

export interface FieldSpec {
  label: string;
  unit: Unit;
  range?: Range;
  /** Left empty, the key is null (the fee's dollar cap: none). */
  isOptional?: boolean;
}

/** The sheet's single values, in the order the form shows them. */
export const SCALAR_FIELDS = {
  minRate: { label: 'Lowest rate', unit: 'percent', range: R.rate },
  maxRate: { label: 'Highest rate', unit: 'percent', range: R.rate },
  primeRate: { label: 'Prime rate', unit: 'percent', range: R.primeRate },
  variableMargin: { label: 'Variable margin', unit: 'percent', range: R.margin },
  additionalDrawMargin: { label: 'Additional draw margin', unit: 'percent', range: R.margin },
  originationFee: { label: 'Origination fee', unit: 'percent', range: R.originationFee },
  maxOriginationFee: { label: 'Fee cap', unit: 'percent', range: R.originationFee },
  originationFeeMaxDollars: {
    label: 'Fee cap in dollars',
    unit: 'dollars',
    range: R.originationFeeMaxDollars,
    isOptional: true,
  },
  minAmount: { label: 'Smallest line', unit: 'dollars', range: R.amount },
  maxAmount: { label: 'Largest line', unit: 'dollars', range: R.amount },
  maxCltv: { label: 'Highest CLTV', unit: 'percent', range: R.maxCltv },
  minCreditScore: { label: 'Lowest credit score', unit: 'whole', range: R.creditScore },
  maxDti: { label: 'Highest DTI', unit: 'percent', range: R.maxDti },
  defaultRecordingTaxPer100k: {
    label: 'Default recording tax per $100,000',
    unit: 'dollars',
    range: R.recordingTaxPer100k,
  },
} as const satisfies Record<string, FieldSpec>;
export type ScalarKey = keyof typeof SCALAR_FIELDS;

export interface ColumnSpec extends FieldSpec {
  key: string;
}

/**
 * The sheet's lists and maps, each a table: a list has one column; a map's first column is its key; a list of
 * objects has a column per property. `row` names one row in labels ("Term 2").
 */
export interface TableSpec {
  kind: 'list' | 'map' | 'objects';
  label: string;
  row: string;
  columns: readonly ColumnSpec[];
  maxRows: number;
}

export const TABLE_FIELDS = {
  terms: {
    kind: 'list',
    label: 'Terms',
    row: 'Term',
    columns: [{ key: 'term', label: 'Years', unit: 'whole', range: R.term }],
    maxRows: 8,
  },
  variableTerms: {
    kind: 'list',
    label: 'Variable terms',
    row: 'Variable term',
    columns: [{ key: 'term', label: 'Years', unit: 'whole', range: R.term }],
    maxRows: 8,
  },
  fixedBaseRateByTerm: {
    kind: 'map',
    label: 'Fixed base rate by term',
    row: 'Fixed base rate',
    columns: [
      { key: 'term', label: 'Term (years)', unit: 'whole', range: R.term },
      { key: 'rate', label: 'Rate', unit: 'percent', range: R.baseRate },
    ],
    maxRows: 30,
  },
  creditTiers: {
    kind: 'objects',
    label: 'Credit tiers',
    row: 'Credit tier',
    columns: [
      { key: 'minScore', label: 'From score', unit: 'whole', range: { min: 0, max: R.creditScore.max } },
      { key: 'adjustment', label: 'Adjustment', unit: 'percent', range: R.adjustment },
    ],
    maxRows: 12,
  },
  cltvBands: {
    kind: 'objects',
    label: 'CLTV bands',
    row: 'CLTV band',
    columns: [
      { key: 'maxCltv', label: 'Up to CLTV', unit: 'percent', range: R.cltv },
      { key: 'adjustment', label: 'Adjustment', unit: 'percent', range: R.adjustment },
    ],
    maxRows: 12,
  },
  discounts: {
    kind: 'objects',
    label: 'Discounts',
    row: 'Discount',
    columns: [
      { key: 'type', label: 'Type', unit: 'text' },
      { key: 'rateReduction', label: 'Rate reduction', unit: 'percent', range: R.rateReduction },
    ],
    maxRows: 8,
  },
  recordingTaxPer100kByState: {
    kind: 'map',
    label: 'Recording tax by state',
    row: 'Recording tax',
    columns: [
      { key: 'state', label: 'State', unit: 'text' },
      { key: 'tax', label: 'Per $100,000', unit: 'dollars', range: R.recordingTaxPer100k },
    ],
    maxRows: 60,
  },
} as const satisfies Record<string, TableSpec>;
export type TableKey = keyof typeof TABLE_FIELDS;

/** The field key of a table's cell, as messages are filed under it ("creditTiers.0.adjustment"). */
export const cellKey = (table: TableKey, row: number, column: string): string => `${table}.${row}.${column}`;
