import type { PropertyCondition } from '@heloc/domain';
import type { ProviderApplicant } from './applicant';
import type { PropertyRecord } from './property-data';

/*
 * The broker price opinion (BPO) ordered when the automated valuation finds no value (docs/product/registration-and-routing.md §4,
 * NAV_BPO_PROCESSING): a local broker values the home from outside and from recent sales. A real provider answers
 * days later; the engine asks it when the scheduled valuation step falls due.
 */
export interface BrokerPriceOpinionOrder {
  /** The applicant's estimate, dollars (the broker sees it as the owner's opinion). */
  estimatedValueDollars: number | null;
  /** The condition the applicant described (Texas questionnaire), when answered. */
  condition: PropertyCondition | null;
}

export type BrokerPriceOpinion =
  { outcome: 'COMPLETED'; valueDollars: number; brokerName: string } | { outcome: 'UNABLE_TO_VALUE' };

export interface BrokerPriceOpinionProvider {
  valueProperty(
    owner: ProviderApplicant,
    property: PropertyRecord,
    order: BrokerPriceOpinionOrder,
  ): Promise<BrokerPriceOpinion>;
}

/** A statement the applicant uploaded on product/assets, as the statement reader receives it. */
export interface AssetStatementFile {
  documentUuid: string;
  fileName: string;
}

/** Reads uploaded bank and investment statements (ours: an OCR-and-review service), answering the balances found. */
export interface AssetStatementReader {
  read(owner: ProviderApplicant, statements: readonly AssetStatementFile[]): Promise<{ totalDollars: number }>;
}
