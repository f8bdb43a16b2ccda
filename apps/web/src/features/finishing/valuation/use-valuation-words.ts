import { APPRAISAL_TURNAROUND_TEXT, BPO_TURNAROUND_TEXT } from '@heloc/domain';
import type { Valuation } from '@heloc/domain/contracts';
import { useI18n } from '../../../lib/i18n';
import { valuationMessages as m } from './valuation.messages';

/** The sentences several valuation screens share, in the reader's language (docs/i18n.md). */
export function useValuationWords() {
  const i18n = useI18n();
  const { t, localize, money, longDate } = i18n;
  return {
    ...i18n,
    bpoTurnaround: t(m.bpoTurnaround, { turnaround: localize(BPO_TURNAROUND_TEXT) }),
    appraisalTurnaround: t(m.appraisalTurnaround, { turnaround: localize(APPRAISAL_TURNAROUND_TEXT) }),
    /** The fee sentence: the $180 of docs/product/widgets-and-calculations.md §9, or nothing when the lender covers it (flag company-covers-appraisal). */
    feeSentence: (fee: Valuation['fee']): string =>
      fee.coveredByLender ? t(m.feeCovered) : t(m.feeCharged, { fee: money(fee.amountDollars) }),
    /** "Friday, November 27, 2026" on this browser's clocks. */
    formatDay: (iso: string): string => longDate(new Date(iso), Intl.DateTimeFormat().resolvedOptions().timeZone),
  };
}
