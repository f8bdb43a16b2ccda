import { randomUUID } from 'node:crypto';
import type { Db } from '../../platform/database/database';
import type { ApplicationRow, AssetAccountRow, ValuationRow } from '../../platform/database/schema';
import type { Providers } from '../providers';
import type { PropertyRecord } from '../providers/property-data';
import { insertLienRows, updateLienChoice } from './liens.repo';
import { applicantOf, propertyAddressOf } from './step-inputs';
import { insertAssetAccounts, saveValuationRow, type ValuationChanges } from './valuation.repo';

/** The applicant's choice on one lien (docs/product/widgets-and-calculations.md §9) and where its payoff stands. */
export interface LienChoice {
  action: string | null;
  payoffStatus: string | null;
}

/**
 * What modules record of the property and the applicant's assets (app.workflow.property), in the caller's
 * transaction: the liens the title search finds and the applicant's choice on each, the valuation asked for, the asset
 * accounts linked.
 */
export interface PropertyVerbs {
  /**
   * Asks the title search for the application's liens and records what it found; a lien already recorded at a
   * position stays (one per position), so two searches at once still leave one set.
   */
  searchLiens(trx: Db, row: ApplicationRow): Promise<void>;
  chooseLien(trx: Db, lienUuid: string, choice: LienChoice): Promise<void>;
  /** Creates the application's valuation or records `changes` on it; answers it as written. */
  recordValuation(trx: Db, applicationUuid: string, changes: ValuationChanges): Promise<ValuationRow>;
  /** Adds linked accounts; an account already linked (same institution and account) is left as it is. */
  recordAssetAccounts(trx: Db, accounts: readonly Omit<AssetAccountRow, 'created_at'>[]): Promise<void>;
}

// The title search is keyed by the property's address; the parcel number and type are not kept on the application.
const propertyOf = (row: ApplicationRow): PropertyRecord => ({
  apn: 'unknown',
  address: propertyAddressOf(row),
  propertyType: 'SINGLE_FAMILY',
});

export const propertyVerbsOf = (providers: Providers, now: () => Date): PropertyVerbs => ({
  async searchLiens(trx, row) {
    const report = await providers.title.search(applicantOf(row), propertyOf(row));
    const at = now();
    await insertLienRows(
      trx,
      report.liens.map((lien) => ({
        uuid: randomUUID(),
        application_uuid: row.uuid,
        position: lien.position,
        lender_name: lien.lender,
        balance_dollars: Math.round(lien.balanceDollars),
        monthly_payment_dollars: Math.round(lien.monthlyPaymentDollars),
        action: null,
        payoff_status: null,
        created_at: at,
        updated_at: at,
      })),
    );
  },
  chooseLien: (trx, lienUuid, { action, payoffStatus }) =>
    updateLienChoice(trx, lienUuid, { action, payoff_status: payoffStatus }, now()),
  recordValuation: (trx, applicationUuid, changes) => saveValuationRow(trx, applicationUuid, changes, now()),
  recordAssetAccounts: (trx, accounts) => insertAssetAccounts(trx, accounts, now()),
});

export type { ValuationChanges };
