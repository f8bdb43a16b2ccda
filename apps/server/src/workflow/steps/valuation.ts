import type { PropertyCondition } from '@heloc/domain';
import { qualifiesWithAssets, requiredAssetsDollars } from '@heloc/domain';
import type { Db } from '../../platform/database/database';
import type { ApplicationRow } from '../../platform/database/schema';
import { listDocumentRecords } from '../../platform/storage';
import { offersForValue } from './offers-for-value';
import type { Step, StepContext, StepResult } from './step';
import { annualIncome, applicantOf, organizationOf, propertyAddressOf } from './step-inputs';
import { findValuation, listAssetAccountBalances, markValuationCompleted } from './valuation.repo';

/*
 * The dead ends with a way out:
 *   NO_AVM_FOUND ─estimate─▶ BPO_ORDER_REQUEST ─(Texas questionnaire) order─▶ NAV_BPO_PROCESSING
 *     ─[BPO_VALUATION, after VALUATION_DELAY_MS]─▶ OFFER_SELECTION | CLTV_LIEN_POSITION_REQUALIFY | DECLINED
 *   ASSETS_PREQUAL ─submit─▶ WAITING_FOR_ASSET_VERIFICATION ─[VERIFY_ASSETS]─▶ WAITING_FOR_INITIAL_OFFERS | DECLINED
 */

/** The home the broker values, as the provider and the pricing are told of it. */
const valuedPropertyOf = (row: ApplicationRow) => ({
  apn: row.property_apn ?? 'unknown',
  address: propertyAddressOf(row),
  propertyType: 'SINGLE_FAMILY' as const,
});

/** The broker price opinion returns: the home has a value, and the offers are priced as after an AVM value. */
export const bpoValuation: Step = {
  from: 'NAV_BPO_PROCESSING',
  async run({ trx, row, providers, now }) {
    const owner = applicantOf(row);
    const property = valuedPropertyOf(row);
    const order = await findValuation(trx, row.uuid);
    const bpo = await providers.brokerPriceOpinion.valueProperty(owner, property, {
      estimatedValueDollars: order?.estimated_value_dollars ?? null,
      condition: (row.property_condition as PropertyCondition | null) ?? null,
    });
    if (bpo.outcome !== 'COMPLETED') {
      // The broker could not value the home (no access, no comparable sales): a specialist takes it over.
      await markValuationCompleted(trx, row.uuid, null, now);
      return { patch: { checklistStatus: 'HOLD_FOR_APPRAISAL_REVIEW', bpo: 'BPO_UNKNOWN' } };
    }
    return brokerValueOf({ trx, row, providers, now }, bpo.valueDollars);
  },
};

/**
 * The broker's value is in (from the provider, or entered by a member from the console: docs/product/operations-console.md
 * §4): the valuation is completed with it and the offers are priced as after an AVM value.
 */
export const brokerValueOf = async (
  { trx, row, providers, now }: Pick<StepContext, 'trx' | 'row' | 'providers' | 'now'>,
  valueDollars: number,
): Promise<StepResult> => {
  await markValuationCompleted(trx, row.uuid, valueDollars, now);
  return offersForValue({ trx, row, providers, now }, applicantOf(row), valuedPropertyOf(row), valueDollars, {
    patch: { bpo: 'BPO_COMPLETE' },
  });
};

/**
 * The linked accounts' balances (as their institutions reported them) or what the statements show, whichever is more
 * (the same accounts are often both linked and uploaded, so they are not added up); enough assets go on to the offers
 * (INITIAL_OFFERS), too few are declined.
 */
export const verifyAssets: Step = {
  from: 'WAITING_FOR_ASSET_VERIFICATION',
  async run({ trx, row, providers, now }) {
    const linked = (await listAssetAccountBalances(trx, row.uuid)).reduce((sum, a) => sum + a.balance_dollars, 0);
    const statements = await listDocumentRecords(trx, row.uuid, { kinds: ['ASSET_STATEMENT'] });
    const read = await providers.assetStatements.read(
      applicantOf(row),
      statements.map((d) => ({ documentUuid: d.uuid, fileName: d.file_name })),
    );
    const verified = Math.max(linked, read.totalDollars);
    const { pricing } = await organizationOf(trx, row, now);
    const input = {
      monthlyDebtDollars: row.monthly_debt_dollars ?? 0,
      annualIncomeDollars: annualIncome(row),
      maxDti: pricing.maxDti,
    };
    const data = { assets_verified_dollars: verified };
    if (!qualifiesWithAssets(input, verified)) {
      return {
        patch: { checklistStatus: 'DECLINED', uwDecision: 'DECLINE' },
        data,
        // Reg B principal reasons for the adverse action notice (workflow/decisions).
        decision: {
          category: 'INCOME',
          reasons: [{ code: 'INSUFFICIENT_ASSETS' }, { code: 'EXCESSIVE_OBLIGATIONS' }],
        },
      };
    }
    return {
      patch: { checklistStatus: 'WAITING_FOR_INITIAL_OFFERS', uwDecision: 'INITIAL' },
      data,
      next: 'INITIAL_OFFERS',
    };
  },
};

/** product/assets: the least verified assets that qualify this application (its debts, income and lender's limit). */
export const requiredAssetsOf = async (db: Db, row: ApplicationRow, at: Date): Promise<number> => {
  const { pricing } = await organizationOf(db, row, at);
  return requiredAssetsDollars({
    monthlyDebtDollars: row.monthly_debt_dollars ?? 0,
    annualIncomeDollars: annualIncome(row),
    maxDti: pricing.maxDti,
  });
};

/**
 * What the application answer computes from the lender's pricing (docs/product/widgets-and-calculations.md §3, §9):
 * the origination fee's dollar cap (`ofeeMaxThreshold`, null when the lender has none) and, on the assets path, the
 * least verified assets that qualify (`assetDepletion.amount`), by the sheet that priced its offers, else the one in
 * effect `at`. One read of the organisation.
 */
export const applicationPricingFactsOf = async (
  db: Db,
  row: ApplicationRow,
  at: Date,
): Promise<{ ofeeMaxThreshold: number | null; requiredAssetsDollars: number }> => {
  const { pricing } = await organizationOf(db, row, at);
  return {
    ofeeMaxThreshold: pricing.originationFeeMaxDollars,
    requiredAssetsDollars: requiredAssetsDollars({
      monthlyDebtDollars: row.monthly_debt_dollars ?? 0,
      annualIncomeDollars: annualIncome(row),
      maxDti: pricing.maxDti,
    }),
  };
};
