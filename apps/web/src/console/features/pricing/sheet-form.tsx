import { DISCOUNT_TYPES, partnerCreditUnionDiscountType } from '@heloc/domain';
import { TextField } from '../../../ui/text-field';
import { type DraftProblem, emptyRow, rangeHint, type SheetDraft } from './sheet-draft';
import { SCALAR_FIELDS, type ScalarKey, type TableKey } from './sheet-fields';
import { SheetTable } from './sheet-table';

const UNIT_SUFFIX = { percent: ' (%)', dollars: ' ($)', whole: '', text: '' } as const;
/** The single values, grouped as the form shows them. */
const GROUPS: { legend: string; keys: ScalarKey[]; tables: TableKey[] }[] = [
  {
    legend: 'Rates',
    keys: ['minRate', 'maxRate', 'primeRate', 'variableMargin', 'additionalDrawMargin'],
    tables: ['terms', 'variableTerms', 'fixedBaseRateByTerm'],
  },
  { legend: 'Rate adjustments', keys: [], tables: ['creditTiers', 'cltvBands', 'discounts'] },
  {
    legend: 'Fees and lines',
    keys: ['originationFee', 'maxOriginationFee', 'originationFeeMaxDollars', 'minAmount', 'maxAmount'],
    tables: [],
  },
  { legend: 'Underwriting', keys: ['maxCltv', 'minCreditScore', 'maxDti'], tables: [] },
  { legend: 'Recording tax', keys: ['defaultRecordingTaxPer100k'], tables: ['recordingTaxPer100kByState'] },
];

/**
 * Every key of a pricing sheet as a field (docs/pricing.md "Pricing sheets"): rates, fees and margins typed as
 * percentages, amounts in dollars, scores and terms as whole numbers, the lists and maps as tables; each field shows
 * its range and, under it, the domain's refusals filed under it.
 */
export function SheetForm({
  orgCode,
  draft,
  problems,
  onChange,
}: {
  orgCode: string;
  draft: SheetDraft;
  problems: readonly DraftProblem[];
  onChange: (draft: SheetDraft) => void;
}) {
  const errorOf = (field: string) =>
    problems
      .filter((problem) => problem.field === field)
      .map((problem) => problem.message)
      .join(' ') || undefined;
  const discountTypes = [...DISCOUNT_TYPES, partnerCreditUnionDiscountType(orgCode)];
  const newRow = (table: TableKey) => () => {
    if (table !== 'discounts') return emptyRow(table);
    const taken = draft.tables.discounts.map((row) => row.type);
    return { ...emptyRow(table), type: discountTypes.find((type) => !taken.includes(type)) ?? '' };
  };
  return (
    <>
      {GROUPS.map((group) => (
        <fieldset className="stack" key={group.legend}>
          <legend>{group.legend}</legend>
          {group.keys.length > 0 && (
            <div className="console-grid">
              {group.keys.map((key) => {
                const field = SCALAR_FIELDS[key];
                return (
                  <TextField
                    key={key}
                    label={`${field.label}${UNIT_SUFFIX[field.unit]}`}
                    hint={rangeHint(field)}
                    inputMode="decimal"
                    value={draft.scalars[key]}
                    error={errorOf(key)}
                    onChange={(event) =>
                      onChange({ ...draft, scalars: { ...draft.scalars, [key]: event.target.value } })
                    }
                  />
                );
              })}
            </div>
          )}
          {group.tables.map((table) => (
            <SheetTable
              key={table}
              table={table}
              rows={draft.tables[table]}
              errorOf={errorOf}
              discountTypes={discountTypes}
              newRow={newRow(table)}
              onChange={(rows) => onChange({ ...draft, tables: { ...draft.tables, [table]: rows } })}
            />
          ))}
        </fieldset>
      ))}
    </>
  );
}
